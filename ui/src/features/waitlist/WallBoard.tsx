import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { Trans, useTranslation } from "react-i18next";
import { useWallBoard, type WallBoard as WallBoardView, type WallJackpot, type WallList } from "../../api";
import { formatDollars } from "../../lib/money";
import { clockTime } from "../../lib/time";
import "./waitlist.css";

/**
 * The wall board: a read-only full screen for a TV across the room. The games running and each
 * list's players by first name and initial (never a phone or a note), the called ones lit with
 * the table they go to, what each jackpot the players fund holds, and its posted rules (the
 * terms' version in force) under the lists. Large type, high contrast, nothing to click but a
 * small way back (Esc). Everything is shown whole: when it would not all fit the screen at full
 * size (a short screen, several jackpots' rules), the type is scaled down a little (`useFit`).
 * It reads itself again every 15 s and on every change of the room.
 */
export function WallBoard({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation("waitlist");
  const wall = useWallBoard();
  useHotkeys("esc", onExit);
  const back = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the way back; the TV shows no focus ring until a key is pressed.
  useEffect(() => back.current?.focus({ preventScroll: true }), []);
  const data = wall.data;
  const frame = useRef<HTMLDivElement>(null);
  useFit(frame, data);
  return (
    <div className="wall" ref={frame} data-stale={wall.error ? "true" : undefined}>
      <header className="wall-head">
        <h1 className="wall-title">{t("wall.title")}</h1>
        <p className="wall-updated" id="wall-updated">
          {data
            ? wall.error
              ? t("wall.notUpdated", { time: clockTime(data.at) })
              : t("wall.updated", { time: clockTime(data.at) })
            : wall.error
              ? t("wall.cannotRead")
              : t("wall.reading")}
        </p>
        <button type="button" ref={back} className="wall-back" onClick={onExit}>
          <Trans t={t} i18nKey="wall.back" components={[<kbd />]} />
        </button>
      </header>
      <main className="wall-body">
        {data && <WallContent wall={data} />}
      </main>
    </div>
  );
}

/** The least the wall's type is scaled to: names of 36 px stay above 28 px, the rules above 12 px. */
const FIT_FLOOR = 0.8;
const FIT_STEP = 0.05;

/** Whether anything on the wall is cut: a list past its area, the right column or the rules past the screen's foot. */
function cut(wall: HTMLElement): boolean {
  const body = wall.querySelector<HTMLElement>(".wall-body");
  if (!body) return false;
  const foot = body.getBoundingClientRect().bottom + 0.5;
  const lists = body.querySelector<HTMLElement>(".wall-lists");
  const side = body.querySelector<HTMLElement>(".wall-side");
  return (
    (lists !== null && lists.scrollHeight > lists.clientHeight + 1) ||
    (side !== null && side.scrollHeight > side.clientHeight + 1) ||
    [...body.children].some((c) => c.getBoundingClientRect().bottom > foot)
  );
}

/**
 * Scales the wall's type (`--wall-fit`) down in small steps, before it is painted, until nothing
 * is cut or the floor is reached; again when the lists change and when the screen is resized.
 */
function useFit(frame: RefObject<HTMLDivElement | null>, data: unknown) {
  useLayoutEffect(() => {
    const wall = frame.current;
    if (!wall) return;
    const fit = () => {
      let scale = 1;
      wall.style.setProperty("--wall-fit", "1");
      while (scale - FIT_STEP >= FIT_FLOOR - 1e-9 && cut(wall)) {
        scale = Math.round((scale - FIT_STEP) * 100) / 100;
        wall.style.setProperty("--wall-fit", String(scale));
      }
      wall.dataset.fit = String(scale);
    };
    fit();
    // The bundled font, once loaded, sets the text again: fit again then.
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    window.addEventListener("resize", fit);
    return () => {
      live = false;
      window.removeEventListener("resize", fit);
    };
  }, [frame, data]);
}

function WallContent({ wall }: { wall: WallBoardView }) {
  const { t } = useTranslation("waitlist");
  return (
    <>
      <section className="wall-lists" aria-labelledby="wall-lists-title">
        <h2 id="wall-lists-title" className="visually-hidden">
          {t("wall.title")}
        </h2>
        {wall.lists.length === 0 ? (
          <p className="wall-none">{t("wall.noLists")}</p>
        ) : (
          wall.lists.map((l, i) => <WallListColumn key={`${l.label}-${i}`} list={l} index={i} />)
        )}
      </section>
      <div className="wall-side">
        {wall.jackpots.length > 0 && <WallJackpots jackpots={wall.jackpots} />}
        <section className="wall-games" aria-labelledby="wall-games-title">
          <h2 id="wall-games-title" className="wall-section-title">
            {t("wall.games")}
          </h2>
          {wall.games.length === 0 ? (
            <p className="wall-none">{t("wall.noGames")}</p>
          ) : (
            <table className="wall-games-table">
              <thead>
                <tr>
                  <th scope="col">{t("wall.table")}</th>
                  <th scope="col">{t("wall.game")}</th>
                  <th scope="col" className="wall-seated-head">
                    {t("wall.seated")}
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
                      {g.seated >= g.seat_limit && <span className="wall-full"> {t("wall.full")}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {wall.jackpots.length > 0 && <WallRules jackpots={wall.jackpots} />}
    </>
  );
}

/** The jackpots the players fund, each with what it holds now: the largest figures on the wall. */
function WallJackpots({ jackpots }: { jackpots: WallJackpot[] }) {
  const { t } = useTranslation("waitlist");
  return (
    <section className="wall-jackpots" aria-labelledby="wall-jackpots-title">
      <h2 id="wall-jackpots-title" className="wall-section-title">
        {t("wall.jackpots")}
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

/**
 * Each jackpot's posted rules, whole (the terms players play under: never cut short), named
 * with the jackpot and the terms' version, in columns under the lists: smaller than the amounts,
 * still read across the room.
 */
function WallRules({ jackpots }: { jackpots: WallJackpot[] }) {
  const { t } = useTranslation("waitlist");
  return (
    <section className="wall-rules" aria-labelledby="wall-rules-title">
      <h2 id="wall-rules-title" className="visually-hidden">
        {t("wall.rules")}
      </h2>
      <div className="wall-rules-text">
        {jackpots.map((j) => (
          <p key={j.name} className="wall-rule" data-jackpot-rules={j.name}>
            <span className="wall-rule-name">{j.name}</span> <span className="wall-rule-version">{t("wall.rulesVersion", { version: j.version })}</span>{" "}
            <span className="wall-rule-text">{j.rules}</span>
          </p>
        ))}
      </div>
    </section>
  );
}

function WallListColumn({ list, index }: { list: WallList; index: number }) {
  const { t } = useTranslation("waitlist");
  const id = `wall-list-${index}`;
  return (
    <section className="wall-list" aria-labelledby={id}>
      <h3 id={id} className="wall-list-title">
        {list.label}
      </h3>
      {list.names.length === 0 ? (
        <p className="wall-none">{t("wall.nobody")}</p>
      ) : (
        <ol className="wall-names">
          {list.names.map((n) => (
            <li key={`${n.place}-${n.name}`} className="wall-name" data-called={n.called_to ? "true" : undefined}>
              <span className="wall-place num">{n.place}</span>
              <span className="wall-who">{n.name}</span>
              {n.called_to && (
                <span className="wall-called">
                  <span aria-hidden="true">→ </span>
                  <span className="visually-hidden">{t("wall.calledTo")} </span>
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
