import { useMemo } from "react";
import type { ConsoleView, HandAction, PanAction } from "../../../api";
import { PanActions } from "./PanActions";
import { PanLedger } from "./PanLedger";
import { Net, PanSeats } from "./PanSeats";
import { namesOf, PHASES, seatLabel } from "./words";
import "./pan.css";

type Props = { view: ConsoleView; send: (action: HandAction) => void; busy: boolean };

/**
 * A Pan hand on the dealer's console: where the hand is and whose turn, every player's hand,
 * melds, conditions and net, the chip ledger, and the entries the phase takes. Reads only the
 * room's view; every entry goes out through `send` as `{kind: "pan", action}`.
 */
export function PanPanel({ view, send, busy }: Props) {
  const names = useMemo(() => namesOf(view), [view]);
  const hand = view.hand;
  if (!hand || hand.game.kind !== "pan") return null;
  const pan = hand.game;
  const act = (action: PanAction) => send({ kind: "pan", action });
  const winner = pan.settlement?.winner ?? null;
  return (
    <section className="pan-panel" aria-label="Pan hand" data-phase={pan.phase}>
      <p className="pan-stage" aria-live="polite">
        <span className="pan-phase" data-field="phase">
          {PHASES[pan.phase]}
        </span>
        <span className="pan-waiting" data-field="waiting">
          {hand.voided ? "The hand was voided: no one won or paid." : capital(hand.waiting_for.words)}
        </span>
      </p>
      <div className="pan-table">
        <PanSeats pan={pan} names={names} />
        <PanLedger ledger={pan.ledger} names={names} />
      </div>
      <div className="pan-actions">
        {pan.settlement ? (
          <div className="pan-result" role="status">
            <strong>{winner !== null ? `${seatLabel(winner, names)} went out.` : "No one went out."}</strong>
            {pan.settlement.seats.map((s) => (
              <span key={s.seat} className="pan-result-seat">
                {seatLabel(s.seat, names)} <Net cents={s.net} />
              </span>
            ))}
          </div>
        ) : (
          !hand.finished && <PanActions pan={pan} names={names} act={act} busy={busy} seq={hand.seq} />
        )}
      </div>
    </section>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
