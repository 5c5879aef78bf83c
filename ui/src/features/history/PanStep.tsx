import type { PanView } from "../../api";
import { PlayingCard } from "../../components/cards";
import { PanLedger } from "../../components/pan/PanLedger";
import { Net, PanSeats } from "../../components/pan/PanSeats";
import { PHASES, seatLabel } from "../../lib/panWords";
import "../../components/pan/pan.css";

// The hand's record names seats, not players (who sat where is the seating's, not the hand's).
const NO_NAMES = new Map<number, string>();

/**
 * A Pan hand at one step, as the console draws it (read only): the phase, the stock and the top
 * discard, every player's cards, melds and net, and the chip ledger; once over, who went out.
 */
export function PanStep({ pan }: { pan: PanView }) {
  const winner = pan.settlement?.winner ?? null;
  return (
    <div className="hist-pan">
      <p className="pan-stage">
        <span className="pan-phase">{PHASES[pan.phase]}</span>
        <span className="pan-stock">
          Stock <span className="num">{pan.stock_left}</span>
        </span>
        <span className="pan-top">Top discard {pan.top_discard ? <PlayingCard card={pan.top_discard} /> : <span className="muted">none</span>}</span>
      </p>
      <div className="hist-pan-table">
        <PanSeats pan={pan} names={NO_NAMES} />
        <PanLedger ledger={pan.ledger} names={NO_NAMES} />
      </div>
      {pan.settlement && (
        <div className="hist-result" data-field="result">
          <strong>{winner !== null ? `${seatLabel(winner, NO_NAMES)} went out.` : "No one went out."}</strong>
          {pan.settlement.seats.map((s) => (
            <span key={s.seat} className="hist-result-pot">
              {seatLabel(s.seat, NO_NAMES)} <Net cents={s.net} />
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
