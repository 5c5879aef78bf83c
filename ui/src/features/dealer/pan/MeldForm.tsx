import { useState } from "react";
import { TextInput } from "@mantine/core";
import type { PanSeatView, Play } from "../../../api";
import { PlayingCard, readCards } from "../../../components/cards";
import { PAN_DECK } from "./deck";
import { KeyButton } from "./KeyButton";
import { PanCards } from "./PanCards";

type Kind = Play["type"];
const KINDS: { kind: Kind; key: string; words: string }[] = [
  { kind: "lay", key: "L", words: "Lay" },
  { kind: "add", key: "A", words: "Add to" },
  { kind: "split", key: "S", words: "Split" },
  { kind: "borrow", key: "B", words: "Borrow" },
];

type Props = {
  seat: PanSeatView;
  /** "Seat 2 lays", "Seat 2 takes the discard and lays". */
  who: string;
  /** The card drawn from the stock this turn (or the discard taken), offered first. */
  drawn: string | null;
  /** What that card is, above the cards to tap: "Drawn", "Discard". */
  drawnWords?: string;
  onPlay: (play: Play) => void;
  busy: boolean;
};

/**
 * One melding move, as the player makes it: lay a new meld, add to one of his melds, split one
 * by adding cards (naming the part that keeps its number), or borrow end cards from one to lay
 * with cards from his hand. The cards come from his hand (tap them) or are typed.
 */
export function MeldForm({ seat, who, drawn, drawnWords = "Drawn", onPlay, busy }: Props) {
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
    const m = meld === null ? "meld ?" : `meld ${meld + 1}`;
    switch (kind) {
      case "lay":
        return `${who} lays ${c}`;
      case "add":
        return `Add ${c} to ${m}`;
      case "split":
        return `Add ${c} to ${m}, split`;
      case "borrow":
        return `Borrow from ${m}, lay with ${c}`;
    }
  };

  return (
    <div className="pan-meld-form">
      <div className="pan-meld-row" role="group" aria-label="The melding move">
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
            {k.words}
          </KeyButton>
        ))}
        {needsMeld && (
          <span className="pan-meld-choice" role="group" aria-label="Which meld">
            {seat.melds.map((m, i) => (
              <button
                key={i}
                type="button"
                className="pick-meld"
                aria-pressed={meld === i}
                aria-label={`Meld ${i + 1}: ${m.cards.join(" ")}`}
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
            label={kind === "split" ? "The part that keeps the meld's number" : "End cards borrowed from the meld"}
            placeholder="Kh Qh Jh"
            value={other}
            autoComplete="off"
            spellCheck={false}
            error={"bad" in otherRead ? `"${otherRead.bad}" is not a Pan card` : null}
            onChange={(e) => setOther(e.currentTarget.value)}
          />
          {meld !== null &&
            seat.melds[meld]?.cards.map((c, i) => (
              <button key={i} type="button" className="pick-card" aria-label={`Name ${c}`} onClick={() => setOther([...otherCards, c].join(" "))}>
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
        label={kind === "borrow" ? "Cards from his hand" : kind === "lay" ? "The meld's cards" : "Cards added"}
        quick={{ label: drawn ? `${drawnWords}, then hand` : "Hand", cards: quick }}
        submitLabel={words}
        busy={busy}
        missing={needsMeld && meld === null ? "Tap the meld first." : two && otherCards.length === 0 ? (kind === "split" ? "Name the part that keeps the meld's number." : "Name the cards borrowed.") : null}
        onSubmit={(cards) => {
          const p = play(cards);
          if (p) onPlay(p);
        }}
      />
    </div>
  );
}
