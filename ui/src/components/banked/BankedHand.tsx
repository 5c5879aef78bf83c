import { PlayingCard } from "../cards";
import "./banked.css";

/** The player's or the dealer's cards in a box (unknown ones as backs), or "not dealt". */
export function BankedHand({ label, cards, size }: { label: string; cards: string[]; size?: "sm" | "md" }) {
  return (
    <div className="banked-hand" role="group" aria-label={`${label}'s cards`} data-field={label.toLowerCase()}>
      <span className="banked-hand-label">{label}</span>
      {cards.length === 0 ? <span className="muted">not dealt</span> : cards.map((c, i) => <PlayingCard key={i} card={c} size={size} />)}
    </div>
  );
}
