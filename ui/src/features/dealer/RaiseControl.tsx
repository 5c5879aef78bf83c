import { useRef, useState, type KeyboardEvent } from "react";
import { Button, Slider, TextInput } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import type { BetRange, BetSizes } from "../../api";
import { formatCents } from "../../lib/money";
import { ActionButton } from "./ActionButton";
import { fewMarks, readAmount, snapTo, stepBy } from "./amount";
import { consoleKeys } from "./hotkeys";

type Props = {
  range: BetRange;
  sizes: BetSizes | null;
  busy: boolean;
  onRaise: (to: number) => void;
};

/** How many chips PageUp and PageDown move the slider. */
const PAGE = 10;

/**
 * Bet or raise to an amount: a button with the amount on it, and (when the range is more than one
 * amount) a slider over it, the engine's presets and a typed amount, all snapped onto the range.
 * R puts the focus on the typed amount (selected), Enter there bets it. A range of one amount is
 * one button, "Raise to 8.00", and R is that button; a range of a few (the engine's `step` apart:
 * a fixed limit's small or big bet) is a button per amount to choose, and R bets the one chosen.
 */
export function RaiseControl({ range, sizes, busy, onRaise }: Props) {
  const { t } = useTranslation("dealer");
  const verb = (amount: number) => t(range.raise ? "raise.raiseTo" : "raise.bet", { amount: formatCents(amount) });
  const chooseWords = t(range.raise ? "raise.chooseRaise" : "raise.chooseBet");
  const amountWords = t(range.raise ? "raise.amountRaise" : "raise.amountBet");
  const single = range.min_to === range.max_to;
  const marks = single ? null : fewMarks(range);
  const [amount, setAmount] = useState(range.min_to);
  const [text, setText] = useState(formatCents(range.min_to));
  // Why the typed amount cannot be bet, once the dealer leaves the field or presses Enter.
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const to = snapTo(range, amount);
  // The typed amount is never changed to another: one the rules refuse holds the bet back.
  const typed = readAmount(range, text);
  const held = "problem" in typed;

  const choose = (cents: number) => {
    const snapped = snapTo(range, cents);
    setAmount(snapped);
    setText(formatCents(snapped));
    setProblem(null);
  };
  useHotkeys(
    "r",
    () => {
      if (single || marks) onRaise(to);
      else {
        field.current?.focus();
        field.current?.select();
      }
    },
    consoleKeys(!busy),
    [single, marks, to, range, busy],
  );

  const button = (
    <ActionButton
      hotkey="R"
      onClick={() => onRaise(to)}
      disabled={busy || (!single && !marks && held)}
      data-action="bet_or_raise"
      color="blue.8"
      aria-describedby={problem ? "raise-problem" : undefined}
    >
      {verb(to)}
    </ActionButton>
  );
  if (single) return <div className="slot slot-raise">{button}</div>;
  if (marks) {
    return (
      <>
        <div className="slot slot-raise">{button}</div>
        <div className="raise-detail raise-ends-only" role="group" aria-label={chooseWords}>
          {marks.map((end) => (
            <Button key={end} h={48} variant={end === to ? "filled" : "default"} aria-pressed={end === to} onClick={() => choose(end)} data-preset={end}>
              {verb(end)}
            </Button>
          ))}
        </div>
      </>
    );
  }

  const onSliderKeys = (e: KeyboardEvent) => {
    if (e.key === "PageUp" || e.key === "PageDown") {
      e.preventDefault();
      e.stopPropagation();
      choose(stepBy(range, to, e.key === "PageUp" ? PAGE : -PAGE));
    } else if (e.key === "Enter") {
      e.preventDefault();
      onRaise(to);
    }
  };
  const presets = sizes
    ? [
        { id: "Min", label: t("raise.min"), to: sizes.min_to },
        { id: "½ Pot", label: t("raise.halfPot"), to: sizes.half_pot_to },
        { id: "Pot", label: t("raise.pot"), to: sizes.pot_to },
        { id: "All-in", label: t("raise.allIn"), to: sizes.max_to },
      ]
    : [];
  return (
    <>
      <div className="slot slot-raise">{button}</div>
      <div className="raise-detail" role="group" aria-label={chooseWords}>
        <div className="raise-slider" onKeyDownCapture={onSliderKeys}>
          <Slider
            min={range.min_to}
            max={range.max_to}
            step={Math.max(1, range.step ?? 1)}
            value={to}
            onChange={choose}
            label={(v) => formatCents(v)}
            thumbLabel={amountWords}
            thumbValueText={(v) => formatCents(v)}
            size="xl"
            thumbSize={44}
            aria-label={amountWords}
          />
          <div className="raise-ends" aria-hidden="true">
            <span>{formatCents(range.min_to)}</span>
            <span>{formatCents(range.max_to)}</span>
          </div>
        </div>
        <div className="raise-presets">
          {presets.map((p) => (
            <Button
              key={p.id}
              h={48}
              variant={p.to === to ? "filled" : "default"}
              aria-pressed={p.to === to}
              onClick={() => choose(p.to)}
              data-preset={p.id}
            >
              <span className="preset-words">
                {p.label}{" "}
                <small className="num">{formatCents(p.to)}</small>
              </span>
            </Button>
          ))}
        </div>
        <TextInput
          ref={field}
          className="raise-amount"
          label={amountWords}
          size="md"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          data-raise-amount
          error={problem && <span id="raise-problem">{problem}</span>}
          onChange={(e) => {
            const now = e.currentTarget.value;
            setText(now);
            setProblem(null);
            // A legal amount moves the slider and the button with it; any other waits, as typed.
            const read = readAmount(range, now);
            if ("cents" in read) setAmount(read.cents);
          }}
          onBlur={() => setProblem("problem" in typed ? typed.problem : null)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              if ("problem" in typed) return setProblem(typed.problem);
              onRaise(typed.cents);
            } else if (e.key === "Escape") {
              choose(to);
              e.currentTarget.blur();
            }
          }}
        />
      </div>
    </>
  );
}
