import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { cardName, PlayingCard } from "../../../components/cards";

type Props = { cards: string[]; chosen: ReadonlySet<number>; onToggle: (index: number) => void; label: string };

/** A hand's cards as buttons to tap (or Space): the ones chosen are lifted and marked "change". */
export const CardToggles = forwardRef<HTMLDivElement, Props>(function CardToggles({ cards, chosen, onToggle, label }, ref) {
  const { t } = useTranslation("dealer");
  return (
    <div className="card-toggles" role="group" aria-label={label} ref={ref}>
      {cards.map((c, i) => (
        <button key={i} type="button" className="pick-card toggle-card" aria-pressed={chosen.has(i)} data-card={c} onClick={() => onToggle(i)}>
          <span aria-hidden="true" className="toggle-face">
            <PlayingCard card={c} />
            {chosen.has(i) && <span className="toggle-mark">{t("banked.toggles.change")}</span>}
          </span>
          <span className="visually-hidden">{t("banked.toggles.changeCard", { card: cardName(c) })}</span>
        </button>
      ))}
    </div>
  );
});

/** The chosen cards, in the hand's order. */
export const picked = (cards: string[], chosen: ReadonlySet<number>) => cards.filter((_, i) => chosen.has(i));

export function toggled(set: ReadonlySet<number>, i: number): Set<number> {
  const next = new Set(set);
  if (next.has(i)) next.delete(i);
  else next.add(i);
  return next;
}
