// An audit entry in the floor's words: what was done ("Seat 2 folds"), read from the rows it
// changed; each row's fields as a list, not the stored text; a refusal's code kept apart from
// what it means. Pure.
import type { AuditChange, AuditEntry } from "../../api";
import { t } from "../../i18n";
import { formatDollars } from "../../lib/money";
import { roomTimesInWords } from "../../lib/time";
import { refusalWords } from "../../lib/refusals";
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

/** A field's value as the floor reads it: none, a number, a word, a time as every screen writes it, or (for a structure) its size. */
export function valueWords(v: FieldValue | undefined): string {
  if (v === undefined || v === null) return t("audit:values.none");
  if (typeof v === "object") return Array.isArray(v) ? t("audit:values.items", { count: v.length }) : t("audit:values.seeBelow");
  return typeof v === "string" ? roomTimesInWords(v, true) : String(v);
}

/** A hand's step as stored: whether the room made it by itself. */
type Step = { kind: string; automatic: boolean; words: string | null };

/**
 * The hand steps an entry stored, in order: its kind (`action`, `undo`), whether the room made
 * it by itself, and its words as the hand's own game says them (the room reads them, for every
 * game, from the engine the console speaks through).
 */
function handSteps(changes: readonly AuditChange[]): Step[] {
  return changes
    .filter((c) => c.what === "hand_events" && c.after !== "")
    .map((c) => {
      const f = new Map(fieldsOf(c.after));
      const payload = f.get("payload");
      const automatic = !!payload && typeof payload === "object" && !Array.isArray(payload) && (payload as { automatic?: unknown }).automatic === true;
      return { kind: String(f.get("kind") ?? ""), automatic, words: c.words };
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
    if (steps.some((s) => s.kind === "undo")) {
      // An undo takes back the dealer's step and the automatic ones after it: the dealer's names it.
      const undos = steps.filter((s) => s.kind === "undo");
      return (undos.find((s) => !s.automatic) ?? undos[0]!).words ?? kindWords("undo");
    }
    const dealer = steps.find((s) => !s.automatic && s.words);
    const auto = steps.filter((s) => s !== dealer && s.automatic && s.words).map((s) => s.words!.charAt(0).toLowerCase() + s.words!.slice(1));
    if (dealer) return auto.length > 0 ? t("audit:entry.then", { step: dealer.words, auto: auto.join(", ") }) : dealer.words!;
  }
  if (entry.kind === "seat_player" || entry.kind === "seat_player_outside_buy_in") {
    const seating = entry.changes.find((c) => c.what === "seatings" && c.before === "");
    if (seating) {
      const f = new Map(fieldsOf(seating.after));
      const stack = f.get("stack_cents");
      const who = { name: String(f.get("player_name") ?? t("audit:entry.aPlayer")), seat: String(f.get("seat_no")) };
      return typeof stack === "number" ? t("audit:entry.sitsWith", { ...who, amount: formatDollars(stack) }) : t("audit:entry.sits", who);
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
  const { code } = refusalOf(detail);
  // The codes are the room's own; an unknown one (or none) reads as the general words.
  return refusalWords({ code: code ?? "" });
}
