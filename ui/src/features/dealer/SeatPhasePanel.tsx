import { useState } from "react";
import { Button, Group } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import type { SeatOptions } from "../../api";
import { CardPicker, PlayingCard, UNKNOWN, type Deck } from "../../components/cards";
import { ActionButton } from "./ActionButton";
import { consoleKeys } from "./hotkeys";
import type { SeatRow } from "./seats";
import type { ConsoleCommands } from "./useConsoleCommands";

type Props = {
  options: SeatOptions;
  row: SeatRow;
  deck: Deck;
  commands: ConsoleCommands;
  /** The cards dealt to the others and the board: greyed on the picker. */
  dealt?: ReadonlySet<string>;
};

const unknown = (n: number) => Array.from({ length: n }, () => UNKNOWN);

/**
 * What a seat does outside the betting, as the engine asks for it: Pineapple's discard, a draw
 * game's draw (stand pat, or throw away 1 to the most allowed), Mexican Poker's turn up or keep
 * down, and the showdown's show or muck.
 */
export function SeatPhasePanel(props: Props) {
  switch (props.options.phase) {
    case "discarding":
      return <Discard {...props} />;
    case "drawing":
      return <Draw {...props} />;
    case "exposing":
      return <Expose {...props} />;
    case "showdown":
      return <Showdown {...props} />;
    default:
      return null;
  }
}

/** Pineapple: one hole card thrown away; a tap on a known card, or entered, or unseen (D). */
function Discard({ options: o, row, deck, commands, dealt }: Props) {
  const { t } = useTranslation("dealer");
  const seat = o.seat;
  const known = row.hole.filter((c) => c !== UNKNOWN);
  useHotkeys("d", () => commands.act({ type: "discard", seat, card: UNKNOWN }), consoleKeys(!commands.busy), [seat, commands.busy]);
  return (
    <div className="step-panel step-cards">
      <CardPicker
        key={`discard-${seat}`}
        deck={deck}
        dealt={dealt}
        min={1}
        allowUnknown
        label={t("seatPhase.discardLabel")}
        submitLabel={(cards) => t("seatPhase.discard", { cards: cards.join(" ") })}
        onSubmit={([card]) => commands.act({ type: "discard", seat, card: card! })}
        busy={commands.busy}
        extra={
          <>
            <ActionButton hotkey="D" h={48} onClick={() => commands.act({ type: "discard", seat, card: UNKNOWN })} disabled={commands.busy} data-action="discard">
              {t("seatPhase.discardUnseen")}
            </ActionButton>
            {known.map((c) => (
              <Button key={c} h={48} variant="default" onClick={() => commands.act({ type: "discard", seat, card: c })} aria-label={t("seatPhase.discard", { cards: c })}>
                <PlayingCard card={c} size="sm" />
              </Button>
            ))}
          </>
        }
      />
    </div>
  );
}

/** A draw: 0 (stand pat) to the most the seat may throw away, keys 0-5; or the cards named. */
function Draw({ options: o, deck, commands, dealt }: Props) {
  const { t } = useTranslation("dealer");
  const seat = o.seat;
  const most = o.max_discards ?? 0;
  const [naming, setNaming] = useState(false);
  const counts = Array.from({ length: most + 1 }, (_, n) => n);
  const draw = (n: number) => commands.act({ type: "draw", seat, discards: unknown(n) });
  useHotkeys(
    counts.map(String),
    (e) => {
      const n = Number(e.key);
      if (n <= most) draw(n);
    },
    consoleKeys(!commands.busy && !naming),
    [seat, most, commands.busy, naming],
  );
  if (naming) {
    return (
      <div className="step-panel step-cards">
        <CardPicker
          deck={deck}
          dealt={dealt}
          min={0}
          max={most}
          allowUnknown
          autoFocus
          label={t("seatPhase.drawLabel")}
          submitLabel={(cards) => (cards.length === 0 ? t("seatPhase.standPat") : t("seatPhase.throwAway", { cards: cards.join(" ") }))}
          onSubmit={(discards) => commands.act({ type: "draw", seat, discards })}
          busy={commands.busy}
          extra={
            <Button h={48} variant="default" onClick={() => setNaming(false)}>
              {t("seatPhase.back")}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="step-panel">
      <Group gap="sm" role="group" aria-label={t("seatPhase.howMany")} wrap="nowrap" className="draw-counts">
        {counts.map((n) => (
          <ActionButton key={n} hotkey={String(n)} onClick={() => draw(n)} disabled={commands.busy} data-action="draw" data-count={n} variant={n === 0 ? "outline" : "filled"}>
            {n === 0 ? t("seatPhase.standPat") : t("seatPhase.draw", { number: n })}
          </ActionButton>
        ))}
        <Button h={64} variant="default" onClick={() => setNaming(true)}>
          {t("seatPhase.nameCards")}
        </Button>
      </Group>
    </div>
  );
}

/**
 * Mexican Poker: the down card turned up (U when the engine knows it; dealt unseen, the dealer
 * names it on the grid as it is turned up) or kept down (K).
 */
function Expose({ options: o, row, deck, commands, dealt }: Props) {
  const { t } = useTranslation("dealer");
  const seat = o.seat;
  const downAt = row.hole.findIndex((_, i) => !row.up[i]);
  const known = downAt >= 0 && row.hole[downAt] !== UNKNOWN;
  const keep = () => commands.act({ type: "keep_down", seat });
  const turnUp = () => commands.act({ type: "turn_up", seat, card: UNKNOWN });
  useHotkeys("k", keep, consoleKeys(!commands.busy), [seat, commands.busy]);
  useHotkeys("u", turnUp, consoleKeys(known && !commands.busy), [seat, known, commands.busy]);
  const keepButton = (
    <ActionButton hotkey="K" h={known ? 64 : 48} variant="outline" onClick={keep} disabled={commands.busy} data-action="keep_down">
      {t("seatPhase.keepDown")}
    </ActionButton>
  );
  if (known) {
    return (
      <div className="step-panel">
        <Group gap="sm" wrap="nowrap">
          <ActionButton hotkey="U" h={64} onClick={turnUp} disabled={commands.busy} data-action="turn_up">
            {t("seatPhase.turnUp", { cards: row.hole[downAt] })}
          </ActionButton>
          {keepButton}
        </Group>
      </div>
    );
  }
  return (
    <div className="step-panel step-cards">
      <CardPicker
        key={`turn-up-${seat}`}
        deck={deck}
        dealt={dealt}
        min={1}
        allowUnknown={false}
        label={t("seatPhase.downCard")}
        submitLabel={(cards) => t("seatPhase.turnUp", { cards: cards.join(" ") })}
        onSubmit={([card]) => commands.act({ type: "turn_up", seat, card: card! })}
        busy={commands.busy}
        extra={keepButton}
      />
    </div>
  );
}

/** The showdown: the seat shows (S: as entered, or the cards named now) or mucks (M). */
function Showdown({ options: o, row, deck, commands, dealt }: Props) {
  const { t } = useTranslation("dealer");
  const seat = o.seat;
  const show = () => commands.act({ type: "show", seat, cards: null });
  const muck = () => commands.act({ type: "muck", seat });
  useHotkeys("s", show, consoleKeys(!commands.busy), [seat, commands.busy]);
  useHotkeys("m", muck, consoleKeys(!commands.busy), [seat, commands.busy]);
  const count = Math.max(1, row.hole.length);
  return (
    <div className="step-panel step-cards">
      <CardPicker
        key={`show-${seat}`}
        deck={deck}
        dealt={dealt}
        min={count}
        allowUnknown={false}
        label={t("seatPhase.showLabel")}
        submitLabel={(cards) => t("seatPhase.show", { cards: cards.join(" ") })}
        onSubmit={(cards) => commands.act({ type: "show", seat, cards })}
        busy={commands.busy}
        extra={
          <>
            <ActionButton hotkey="S" h={48} onClick={show} disabled={commands.busy} data-action="show">
              {t("seatPhase.showsUnentered")}
            </ActionButton>
            <ActionButton hotkey="M" h={48} variant="outline" color="var(--cr-bad)" onClick={muck} disabled={commands.busy} data-action="muck">
              {t("seatPhase.muck")}
            </ActionButton>
          </>
        }
      />
    </div>
  );
}
