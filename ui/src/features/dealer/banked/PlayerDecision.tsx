import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExchangeOffer } from "../../../api";
import { CardPicker, type Deck } from "../../../components/cards";
import { formatCents } from "../../../lib/money";
import { KeyButton } from "../pan/KeyButton";
import { CardToggles, picked, toggled } from "./CardToggles";

type Props = {
  cards: string[];
  exchange: ExchangeOffer | null;
  /** What the Bet costs (the engine's figure). */
  bet: number;
  deck: Deck;
  busy: boolean;
  fold: () => void;
  makeBet: () => void;
  swap: (discard: string[], draw: string[]) => void;
};

/**
 * The player's decision, as the engine offers it: Fold (F), the Bet with its amount (R), kept
 * apart, and the exchange when one is left (X: tap the cards changed, then enter the cards
 * drawn; the cost is on the button).
 */
export function PlayerDecision({ cards, exchange, bet, deck, busy, fold, makeBet, swap }: Props) {
  const { t } = useTranslation("dealer");
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggles = useRef<HTMLDivElement>(null);
  const discard = picked(cards, chosen);
  const fits = exchange !== null && discard.length >= exchange.min_cards && discard.length <= exchange.max_cards;
  const range = exchange && (exchange.min_cards === exchange.max_cards ? `${exchange.max_cards}` : t("banked.decision.range", { min: exchange.min_cards, max: exchange.max_cards }));
  return (
    <div className="banked-decision">
      <div className="banked-row">
        <KeyButton hotkey="F" big variant="outline" color="var(--cr-bad)" data-action="fold" disabled={busy} onClick={fold}>
          {t("banked.decision.fold")}
        </KeyButton>
        <span className="banked-gap" aria-hidden="true" />
        <KeyButton hotkey="R" big color="felt" data-action="bet" disabled={busy} onClick={makeBet}>
          {t("banked.decision.bet", { amount: formatCents(bet) })}
        </KeyButton>
        {exchange && (
          <KeyButton hotkey="X" big variant="default" data-action="exchange" onClick={() => toggles.current?.querySelector("button")?.focus()}>
            {t("banked.decision.exchange", { range, cost: formatCents(exchange.cost) })}
          </KeyButton>
        )}
      </div>
      {exchange && (
        <div className="banked-exchange">
          <CardToggles ref={toggles} cards={cards} chosen={chosen} onToggle={(i) => setChosen((s) => toggled(s, i))} label={t("banked.decision.tapCards", { range, count: exchange.max_cards })} />
          {discard.length === 0 ? (
            <p className="muted banked-hint">{t("banked.decision.hint", { range, count: exchange.max_cards })}</p>
          ) : !fits ? (
            <p className="banked-hint banked-warn">
              {t("banked.decision.mayChange", { range, count: exchange.max_cards, tapped: discard.length })}
            </p>
          ) : (
            <CardPicker
              key={discard.join(" ")}
              deck={deck}
              min={discard.length}
              allowUnknown
              label={t("banked.decision.drawnFor", { count: discard.length, cards: discard.join(" ") })}
              submitLabel={(draw) => t("banked.decision.exchangeFor", { discard: discard.join(" "), draw: draw.length ? draw.join(" ") : "…", cost: formatCents(exchange.cost) })}
              busy={busy}
              onSubmit={(draw) => swap(discard, draw)}
            />
          )}
        </div>
      )}
    </div>
  );
}
