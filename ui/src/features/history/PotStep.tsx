import type { HandView, PotView, SeatView } from "../../api";
import { PlayingCard } from "../../components/cards";
import { formatCents, formatSignedCents } from "../../lib/money";
import { potName, seatsWords, streetName } from "../../lib/handWords";

/** A seat's standing at this step, in words. */
function stateOf(s: SeatView): string {
  if (s.folded) return "folded";
  if (s.mucked) return "mucked";
  if (s.all_in) return "all-in";
  return "in";
}

/**
 * A pot game's hand at one step: the street, the pots (each with the seats that can win it) and
 * the board, then every seat: stack, bet on this round, cards (unknown ones as backs), its
 * standing and, once settled, what it won or lost. The seat to act is marked in words.
 */
export function PotStep({ hand, pot }: { hand: HandView; pot: PotView }) {
  const toAct = hand.waiting_for.who.kind === "seat" ? hand.waiting_for.who.seat : null;
  const blinds = new Map(pot.blinds.slice(0, 2).map(([seat], i) => [seat, pot.blinds.length === 1 || i === 1 ? "BB" : "SB"]));
  const nets = new Map((pot.settlement?.seats ?? []).map((r) => [r.seat, r.net]));
  const settled = pot.settlement;
  return (
    <div className="hist-pot" data-street={pot.street}>
      <div className="hist-pot-centre">
        <span className="hist-street">{streetName(pot.street)}</span>
        {pot.board.length > 0 && (
          <span className="hist-board" role="group" aria-label="Board">
            {pot.board.map((c, i) => (
              <PlayingCard key={i} card={c} size="sm" />
            ))}
          </span>
        )}
        {!settled && (
          <ul className="hist-pots" aria-label="Pots" data-field="pots">
            {pot.pots.length === 0 ? (
              <li>
                pot <span className="num">{formatCents(pot.pot_total)}</span>
              </li>
            ) : (
              pot.pots.map((p, i) => (
                <li key={i}>
                  {potName(i, p.eligible)}: <span className="num">{formatCents(p.amount)}</span> <span className="muted">({seatsWords(p.eligible)})</span>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <table className="hist-seats" aria-label="Seats at this step">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col" className="num-col">
              Stack
            </th>
            <th scope="col" className="num-col">
              Bet
            </th>
            <th scope="col">Cards</th>
            <th scope="col">Standing</th>
            {settled && (
              <th scope="col" className="num-col">
                Result
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {pot.seats.map((s) => {
            const net = nets.get(s.seat);
            return (
              <tr key={s.seat} data-seat={s.seat} data-to-act={toAct === s.seat || undefined} data-state={stateOf(s)}>
                <th scope="row">
                  Seat {s.seat}
                  {hand.button_seat === s.seat && <span className="hist-marker" title="on the button">D</span>}
                  {blinds.has(s.seat) && <span className="hist-marker">{blinds.get(s.seat)}</span>}
                </th>
                <td className="num" data-field="stack">
                  {formatCents(s.stack)}
                </td>
                <td className="num" data-field="bet">
                  {s.bet > 0 ? formatCents(s.bet) : ""}
                </td>
                <td data-field="cards">
                  <span className="hist-cards">
                    {s.hole.map((c, i) => (
                      <PlayingCard key={i} card={c} size="sm" up={s.up?.[i]} />
                    ))}
                  </span>
                </td>
                <td data-field="state">
                  {toAct === s.seat ? <strong>◀ to act</strong> : stateOf(s)}
                  {s.drew !== null && ` · drew ${s.drew}`}
                </td>
                {settled && (
                  <td className="num hist-net" data-field="net" data-sign={net === undefined || net === 0 ? "0" : net > 0 ? "+" : "-"}>
                    {net === undefined ? "" : formatSignedCents(net)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {settled && (
        <div className="hist-result" data-field="result">
          <strong>Result.</strong>{" "}
          {settled.pots.map((p, i) => (
            <span key={i} className="hist-result-pot">
              {potName(i, p.eligible)}: <span className="num">{formatCents(p.amount)}</span>
              {p.shares.length > 0 && <> → {p.shares.map((s) => `seat ${s.seat} ${formatCents(s.amount)}`).join(", ")}</>}
            </span>
          ))}
          <span className="hist-result-pot">
            house <span className="num">{formatCents(settled.collection)}</span>
          </span>
        </div>
      )}
    </div>
  );
}
