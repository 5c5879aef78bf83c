import { useState } from "react";
import type { DealerPlan } from "../../../api";
import { CardPicker, PlayingCard, type Deck } from "../../../components/cards";
import { KeyButton } from "../pan/KeyButton";
import { CardToggles, picked, toggled } from "./CardToggles";
import { RULES } from "./words";

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
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => positions(cards, plan.suggested));
  const discard = picked(cards, chosen);
  const required = plan.options.some((o) => same(o, discard));
  return (
    <div className="banked-dealer-exchange">
      <div className="banked-plan" data-rule={plan.rule} role="note" aria-label="The house's required exchange">
        <strong>House rule:</strong> {RULES[plan.rule]}.{" "}
        <span className="banked-required">
          Required:{" "}
          {plan.options.map((o, k) => (
            <span key={k} className="banked-option" data-option={o.join(" ")}>
              {k > 0 && " or "}
              {o.length === 0 ? "keep all five" : <>change {o.map((c) => <PlayingCard key={c} card={c} size="sm" />)}</>}
            </span>
          ))}
        </span>
      </div>
      <div className="banked-row">
        <CardToggles cards={cards} chosen={chosen} onToggle={(i) => setChosen((s) => toggled(s, i))} label="Tap the cards the dealer changes" />
        {plan.options.length > 1 &&
          plan.options.map((o, k) => (
            <KeyButton key={k} variant="default" data-action="use-option" onClick={() => setChosen(positions(cards, o))}>
              Use {o.length === 0 ? "keep all" : o.join(" ")}
            </KeyButton>
          ))}
      </div>
      {!required && (
        <p className="banked-hint banked-warn" role="status" data-field="not-required">
          Not the house's exchange: the room will refuse it. The house {plan.options[0]?.length ? `changes ${plan.options.map((o) => o.join(" ")).join(" or ")}` : "keeps all five"}.
        </p>
      )}
      {discard.length === 0 ? (
        <KeyButton hotkey="K" big color="felt" variant={required ? "filled" : "default"} data-action="keep" disabled={busy} onClick={() => exchange([], [])}>
          The dealer keeps all five
        </KeyButton>
      ) : (
        <CardPicker
          key={discard.join(" ")}
          deck={deck}
          min={discard.length}
          allowUnknown={false}
          label={`The dealer's ${discard.length === 1 ? "card" : "cards"} drawn for ${discard.join(" ")}`}
          submitLabel={(draw) => `Dealer changes ${discard.join(" ")} for ${draw.length ? draw.join(" ") : "…"}`}
          busy={busy}
          onSubmit={(draw) => exchange(discard, draw)}
        />
      )}
    </div>
  );
}
