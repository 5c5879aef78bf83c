import { useEffect, useRef, type KeyboardEvent } from "react";
import { Button, Group } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import type { HandView } from "../../api";
import { t } from "../../i18n";
import { logLine } from "../../lib/logWords";

/** The entry that made step `n`, in the dealer's words in the screens' language (step 0 is the hand as dealt). */
export function entryOf(steps: readonly HandView[], n: number): string {
  if (n === 0) return t("history:steps.asDealt");
  const hand = steps[n];
  return hand ? logLine(hand, hand.log.length - 1) : "";
}

type Props = {
  steps: HandView[];
  step: number;
  onStep: (n: number) => void;
  /** ←/→ step through the hand (off while a dialog is open). */
  keys: boolean;
};

/**
 * Stepping through a hand: First, Previous and Next (← and →, anywhere on the screen but in a
 * field), Last, and the entry that made this step in words.
 */
export function StepNav({ steps, step, onStep, keys }: Props) {
  const { t } = useTranslation("history");
  const last = steps.length - 1;
  const go = (n: number) => onStep(Math.min(last, Math.max(0, n)));
  useHotkeys("left", () => go(step - 1), { enabled: keys, preventDefault: true }, [step, last, keys]);
  useHotkeys("right", () => go(step + 1), { enabled: keys, preventDefault: true }, [step, last, keys]);
  return (
    <div className="hist-step-nav">
      <Group gap="xs" wrap="wrap" className="hist-step-buttons" role="group" aria-label={t("steps.label")}>
        <Button size="sm" h={36} variant="default" onClick={() => go(0)} disabled={step === 0}>
          {t("steps.first")}
        </Button>
        <Button size="sm" h={36} onClick={() => go(step - 1)} disabled={step === 0} aria-keyshortcuts="ArrowLeft" id="step-previous">
          <kbd className="hist-key" aria-hidden="true">
            ←
          </kbd>
          {t("steps.previous")}
        </Button>
        <Button size="sm" h={36} onClick={() => go(step + 1)} disabled={step === last} aria-keyshortcuts="ArrowRight" id="step-next">
          {t("steps.next")}
          <kbd className="hist-key hist-key-after" aria-hidden="true">
            →
          </kbd>
        </Button>
        <Button size="sm" h={36} variant="default" onClick={() => go(last)} disabled={step === last}>
          {t("steps.last")}
        </Button>
      </Group>
      <p className="hist-step-entry" id="step-entry" aria-live="polite" data-step={step}>
        <span className="hist-step-no num" data-field="step">
          {step === 0 ? t("steps.dealt", { last }) : t("steps.entry", { step, last })}
        </span>
        <span data-field="entry">{entryOf(steps, step)}</span>
      </p>
    </div>
  );
}

/** Every entry of the hand, to jump to (↑/↓, Home/End in the list); the current one marked. */
export function StepLog({ steps, step, onStep }: Omit<Props, "keys">) {
  const { t } = useTranslation("history");
  const last = steps.length - 1;
  const go = (n: number) => onStep(Math.min(last, Math.max(0, n)));
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLOListElement>(null);
  // The current entry stays in sight; when the focus is in the list, it follows the step.
  useEffect(() => {
    const item = items.current[step];
    const box = list.current;
    if (!item || !box) return;
    // Scrolled inside the list only (the list is positioned: the offsets are within it).
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = item.offsetTop + item.offsetHeight - box.clientHeight;
    if (box.contains(document.activeElement)) item.focus({ preventScroll: true });
  }, [step]);
  const onListKey = (e: KeyboardEvent) => {
    const to = e.key === "ArrowDown" ? step + 1 : e.key === "ArrowUp" ? step - 1 : e.key === "Home" ? 0 : e.key === "End" ? last : null;
    if (to === null) return;
    e.preventDefault();
    go(to);
  };
  return (
    <ol className="hist-log" aria-label={t("steps.entries")} onKeyDown={onListKey} ref={list} start={0}>
      {steps.map((_, n) => (
        <li key={n}>
          <button
            type="button"
            className="hist-log-entry"
            data-step={n}
            ref={(b) => {
              items.current[n] = b;
            }}
            tabIndex={n === step ? 0 : -1}
            aria-current={n === step ? "step" : undefined}
            onClick={() => go(n)}
          >
            <span className="hist-log-no num" aria-hidden="true">
              {n}
            </span>
            {entryOf(steps, n)}
          </button>
        </li>
      ))}
    </ol>
  );
}
