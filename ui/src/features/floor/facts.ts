// What the board says about one table, worked out once from the room's view: the card and
// the list show the same words. Pure: `at` is the board's own time (when the room read it).
import type { BoardTable } from "../../api";
import { clockTime, minutesBetween, parseRoomTime } from "../../lib/time";

/** A game is "going" only when a hand was dealt within this long of the board's time. */
export const GOING_WITHIN_MINUTES = 10;

export type Activity = { going: true; text: "going" } | { going: false; text: string };

export type Collection =
  /** Fallen due and not yet marked, since then. */
  | { kind: "overdue"; since: string; text: string; minutes: number }
  /** Time collection: the next one falls due then (a countdown on the screen). */
  | { kind: "due"; dueMs: number }
  /** Taken from each pot: nothing falls due on a clock. */
  | { kind: "pot"; text: string };

export type TableFacts = {
  id: number;
  name: string;
  game: BoardTable["table"]["game"];
  gameName: string;
  stakes: string;
  seated: number;
  seatLimit: number;
  seatedText: string;
  dealer: string | null;
  minutesInBox: number | null;
  dealerText: string;
  buttonSeat: number | null;
  buttonText: string;
  handNumber: number | null;
  handText: string;
  activity: Activity;
  collection: Collection;
  /** Orders the list's collection column: overdue first (longest first), then soonest due. */
  collectionOrder: number;
};

export function activity(t: BoardTable, at: string): Activity {
  // A hand being dealt now is a game going, however long it runs; otherwise the last hand
  // must have started within ten minutes (exactly ten minutes ago still counts).
  if (t.hand !== null) {
    return { going: true, text: "going" };
  }
  if (t.last_hand_at !== null && parseRoomTime(at) - parseRoomTime(t.last_hand_at) <= GOING_WITHIN_MINUTES * 60_000) {
    return { going: true, text: "going" };
  }
  return {
    going: false,
    text: t.last_hand_at === null ? "open, no hands yet" : `open, no hands since ${clockTime(t.last_hand_at)}`,
  };
}

export function collection(t: BoardTable, at: string): Collection {
  if (t.overdue_since !== null) {
    const minutes = minutesBetween(t.overdue_since, at);
    return {
      kind: "overdue",
      since: t.overdue_since,
      minutes,
      text: `overdue since ${clockTime(t.overdue_since)} (${minutes} min)`,
    };
  }
  if (t.table.next_collection_due !== null) return { kind: "due", dueMs: parseRoomTime(t.table.next_collection_due) };
  return { kind: "pot", text: t.table.collection };
}

/** `first_round` → `first round`. */
export function stageText(stage: string): string {
  return stage.replaceAll("_", " ");
}

export function tableFacts(t: BoardTable, at: string): TableFacts {
  const s = t.table;
  const c = collection(t, at);
  return {
    id: s.id,
    name: s.name,
    game: s.game,
    gameName: s.game_name,
    stakes: s.stakes,
    seated: s.seated,
    seatLimit: s.seat_limit,
    seatedText: `${s.seated}/${s.seat_limit} seated`,
    dealer: t.dealer?.name ?? null,
    minutesInBox: t.dealer?.minutes_in_box ?? null,
    dealerText: t.dealer ? `${t.dealer.name} · ${t.dealer.minutes_in_box} min in the box` : "no dealer",
    buttonSeat: s.button_seat,
    buttonText: s.button_seat === null ? "button not drawn" : `button seat ${s.button_seat}`,
    handNumber: t.hand?.number ?? null,
    handText: t.hand ? `hand ${t.hand.number} · ${stageText(t.hand.stage)}` : "no hand in progress",
    activity: activity(t, at),
    collection: c,
    collectionOrder:
      c.kind === "overdue" ? parseRoomTime(c.since) - 1e15 : c.kind === "due" ? c.dueMs : Number.MAX_SAFE_INTEGER,
  };
}

/** How many tables' collections are overdue. */
export function overdueCount(facts: readonly TableFacts[]): number {
  return facts.filter((f) => f.collection.kind === "overdue").length;
}

/** Whether two tables' facts read the same (so a card need not render again). */
export function sameFacts(a: TableFacts, b: TableFacts): boolean {
  for (const k of Object.keys(a) as (keyof TableFacts)[]) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    const xs = x as Record<string, unknown>;
    const ys = y as Record<string, unknown>;
    const ks = Object.keys(xs);
    if (ks.length !== Object.keys(ys).length || ks.some((j) => xs[j] !== ys[j])) return false;
  }
  return true;
}
