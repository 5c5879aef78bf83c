// Pan's deck: eight 40-card decks (no 8s, 9s, 10s, no joker), so one card may appear several
// times in a hand or a meld. Ranks high to low as the house text ranks them (K ... 7 ... A), as
// the room declares them (`GameSpec.ranks`).
import { deckFor, type Deck } from "../../../components/cards";

export const PAN_DECK: Deck = deckFor("pan", false);
