import { useState } from "react";
import { Button, Group, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import type { DealerStep } from "../../api";
import { CardPicker, UNKNOWN, type Deck } from "../../components/cards";
import { formatCents } from "../../lib/money";
import { ActionButton } from "./ActionButton";
import { consoleKeys } from "./hotkeys";
import type { ConsoleCommands } from "./useConsoleCommands";
import { t as translate } from "../../i18n";
import { burnBefore, capital, joinAnd, seatName, theStreet, thePot } from "./words";

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

/**
 * The dealer's own step, as the engine asks for it: post the forced bets, deal (face down in one
 * tap, D, or the cards entered), burn, deal the board, reshuffle the stub, award a pot.
 */
export function DealerStepPanel({ step, deck, names, commands, cardsSeen = false, dealt }: Props) {
  const { t } = useTranslation("dealer");
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
            label={t(step.step === "deal_hole" ? "step.holeCards" : "step.replacementCards", { who: who(step.seat) })}
            submitLabel={(cards) => (cards.length === 0 ? t("step.dealThem") : t("step.deal", { cards: cards.join(" ") }))}
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
            label={capital(theStreet(step.street))}
            submitLabel={(cards) => t("step.dealBoard", { street: theStreet(step.street), cards: cards.join(" ") })}
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
      return { label: translate("dealer:step.postForcedBets"), action: { type: "post_forced_bets" } as const };
    case "reshuffle":
      return { label: translate("dealer:step.reshuffle"), action: { type: "reshuffle" } as const };
    case "burn":
      return { label: translate("dealer:step.burn", { before: burnBefore(step.street) }), action: { type: "burn", card: UNKNOWN } as const };
    case "deal_hole":
      return {
        label: translate("dealer:step.dealDown", { who: who(step.seat), count: step.remaining }),
        action: { type: "deal_hole", seat: step.seat, cards: unknown(step.remaining) } as const,
      };
    case "deal_draw":
      return {
        label: translate("dealer:step.dealDown", { who: who(step.seat), count: step.cards }),
        action: { type: "deal_draw", seat: step.seat, cards: unknown(step.cards) } as const,
      };
    case "award_pot":
      return step.winners
        ? {
            label: translate("dealer:step.award", { pot: thePot(step.pot), amount: formatCents(step.amount), winners: joinAnd(step.winners.map(who)) }),
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
  const { t } = useTranslation("dealer");
  const [declaring, setDeclaring] = useState(step.winners === null);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (s: number) => setChosen((c) => (c.includes(s) ? c.filter((x) => x !== s) : [...c, s].sort((a, b) => a - b)));
  return (
    <div className="step-panel step-award">
      <Text fw={600}>
        {t("step.potFor", { pot: capital(thePot(step.pot)), amount: formatCents(step.amount), seats: step.eligible.map(who).join(", ") })}
      </Text>
      {!declaring ? (
        <Group gap="sm" wrap="nowrap">
          {quick}
          <Button h={64} variant="default" onClick={() => setDeclaring(true)}>
            {t("step.declare")}
          </Button>
        </Group>
      ) : (
        <Group gap="sm" role="group" aria-label={t("step.whoWins", { pot: thePot(step.pot) })}>
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
            {chosen.length === 0 ? t("step.chooseWinner") : t("step.awardIt", { seats: joinAnd(chosen.map((s) => seatName(s, null))) })}
          </ActionButton>
        </Group>
      )}
    </div>
  );
}
