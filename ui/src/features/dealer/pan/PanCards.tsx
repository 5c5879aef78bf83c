import { useId, useState, type ReactNode } from "react";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { cardName, PlayingCard, readCards, UNKNOWN, type Deck } from "../../../components/cards";
import { CardsField } from "../../../components/cards/CardsField";
import { SUIT_SYMBOLS, SUITS } from "../../../components/cards/deck";

type Props = {
  deck: Deck;
  /** How many cards: `min` to `max`. */
  min: number;
  max: number;
  /** "??", a card the dealer did not see, may be entered. */
  allowUnknown?: boolean;
  label: string;
  /** The confirm button's words for the cards entered ("Deal Ah Jd to seat 1"). */
  submitLabel: (cards: string[]) => string;
  onSubmit: (cards: string[]) => void;
  busy?: boolean;
  /** Cards to tap in one touch (the seat's hand, the card just drawn), above the grid's. */
  quick?: { label: string; cards: string[] };
  /** Cards already entered when the entry appears. */
  initial?: string[];
  /** Beside the confirm button. */
  extra?: ReactNode;
  /** Called with the cards entered so far (a form with several parts reads them). */
  onChange?: (cards: string[]) => void;
  /** What the form still needs before it can be confirmed ("Tap the meld first"). */
  missing?: string | null;
};

/**
 * Cards typed ("Ah Jd 3h", Enter confirms) or tapped, for a deck where a card may come twice
 * (Pan's eight decks): a tap always adds the card, Back takes the last one out. One text holds
 * the entry, so typing and tapping show the same cards. E puts the focus in the field.
 */
export function PanCards({ deck, min, max, allowUnknown = false, label, submitLabel, onSubmit, busy, quick, initial, extra, onChange, missing = null }: Props) {
  const { t } = useTranslation("dealer");
  const id = useId();
  const [text, setText] = useState((initial ?? []).join(" "));
  const [problem, setProblem] = useState<string | null>(null);
  const read = readCards(text, deck);
  const cards = "cards" in read ? read.cards : [];
  const count = min === max ? t("pan.cards.count", { count: min }) : t("pan.cards.range", { min, max });
  const ready = "cards" in read && cards.length >= min && cards.length <= max && (allowUnknown || !cards.includes(UNKNOWN)) && missing === null;

  const change = (next: string) => {
    setText(next);
    setProblem(null);
    const r = readCards(next, deck);
    onChange?.("cards" in r ? r.cards : []);
  };
  const add = (card: string) => cards.length < max && change([...cards, card].join(" "));
  const submit = () => {
    if (missing !== null) return setProblem(missing);
    if ("bad" in read) return setProblem(t("pan.cards.bad", { bad: read.bad }));
    if (!allowUnknown && cards.includes(UNKNOWN)) return setProblem(t("pan.cards.needed"));
    if (cards.length < min || cards.length > max) return setProblem(t("pan.cards.enter", { what: count }));
    onSubmit(cards);
  };

  return (
    <div className="pan-cards">
      <div className="pan-cards-entry">
        <CardsField
          id={`${id}-field`}
          label={label}
          count={count}
          example="Ah Jd 3h"
          allowUnknown={allowUnknown}
          value={text}
          error={problem}
          description={missing}
          onChange={change}
          onEnter={submit}
        />
        {quick && quick.cards.length > 0 && (
          <div className="pan-quick" role="group" aria-label={t("pan.cards.tapToAdd", { label: quick.label })}>
            <span className="pan-quick-label">{quick.label}</span>
            {quick.cards.map((c, i) => (
              <button key={i} type="button" className="pick-card" data-card={c} data-suit={c[1]} onClick={() => add(c)}>
                <span aria-hidden="true">
                  <PlayingCard card={c} size="sm" />
                </span>
                <span className="visually-hidden">{t("pan.cards.add", { card: cardName(c) })}</span>
              </button>
            ))}
          </div>
        )}
        <Group gap={6} className="pan-chosen" role="group" aria-live="polite" aria-label={t("pan.cards.entered")} wrap="nowrap">
          {cards.length === 0 ? <span className="muted">{t("pan.cards.noneEntered")}</span> : cards.map((c, i) => <PlayingCard key={i} card={c} size="sm" />)}
        </Group>
      </div>
      {/* Under the entry and the grid, across: the buttons have room at every size. */}
      <Group gap={6} wrap="nowrap" className="pan-cards-buttons">
          <Button className="key-button" size="md" onClick={submit} loading={busy} disabled={!ready} data-action="submit-cards">
            {submitLabel(cards)} <kbd className="key-hint key-hint-after" aria-hidden="true">{t("cards.picker.enterKey")}</kbd>
          </Button>
          <Button className="key-button" size="md" variant="default" disabled={cards.length === 0} onClick={() => change(cards.slice(0, -1).join(" "))} data-action="back-card">
            <span aria-hidden="true">⌫&nbsp;</span>{t("pan.cards.back")}<span className="visually-hidden">{t("pan.cards.backHint")}</span>
          </Button>
          {extra}
      </Group>
      <div className="pan-grid" role="group" aria-label={t("pan.cards.tapCards", { label })}>
        <div className="pan-grid-rows">
        {SUITS.map((s) => (
          <div className="pan-grid-row" key={s}>
            {deck.ranks.map((r) => (
              <button key={r} type="button" className="pick-card grid-pick" data-card={r + s} data-suit={s} tabIndex={-1} onClick={() => add(r + s)}>
                <span aria-hidden="true">
                  {r === "T" ? "10" : r}
                  {SUIT_SYMBOLS[s]}
                </span>
                <span className="visually-hidden">{t("pan.cards.add", { card: cardName(r + s) })}</span>
              </button>
            ))}
          </div>
        ))}
        </div>
        {allowUnknown && (
          <button type="button" className="pick-card grid-pick pick-unknown" tabIndex={-1} onClick={() => add(UNKNOWN)}>
            <span aria-hidden="true">??</span>
            <span className="visually-hidden">{t("pan.cards.addUnseen")}</span>
          </button>
        )}
      </div>
    </div>
  );
}
