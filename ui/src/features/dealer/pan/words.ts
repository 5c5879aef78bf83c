// Pan's words on the dealer's console: phases, players' standings, melds and why a payment was
// made. The amounts are the engine's; the words only name them.
import type { ConsoleView, ErrorCode, MeldKind, PanPhase, PanStatus, PanView, Party, PayReason } from "../../../api";
import { UNKNOWN } from "../../../components/cards";

export const PHASES: Record<PanPhase, string> = {
  tops: "Tops",
  dealing: "Dealing",
  declaring: "Going on top",
  play: "Play",
  complete: "Hand over",
};

export const STATUSES: Record<PanStatus, string> = {
  in: "in",
  retired: "retired",
  dead: "dead hand",
  fouled: "fouled",
};

export const MELD_KINDS: Record<MeldKind, string> = {
  sequence: "rope",
  same_suit_set: "set, one suit",
  different_suit_set: "set",
  aces_kings: "aces/kings",
};

export const REASONS: Record<PayReason, string> = {
  top: "top",
  forfeit: "forfeit",
  top_returned: "top returned (dead hand)",
  condition: "condition",
  increase: "condition increased",
  split: "split condition",
  returned: "conditions returned (foul)",
  out: "going out",
  conditions_again: "conditions again",
  tops: "the tops",
  tops_returned: "tops returned",
};

/** The names of the players seated, by seat. */
export function namesOf(view: ConsoleView): Map<number, string> {
  return new Map(view.table.seats.map((s) => [s.seat_no, s.player_name]));
}

/** "Seat 4 Maria", or "Seat 4". */
export const seatLabel = (seat: number, names: Map<number, string>) => {
  const name = names.get(seat);
  return name ? `Seat ${seat} ${name}` : `Seat ${seat}`;
};

export const partyLabel = (p: Party, names: Map<number, string>) => (p === "tops" ? "Tops" : seatLabel(p.seat, names));

/** The words above a Pan refusal, by code (the engine's own sentence follows it). */
export function panRefusalHeading(code: ErrorCode): string | null {
  switch (code) {
    case "must_draw":
      return "The player draws first: from the stock, or the discard with a meld.";
    case "already_drew":
      return "The player has drawn this turn: he melds, discards or goes out.";
    case "must_use_drawn_card":
      return "The card drawn from the stock is melded at once or discarded.";
    case "invalid_meld":
    case "discard_not_melded":
      return "That is not a valid meld.";
    case "discard_not_available":
      return "That discard may not be taken.";
    case "forced_to_take":
      return "The player was forced: he takes the top discard.";
    case "cannot_force":
      return "That discard cannot be forced on him.";
    case "puts_next_out":
      return "That discard would put the next player out: he throws another card if he has one.";
    case "not_out":
      return "The player does not have eleven cards in melds.";
    case "irregular_hand":
      return "The player's card count is wrong: serve, withdraw or declare the hand dead first.";
    case "no_irregularity":
      return "That seat's count is regular.";
    case "too_many_copies":
      return "Every copy of that card is already out. Check the card.";
    case "not_a_pan_card":
      return "Pan has no 8, 9, 10 or joker.";
    case "stock_empty":
      return "The stock is empty: reshuffle the discards.";
    case "last_player":
      return "The last player in cannot retire.";
    default:
      return null;
  }
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
