// What the floor reads when the room refuses one of its actions: words chosen by the stable
// `code` (never by the message, which is shown beneath as the detail).
import type { IpcError } from "../../api";
import { adviceFor } from "../../lib/errors";

export function refusalWords(error: IpcError): string {
  switch (error.code) {
    case "hand_in_progress":
      return "A hand is running at this table. Finish the hand first; nothing was changed.";
    case "no_rate":
      return "The rate schedule has no rate for this game and stakes. Give the table's rate.";
    case "table_full":
      return "The table is full. Pick another table or wait for a seat.";
    case "seat_taken":
      return "That seat is taken. Pick a free seat.";
    case "seat_empty":
    case "no_such_seat":
      return "No one sits in that seat any more. The board has been read again.";
    case "same_seat":
      return "The player already sits there. Pick another seat.";
    case "table_closed":
    case "unknown_table":
      return "That table is not open any more.";
    case "stack_too_short":
      return "The stack is too short to sit at these stakes.";
    case "not_chip_multiple":
      return "The amount is not a whole number of the table's chips.";
    case "dealer_busy":
      return "That dealer is in the box at another table. Pull him there first.";
    case "not_a_dealer":
    case "inactive_staff":
    case "unknown_staff":
      return "That person cannot deal: pick an active dealer.";
    case "no_dealer":
      return "There is no dealer in the box at this table.";
    case "no_open_shift":
      return "No shift is open, so no money can move. Open the shift (or take it over) first.";
    case "buy_in_out_of_range":
      return "That amount is outside the table's buy-in limits. Give an amount within them, or seat the player outside them with a reason.";
    case "collect_after_hand":
      return "The player is in the hand being dealt. Take the time after the hand, or mark it paid in cash.";
    case "wrong_pin":
      return "That PIN is not right. Type your own PIN again.";
    case "account_locked":
      return "Too many wrong PINs: your account is locked for a while. Wait, or ask another floor manager.";
    case "no_pin":
      return "You have no PIN yet. Set one on the Staff screen, then try again.";
    case "shift_already_open":
      return "A shift is already open.";
    case "shift_locked":
      return "That shift is closed: nothing in it can change.";
    case "runs_open_shift":
      return "You run the open shift; it must be closed first.";
    case "already_marked":
      return "This collection was already marked.";
    case "unknown_collection":
      return "That collection is not on the list any more.";
    case "not_permitted":
    case "not_your_table":
      return "Only a floor manager may do this.";
    case "already_in_state":
      return "It is already so: nothing to change.";
    case "sitting_out":
      return "The player is sitting out.";
    case "under_sit_out_limit":
      return "The player has not sat out past the house's limit yet: his seat cannot be picked up.";
    case "game_not_supported":
    case "unknown_game":
      return "The room does not spread that game.";
    case "invalid_input":
    case "overflow":
      return "The room cannot take that value. Check what you typed.";
    case "duplicate_card":
      return "The same card was given twice. Check the cards.";
    case "bad_rank":
    case "bad_suit":
    case "bad_length":
    case "not_in_deck":
    case "bad_joker":
      return "A card cannot be read. Type a rank and a suit, such as As, Td or 9h.";
    case "no_button":
      return "The button has not been drawn at this table.";
    case "not_signed_in":
    case "no_actor":
      return "No one is signed in at this window. Sign in again.";
    case "conflict":
    case "hand_changed":
      return "Someone else changed the table at the same moment. Look at the board and try again.";
    default:
      return adviceFor(error);
  }
}

/** A field of the floor's forms a refusal can be about. */
export type RefusedField = "seat" | "stack" | "rate" | "chip" | "name";

/**
 * The field a refusal is about, when its `code` says (so the form outlines that field); null
 * when the code names none. The room's error carries no field of its own yet, so an
 * `invalid_input` outlines nothing.
 */
export function refusedField(error: IpcError | null | undefined): RefusedField | null {
  switch (error?.code) {
    case "seat_taken":
    case "no_such_seat":
    case "same_seat":
      return "seat";
    case "buy_in_out_of_range":
    case "stack_too_short":
      return "stack";
    case "no_rate":
      return "rate";
    case "not_chip_multiple":
      return "chip";
    default:
      return null;
  }
}

/** Whether two errors say the same thing (a preview's and a submit's): shown once. */
export const sameError = (a: IpcError | null | undefined, b: IpcError | null | undefined): boolean =>
  !!a && !!b && a.code === b.code && a.message === b.message;
