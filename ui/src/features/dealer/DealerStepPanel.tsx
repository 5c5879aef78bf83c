import { useState } from "react";
import { Button, Group, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import type { DealerStep } from "../../api";
import { CardPicker, UNKNOWN, type Deck } from "../../components/cards";
import { formatCents } from "../../lib/money";
import { ActionButton } from "./ActionButton";
import { consoleKeys } from "./hotkeys";
import type { ConsoleCommands } from "./useConsoleCommands";
import { burnBefore, seatName } from "./words";
import { potName, streetName } from "../../lib/handWords";

type Props = {
  step: DealerStep;
  deck: Deck;
  names: Map<number, string>;
  commands: ConsoleCommands;
  /** The dealt cards are seen (Mexican Poker's up cards): the card field takes the focus. */
  cardsSeen?: boolean;
  /** The cards already dealt in the hand: greyed on the picker. */
  dealt?: ReadonlySet<string>;
};

const unknown = (n: number) => Array.from({ length: n }, () => UNKNOWN);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The dealer's own step, as the engine asks for it: post the forced bets, deal (face down in one
 * tap, D, or the cards entered), burn, deal the board, reshuffle the stub, award a pot.
 */
export function DealerStepPanel({ step, deck, names, commands, cardsSeen = false, dealt }: Props) {
  const { act, busy } = commands;
  const who = (seat: number) => seatName(seat, names.get(seat));
  // The one-tap choice of the step (D), where there is one.
  const quick = quickStep(step, who);
  useHotkeys("d", () => quick && act(quick.action), consoleKeys(quick !== null && !busy), [quick?.label, busy]);
  const quickButton = quick && (
    <ActionButton hotkey="D" onClick={() => act(quick.action)} disabled={busy} data-action={quick.action.type} color="felt">
      {quick.label}
    </ActionButton>
  );

  switch (step.step) {
    case "post_forced_bets":
    case "reshuffle":
    case "burn":
      return <div className="step-panel">{quickButton}</div>;
    case "deal_hole":
    case "deal_draw": {
      const what = step.step === "deal_hole" ? "hole cards" : "replacement cards";
      const count = step.step === "deal_hole" ? step.remaining : step.cards;
      return (
        <div className="step-panel step-cards">
          <CardPicker
            key={`${step.step}-${step.seat}-${count}`}
            deck={deck}
            dealt={dealt}
            min={1}
            max={count}
            allowUnknown
            autoFocus={cardsSeen}
            label={`${who(step.seat)}'s ${what}`}
            submitLabel={(cards) => `Deal ${cards.length === 0 ? "them" : cards.join(" ")}`}
            onSubmit={(cards) => act({ type: step.step, seat: step.seat, cards })}
            busy={busy}
            extra={quickButton}
          />
        </div>
      );
    }
    case "deal_board":
      return (
        <div className="step-panel step-cards">
          <CardPicker
            key={`board-${step.street}`}
            deck={deck}
            dealt={dealt}
            min={step.cards}
            allowUnknown
            autoFocus
            label={`The ${streetName(step.street)}`}
            submitLabel={(cards) => `Deal the ${streetName(step.street)} ${cards.join(" ")}`}
            onSubmit={(cards) => act({ type: "deal_board", cards })}
            busy={busy}
          />
        </div>
      );
    case "award_pot":
      return <AwardPot step={step} who={who} commands={commands} quick={quickButton} />;
  }
}

/** The step's one tap: what it sends and says. */
function quickStep(step: DealerStep, who: (seat: number) => string) {
  switch (step.step) {
    case "post_forced_bets":
      return { label: "Post the blinds and antes", action: { type: "post_forced_bets" } as const };
    case "reshuffle":
      return { label: "Reshuffle the discards into the stub", action: { type: "reshuffle" } as const };
    case "burn":
      return { label: `Burn a card before ${burnBefore(step.street)}`, action: { type: "burn", card: UNKNOWN } as const };
    case "deal_hole":
      return {
        label: `Deal ${who(step.seat)} ${plural(step.remaining, "card")} face down`,
        action: { type: "deal_hole", seat: step.seat, cards: unknown(step.remaining) } as const,
      };
    case "deal_draw":
      return {
        label: `Deal ${who(step.seat)} ${plural(step.cards, "card")} face down`,
        action: { type: "deal_draw", seat: step.seat, cards: unknown(step.cards) } as const,
      };
    case "award_pot":
      return step.winners
        ? {
            label: `Award the ${potName(step.pot)} ${formatCents(step.amount)} to ${step.winners.map(who).join(" and ")}`,
            action: { type: "award_pot", pot: step.pot, winners: null } as const,
          }
        : null;
    default:
      return null;
  }
}

/**
 * Awarding a pot: the engine names the winners when the shown cards say it (one tap, D); the
 * dealer may instead declare them among the seats the pot is for.
 */
function AwardPot({
  step,
  who,
  commands,
  quick,
}: {
  step: Extract<DealerStep, { step: "award_pot" }>;
  who: (seat: number) => string;
  commands: ConsoleCommands;
  quick: React.ReactNode;
}) {
  const [declaring, setDeclaring] = useState(step.winners === null);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (s: number) => setChosen((c) => (c.includes(s) ? c.filter((x) => x !== s) : [...c, s].sort((a, b) => a - b)));
  return (
    <div className="step-panel step-award">
      <Text fw={600}>
        The {potName(step.pot)}: {formatCents(step.amount)}, for {step.eligible.map(who).join(", ")}.
      </Text>
      {!declaring ? (
        <Group gap="sm" wrap="nowrap">
          {quick}
          <Button h={64} variant="default" onClick={() => setDeclaring(true)}>
            Declare the winner instead
          </Button>
        </Group>
      ) : (
        <Group gap="sm" role="group" aria-label={`Who wins the ${potName(step.pot)}`}>
          {step.eligible.map((s) => (
            <Button key={s} h={64} variant={chosen.includes(s) ? "filled" : "default"} aria-pressed={chosen.includes(s)} onClick={() => toggle(s)} data-winner={s}>
              {who(s)}
            </Button>
          ))}
          <ActionButton
            disabled={chosen.length === 0 || commands.busy}
            onClick={() => commands.act({ type: "award_pot", pot: step.pot, winners: chosen })}
            data-action="award_pot"
            color="felt"
          >
            {chosen.length === 0 ? "Choose the winner" : `Award it to ${chosen.map((s) => `Seat ${s}`).join(" and ")}`}
          </ActionButton>
        </Group>
      )}
    </div>
  );
}
