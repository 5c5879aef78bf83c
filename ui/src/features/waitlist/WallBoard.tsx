import { useEffect, useRef } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useWallBoard, type WallBoard as WallBoardView, type WallJackpot, type WallList } from "../../api";
import { formatDollars } from "../../lib/money";
import { clockTime } from "../../lib/time";
import "./waitlist.css";

/**
 * The wall board: a read-only full screen for a TV across the room. The games running and each
 * list's players by first name and initial (never a phone or a note), the called ones lit with
 * the table they go to, and what each jackpot the players fund holds. Large type, high contrast,
 * nothing to click but a small way back (Esc).
 * It reads itself again every 15 s and on every change of the room.
 */
export function WallBoard({ onExit }: { onExit: () => void }) {
  const wall = useWallBoard();
  useHotkeys("esc", onExit);
  const back = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the way back; the TV shows no focus ring until a key is pressed.
  useEffect(() => back.current?.focus({ preventScroll: true }), []);
  const data = wall.data;
  return (
    <div className="wall" data-stale={wall.error ? "true" : undefined}>
      <header className="wall-head">
        <h1 className="wall-title">Waiting lists</h1>
        <p className="wall-updated" id="wall-updated">
          {data ? (wall.error ? `Not updated since ${clockTime(data.at)}` : `Updated ${clockTime(data.at)}`) : wall.error ? "Cannot read the lists" : "Reading…"}
        </p>
        <button type="button" ref={back} className="wall-back" onClick={onExit}>
          Back <kbd>Esc</kbd>
        </button>
      </header>
      <main className="wall-body">
        {data && <WallContent wall={data} />}
      </main>
    </div>
  );
}

function WallContent({ wall }: { wall: WallBoardView }) {
  return (
    <>
      <section className="wall-lists" aria-labelledby="wall-lists-title">
        <h2 id="wall-lists-title" className="visually-hidden">
          Waiting lists
        </h2>
        {wall.lists.length === 0 ? (
          <p className="wall-none">No waiting lists. Ask the floor to put your name down.</p>
        ) : (
          wall.lists.map((l, i) => <WallListColumn key={`${l.label}-${i}`} list={l} index={i} />)
        )}
      </section>
      <div className="wall-side">
        {wall.jackpots.length > 0 && <WallJackpots jackpots={wall.jackpots} />}
        <section className="wall-games" aria-labelledby="wall-games-title">
          <h2 id="wall-games-title" className="wall-section-title">
            Games running
          </h2>
          {wall.games.length === 0 ? (
            <p className="wall-none">No games running yet.</p>
          ) : (
            <table className="wall-games-table">
              <thead>
                <tr>
                  <th scope="col">Table</th>
                  <th scope="col">Game</th>
                  <th scope="col" className="wall-seated-head">
                    Seated
                  </th>
                </tr>
              </thead>
              <tbody>
                {wall.games.map((g) => (
                  <tr key={g.table_name} data-full={g.seated >= g.seat_limit || undefined}>
                    <th scope="row">{g.table_name}</th>
                    <td>{g.label}</td>
                    <td className="wall-seated num">
                      {g.seated}/{g.seat_limit}
                      {g.seated >= g.seat_limit && <span className="wall-full"> full</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  );
}

/** The jackpots the players fund, each with what it holds now: the largest figures on the wall. */
function WallJackpots({ jackpots }: { jackpots: WallJackpot[] }) {
  return (
    <section className="wall-jackpots" aria-labelledby="wall-jackpots-title">
      <h2 id="wall-jackpots-title" className="wall-section-title">
        Jackpots
      </h2>
      <ul className="wall-jackpot-list">
        {jackpots.map((j) => (
          <li key={j.name} className="wall-jackpot" data-jackpot={j.name}>
            <span className="wall-jackpot-name">{j.name}</span>
            <span className="wall-jackpot-amount num">{formatDollars(j.balance_cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WallListColumn({ list, index }: { list: WallList; index: number }) {
  const id = `wall-list-${index}`;
  return (
    <section className="wall-list" aria-labelledby={id}>
      <h3 id={id} className="wall-list-title">
        {list.label}
      </h3>
      {list.names.length === 0 ? (
        <p className="wall-none">Nobody waiting</p>
      ) : (
        <ol className="wall-names">
          {list.names.map((n) => (
            <li key={`${n.place}-${n.name}`} className="wall-name" data-called={n.called_to ? "true" : undefined}>
              <span className="wall-place num">{n.place}</span>
              <span className="wall-who">{n.name}</span>
              {n.called_to && (
                <span className="wall-called">
                  <span aria-hidden="true">→ </span>
                  <span className="visually-hidden">called to </span>
                  {n.called_to}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
