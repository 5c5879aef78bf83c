import { CardSlot, PlayingCard } from "../../components/cards";
import type { ConsoleView, GameCode, PotView } from "../../api";
import { formatCents } from "../../lib/money";
import { potName } from "./words";

/** How many board cards each game deals (none in the draw games and Mexican Poker). */
const BOARD: Partial<Record<GameCode, number>> = { holdem: 5, pineapple: 5 };

/**
 * The middle of the table: the pots (each with the seats it is for, once the engine has built
 * them), the board, and once settled who won what.
 */
export function Centre({ view, pot }: { view: ConsoleView; pot: PotView | null }) {
  const slots = BOARD[view.table.table.game] ?? 0;
  const board = pot?.board ?? [];
  const settled = pot?.settlement;
  return (
    <div className="centre" aria-label="Pots and board" role="group">
      {pot === null ? (
        <p className="centre-note">{view.hand === null ? "No hand yet at this table." : "This hand is not a pot game."}</p>
      ) : settled ? (
        <ul className="pots" aria-label="Pots">
          {settled.pots.map((p, i) => (
            <li key={i} data-pot={i}>
              <span className="pot-name">{potName(i)}</span> <span className="num">{formatCents(p.amount)}</span>
              {p.shares.length > 0 && <> → {p.shares.map((s) => `Seat ${s.seat} ${formatCents(s.amount)}`).join(", ")}</>}
              {settled.pots.length > 1 && <span className="pot-eligible"> (seats {p.eligible.join(" ")})</span>}
            </li>
          ))}
          {settled.collection > 0 && <li className="pot-drop">house {formatCents(settled.collection)}</li>}
        </ul>
      ) : (
        <p className="pots" data-field="pot">
          Pot <span className="num">{formatCents(pot.pot_total)}</span>
        </p>
      )}
      {slots > 0 && (
        <div className="board" role="group" aria-label={board.length === 0 ? "Board: no cards yet" : "Board"}>
          {Array.from({ length: slots }, (_, i) => (board[i] ? <PlayingCard key={i} card={board[i]!} /> : <CardSlot key={i} />))}
        </div>
      )}
      {view.hand?.voided && <p className="centre-note voided">Hand voided: {view.hand.voided === "misdeal" ? "misdeal" : "floor ruling"}</p>}
    </div>
  );
}
