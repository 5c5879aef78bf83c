import { useState } from "react";
import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PanSeatView, Play } from "../../../api";
import { PlayingCard, readCards } from "../../../components/cards";
import { PAN_DECK } from "./deck";
import { KeyButton } from "./KeyButton";
import { PanCards } from "./PanCards";

type Kind = Play["type"];
const KINDS: { kind: Kind; key: string }[] = [
  { kind: "lay", key: "L" },
  { kind: "add", key: "A" },
  { kind: "split", key: "S" },
  { kind: "borrow", key: "B" },
];

/** Cards as the dealer types them, shown in the field while it is empty (card codes, not words). */
const EXAMPLE = "Kh Qh Jh";

type Props = {
  seat: PanSeatView;
  /** The seat's label: "Seat 2 Uma". */
  who: string;
  /** The move takes the top discard into the meld ("Seat 2 takes the 5c and lays…"). */
  taking?: boolean;
  /** The card drawn from the stock this turn (or the discard taken), offered first. */
  drawn: string | null;
  onPlay: (play: Play) => void;
  busy: boolean;
};

/**
 * One melding move, as the player makes it: lay a new meld, add to one of his melds, split one
 * by adding cards (naming the part that keeps its number), or borrow end cards from one to lay
 * with cards from his hand. The cards come from his hand (tap them) or are typed.
 */
export function MeldForm({ seat, who, taking = false, drawn, onPlay, busy }: Props) {
  const { t } = useTranslation("dealer");
  const [kind, setKind] = useState<Kind>("lay");
  const [meld, setMeld] = useState<number | null>(seat.melds.length === 1 ? 0 : null);
  const [other, setOther] = useState("");
  const needsMeld = kind !== "lay";
  const two = kind === "split" || kind === "borrow";
  const otherRead = readCards(other, PAN_DECK);
  const otherCards = "cards" in otherRead ? otherRead.cards : [];
  const quick = drawn ? [drawn, ...seat.hand.filter((c) => c !== "??")] : seat.hand.filter((c) => c !== "??");

  const play = (cards: string[]): Play | null => {
    if (kind === "lay") return { type: "lay", cards };
    if (meld === null) return null;
    if (kind === "add") return { type: "add", meld, cards };
    if (otherCards.length === 0) return null;
    return kind === "split" ? { type: "split", meld, add: cards, part: otherCards } : { type: "borrow", meld, take: otherCards, cards };
  };
  const words = (cards: string[]) => {
    const c = cards.join(" ") || "…";
    const m = meld === null ? t("pan.meld.meldUnknown") : t("pan.meld.meldNumber", { number: meld + 1 });
    switch (kind) {
      case "lay":
        if (!taking) return t("pan.meld.lays", { who, cards: c });
        return drawn ? t("pan.meld.takesAndLays", { who, card: drawn, cards: c }) : t("pan.meld.takesDiscardAndLays", { who, cards: c });
      case "add":
        return t("pan.meld.addTo", { cards: c, meld: m });
      case "split":
        return t("pan.meld.addSplit", { cards: c, meld: m });
      case "borrow":
        return t("pan.meld.borrowFrom", { meld: m, cards: c });
    }
  };

  return (
    <div className="pan-meld-form">
      <div className="pan-meld-row" role="group" aria-label={t("pan.meld.move")}>
        {KINDS.map((k) => (
          <KeyButton
            key={k.kind}
            hotkey={k.key}
            variant={kind === k.kind ? "filled" : "default"}
            aria-pressed={kind === k.kind}
            data-action={`meld-${k.kind}`}
            disabled={k.kind !== "lay" && seat.melds.length === 0}
            onClick={() => setKind(k.kind)}
          >
            {t(`pan.meld.${k.kind}`)}
          </KeyButton>
        ))}
        {needsMeld && (
          <span className="pan-meld-choice" role="group" aria-label={t("pan.meld.which")}>
            {seat.melds.map((m, i) => (
              <button
                key={i}
                type="button"
                className="pick-meld"
                aria-pressed={meld === i}
                aria-label={t("pan.meld.meldCards", { number: i + 1, cards: m.cards.join(" ") })}
                onClick={() => setMeld(i)}
              >
                <span className="pan-meld-no">{i + 1}</span>
                {m.cards.map((c, k) => (
                  <PlayingCard key={k} card={c} size="sm" />
                ))}
              </button>
            ))}
          </span>
        )}
      </div>
      {two && (
        <div className="pan-meld-row">
          <TextInput
            size="md"
            className="pan-other-field"
            label={kind === "split" ? t("pan.meld.keepsNumber") : t("pan.meld.borrowed")}
            placeholder={EXAMPLE}
            value={other}
            autoComplete="off"
            spellCheck={false}
            error={"bad" in otherRead ? t("pan.meld.notPanCard", { bad: otherRead.bad }) : null}
            onChange={(e) => setOther(e.currentTarget.value)}
          />
          {meld !== null &&
            seat.melds[meld]?.cards.map((c, i) => (
              <button key={i} type="button" className="pick-card" aria-label={t("pan.meld.name", { card: c })} onClick={() => setOther([...otherCards, c].join(" "))}>
                <PlayingCard card={c} size="sm" />
              </button>
            ))}
        </div>
      )}
      <PanCards
        key={kind}
        deck={PAN_DECK}
        min={1}
        max={11}
        label={kind === "borrow" ? t("pan.meld.fromHand") : kind === "lay" ? t("pan.meld.meldsCards") : t("pan.meld.added")}
        quick={{ label: drawn ? t(taking ? "pan.meld.discardThenHand" : "pan.meld.drawnThenHand") : t("pan.meld.hand"), cards: quick }}
        submitLabel={words}
        busy={busy}
        missing={needsMeld && meld === null ? t("pan.meld.tapMeld") : two && otherCards.length === 0 ? (kind === "split" ? t("pan.meld.namePart") : t("pan.meld.nameBorrowed")) : null}
        onSubmit={(cards) => {
          const p = play(cards);
          if (p) onPlay(p);
        }}
      />
    </div>
  );
}
