// Draw Poker with Joker's words on the dealer's console: the house rule that decides the
// dealer's exchange, how a box ended, the payout rows. The amounts are the engine's.
import type { DealerRule, ErrorCode, JokerDrawOutcome, PayRow } from "../../../api";
import { formatCents } from "../../../lib/money";

export const RULES: Record<DealerRule, string> = {
  made_hand: "A straight or better: the dealer keeps all five",
  three_of_a_kind: "Three of a kind: change the two other cards",
  four_flush: "Four to a flush: change the fifth card",
  open_ended_straight: "Four to an open-ended straight: change one card",
  pair: "A pair (or two pair): change the unpaired cards",
  inside_straight: "Four to an inside straight: change one card",
  change_all: "Nothing to keep: change all five",
};

export const OUTCOMES: Record<JokerDrawOutcome, string> = {
  folded: "The player folded: the ante box is lost.",
  no_game: "No game: the dealer did not qualify. The ante box is paid 2:3, the Bet returned.",
  dealer_wins: "The dealer wins: the ante box and the Bet are lost.",
  player_wins: "The player wins: the ante box is paid 1:1, the Bet by the payout table.",
  push: "Equal hands: the ante box and the Bet are returned.",
};

export const ROWS: Record<PayRow, string> = {
  high_card: "high card",
  pair: "pair",
  two_pair: "two pair",
  three_of_a_kind: "three of a kind",
  straight: "straight",
  flush: "flush",
  full_house: "full house",
  four_of_a_kind: "four of a kind",
  straight_flush: "straight flush",
  royal_flush: "royal flush",
  five_of_a_kind: "five of a kind",
};

/** "+1.20", "−3.90", "0.00": a net with its sign. */
export const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `−${formatCents(-cents)}` : formatCents(0));

/** The words above a refusal of the banked game, by code (the engine's own sentence follows). */
export function bankedRefusalHeading(code: ErrorCode): string | null {
  switch (code) {
    case "wrong_dealer_exchange":
      return "That is not the house's exchange. The dealer changes exactly the cards the house rule says.";
    case "no_more_exchanges":
      return "The player has used both exchanges: he folds or bets.";
    case "ante_not_multiple":
    case "bonus_not_multiple":
      return "Stakes go in steps of 0.30.";
    case "ante_below_minimum":
    case "ante_above_maximum":
    case "bonus_out_of_range":
      return "That stake is outside the table's limits.";
    case "cards_mismatch":
      return "Those cards do not match the cards entered before. Check them.";
    case "already_shown":
      return "The player's cards are already known.";
    default:
      return null;
  }
}
