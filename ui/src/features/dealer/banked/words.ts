// Draw Poker with Joker's words on the dealer's console: the house rule that decides the
// dealer's exchange (how a box ended and the payout rows: lib/bankedWords.ts).
import type { DealerRule } from "../../../api";

export const RULES: Record<DealerRule, string> = {
  made_hand: "A straight or better: the dealer keeps all five",
  three_of_a_kind: "Three of a kind: change the two other cards",
  four_flush: "Four to a flush: change the fifth card",
  open_ended_straight: "Four to an open-ended straight: change one card",
  pair: "A pair (or two pair): change the unpaired cards",
  inside_straight: "Four to an inside straight: change one card",
  change_all: "Nothing to keep: change all five",
};
