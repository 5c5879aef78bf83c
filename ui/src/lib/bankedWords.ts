// Draw Poker with Joker's words, on the dealer's console and in the hand history: how a box
// ended, the payout rows, a net with its sign. The amounts are the engine's.
import type { JokerDrawOutcome, PayRow } from "../api";
import { formatCents } from "./money";

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
