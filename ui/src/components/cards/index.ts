export { CardPicker } from "./CardPicker";
export { CardSlot, PlayingCard } from "./PlayingCard";
export { cardName, cardsOf, deckFor, readCard, readCards, UNKNOWN, type Deck } from "./deck";
