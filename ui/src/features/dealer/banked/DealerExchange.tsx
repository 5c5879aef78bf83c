import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DealerPlan } from "../../../api";
import { CardPicker, PlayingCard, type Deck } from "../../../components/cards";
import { KeyButton } from "../pan/KeyButton";
import { CardToggles, picked, toggled } from "./CardToggles";
import { ruleWords } from "./words";

type Props = {
  /** The dealer's five revealed cards. */
  cards: string[];
  plan: DealerPlan;
  deck: Deck;
  busy: boolean;
  exchange: (discard: string[], draw: string[]) => void;
};

const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const positions = (cards: string[], wanted: string[]) => new Set(cards.flatMap((c, i) => (wanted.includes(c) ? [i] : [])));

/**
 * The dealer's one exchange, by the house algorithm: the rule and the exchange it requires are
 * shown, and the required cards are already tapped, so the dealer enters the cards drawn and
 * confirms. Where several exchanges fit the rule, each is offered. Any other exchange is said
 * plainly not to be the house's before it is sent (the room refuses it).
 */
export function DealerExchange({ cards, plan, deck, busy, exchange }: Props) {
  const { t } = useTranslation("dealer");
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => positions(cards, plan.suggested));
  const or = (items: string[]) => items.reduce((first, second) => t("banked.turn.or", { first, second }));
  const discard = picked(cards, chosen);
  const required = plan.options.some((o) => same(o, discard));
  return (
    <div className="banked-dealer-exchange">
      <div className="banked-plan" data-rule={plan.rule} role="note" aria-label={t("banked.dealerExchange.label")}>
        <strong>{t("banked.dealerExchange.houseRule")}</strong> {t("banked.dealerExchange.rule", { rule: ruleWords(plan.rule) })}{" "}
        <span className="banked-required">
          {t("banked.dealerExchange.required")}{" "}
          {plan.options.map((o, k) => (
            <span key={k} className="banked-option" data-option={o.join(" ")}>
              {k > 0 && <> {t("banked.dealerExchange.or")} </>}
              {o.length === 0 ? t("banked.dealerExchange.keepAll") : <>{t("banked.dealerExchange.change")} {o.map((c) => <PlayingCard key={c} card={c} size="sm" />)}</>}
            </span>
          ))}
        </span>
      </div>
      <div className="banked-row">
        <CardToggles cards={cards} chosen={chosen} onToggle={(i) => setChosen((s) => toggled(s, i))} label={t("banked.dealerExchange.tapCards")} />
        {plan.options.length > 1 &&
          plan.options.map((o, k) => (
            <KeyButton key={k} variant="default" data-action="use-option" onClick={() => setChosen(positions(cards, o))}>
              {o.length === 0 ? t("banked.dealerExchange.useKeepAll") : t("banked.dealerExchange.use", { cards: o.join(" ") })}
            </KeyButton>
          ))}
      </div>
      {!required && (
        <p className="banked-hint banked-warn" role="status" data-field="not-required">
          {plan.options[0]?.length
            ? t("banked.dealerExchange.notHouseChanges", { options: or(plan.options.map((o) => o.join(" "))) })
            : t("banked.dealerExchange.notHouseKeeps")}
        </p>
      )}
      {discard.length === 0 ? (
        <KeyButton hotkey="K" big color="felt" variant={required ? "filled" : "default"} data-action="keep" disabled={busy} onClick={() => exchange([], [])}>
          {t("banked.dealerExchange.keeps")}
        </KeyButton>
      ) : (
        <CardPicker
          key={discard.join(" ")}
          deck={deck}
          min={discard.length}
          allowUnknown={false}
          label={t("banked.dealerExchange.drawnFor", { count: discard.length, cards: discard.join(" ") })}
          submitLabel={(draw) => t("banked.dealerExchange.changes", { discard: discard.join(" "), draw: draw.length ? draw.join(" ") : "…" })}
          busy={busy}
          onSubmit={(draw) => exchange(discard, draw)}
        />
      )}
    </div>
  );
}
