// The choices for a time collection, in one place: the dealer's banner and the floor's list
// offer the same ones, in the same order, with the same words (read in the language of the
// screens when they are read).
import type { Mark } from "../api";
import { t } from "../i18n";

export type MarkChoice = {
  value: "paid" | "cash" | "sitting_out" | "new_player" | "left" | "comped";
  label: string;
  /** Where room is short (the dealer's banner at a tablet's width). */
  short?: string;
  mark: Mark;
  /** Only a floor manager may choose it (a comp). */
  floorOnly?: true;
};

/** A choice whose `label` (and `short`, said by `short`) are said when read. */
function choice(value: MarkChoice["value"], mark: Mark, more: { short?: () => string; floorOnly?: true } = {}): MarkChoice {
  const c: MarkChoice = {
    value,
    mark,
    get label() {
      return t(`common:marks.${value}`);
    },
    ...(more.floorOnly ? { floorOnly: true as const } : {}),
  };
  const short = more.short;
  if (short) Object.defineProperty(c, "short", { get: short, enumerable: true });
  return c;
}

/**
 * Paid from the stack (as dealers take it), paid in cash, or not paid and why. Never "cannot
 * cover": the room decides that when a stack is short.
 */
export const MARK_CHOICES: readonly MarkChoice[] = [
  choice("paid", { status: "paid" }),
  choice("cash", { status: "paid_in_cash" }, { short: () => t("common:marks.short.cash") }),
  choice("sitting_out", { status: "not_paid", reason: "sitting_out" }),
  choice("new_player", { status: "not_paid", reason: "new_player" }, { short: () => t("common:marks.short.new_player") }),
  choice("left", { status: "not_paid", reason: "left" }),
  choice("comped", { status: "not_paid", reason: "comped" }, { floorOnly: true }),
];

/** The choices someone may make: a dealer is never offered a comp. */
export const markChoicesFor = (floor: boolean): readonly MarkChoice[] => MARK_CHOICES.filter((c) => floor || !c.floorOnly);
