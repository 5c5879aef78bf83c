import { useState } from "react";
import type { PanAction, PanSeatView, PanView } from "../../../api";
import { PAN_DECK } from "./deck";
import { IrregularForm } from "./IrregularForm";
import { KeyButton } from "./KeyButton";
import { MeldForm } from "./MeldForm";
import { PanCards } from "./PanCards";
import { seatLabel } from "./words";

type Mode = "draw" | "take" | "meld" | "discard" | "force" | "irregular";
const MODES: { mode: Mode; key: string; words: string }[] = [
  { mode: "draw", key: "D", words: "Draw stock" },
  { mode: "take", key: "T", words: "Take discard" },
  { mode: "meld", key: "M", words: "Meld" },
  { mode: "discard", key: "X", words: "Discard" },
];

type Props = {
  pan: PanView;
  seat: PanSeatView;
  names: Map<number, string>;
  act: (a: PanAction) => void;
  busy: boolean;
  /** The hand's `seq`: each new state starts the entries afresh (the mode stays). */
  seq: number;
};

/**
 * The turn of the seat to act, in the order the player plays it: draw (from the stock, or take
 * the top discard with the meld it goes into), meld, discard, or go out; another player may
 * force the discard on him; the irregular hands and the reshuffle are one tap further. The
 * buttons keep their places all turn; the room refuses an entry out of order and says why.
 */
export function PlayActions({ pan, seat, names, act, busy, seq }: Props) {
  const [mode, setMode] = useState<Mode>("draw");
  const [drawn, setDrawn] = useState<string | null>(null);
  const who = seatLabel(seat.seat, names);
  const others = pan.seats.filter((s) => s.status === "in" && s.seat !== seat.seat);
  const hand = seat.hand.filter((c) => c !== "??");

  return (
    <div className="pan-play">
      <div className="pan-modes" role="group" aria-label={`${who}'s turn`}>
        {MODES.map((m) => (
          <KeyButton key={m.mode} hotkey={m.key} variant={mode === m.mode ? "filled" : "default"} aria-pressed={mode === m.mode} data-action={`mode-${m.mode}`} onClick={() => setMode(m.mode)}>
            {m.words}
          </KeyButton>
        ))}
        <KeyButton hotkey="O" color="felt" variant="outline" data-action="go_out" disabled={busy} onClick={() => act({ type: "go_out", seat: seat.seat })}>
          Goes out
        </KeyButton>
        <KeyButton hotkey="F" variant={mode === "force" ? "filled" : "default"} aria-pressed={mode === "force"} data-action="mode-force" onClick={() => setMode("force")}>
          Force…
        </KeyButton>
        <KeyButton hotkey="I" variant={mode === "irregular" ? "filled" : "default"} color="red.9" aria-pressed={mode === "irregular"} data-action="mode-irregular" onClick={() => setMode("irregular")}>
          Irregular…
        </KeyButton>
      </div>
      <div className="pan-mode-body" key={seq}>
        {mode === "draw" && (
          <PanCards
            key="draw"
            deck={PAN_DECK}
            min={1}
            max={1}
            label={`The card ${who} draws (shown)`}
            submitLabel={(c) => `Draw ${c[0] ?? "…"}`}
            busy={busy}
            onSubmit={([card]) => {
              act({ type: "draw_stock", seat: seat.seat, card: card! });
              setDrawn(card!);
              setMode("discard");
            }}
          />
        )}
        {mode === "discard" && (
          <PanCards
            key={`discard-${drawn}`}
            deck={PAN_DECK}
            min={1}
            max={1}
            initial={drawn ? [drawn] : []}
            label={`The card ${who} discards`}
            quick={{ label: drawn ? "Drawn, then hand" : "Hand", cards: drawn ? [drawn, ...hand] : hand }}
            submitLabel={(c) => `Discard ${c[0] ?? "…"}`}
            busy={busy}
            onSubmit={([card]) => act({ type: "discard", seat: seat.seat, card: card! })}
          />
        )}
        {(mode === "meld" || mode === "take") && (
          <MeldForm
            key={mode}
            seat={seat}
            who={mode === "take" ? `${who} takes the discard and` : who}
            drawn={mode === "meld" ? drawn : null}
            busy={busy}
            onPlay={(play) => act(mode === "take" ? { type: "take_discard", seat: seat.seat, play } : { type: "meld", seat: seat.seat, play })}
          />
        )}
        {mode === "force" && (
          <div className="pan-row" role="group" aria-label="Who forces the discard">
            {others.map((o) => (
              <KeyButton key={o.seat} big data-action="force" disabled={busy} onClick={() => act({ type: "force", seat: seat.seat, by: o.seat })}>
                {seatLabel(o.seat, names)} makes {who} take the discard
              </KeyButton>
            ))}
          </div>
        )}
        {mode === "irregular" && <IrregularForm pan={pan} names={names} act={act} busy={busy} />}
      </div>
    </div>
  );
}
