import { useTranslation } from "react-i18next";
import { PlayingCard } from "../cards";
import "./banked.css";

/**
 * The player's or the dealer's cards in a box (unknown ones as backs), or "not dealt". `label`
 * is said ("Player"); `field` names the hand for tests and styles ("player", "dealer").
 */
export function BankedHand({ label, field, cards, size }: { label: string; field?: string; cards: string[]; size?: "sm" | "md" }) {
  const { t } = useTranslation("dealer");
  return (
    <div className="banked-hand" role="group" aria-label={t("banked.hand.cards", { who: label })} data-field={field ?? label.toLowerCase()}>
      <span className="banked-hand-label">{label}</span>
      {cards.length === 0 ? <span className="muted">{t("banked.hand.notDealt")}</span> : cards.map((c, i) => <PlayingCard key={i} card={c} size={size} />)}
    </div>
  );
}
