// The console's words: streets, pots, seats, and what a refusal means, chosen by `code`.
import type { ErrorCode, IpcError, Street } from "../../api";
import { formatCents } from "../../lib/money";
import { bankedRefusalHeading } from "./banked/words";
import { panRefusalHeading } from "./pan/words";

const STREETS: Record<Street, string> = {
  pre_flop: "pre-flop",
  flop: "flop",
  turn: "turn",
  river: "river",
  pre_draw: "before the draw",
  post_draw: "after the draw",
  second: "second card",
  third: "third card",
  fourth: "fourth card",
  fifth: "fifth card",
};
export const streetName = (s: Street): string => STREETS[s];

/**
 * What a burn card comes before, by the street it opens: "the flop", "the river"; in a draw game
 * the cards of the draw ("before the after the draw" said nothing).
 */
const BURN_BEFORE: Record<Street, string> = { ...STREETS, pre_draw: "the deal", post_draw: "the draw's cards" };
export const burnBefore = (s: Street): string => (s === "pre_draw" || s === "post_draw" ? BURN_BEFORE[s] : `the ${STREETS[s]}`);

/**
 * Pot 0 is the main pot; 1, 2... the side pots. A pot only one seat can win, before anyone is
 * all-in (the blinds' part nobody called, a bet nobody called), is that seat's uncalled bet: it
 * goes back to him, and it is not a side pot.
 */
export const potName = (pot: number, eligible?: readonly number[]): string =>
  eligible?.length === 1 ? `uncalled bet of seat ${eligible[0]}` : pot === 0 ? "main pot" : `side pot ${pot}`;

/** "seats 1 2 3", or "seat 3" when only one. */
export const seatsWords = (seats: number[]): string => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(" ")}`);

/** "Seat 4 Maria", or "Seat 4" when no one's name is known. */
export const seatName = (seat: number, name: string | null | undefined): string => (name ? `Seat ${seat} ${name}` : `Seat ${seat}`);

export const money = formatCents;

/**
 * The heading of the console's refusal. The server out of reach (`db_offline`) is said as what
 * it is for the dealer: the entry is not saved, and must be entered again once it is back.
 */
export function consoleRefusalHeading(error: IpcError): string {
  return error.code === "db_offline"
    ? "Not saved: connection lost. The database server cannot be reached; enter this again once the connection is back."
    : `Not done: ${refusalHeading(error)}`;
}

/**
 * The words above a refusal: what it means for the dealer, by code; a code of Pan or of the
 * banked game the pot games do not know is worded by its panel. The engine's message follows.
 */
export function refusalHeading(error: IpcError): string {
  const code: ErrorCode = error.code;
  switch (code) {
    case "hand_changed":
    case "conflict":
      return "Another station moved this hand first. The console now shows the hand as it stands; nothing of yours was saved.";
    case "out_of_turn":
      return "It is not that seat's turn.";
    case "check_facing_bet":
    case "nothing_to_call":
    case "below_min_raise":
    case "over_pot_limit":
    case "over_limit":
    case "raise_cap_reached":
    case "betting_not_reopened":
    case "no_one_to_raise":
    case "not_enough_chips":
    case "not_chip_multiple":
    case "must_open":
      return "That bet is not allowed.";
    case "duplicate_card":
      return "That card is already dealt in this hand. Check the cards.";
    case "card_not_in_deck":
    case "not_in_deck":
    case "bad_rank":
    case "bad_suit":
    case "bad_length":
    case "bad_joker":
    case "bad_card":
      return "A card cannot be read, or this game's deck has no such card.";
    case "card_required":
    case "cards_unknown":
      return "The rules need to know that card: enter it.";
    case "wrong_card_count":
      return "That is the wrong number of cards.";
    case "card_not_held":
      return "The seat does not hold that card.";
    case "draw_after_reshuffle":
      return "This seat asked for cards after the reshuffle.";
    case "wrong_winners":
    case "winners_required":
    case "not_eligible":
      return "Those winners do not fit the pot.";
    case "wrong_street":
    case "hand_over":
    case "hand_finished":
      return "That is not possible at this point of the hand.";
    case "hand_in_progress":
      return "A hand is in progress: finish it or void it first.";
    case "no_button":
      return "The button has not been drawn at this table. The floor draws it.";
    case "no_dealer":
    case "not_your_table":
    case "not_permitted":
      return "You may not act at this table.";
    case "nothing_to_undo":
      return "There is nothing to undo.";
    case "not_signed_in":
    case "no_actor":
      return "No one is signed in at this window. Sign in again.";
    case "already_marked":
      return "These collections were already marked.";
    case "collect_after_hand":
      return "That player is in the hand being dealt: take the time after the hand, or mark it paid in cash.";
    case "no_open_shift":
      return "No shift is open, so no money can move. Ask the floor to open the shift.";
    case "buy_in_out_of_range":
      return "That amount is outside the table's buy-in limits.";
    default:
      return panRefusalHeading(code) ?? bankedRefusalHeading(code) ?? "The room refused this. Nothing was changed.";
  }
}
