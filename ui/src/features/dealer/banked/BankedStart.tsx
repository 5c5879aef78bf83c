import { useState } from "react";
import type { ConsoleView, HandStart } from "../../../api";
import { parseDollars } from "../../../lib/dollars";
import { formatCents } from "../../../lib/money";
import { KeyButton } from "../pan/KeyButton";
import "../pan/pan.css";
import "./banked.css";

type Props = { view: ConsoleView; start: (start: HandStart) => void; busy: boolean };

/** Every stake goes in steps of 0.30 (house text: "a multiple of 0.3"; the engine's ANTE_UNIT). */
const UNIT = 30;

/**
 * The table's stake range: its small and big bet, which the console reads from the stakes it
 * shows ("$0.30/$12.00"). Unreadable: from one step up, and the room says where the top is.
 */
export function stakeRange(stakes: string): { min: number; max: number | null } {
  const [lo, hi] = stakes.split("/").map((p) => parseDollars(p));
  const min = lo && lo > 0 ? lo : UNIT;
  return { min, max: hi && hi >= min ? hi : null };
}

/**
 * Starts one box: the seat that plays it, its ante and its BONUS (none, or within the table's
 * range), each set with − and + in steps of 0.30, held within the range. S starts.
 */
export function BankedStart({ view, start, busy }: Props) {
  const seats = view.table.seats.filter((s) => !s.sitting_out);
  const last = view.hand?.game.kind === "banked" ? view.hand.game.seat : null;
  const range = stakeRange(view.table.table.stakes);
  const [seat, setSeat] = useState<number | null>(last ?? (seats.length === 1 ? seats[0]!.seat_no : null));
  const [ante, setAnte] = useState(range.min);
  const [bonus, setBonus] = useState(0);
  const clamp = (v: number) => Math.max(range.min, range.max === null ? v : Math.min(range.max, v));
  const go = () => seat !== null && start({ kind: "banked", seat, ante_cents: ante, bonus_cents: bonus });
  return (
    <section className="banked-start" aria-label="Start a box">
      <div className="pan-row" role="group" aria-label="The seat that plays the box">
        <span className="pan-row-label">Box for</span>
        {seats.map((s) => (
          <KeyButton key={s.seat_no} variant={seat === s.seat_no ? "filled" : "default"} aria-pressed={seat === s.seat_no} data-seat={s.seat_no} onClick={() => setSeat(s.seat_no)}>
            Seat {s.seat_no} {s.player_name} · {formatCents(s.stack_cents)}
          </KeyButton>
        ))}
      </div>
      <Stepper
        label="Ante"
        cents={ante}
        range={range}
        down={ante > range.min ? () => setAnte(clamp(ante - UNIT)) : null}
        up={range.max === null || ante < range.max ? () => setAnte(clamp(ante + UNIT)) : null}
      />
      <Stepper
        label="BONUS"
        cents={bonus}
        range={range}
        none={bonus === 0}
        down={bonus > 0 ? () => setBonus(bonus - UNIT < range.min ? 0 : clamp(bonus - UNIT)) : null}
        up={range.max === null || bonus < range.max ? () => setBonus(bonus === 0 ? range.min : clamp(bonus + UNIT)) : null}
      />
      <KeyButton hotkey="S" big color="felt" data-action="start" disabled={busy || seat === null} onClick={go}>
        {seat === null ? "Tap the seat that plays the box" : `Start the box: seat ${seat}, ante ${formatCents(ante)}, ${bonus ? `BONUS ${formatCents(bonus)}` : "no BONUS"}`}
      </KeyButton>
    </section>
  );
}

type StepperProps = { label: string; cents: number; range: { min: number; max: number | null }; none?: boolean; down: (() => void) | null; up: (() => void) | null };

function Stepper({ label, cents, range, none = false, down, up }: StepperProps) {
  const words = none ? "none" : formatCents(cents);
  return (
    <div className="pan-row banked-stepper" role="group" aria-label={label}>
      <span className="pan-row-label banked-stepper-label">{label}</span>
      <KeyButton variant="default" disabled={down === null} onClick={() => down?.()} aria-label={`${label} down 0.30`}>
        − 0.30
      </KeyButton>
      <output className="banked-stake num" aria-live="polite" data-field={label.toLowerCase()}>
        {words}
      </output>
      <KeyButton variant="default" disabled={up === null} onClick={() => up?.()} aria-label={`${label} up 0.30`}>
        + 0.30
      </KeyButton>
      <span className="muted">
        {formatCents(range.min)} to {range.max === null ? "the table's top" : formatCents(range.max)}
      </span>
    </div>
  );
}
