// What the board says about one table, worked out once from the room's view: the card and
// the list show the same words. Pure: `at` is the board's own time (when the room read it).
import type { BoardTable, FloorBoard } from "../../api";
import { t as say } from "../../i18n";
import { collectionWords, dropShortWords } from "../../lib/collectionWords";
import { gameName } from "../../lib/games";
import { formatDollars } from "../../lib/money";
import { clockTime, minutesBetween, parseRoomTime } from "../../lib/time";

/** A game is "going" only when a hand was dealt within this long of the board's time. */
export const GOING_WITHIN_MINUTES = 10;

export type Activity = { going: boolean; text: string };

export type Collection =
  /** Fallen due and not yet marked, since then. */
  | { kind: "overdue"; since: string; text: string; minutes: number }
  /** Time collection: the next one falls due then (a countdown on the screen). */
  | { kind: "due"; dueMs: number }
  /** Taken from each pot (the schedule's drop, not money collected): nothing falls due on a clock. */
  | { kind: "pot"; text: string };

/**
 * A seat sitting out: for how long (null: the room did not say since when), and, when the room
 * flags it past the house's limit, that limit (null: under it).
 */
export type SitOut = { seat: number; name: string; minutes: number | null; overLimit: number | null };

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
  /** Null for a game dealt without a button (Pan, the banked game): nothing to say. */
  buttonText: string | null;
  /** What the house collected at the table this shift, as money; null with no shift open. */
  collected: number | null;
  collectedText: string | null;
  /** The schedule's drop cannot be met by a pot of only the blinds. */
  dropWarning: string | null;
  handNumber: number | null;
  handText: string;
  activity: Activity;
  collection: Collection;
  /** The hand's number and stage, under the list's "Hand" header; empty with no hand. */
  handShortText: string;
  /** Orders the list's collection column: overdue first (longest first), then soonest due. */
  collectionOrder: number;
  /** The seats sitting out, in seat order. */
  sitOuts: readonly SitOut[];
};

/** What the board says of sitting out: the house's limit and the seats past it (`FloorBoard`). */
export type SitOutRule = Pick<FloorBoard, "sit_out_limit_minutes" | "sit_out_flags">;

const NO_FLAGS: SitOutRule = { sit_out_limit_minutes: 0, sit_out_flags: [] };

/** The seats sitting out at `t`: minutes from the room's flag when it flags one, else from when the player sat out. */
export function sitOuts(t: BoardTable, at: string, rule: SitOutRule = NO_FLAGS): SitOut[] {
  return t.seats
    .filter((s) => s.sitting_out)
    .map((s) => {
      const flag = rule.sit_out_flags.find((f) => f.table_id === t.table.id && f.seat_no === s.seat_no);
      const minutes = flag ? flag.minutes : s.sitting_out_since === null ? null : minutesBetween(s.sitting_out_since, at);
      return { seat: s.seat_no, name: s.player_name, minutes, overLimit: flag ? rule.sit_out_limit_minutes : null };
    });
}

/** `4 Lou · sitting out 39 min`. */
export const sitOutText = (o: SitOut): string =>
  o.minutes === null
    ? say("floor:facts.sitOut", { seat: o.seat, name: o.name })
    : say("floor:facts.sitOutFor", { seat: o.seat, name: o.name, minutes: o.minutes });

/** `Over the 30 min limit`. */
export const overLimitText = (limit: number): string => say("floor:facts.overLimit", { limit });

export function activity(t: BoardTable, at: string): Activity {
  // A hand being dealt now is a game going, however long it runs; otherwise the last hand
  // must have started within ten minutes (exactly ten minutes ago still counts).
  if (t.hand !== null) {
    return { going: true, text: say("floor:facts.going") };
  }
  if (t.last_hand_at !== null && parseRoomTime(at) - parseRoomTime(t.last_hand_at) <= GOING_WITHIN_MINUTES * 60_000) {
    return { going: true, text: say("floor:facts.going") };
  }
  return {
    going: false,
    text: t.last_hand_at === null ? say("floor:facts.noHandsYet") : say("floor:facts.noHandsSince", { time: clockTime(t.last_hand_at) }),
  };
}

export function collection(t: BoardTable, at: string): Collection {
  if (t.overdue_since !== null) {
    const minutes = minutesBetween(t.overdue_since, at);
    return {
      kind: "overdue",
      since: t.overdue_since,
      minutes,
      text: say("floor:facts.overdue", { time: clockTime(t.overdue_since), minutes }),
    };
  }
  if (t.table.next_collection_due !== null) return { kind: "due", dueMs: parseRoomTime(t.table.next_collection_due) };
  return { kind: "pot", text: collectionWords(t.table.collection) };
}

/** The stages a hand on the board can be at: a pot game's street, Pan's phase, the banked game's. */
const STAGES = [
  "pre_flop", "flop", "turn", "river", "pre_draw", "post_draw", "second", "third", "fourth", "fifth",
  "dealing", "showdown", "tops", "declaring", "play", "complete",
  "deal_player", "deal_dealer", "first_round", "second_round", "final_decision", "dealer_reveal", "dealer_exchange",
] as const;
type Stage = (typeof STAGES)[number];
const isStage = (stage: string): stage is Stage => (STAGES as readonly string[]).includes(stage);

/** `first_round` → `first round` (a stage the UI does not know yet: its own name, spaced). */
export function stageText(stage: string): string {
  return isStage(stage) ? say(`floor:stages.${stage}`) : stage.replaceAll("_", " ");
}

export function tableFacts(t: BoardTable, at: string, rule?: SitOutRule): TableFacts {
  const s = t.table;
  const c = collection(t, at);
  return {
    id: s.id,
    name: s.name,
    game: s.game,
    gameName: gameName(s.game),
    stakes: s.stakes,
    seated: s.seated,
    seatLimit: s.seat_limit,
    seatedText: say("floor:facts.seated", { seated: s.seated, limit: s.seat_limit }),
    dealer: t.dealer?.name ?? null,
    minutesInBox: t.dealer?.minutes_in_box ?? null,
    dealerText: t.dealer ? say("floor:facts.dealer", { name: t.dealer.name, minutes: t.dealer.minutes_in_box }) : say("floor:facts.noDealer"),
    buttonSeat: s.button_seat,
    buttonText: !s.has_button ? null : s.button_seat === null ? say("floor:facts.buttonNotDrawn") : say("floor:facts.buttonSeat", { seat: s.button_seat }),
    collected: t.collected_cents,
    collectedText: t.collected_cents === null ? null : say("floor:facts.collected", { amount: formatDollars(t.collected_cents) }),
    dropWarning: s.drop_warning === null ? null : dropShortWords(s.drop_warning),
    handNumber: t.hand?.number ?? null,
    handText: t.hand ? say("floor:facts.hand", { number: t.hand.number, stage: stageText(t.hand.stage) }) : say("floor:facts.noHand"),
    handShortText: t.hand ? say("floor:facts.handShort", { number: t.hand.number, stage: stageText(t.hand.stage) }) : "",
    activity: activity(t, at),
    collection: c,
    collectionOrder:
      c.kind === "overdue" ? parseRoomTime(c.since) - 1e15 : c.kind === "due" ? c.dueMs : Number.MAX_SAFE_INTEGER,
    sitOuts: sitOuts(t, at, rule),
  };
}

/** How many tables' collections are overdue. */
export function overdueCount(facts: readonly TableFacts[]): number {
  return facts.filter((f) => f.collection.kind === "overdue").length;
}

/** Whether two values read the same, objects and arrays compared `depth` levels down. */
function same(x: unknown, y: unknown, depth: number): boolean {
  if (x === y) return true;
  if (depth === 0 || typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
  const xs = x as Record<string, unknown>;
  const ys = y as Record<string, unknown>;
  const ks = Object.keys(xs);
  return ks.length === Object.keys(ys).length && ks.every((j) => same(xs[j], ys[j], depth - 1));
}

/** Whether two tables' facts read the same (so a card need not render again). */
export function sameFacts(a: TableFacts, b: TableFacts): boolean {
  // Two levels below a fact: a list of seats sitting out, each a flat object.
  return same(a, b, 3);
}
