// What a user reads when the room refuses something: one catalogue, keyed by the error's stable
// `code` (never by its message, which is shown beneath as the detail). Each code's words are
// written once, here; a code the catalogue does not know reads as the general words.
import type { ErrorCode } from "../api/types";

/**
 * The few places where a code the room uses broadly needs a sentence of its own: the sign-in
 * and first-run screens (a name and a PIN), a PIN set on the Staff screen, a staff member's name
 * or role, the server a station's room lives on, a jackpot paid in chips onto the stacks.
 */
export type RefusalPlace = "sign_in" | "pin" | "staff_name" | "staff_role" | "server" | "jackpot_chips";

/** A code's words: one sentence, or one for most places (`any`) and those of a few places. */
type Words = string | ({ readonly any: string } & { readonly [P in RefusalPlace]?: string });

/** What a refusal's words may name: `{name}`, the staff member it is about; `{until}`, how long an account stays locked. */
export type RefusalAbout = { place?: RefusalPlace; name?: string; until?: string };

const NAMED: Required<Omit<RefusalAbout, "place">> = { name: "that person", until: "for a while" };

/** The words for when there are none of the code's own. */
export const GENERAL_REFUSAL = "Something went wrong. The details below help support.";

const CARD_UNREADABLE = "A card cannot be read: give a rank and a suit, such as As, Td or 9h.";
const NO_SUCH_CARD = "This game's deck has no such card. Check the card.";
const BET_NOT_ALLOWED = "That bet is not allowed.";
const NOT_NOW = "That is not possible at this point of the hand.";
const NO_ONE_SIGNED_IN = "No one is signed in at this window. Sign in again.";
const SOMEONE_ELSE =
  "Someone else changed this at the same moment, so nothing of yours was saved. The screen shows it as it stands now: look, then try again.";
const DATA_FOLDER = "Cardroom cannot use its data folder. Check that it exists and is writable.";
const ROOM_HAS_STAFF = "This room already has staff: sign in instead.";
const SEAT_GONE = "No one sits in that seat any more. The board has been read again.";
const TABLE_GONE = "That table is not open any more.";
const CARD_NEEDED = "The rules need to know that card: enter it.";
const WRONG_WINNERS = "Those winners do not fit the pot.";
const NOT_A_MELD = "That is not a valid meld.";
const STAKE_STEP = "Stakes go in steps of 0.30.";
const STAKE_LIMITS = "That stake is outside the table's limits.";

/** Every refusal's words, by the room's code. Only the room's codes (`ErrorCode`) are keys. */
export const REFUSALS: { readonly [C in ErrorCode]?: Words } = {
  // Who may do what: signing in, PINs, the staff.
  not_signed_in: NO_ONE_SIGNED_IN,
  no_actor: NO_ONE_SIGNED_IN,
  not_permitted: { any: "Only a floor manager may do this.", sign_in: ROOM_HAS_STAFF },
  not_your_table: "Only this table's dealer, or a floor manager, may do this.",
  wrong_pin: {
    any: "That PIN is not right: type your own PIN again. Nothing was changed.",
    sign_in: "That name and PIN do not match. Check both and try again: 5 wrong PINs in a row lock the account for 5 minutes.",
  },
  account_locked: "Too many wrong PINs: this account is locked {until}. Wait, or have a floor manager reset the PIN to unlock it now.",
  no_pin: "You have no PIN yet: a floor manager sets one on the Staff screen.",
  inactive_staff: "That account is not active any more: a floor manager reactivates it on the Staff screen.",
  unknown_staff: "{name} is not in the room's staff list any more.",
  not_a_dealer: "That person is not a dealer: pick an active dealer.",
  duplicate_staff: { any: "There is already a staff member called {name}. Add an initial or a surname to tell them apart.", sign_in: ROOM_HAS_STAFF },
  last_floor_manager: "{name} is the last active floor manager, and the room must keep one. Add or reactivate another floor manager first.",
  runs_open_shift: "{name} runs the open shift: close the shift first.",
  invalid_input: {
    any: "The room cannot take that value, so nothing was changed. Check what you typed: the details below name it.",
    sign_in: "Type your name and a PIN of 4 to 8 digits.",
    pin: "A PIN is 4 to 8 digits.",
    staff_name: "Give a name of 1 to 64 characters: letters, digits, spaces and punctuation.",
    staff_role: "{name} is dealing at a table: pull him from the box first.",
    server: "That is not a server's URL: it starts with postgres://, such as postgres://cardroom:PASSWORD@db.local/room. Nothing was saved.",
    jackpot_chips: "A player paid has left the table, so his chips cannot go onto his stack. Nothing was paid: pay this jackpot in cash. The details below name the seat.",
  },
  overflow: "That number is too large for the room. Check what you typed.",
  bad_time: "That is not a date and time the room can read. Check the dates.",

  // The database, its files and backups.
  db_locked: "Another program is writing to the database. Wait a moment, then try again.",
  db_schema_too_new: "This database was written by a newer Cardroom. Install that version on this station; this one will not change the database.",
  db_not_a_database: "The file chosen as the database is not Cardroom's. Check CARDROOM_DB.",
  db_foreign: "That database belongs to another program: it holds tables Cardroom did not create. Choose the room's database, or an empty one.",
  db_cannot_open: {
    any: "Cardroom cannot open its database file. Check that its folder exists and is writable.",
    server:
      "The server did not accept the connection, or the URL cannot be read. Check the role, the password and the database's name. Nothing was saved.",
  },
  data_dir: DATA_FOLDER,
  no_data_dir: DATA_FOLDER,
  db_corrupt: "The database file is damaged. Restore it from the last backup.",
  db_migration_failed: "The database's upgrade to this Cardroom failed, so nothing was changed. Call support.",
  db_offline: {
    any: "Not saved: connection lost. The database server cannot be reached; Cardroom keeps trying. Enter it again once the connection is back.",
    server:
      "The server cannot be reached. Check its name and port, that it is running, and that it lets this station connect (pg_hba.conf). Nothing was saved.",
  },
  db_server_backup: "The room lives on a database server: back it up on the server (pg_dump, or a standby server), not from a station.",
  db_not_empty: "That database already holds a room. Choose an empty database.",
  db_disk_full: "The disk is full, so nothing was written. Free some space, then try again.",
  io: "A file could not be written or read there. Check the folder or the file (that it exists, is writable and has room), then try again.",
  backup_failed: "The backup could not be written. Check that the backups folder exists, is writable and has room, then back up again.",
  backup_damaged: "That file is not a sound backup, so nothing was restored. Choose an earlier backup.",

  // The floor: tables, seats, dealers, shifts, the chip ledger.
  conflict: SOMEONE_ELSE,
  hand_changed: SOMEONE_ELSE,
  hand_in_progress: {
    any: "A hand is running at this table: finish it, or void it, first. Nothing was changed.",
    jackpot_chips: "A hand is being dealt at the hit's table: chips go onto the stacks between hands. Finish the hand first, or pay in cash. Nothing was paid.",
  },
  no_rate: "The rate schedule has no rate for this game and stakes. Give the table's rate.",
  table_full: "The table is full. Pick another table or wait for a seat.",
  seat_taken: "That seat is taken. Pick a free seat.",
  seat_empty: SEAT_GONE,
  no_such_seat: SEAT_GONE,
  same_seat: "The player already sits there. Pick another seat.",
  table_closed: TABLE_GONE,
  unknown_table: TABLE_GONE,
  stack_too_short: "The stack is too short to sit at these stakes.",
  not_chip_multiple: "The amount is not a whole number of the table's chips.",
  dealer_busy: "That dealer is in the box at another table. Pull him there first.",
  no_dealer: "There is no dealer in the box at this table.",
  no_button: "The button has not been drawn at this table. The floor draws it.",
  shift_already_open: "A shift is already open.",
  shift_locked: "That shift is closed: nothing in it can change.",
  no_open_shift: "No shift is open, so Cardroom cannot move any money. A floor manager opens the shift, or takes it over, first.",
  buy_in_out_of_range:
    "That amount is outside the table's buy-in limits. Give an amount within them; only a floor manager can seat a player outside them, with a reason.",
  collect_after_hand:
    "The player is in the hand being dealt, so the time cannot come off the stack now. Take it after the hand, or mark it paid in cash.",
  already_marked: "That collection was already marked: nothing was changed.",
  unknown_collection: "The room has no such collection any more. Read the list again.",
  already_in_state: "It is already so: nothing was changed.",
  sitting_out: "The player is sitting out.",
  under_sit_out_limit: "The player has not sat out past the house's limit yet: his seat cannot be picked up.",
  game_not_supported: "The room does not spread that game.",
  unknown_game: "The room does not know that game.",

  // The lists and the dealers' rotation.
  no_open_seat: "That table has no open seat any more: it was taken or promised to a called player. The lists have been read again.",
  call_over: "This call is over: the player was seated, or the call was cancelled or ran out. The lists have been read again.",
  unknown_call: "That call is not in force any more. The lists have been read again.",
  already_listed: "That player is already on this list.",
  not_listed: "That player is not on the list any more. The lists have been read again.",
  nobody_waiting: "Nobody waits for this table's game and stakes.",
  not_this_game: "That list does not feed this table: another game or other stakes.",
  not_enough_waiting: "Not enough players are waiting (and not called) to start a table yet.",
  waitlist_exists: "There is already a list for this game and stakes.",
  unknown_waitlist: "That list is closed. The lists have been read again.",
  no_relief: "Nobody free to push in. Add a dealer to the rotation, or wait for a break to end.",
  not_in_rotation: "That dealer is not in the rotation any more.",

  // Shifts' reports, corrections, hands on file.
  unknown_shift: "That shift is not in the room's records.",
  shift_still_open: "The shift is still open. Close it on the Floor screen first.",
  already_signed_off: "This shift was already signed off. The report now shows who signed it and when.",
  // The cage's count and counter-signature.
  not_signed_off: "The floor has not signed this shift off yet. The floor manager signs it off first; then the cage counter-signs.",
  already_countersigned: "This shift was already counter-signed: its count cannot change. The report shows who counter-signed it and when.",
  own_shift: "You ran or signed off this shift, so you cannot counter-sign it: another cage counter must.",
  boxes_not_counted: "Not every drop box is counted yet: enter each box's count first. The details below name the tables.",
  variance_unexplained:
    "A variance over the house's threshold has no explanation yet: recount that box with an explanation, then counter-sign. The details below name the tables.",
  no_drop_box: "That table has no drop box in this shift: there is nothing to count.",
  cancelled: "You cancelled the report. Nothing is shown; read it again when you are ready.",
  not_correctable: "That cannot be corrected: the details below say why.",
  nothing_to_correct: "There is nothing to correct: it is already so.",
  unknown_hand: "The room has no such hand.",

  // The jackpots the players fund.
  unknown_fund: "The room has no such jackpot fund any more. The jackpots have been read again.",
  fund_exists: "There is already a jackpot fund with that name. Give the new fund another name.",
  jackpot_not_qualified: "That hand does not qualify for this jackpot, so nothing was paid. The details below say why.",
  jackpot_paid: "This jackpot was already paid for that hand: the payouts list shows when and to whom.",
  witness_same_person: "The witness must be another staff member, not the one paying. Pick someone else as the witness.",
  jackpot_names_needed:
    "This payout is over the house's limit for unnamed payouts: type the name of each player paid. The details below name the seat.",

  // A hand's rules, on the dealer's console.
  out_of_turn: "It is not that seat's turn.",
  check_facing_bet: BET_NOT_ALLOWED,
  nothing_to_call: BET_NOT_ALLOWED,
  below_min_raise: BET_NOT_ALLOWED,
  over_pot_limit: BET_NOT_ALLOWED,
  over_limit: BET_NOT_ALLOWED,
  raise_cap_reached: BET_NOT_ALLOWED,
  betting_not_reopened: BET_NOT_ALLOWED,
  no_one_to_raise: BET_NOT_ALLOWED,
  not_enough_chips: BET_NOT_ALLOWED,
  must_open: BET_NOT_ALLOWED,
  duplicate_card: "That card is given twice, or already dealt in this hand. Check the cards.",
  bad_rank: CARD_UNREADABLE,
  bad_suit: CARD_UNREADABLE,
  bad_length: CARD_UNREADABLE,
  bad_joker: CARD_UNREADABLE,
  bad_card: CARD_UNREADABLE,
  not_in_deck: NO_SUCH_CARD,
  card_not_in_deck: NO_SUCH_CARD,
  card_required: CARD_NEEDED,
  cards_unknown: CARD_NEEDED,
  wrong_card_count: "That is the wrong number of cards.",
  phh_action: "The room cannot read that as an action. Check the seat and the words, such as `call 4`.",
  bad_amount: "That is not an amount: write dollars and cents, such as 4.00 or 0.50.",
  card_not_held: "The seat does not hold that card.",
  draw_after_reshuffle: "This seat asked for cards after the reshuffle.",
  wrong_winners: WRONG_WINNERS,
  winners_required: WRONG_WINNERS,
  not_eligible: WRONG_WINNERS,
  wrong_street: NOT_NOW,
  hand_over: NOT_NOW,
  hand_finished: NOT_NOW,
  nothing_to_undo: "There is nothing to undo.",
  wrong_phase: NOT_NOW,
  unknown_seat: "There is no such seat in this hand.",
  last_live_hand: "That seat holds the last hand still in: it wins without a contest, and does not muck.",

  // Pan.
  must_draw: "The player draws first: from the stock, or the discard with a meld.",
  already_drew: "The player has drawn this turn: he melds, discards or goes out.",
  must_use_drawn_card: "The card drawn from the stock is melded at once or discarded.",
  invalid_meld: NOT_A_MELD,
  discard_not_melded: NOT_A_MELD,
  discard_not_available: "That discard may not be taken.",
  forced_to_take: "The player was forced: he takes the top discard.",
  cannot_force: "That discard cannot be forced on him.",
  puts_next_out: "That discard would put the next player out: he throws another card if he has one.",
  not_out: "The player does not have eleven cards in melds.",
  irregular_hand: "The player's card count is wrong: serve, withdraw or declare the hand dead first.",
  no_irregularity: "That seat's count is regular.",
  too_many_copies: "Every copy of that card is already out. Check the card.",
  not_a_pan_card: "Pan has no 8, 9, 10 or joker.",
  stock_empty: "The stock is empty: reshuffle the discards.",
  last_player: "The last player in cannot retire.",
  not_in_hand: "That seat is out of this hand: it retired or has a dead hand.",
  no_such_meld: "That seat has no meld of that number.",

  // Draw Poker with Joker (the house-banked game).
  wrong_dealer_exchange: "That is not the house's exchange. The dealer changes exactly the cards the house rule says.",
  no_more_exchanges: "The player has used both exchanges: he folds or bets.",
  ante_not_multiple: STAKE_STEP,
  bonus_not_multiple: STAKE_STEP,
  ante_below_minimum: STAKE_LIMITS,
  ante_above_maximum: STAKE_LIMITS,
  bonus_out_of_range: STAKE_LIMITS,
  cards_mismatch: "Those cards do not match the cards entered before. Check them.",
  already_shown: "The player's cards are already known.",
};

/** Whether the catalogue has words of its own for `code` (a code read back from the audit trail may be any text). */
const known = (code: string): code is ErrorCode => Object.hasOwn(REFUSALS, code);

/**
 * What a refusal means, in words chosen by its `code` alone: the place's own sentence where the
 * catalogue has one, else the code's, else the general words. `{name}` and `{until}` are filled
 * from `about` (or read "that person", "for a while"); a sentence starts with a capital.
 */
export function refusalWords(error: { code: string }, about: RefusalAbout = {}): string {
  const words = known(error.code) ? REFUSALS[error.code] : undefined;
  const text = words === undefined ? GENERAL_REFUSAL : typeof words === "string" ? words : ((about.place && words[about.place]) ?? words.any);
  const said = text.replace(/\{(name|until)\}/g, (_, key: "name" | "until") => about[key] ?? NAMED[key]);
  return said.charAt(0).toUpperCase() + said.slice(1);
}
