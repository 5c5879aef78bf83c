import { useId, useState, type ReactNode } from "react";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { cardName, JOKER, readCards, SUIT_SYMBOLS, SUITS, UNKNOWN, type Deck } from "./deck";
import { CardsField } from "./CardsField";
import { PlayingCard } from "./PlayingCard";

type Props = {
  deck: Deck;
  /** How many cards the entry takes: exactly `min` when `max` is absent. */
  min: number;
  max?: number;
  /** Whether "??" (a card the dealer did not see) may be entered. */
  allowUnknown: boolean;
  /** The field's label: "Flop cards", "Seat 3's hole cards". */
  label: string;
  /** The confirm button's words for the cards chosen: "Deal the flop Ah Kd 7c". */
  submitLabel: (cards: string[]) => string;
  onSubmit: (cards: string[]) => void;
  busy?: boolean;
  /** The field takes the focus when the picker appears (the dealer types at once). */
  autoFocus?: boolean;
  /** Beside the confirm button: the step's other one-tap choices. */
  extra?: ReactNode;
  /** Cards already dealt in the hand: greyed on the grid, and a tap on one does nothing. */
  dealt?: ReadonlySet<string>;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * The dealer's cards: typed ("Ah Kd 7c", Enter confirms) or tapped on a grid of the game's deck
 * (13 ranks by 4 suits, the joker where the deck holds it). One text holds the entry: a tap adds
 * the card to it (or takes it out), so both ways show the same cards.
 */
export function CardPicker({ deck, min, max = min, allowUnknown, label, submitLabel, onSubmit, busy, autoFocus, extra, dealt = NONE }: Props) {
  const { t } = useTranslation("dealer");
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const read = readCards(text, deck);
  const cards = "cards" in read ? read.cards : [];
  const countWords = min === max ? t("cards.picker.count", { count: min }) : t("cards.picker.range", { min, max });
  const ready = "cards" in read && cards.length >= min && cards.length <= max && (allowUnknown || !cards.includes(UNKNOWN));

  const submit = () => {
    if ("bad" in read) return setProblem(t("cards.picker.bad", { bad: read.bad }));
    if (!allowUnknown && cards.includes(UNKNOWN)) return setProblem(t("cards.picker.needed"));
    if (cards.length < min || cards.length > max) return setProblem(t("cards.picker.enter", { what: countWords, example: example(min === 0 ? 1 : min) }));
    setProblem(null);
    // The text stays: a refused entry is still there to correct (a new step is a new picker).
    onSubmit(cards);
  };
  const toggle = (card: string) => {
    setProblem(null);
    if (card !== UNKNOWN && cards.includes(card)) setText(cards.filter((c) => c !== card).join(" "));
    else if (cards.length < max) setText([...cards, card].join(" "));
    // Full (a refused card still there, say): the tap replaces the last card entered.
    else if (max > 0) setText([...cards.slice(0, -1), card].join(" "));
  };
  const chosen = new Set(cards);
  return (
    <div className="card-picker">
      <div className="card-entry">
        <CardsField
          keyOnSliders
          id={`${id}-field`}
          label={label}
          count={countWords}
          example="Ah Kd"
          allowUnknown={allowUnknown}
          value={text}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          error={problem}
          onChange={(v) => {
            setText(v);
            setProblem(null);
          }}
          onEnter={submit}
        />
        <Group gap={6} mt={6} className="card-chosen" role="group" aria-live="polite" aria-label={t("cards.picker.entered")}>
          {cards.length === 0 ? <span className="muted">{t("cards.picker.noneEntered")}</span> : cards.map((c, i) => <PlayingCard key={i} card={c} size="sm" />)}
        </Group>
      </div>
      {/* Under the entry and the grid, across the picker: its buttons have room at every size. */}
      <Group gap={6} className="card-buttons" wrap="nowrap">
          <Button mih={48} h="auto" py={6} onClick={submit} loading={busy} disabled={!ready} data-action="submit-cards">
            {submitLabel(cards)} <kbd className="field-key" aria-hidden="true">{t("cards.picker.enterKey")}</kbd>
          </Button>
          {text !== "" && (
            <Button h={48} variant="default" onClick={() => setText("")}>
              {t("cards.picker.clear")}
            </Button>
          )}
          {extra}
      </Group>
      <div className="card-grid" role="group" aria-label={t("cards.picker.tapCards", { label })}>
        <div className="card-grid-rows">
          {SUITS.map((s) => (
          <div className="card-grid-row" key={s} data-suit={s}>
            {deck.ranks.map((r) => (
              <GridCard key={r} card={r + s} chosen={chosen.has(r + s)} dealt={dealt.has(r + s)} onClick={toggle} text={`${r === "T" ? "10" : r}${SUIT_SYMBOLS[s]}`} />
            ))}
          </div>
          ))}
        </div>
        <div className="card-grid-extra">
          {deck.joker && <GridCard card={JOKER} chosen={chosen.has(JOKER)} dealt={dealt.has(JOKER)} onClick={toggle} text={JOKER} />}
          {allowUnknown && <GridCard card={UNKNOWN} chosen={false} onClick={toggle} text="?" />}
        </div>
      </div>
    </div>
  );
}

function GridCard({ card, chosen, dealt = false, onClick, text }: { card: string; chosen: boolean; dealt?: boolean; onClick: (c: string) => void; text: string }) {
  const { t } = useTranslation("dealer");
  const name = card === UNKNOWN ? t("cards.picker.unknownCard") : cardName(card);
  return (
    <button
      type="button"
      className="grid-card"
      data-card={card}
      data-dealt={dealt || undefined}
      disabled={dealt && !chosen}
      data-suit={card.length === 2 && card !== JOKER ? card[1] : undefined}
      aria-pressed={card === UNKNOWN ? undefined : chosen}
      tabIndex={-1}
      onClick={() => onClick(card)}
    >
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{dealt ? t("cards.picker.dealt", { card: name }) : name}</span>
    </button>
  );
}

const example = (n: number) => ["Ah", "Kd", "7c", "2s", "Qh"].slice(0, Math.max(1, Math.min(n, 5))).join(" ");

