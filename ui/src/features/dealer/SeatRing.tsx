import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlayingCard } from "../../components/cards";
import { formatCents } from "../../lib/money";
import { t as translate } from "../../i18n";
import type { SeatRow } from "./seats";

/** A seat's state in words ("folded", "sitting out"); none for a seat in the hand. */
export const stateWords = (state: SeatRow["state"]): string => (state === "in" ? "" : translate(`dealer:ring.state.${state}`));

/** The oval the seats sit on, in percent of the ring's width and height. */
const RADIUS_X = 44;
const RADIUS_Y = 41;
/** The ring's usual shape, width over height (the console at 1280×800, banner or not). */
const ASPECT = 3.6;
/** The dealer's place at the bottom: no seat within this many degrees of the oval. */
const DEALER_GAP = 30;
const spotsFor = new Map<number, { x: number; y: number }[]>();

/**
 * Where `n` seats sit, in percent of the ring's box: evenly spaced along the oval's edge as
 * drawn (not by angle, which crowds the wide oval's two ends: at 1280×800 with the connection
 * banner shown, the side seats' tiles lay over each other), clockwise from the dealer's left.
 */
export function seatSpots(n: number): { x: number; y: number }[] {
  const known = spotsFor.get(n);
  if (known) return known;
  const steps = 720;
  const from = 90 + DEALER_GAP / 2;
  const angle = (k: number) => ((from + ((360 - DEALER_GAP) * k) / steps) * Math.PI) / 180;
  const drawn = (t: number) => [ASPECT * RADIUS_X * Math.cos(t), RADIUS_Y * Math.sin(t)] as const;
  const along = [0];
  for (let k = 1; k <= steps; k++) {
    const [x0, y0] = drawn(angle(k - 1));
    const [x1, y1] = drawn(angle(k));
    along.push(along[k - 1]! + Math.hypot(x1 - x0, y1 - y0));
  }
  const length = along[steps]!;
  const spots = Array.from({ length: n }, (_, i) => {
    const target = (length * (i + 0.5)) / n;
    let k = 1;
    while (along[k]! < target) k++;
    const t = angle(k - 1) + ((angle(k) - angle(k - 1)) * (target - along[k - 1]!)) / (along[k]! - along[k - 1]!);
    return { x: 50 + RADIUS_X * Math.cos(t), y: 50 + RADIUS_Y * Math.sin(t) };
  });
  spotsFor.set(n, spots);
  return spots;
}

/**
 * The table's seats around an oval, seat 1 at the dealer's left and on clockwise, the dealer's
 * place at the bottom. The seat to act has a thick outline and says so in words. `centre` is
 * drawn in the middle (pots, board). A tap on a player's tile opens his seat panel (`onOpen`;
 * `open` is the seat whose panel is shown).
 */
export function SeatRing({ rows, centre, open = null, onOpen }: { rows: SeatRow[]; centre: ReactNode; open?: number | null; onOpen?: (seat: number) => void }) {
  const { t } = useTranslation("dealer");
  const n = rows.length;
  const spots = seatSpots(n);
  return (
    <div className="seat-ring" data-seats={n}>
      <div className="felt" aria-hidden="true" />
      <div className="ring-centre">{centre}</div>
      <ol className="ring-seats" aria-label={t("ring.seats")}>
        {rows.map((r, i) => {
          const { x, y } = spots[i]!;
          return (
            <li key={r.seat} className="ring-seat" style={{ left: `${x}%`, top: `${y}%` }}>
              <SeatTile row={r} open={open === r.seat} onOpen={onOpen} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A round marker beside the seat's name (D, SB, BB: `code`), said in words to assistive tech. */
function Marker({ code, mark, words }: { code: string; mark: string; words: string }) {
  return (
    <span className="marker" title={words} data-marker={code}>
      <span aria-hidden="true">{mark}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}

type TileProps = { row: SeatRow; open: boolean; onOpen?: (seat: number) => void };

/**
 * One seat. A player's tile is a button that opens his seat panel (an empty seat is not); its
 * parts are spans, as a button's content must be.
 */
const SeatTile = memo(function SeatTile({ row: r, open, onOpen }: TileProps) {
  const { t } = useTranslation("dealer");
  const state = stateWords(r.state);
  const tappable = r.name !== null && onOpen !== undefined;
  const Tile = tappable ? "button" : "div";
  return (
    <Tile
      className="seat-tile"
      data-seat={r.seat}
      data-state={r.state}
      data-to-act={r.toAct || undefined}
      aria-current={r.toAct ? "true" : undefined}
      {...(tappable ? { type: "button" as const, "aria-expanded": open, onClick: () => onOpen(r.seat), "data-open": open || undefined } : {})}
    >
      <span className="seat-head">
        <span className="seat-no">{r.seat}</span>
        <span className="seat-name">{r.name ?? "–"}</span>
        {r.button && <Marker code="D" mark={t("ring.buttonMark")} words={t("ring.onTheButton")} />}
        {r.blind === "SB" && <Marker code="SB" mark={t("ring.smallBlindMark")} words={t("ring.smallBlind")} />}
        {r.blind === "BB" && <Marker code="BB" mark={t("ring.bigBlindMark")} words={t("ring.bigBlind")} />}
      </span>
      {r.name !== null && (
        <span className="seat-money">
          <span className="num seat-stack" data-field="stack">
            {r.stack !== null ? formatCents(r.stack) : ""}
          </span>
          {r.bet > 0 && (
            <span className="seat-bet num" data-field="bet">
              {t("ring.bet", { amount: formatCents(r.bet) })}
            </span>
          )}
          {r.net !== null && r.net !== 0 && (
            <span className="seat-net num" data-field="net" data-sign={r.net > 0 ? "+" : "-"}>
              {r.net > 0 ? t("ring.won", { amount: formatCents(r.net) }) : t("ring.lost", { amount: formatCents(-r.net) })}
            </span>
          )}
        </span>
      )}
      {r.pending > 0 && (
        <span className="seat-pending num" data-field="pending">
          {t("ring.afterThisHand", { amount: formatCents(r.pending) })}
        </span>
      )}
      {(state || r.toAct || r.drew !== null) && (
        <span className="seat-state" data-field="state">
          {[r.toAct ? t("ring.toAct") : state, r.drew !== null ? t("ring.drew", { number: r.drew }) : ""].filter(Boolean).join(" · ")}
        </span>
      )}
      {r.hole.length > 0 && r.state !== "folded" && (
        <span className="seat-cards">
          {r.hole.map((c, i) => (
            <PlayingCard key={i} card={c} size="sm" up={r.up[i]} />
          ))}
        </span>
      )}
    </Tile>
  );
}, sameTile);

/** A seat redraws only when something it shows changed (most entries change one or two seats). */
function sameTile(a: TileProps, b: TileProps): boolean {
  return a.open === b.open && a.onOpen === b.onOpen && sameRow(a.row, b.row);
}

function sameRow(a: SeatRow, b: SeatRow): boolean {
  return (Object.keys(a) as (keyof SeatRow)[]).every((k) => {
    const x = a[k];
    const y = b[k];
    return Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((v, i) => v === y[i]) : x === y;
  });
}
