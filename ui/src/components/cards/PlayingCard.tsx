import { useTranslation } from "react-i18next";
import { cardFace, cardName, suitOf } from "./deck";

/**
 * One card as it lies: rank and suit symbol in the suit's colour (four colours, so a glance
 * tells spades from clubs), an unknown card as a back with "?". The card's name is its label.
 */
export function PlayingCard({ card, size = "md", up }: { card: string; size?: "sm" | "md"; up?: boolean }) {
  const { t } = useTranslation("dealer");
  const { rank, suit } = cardFace(card);
  return (
    <span
      className="playing-card"
      data-size={size}
      data-suit={suitOf(card) ?? (card === "??" ? "back" : "joker")}
      data-up={up || undefined}
      role="img"
      aria-label={up ? t("cards.faceUp", { card: cardName(card) }) : cardName(card)}
      data-card={card}
    >
      <span aria-hidden="true">
        {rank}
        {suit}
      </span>
    </span>
  );
}

/** An empty place for a card still to come (the board's turn and river). */
export function CardSlot({ size = "md" }: { size?: "sm" | "md" }) {
  return <span className="playing-card" data-size={size} data-suit="slot" aria-hidden="true" />;
}
