import { useState } from "react";
import type { ConsoleView, HandStart } from "../../../api";
import { KeyButton } from "./KeyButton";
import { seatLabel, namesOf } from "./words";
import "./pan.css";

type Props = { view: ConsoleView; start: (start: HandStart) => void; busy: boolean };

/**
 * Starts a Pan hand: who is the first hand (the eldest: the lowest card up at the first deal,
 * then the last winner), or the room's own rule (to the right of the last first hand, or the
 * button). S starts.
 */
export function PanStart({ view, start, busy }: Props) {
  const names = namesOf(view);
  const seats = view.table.seats.filter((s) => !s.sitting_out);
  const [first, setFirst] = useState<number | null>(null);
  const go = () => start({ kind: "pan", first });
  return (
    <section className="pan-start" aria-label="Start a Pan hand">
      <div className="pan-row" role="group" aria-label="The first hand">
        <span className="pan-row-label">First hand</span>
        <KeyButton variant={first === null ? "filled" : "default"} aria-pressed={first === null} data-seat="auto" onClick={() => setFirst(null)}>
          By the rule
        </KeyButton>
        {seats.map((s) => (
          <KeyButton key={s.seat_no} variant={first === s.seat_no ? "filled" : "default"} aria-pressed={first === s.seat_no} data-seat={s.seat_no} onClick={() => setFirst(s.seat_no)}>
            {seatLabel(s.seat_no, names)}
          </KeyButton>
        ))}
      </div>
      <KeyButton hotkey="S" big color="felt" data-action="start" disabled={busy} onClick={go}>
        {first === null ? "Start the hand" : `Start the hand, ${seatLabel(first, names)} first`}
      </KeyButton>
    </section>
  );
}
