// Pan's words on the dealer's console: who sits where, whose turn and what he may do (the
// hand's own words, shared with the hand history: lib/panWords.ts).
import type { ConsoleView, PanView } from "../../../api";
import { UNKNOWN } from "../../../components/cards";

/** The names of the players seated, by seat. */
export function namesOf(view: ConsoleView): Map<number, string> {
  return new Map(view.table.seats.map((s) => [s.seat_no, s.player_name]));
}

/**
 * Whose turn and what he may do, from the hand's options: "Seat 2 Uma · draws from the stock or
 * takes the 5c to meld it", "Seat 2 Uma · melds the 5d at once or discards it". The dealer's
 * steps (tops, deal) in the room's words.
 */
export function panTurnWords(pan: PanView, waiting: string, who: (seat: number) => string): string {
  const o = pan.options;
  const seat = o.seat;
  if (seat === null || pan.phase === "complete") return capital(waiting);
  const w = who(seat);
  if (pan.phase === "declaring") return `${w} · stays or retires`;
  if (pan.phase !== "play") return capital(waiting);
  const out = o.may_go_out === seat ? ", or goes out" : "";
  switch (o.stage.stage) {
    case "draw": {
      const take = o.takeable !== UNKNOWN ? `takes the ${o.takeable} to meld it` : null;
      if (o.may_draw) return `${w} · draws from the stock${take ? ` or ${take}` : ""}`;
      if (take) return `${w} · ${take}`;
      return o.may_reshuffle ? `${w} · the stock is empty: reshuffle the discards (Irregular…)` : capital(waiting);
    }
    case "forced":
      return `${w} · was forced by ${who(o.stage.by)}: takes the ${pan.top_discard ?? "discard"} into a meld`;
    case "stock_card":
      return `${w} · melds the ${o.stage.card} at once or discards it${out}`;
    case "melding":
      return `${w} · melds more or discards${out}`;
  }
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
