import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AnteRange, ConsoleView, HandStart } from "../../../api";
import { formatCents } from "../../../lib/money";
import { KeyButton } from "../pan/KeyButton";
import "../pan/pan.css";
import "./banked.css";

type Props = { view: ConsoleView; onChoice: (start: HandStart | null) => void };

/**
 * The next box: the seat that plays it, its ante and its BONUS (none, or within the table's
 * range), each set with − and + in the room's steps and held within the room's range
 * (`ConsoleView.antes`); after a box, its seat and stakes again. The choice goes to the
 * console's Next hand (N), which starts the box.
 */
export function BankedStart({ view, onChoice }: Props) {
  const { t } = useTranslation("dealer");
  const seats = view.table.seats.filter((s) => !s.sitting_out);
  // The last box's seat and stakes are offered again (a player usually plays on as he was).
  const last = view.hand?.game.kind === "banked" ? view.hand.game : null;
  const [seat, setSeat] = useState<number | null>(last?.seat ?? (seats.length === 1 ? seats[0]!.seat_no : null));
  const range = view.antes;
  const [ante, setAnte] = useState(last?.ante_cents ?? range?.min_cents ?? 0);
  const [bonus, setBonus] = useState(last?.bonus_cents ?? 0);
  const ready = range !== null && seat !== null;
  useEffect(() => onChoice(ready ? { kind: "banked", seat, ante_cents: ante, bonus_cents: bonus } : null), [ready, seat, ante, bonus, onChoice]);
  if (range === null) return <p className="start-summary">{t("banked.start.noRange")}</p>;
  const { min_cents: min, max_cents: max, step_cents: step } = range;
  return (
    <section className="banked-start" aria-label={t("banked.start.label")}>
      <div className="pan-row" role="group" aria-label={t("banked.start.seatGroup")}>
        <span className="pan-row-label">{t("banked.start.boxFor")}</span>
        {seats.map((s) => (
          <KeyButton key={s.seat_no} variant={seat === s.seat_no ? "filled" : "default"} aria-pressed={seat === s.seat_no} data-seat={s.seat_no} onClick={() => setSeat(s.seat_no)}>
            {t("banked.start.seat", { seat: s.seat_no, name: s.player_name, stack: formatCents(s.stack_cents) })}
          </KeyButton>
        ))}
      </div>
      <Stepper
        field="ante"
        label={t("banked.start.ante")}
        cents={ante}
        range={range}
        down={ante > min ? () => setAnte(Math.max(min, ante - step)) : null}
        up={ante < max ? () => setAnte(Math.min(max, ante + step)) : null}
      />
      <Stepper
        field="bonus"
        label={t("banked.start.bonus")}
        cents={bonus}
        range={range}
        none={bonus === 0}
        down={bonus > 0 ? () => setBonus(bonus - step < min ? 0 : bonus - step) : null}
        up={bonus < max ? () => setBonus(bonus === 0 ? min : Math.min(max, bonus + step)) : null}
      />
      <p className="start-summary" data-field="start">
        {seat === null
          ? t("banked.start.tapSeat")
          : bonus
            ? t("banked.start.starts", { seat, ante: formatCents(ante), bonus: formatCents(bonus) })
            : t("banked.start.startsNoBonus", { seat, ante: formatCents(ante) })}
      </p>
    </section>
  );
}

type StepperProps = {
  /** The stake's code, for tests and styles: "ante", "bonus". */
  field: string;
  label: string;
  cents: number;
  range: AnteRange;
  none?: boolean;
  down: (() => void) | null;
  up: (() => void) | null;
};

function Stepper({ field, label, cents, range, none = false, down, up }: StepperProps) {
  const { t } = useTranslation("dealer");
  const step = formatCents(range.step_cents);
  return (
    <div className="pan-row banked-stepper" role="group" aria-label={label}>
      <span className="pan-row-label banked-stepper-label">{label}</span>
      <KeyButton variant="default" disabled={down === null} onClick={() => down?.()} aria-label={t("banked.start.down", { label, step })} data-step={`${field}-down`}>
        − {step}
      </KeyButton>
      <output className="banked-stake num" aria-live="polite" data-field={field}>
        {none ? t("banked.start.none") : formatCents(cents)}
      </output>
      <KeyButton variant="default" disabled={up === null} onClick={() => up?.()} aria-label={t("banked.start.up", { label, step })} data-step={`${field}-up`}>
        + {step}
      </KeyButton>
      <span className="muted">
        {t("banked.start.range", { min: formatCents(range.min_cents), max: formatCents(range.max_cents) })}
      </span>
    </div>
  );
}
