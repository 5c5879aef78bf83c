import { useTranslation } from "react-i18next";
import type { PrintMark, ShiftDto } from "../../api";
import { t } from "../../i18n";
import { countersignedStamp } from "./format";

/**
 * What only paper shows: the heading of the printed report, "REPRINT" on any print of a
 * closed shift after its first (the room counts the prints), and, once the cage has
 * counter-signed the `shift` (null: the paper is not one shift's), "COUNTER-SIGNED by Cora
 * (cage) at …" at the head of every page (reports.css).
 */
export function PrintHeading({ title, mark, printedAt, shift }: { title: string; mark: PrintMark | null; printedAt: string | null; shift: ShiftDto | null }) {
  const { t } = useTranslation("reports");
  const stamp = countersignedStamp(shift);
  return (
    <div className="print-only print-heading" id="print-heading">
      {stamp && (
        <div className="countersigned-stamp" id="countersigned-stamp">
          {stamp}
        </div>
      )}
      <div>
        <strong>{t("paper.heading", { title })}</strong>
        {printedAt && <span> · {t("paper.printed", { time: printedAt })}</span>}
        {mark && mark.number > 0 && <span> · {t("paper.printNo", { number: mark.number })}</span>}
      </div>
      {mark?.reprint && (
        <div className="reprint-stamp" id="reprint-stamp">
          {t("paper.reprint")}
        </div>
      )}
    </div>
  );
}

/** A line to sign: whose it is, and (once signed in the room) who signed it and when. */
export type Signature = string | { who: string; signed: string | null };

/** Lines to sign on paper: the floor manager's and the cage's (or the counters'), each filled in words once signed. */
export function SignatureLines({ id, who }: { id: string; who: Signature[] }) {
  const { t } = useTranslation("reports");
  return (
    <div className="print-only signature-lines" id={id}>
      {who.map((w) => {
        const { who: name, signed } = typeof w === "string" ? { who: w, signed: null } : w;
        return (
          <div key={name} className="signature-line" data-signed={signed ? "" : undefined}>
            {signed && <div className="signature-signed">{signed}</div>}
            <div className="signature-rule" />
            <div>{t("paper.signatureLine", { who: name })}</div>
          </div>
        );
      })}
    </div>
  );
}

/** The shift's two signature lines, the floor's and the cage's, filled in once signed. */
export function shiftSignatures(shift: ShiftDto | null, texts: (s: ShiftDto) => { floor: string; cage: string }): Signature[] {
  const floor = t("reports:paper.floorManager");
  const cage = t("reports:paper.cage");
  if (!shift) return [floor, cage];
  const said = texts(shift);
  return [
    { who: floor, signed: shift.signed_off_by ? said.floor : null },
    { who: cage, signed: shift.countersigned_by ? said.cage : null },
  ];
}

/** A shift as signed: `a` (the room's list, a report's), or `b` (the sign-off's or counter-signature's own answer, a later read) when `a` is older. */
export const latest = (a: ShiftDto, b: ShiftDto | undefined) =>
  b && ((!a.signed_off_at && b.signed_off_at) || (!a.countersigned_at && b.countersigned_at)) ? b : a;
