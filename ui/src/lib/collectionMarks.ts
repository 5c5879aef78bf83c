// The choices for a time collection, in one place: the dealer's banner and the floor's list
// offer the same ones, in the same order, with the same words.
import type { Mark } from "../api";

export type MarkChoice = {
  value: "paid" | "cash" | "sitting_out" | "new_player" | "left" | "comped";
  label: string;
  /** Where room is short (the dealer's banner at a tablet's width). */
  short?: string;
  mark: Mark;
  /** Only a floor manager may choose it (a comp). */
  floorOnly?: true;
};

/**
 * Paid from the stack (as dealers take it), paid in cash, or not paid and why. Never "cannot
 * cover": the room decides that when a stack is short.
 */
export const MARK_CHOICES: readonly MarkChoice[] = [
  { value: "paid", label: "Paid", mark: { status: "paid" } },
  { value: "cash", label: "Paid in cash", mark: { status: "paid_in_cash" } },
  { value: "sitting_out", label: "Sitting out", mark: { status: "not_paid", reason: "sitting_out" } },
  { value: "new_player", label: "New player", short: "New", mark: { status: "not_paid", reason: "new_player" } },
  { value: "left", label: "Left", mark: { status: "not_paid", reason: "left" } },
  { value: "comped", label: "Comped", mark: { status: "not_paid", reason: "comped" }, floorOnly: true },
];

/** The choices someone may make: a dealer is never offered a comp. */
export const markChoicesFor = (floor: boolean): readonly MarkChoice[] => MARK_CHOICES.filter((c) => floor || !c.floorOnly);
