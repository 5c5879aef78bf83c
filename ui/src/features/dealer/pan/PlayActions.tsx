import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PanAction, PanSeatView, PanView } from "../../../api";
import { PAN_DECK } from "./deck";
import { IrregularForm } from "./IrregularForm";
import { KeyButton } from "./KeyButton";
import { MeldForm } from "./MeldForm";
import { PanCards } from "./PanCards";
import { allowedModes, defaultMode, drawnCard, takeableCard, type Mode } from "./turnModes";
import { seatLabel } from "../../../lib/panWords";
import { t as translate } from "../../../i18n";

/** The play row's modes, their keys and their words (read when drawn). */
const MODES: { mode: Mode; key: string; words: (take: string | null) => string }[] = [
  { mode: "draw", key: "D", words: () => translate("dealer:pan.play.drawStock") },
  { mode: "take", key: "T", words: (take) => (take ? translate("dealer:pan.play.takeCard", { card: take }) : translate("dealer:pan.play.takeDiscard")) },
  { mode: "meld", key: "M", words: () => translate("dealer:pan.play.meld") },
  { mode: "discard", key: "X", words: () => translate("dealer:pan.play.discard") },
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
  const { t } = useTranslation("dealer");
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
      <div className="pan-modes" role="group" aria-label={t("pan.play.turnOf", { who })}>
        {MODES.map((m) => modeButton(m.mode, m.key, m.words(take)))}
        {o.may_go_out === seat.seat ? (
          <KeyButton hotkey="O" color="felt" data-action="go_out" disabled={busy} onClick={() => act({ type: "go_out", seat: seat.seat })}>
            {t("pan.play.goesOut")}
          </KeyButton>
        ) : (
          <span className="pan-slot" aria-hidden="true" />
        )}
        {modeButton("force", "F", t("pan.play.force"))}
        {modeButton("irregular", "I", t("pan.actions.irregular"), { color: "red.9" })}
      </div>
      <div className="pan-mode-body" key={seq}>
        {mode === "draw" && (
          <PanCards
            key="draw"
            deck={PAN_DECK}
            min={1}
            max={1}
            label={t("pan.play.drawLabel", { who })}
            submitLabel={(c) => t("pan.play.draw", { card: c[0] ?? "…" })}
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
            label={t("pan.play.discardLabel", { who })}
            quick={{ label: drawn ? t("pan.play.drawnThenHand") : t("pan.play.hand"), cards: drawn ? [drawn, ...hand] : hand }}
            submitLabel={(c) => t("pan.play.discardCard", { card: c[0] ?? "…" })}
            busy={busy}
            onSubmit={([card]) => act({ type: "discard", seat: seat.seat, card: card! })}
          />
        )}
        {(mode === "meld" || mode === "take") && (
          <MeldForm
            key={mode}
            seat={seat}
            who={who}
            taking={mode === "take"}
            drawn={mode === "meld" ? drawn : take}
            busy={busy}
            onPlay={(play) => act(mode === "take" ? { type: "take_discard", seat: seat.seat, play } : { type: "meld", seat: seat.seat, play })}
          />
        )}
        {mode === "force" && (
          <div className="pan-row" role="group" aria-label={t("pan.play.whoForces")}>
            {others.map((p) => (
              <KeyButton key={p.seat} big data-action="force" disabled={busy} onClick={() => act({ type: "force", seat: seat.seat, by: p.seat })}>
                {take ? t("pan.play.forcesCard", { by: seatLabel(p.seat, names), who, card: take }) : t("pan.play.forcesDiscard", { by: seatLabel(p.seat, names), who })}
              </KeyButton>
            ))}
          </div>
        )}
        {mode === "irregular" && <IrregularForm pan={pan} names={names} act={act} busy={busy} />}
      </div>
    </div>
  );
}
