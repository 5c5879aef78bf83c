import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleView, HandStart } from "../../../api";
import { KeyButton } from "./KeyButton";
import { namesOf } from "./words";
import { seatLabel } from "../../../lib/panWords";
import "./pan.css";

type Props = { view: ConsoleView; onChoice: (start: HandStart | null) => void };

/**
 * The next Pan hand's start: who is the first hand (the eldest: the lowest card up at the first
 * deal, then the last winner), or the room's own rule (to the right of the last first hand, or
 * the button). The choice goes to the console's Next hand (N), which starts the hand with it.
 */
export function PanStart({ view, onChoice }: Props) {
  const { t } = useTranslation("dealer");
  const names = namesOf(view);
  const seats = view.table.seats.filter((s) => !s.sitting_out);
  const [first, setFirst] = useState<number | null>(null);
  // A table's first hand has no rule to go by (no last first hand, no button): the dealer names
  // the first hand, the lowest card up at the first deal, before Next hand can start it.
  const byRule = view.hand !== null;
  useEffect(() => onChoice(byRule || first !== null ? { kind: "pan", first } : null), [first, byRule, onChoice]);
  return (
    <section className="pan-start" aria-label={t("pan.start.label")}>
      <div className="pan-row" role="group" aria-label={t("pan.start.firstHandGroup")}>
        <span className="pan-row-label">{t("pan.start.firstHand")}</span>
        {byRule && (
          <KeyButton variant={first === null ? "filled" : "default"} aria-pressed={first === null} data-seat="auto" onClick={() => setFirst(null)}>
            {t("pan.start.byRule")}
          </KeyButton>
        )}
        {seats.map((s) => (
          <KeyButton key={s.seat_no} variant={first === s.seat_no ? "filled" : "default"} aria-pressed={first === s.seat_no} data-seat={s.seat_no} onClick={() => setFirst(s.seat_no)}>
            {seatLabel(s.seat_no, names)}
          </KeyButton>
        ))}
      </div>
      <p className="start-summary" data-field="start">
        {first !== null
          ? t("pan.start.startsWith", { seat: seatLabel(first, names) })
          : byRule
            ? t("pan.start.startsByRule")
            : t("pan.start.tapFirst")}
      </p>
    </section>
  );
}
