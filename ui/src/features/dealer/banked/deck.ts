// The banked game's deck: 52 cards and the joker ("Jk"); each card once.
import type { Deck } from "../../../components/cards";
import { RANKS } from "../../../components/cards/deck";

export const JOKER_DECK: Deck = { ranks: RANKS, joker: true };
