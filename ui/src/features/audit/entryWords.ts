// An audit entry in the floor's words: what was done ("Seat 2 folds"), read from the rows it
// changed; each row's fields as a list, not the stored text; a refusal's code kept apart from
// what it means. Pure.
import type { AuditChange, AuditEntry, Street } from "../../api";
import { formatDollars } from "../../lib/money";
import { money, seatName, streetName } from "../dealer/words";
import { refusalWords } from "../floor-actions/refusal";
import { kindWords } from "./words";

/** A stored field's value: text, a number, none, or a structure read from JSON. */
export type FieldValue = string | number | boolean | null | { [k: string]: unknown } | unknown[];

/**
 * A change's stored fields (`seat_no=4 player_name="Lou" left_at=null`) as a list of name and
 * value, in the order stored. A quoted value is JSON text; a quoted JSON structure (a hand's
 * event) is read as one.
 */
export function fieldsOf(text: string): [string, FieldValue][] {
  const out: [string, FieldValue][] = [];
  const re = /(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g;
  for (const m of text.matchAll(re)) {
    const [, key, raw] = m as unknown as [string, string, string];
    out.push([key, valueOf(raw)]);
  }
  return out;
}

function valueOf(raw: string): FieldValue {
  if (raw === "null") return null;
  if (/^-?\d+$/.test(raw)) return Number(raw);
  if (!raw.startsWith('"')) return raw;
  let text: string;
  try {
    text = JSON.parse(raw) as string;
  } catch {
    return raw;
  }
  if (text.startsWith("{") || text.startsWith("[")) {
    try {
      return JSON.parse(text) as FieldValue;
    } catch {
      return text;
    }
  }
  return text;
}

/** A field's value as the floor reads it: none, a number, a word, or (for a structure) its size. */
export function valueWords(v: FieldValue | undefined): string {
  if (v === undefined || v === null) return "none";
  if (typeof v === "object") return Array.isArray(v) ? `${v.length} items` : "see below";
  return String(v);
}

type Event = { type?: string; undoes?: Event; seat?: number; amount?: number; to?: number; raise?: boolean; all_in?: boolean; street?: Street; automatic?: boolean; discards?: unknown[] };

/**
 * One of a hand's steps, as the dealer says it ("Seat 2 folds", "Seat 4 raises to 60.00"),
 * with the console's own words for streets and seats; null for a step it has no words for.
 */
export function eventWords(e: Event): string | null {
  const seat = e.seat === undefined ? "" : seatName(e.seat, null);
  const allIn = e.all_in ? ", all in" : "";
  switch (e.type) {
    case "folded":
      return `${seat} folds`;
    case "checked":
      return `${seat} checks`;
    case "called":
      return `${seat} calls ${money(e.amount ?? 0)}${allIn}`;
    case "bet":
      return `${seat} ${e.raise ? "raises to" : "bets"} ${money(e.to ?? 0)}${allIn}`;
    case "board_dealt":
      return e.street ? `The ${streetName(e.street)} is dealt` : "The board is dealt";
    case "burned":
      return "A card is burned";
    case "hole_dealt":
      return `${seat} is dealt`;
    case "forced_bets_posted":
      return "The forced bets are posted";
    case "shown":
      return `${seat} shows`;
    case "mucked":
      return `${seat} mucks`;
    case "drew":
      return `${seat} draws ${e.discards?.length ?? 0}`;
    case "killed":
      return `${seat} posts a kill of ${money(e.amount ?? 0)}`;
    case "pot_awarded":
    case "award_pot":
      return "The pot is awarded";
    // What an undo names: the step it takes back, as the dealer's action.
    case "fold":
      return `${seat} folds`;
    case "check":
      return `${seat} checks`;
    case "call":
      return `${seat} calls`;
    case "bet_or_raise":
      return `${seat} bets or raises to ${money(e.to ?? 0)}`;
    case "all_in":
      return `${seat} goes all in`;
    case "burn":
      return "A card is burned";
    case "deal_board":
      return "The board is dealt";
    case "deal_hole":
      return `${seat} is dealt`;
    case "post_forced_bets":
      return "The forced bets are posted";
    default:
      return null;
  }
}

/** The hand steps an entry stored, in order: its kind (`action`, `undo`) and its event. */
function handSteps(changes: readonly AuditChange[]): { kind: string; event: Event | null }[] {
  return changes
    .filter((c) => c.what === "hand_events" && c.after !== "")
    .map((c) => {
      const f = new Map(fieldsOf(c.after));
      const payload = f.get("payload");
      return { kind: String(f.get("kind") ?? ""), event: payload && typeof payload === "object" && !Array.isArray(payload) ? (payload as Event) : null };
    });
}

/**
 * What an entry did, in the floor's words. A hand's entry says the dealer's step ("Seat 2
 * folds", "Undo: Seat 2 folds") and what the hand then did by itself; a seating says who sat
 * where; any other says its use case plainly ("Open table").
 */
export function entryWords(entry: AuditEntry): string {
  const steps = handSteps(entry.changes);
  if (steps.length > 0) {
    const said = steps.map((s) => ({ ...s, words: s.event ? eventWords(s.event) : null }));
    const undo = said.find((s) => s.kind === "undo");
    if (undo) {
      // An undo takes back the dealer's step and the automatic ones after it: the dealer's names it.
      const undone = said.filter((s) => s.kind === "undo").find((s) => !s.event?.automatic) ?? undo;
      const words = undone.event?.undoes ? eventWords(undone.event.undoes) : null;
      return words ? `Undo: ${words}` : "Undo";
    }
    const dealer = said.find((s) => !s.event?.automatic && s.words);
    const auto = said.filter((s) => s !== dealer && s.event?.automatic && s.words).map((s) => s.words!.charAt(0).toLowerCase() + s.words!.slice(1));
    if (dealer) return auto.length > 0 ? `${dealer.words}; then ${auto.join(", ")}` : dealer.words!;
  }
  if (entry.kind === "seat_player" || entry.kind === "seat_player_outside_buy_in") {
    const seating = entry.changes.find((c) => c.what === "seatings" && c.before === "");
    if (seating) {
      const f = new Map(fieldsOf(seating.after));
      const stack = f.get("stack_cents");
      return `${f.get("player_name") ?? "A player"} sits in seat ${f.get("seat_no")}${typeof stack === "number" ? ` with ${formatDollars(stack)}` : ""}`;
    }
  }
  return kindWords(entry.kind);
}

/**
 * A refused entry's stored detail (`not_permitted: Dee is a dealer; …`) split into the code and
 * the room's sentence: the code chooses the words shown, the rest goes under Details.
 */
export function refusalOf(detail: string): { code: string | null; message: string } {
  const m = /^([a-z][a-z_]*): (.*)$/s.exec(detail);
  return m ? { code: m[1]!, message: m[2]! } : { code: null, message: detail };
}

/** What a refused entry means, in words chosen by its code. */
export function refusedWords(detail: string): string {
  const { code, message } = refusalOf(detail);
  // The codes are the room's own; an unknown one gets the general advice.
  return refusalWords({ code: (code ?? "internal") as never, message });
}
