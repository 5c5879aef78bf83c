import { useState } from "react";
import type { PanAction, PanSeatView, PanView } from "../../../api";
import { PAN_DECK } from "./deck";
import { IrregularForm } from "./IrregularForm";
import { KeyButton } from "./KeyButton";
import { MeldForm } from "./MeldForm";
import { PanCards } from "./PanCards";
import { allowedModes, defaultMode, drawnCard, takeableCard, type Mode } from "./turnModes";
import { seatLabel } from "../../../lib/panWords";

const MODES: { mode: Mode; key: string; words: (take: string | null) => string }[] = [
  { mode: "draw", key: "D", words: () => "Draw stock" },
  { mode: "take", key: "T", words: (take) => (take ? `Take the ${take}` : "Take discard") },
  { mode: "meld", key: "M", words: () => "Meld" },
  { mode: "discard", key: "X", words: () => "Discard" },
];

type Props = {
  pan: PanView;
  seat: PanSeatView;
  names: Map<number, string>;
  act: (a: PanAction) => void;
  busy: boolean;
  /** The hand's `seq`: each new state starts the entries afresh (the mode stays while allowed). */
  seq: number;
};

/**
 * The turn of the seat to act, only the moves its stage allows (the engine's options): draw from
 * the stock, or take the top discard with the meld it goes into (when it may be taken), or be
 * forced to; then meld (the card drawn at once) or discard; go out when he may. The irregular
 * hands and the reshuffle are one tap further. A move not open leaves its slot empty, so the
 * buttons keep their places all turn.
 */
export function PlayActions({ pan, seat, names, act, busy, seq }: Props) {
  const o = pan.options;
  const allowed = allowedModes(o, seat.seat);
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode = chosen !== null && allowed.has(chosen) ? chosen : defaultMode(o, allowed);
  const drawn = drawnCard(o);
  const take = takeableCard(o, pan.top_discard);
  const who = seatLabel(seat.seat, names);
  const others = pan.seats.filter((s) => s.status === "in" && s.seat !== seat.seat);
  const hand = seat.hand.filter((c) => c !== "??");
  const modeButton = (m: Mode, key: string, words: string, extra: { color?: string } = {}) =>
    allowed.has(m) ? (
      <KeyButton key={m} hotkey={key} variant={mode === m ? "filled" : "default"} aria-pressed={mode === m} data-action={`mode-${m}`} onClick={() => setChosen(m)} {...extra}>
        {words}
      </KeyButton>
    ) : (
      <span key={m} className="pan-slot" aria-hidden="true" />
    );

  return (
    <div className="pan-play">
      <div className="pan-modes" role="group" aria-label={`${who}'s turn`}>
        {MODES.map((m) => modeButton(m.mode, m.key, m.words(take)))}
        {o.may_go_out === seat.seat ? (
          <KeyButton hotkey="O" color="felt" data-action="go_out" disabled={busy} onClick={() => act({ type: "go_out", seat: seat.seat })}>
            Goes out
          </KeyButton>
        ) : (
          <span className="pan-slot" aria-hidden="true" />
        )}
        {modeButton("force", "F", "Force…")}
        {modeButton("irregular", "I", "Irregular…", { color: "red.9" })}
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
              setChosen("discard");
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
            who={mode === "take" ? `${who} takes the ${take ?? "discard"} and` : who}
            drawn={mode === "meld" ? drawn : take}
            drawnWords={mode === "meld" ? "Drawn" : "Discard"}
            busy={busy}
            onPlay={(play) => act(mode === "take" ? { type: "take_discard", seat: seat.seat, play } : { type: "meld", seat: seat.seat, play })}
          />
        )}
        {mode === "force" && (
          <div className="pan-row" role="group" aria-label="Who forces the discard">
            {others.map((p) => (
              <KeyButton key={p.seat} big data-action="force" disabled={busy} onClick={() => act({ type: "force", seat: seat.seat, by: p.seat })}>
                {seatLabel(p.seat, names)} makes {who} take the {take ?? "discard"}
              </KeyButton>
            ))}
          </div>
        )}
        {mode === "irregular" && <IrregularForm pan={pan} names={names} act={act} busy={busy} />}
      </div>
    </div>
  );
}
