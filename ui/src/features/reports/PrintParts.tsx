import type { PrintMark } from "../../api";

/**
 * What only paper shows: the heading of the printed report, and "REPRINT" on any print of
 * a closed shift after its first (the room counts the prints).
 */
export function PrintHeading({ title, mark, printedAt }: { title: string; mark: PrintMark | null; printedAt: string | null }) {
  return (
    <div className="print-only print-heading" id="print-heading">
      <div>
        <strong>Cardroom · {title}</strong>
        {printedAt && <span> · printed {printedAt}</span>}
        {mark && mark.number > 0 && <span> · print no. {mark.number}</span>}
      </div>
      {mark?.reprint && (
        <div className="reprint-stamp" id="reprint-stamp">
          REPRINT
        </div>
      )}
    </div>
  );
}

/** Lines to sign on paper: the floor manager's and the cage's (or the counters'). */
export function SignatureLines({ id, who }: { id: string; who: string[] }) {
  return (
    <div className="print-only signature-lines" id={id}>
      {who.map((w) => (
        <div key={w} className="signature-line">
          <div className="signature-rule" />
          <div>
            {w}: signature, name and date
          </div>
        </div>
      ))}
    </div>
  );
}
