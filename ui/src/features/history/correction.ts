// The floor's chip correction of a finished hand, as a form holds it (text) and as the room
// takes it (`HandCorrection`). Pure. The amount is typed in dollars and read as integer cents
// from the text (`parseDollars`): never through a float.
import type { HandCorrection, HandView } from "../../api";
import { parseDollars } from "../../lib/dollars";

/** A party of the correction as a select holds it: a seat's number, or "house". */
export const HOUSE = "house";

export type Party = { value: string; label: string };

/** Who was in the hand, seat by seat (and the player's name where the hand knows it), then the house. */
export function partiesOf(hand: HandView): Party[] {
  const game = hand.game;
  const seats: Party[] =
    game.kind === "pot"
      ? game.seats.map((s) => ({ value: String(s.seat), label: `Seat ${s.seat}` }))
      : game.kind === "pan"
        ? game.seats.map((s) => ({ value: String(s.seat), label: `Seat ${s.seat}` }))
        : [{ value: String(game.seat), label: `Seat ${game.seat} ${game.player}` }];
  return [...seats, { value: HOUSE, label: "The house" }];
}

export type CorrectionForm = { from: string; to: string; amount: string; reason: string; pin: string };

export type CorrectionErrors = Partial<Record<keyof CorrectionForm, string>>;

export const EMPTY_FORM: CorrectionForm = { from: "", to: "", amount: "", reason: "", pin: "" };

/** Typed dollars to cents: `"1,000.05"` → 100005; null when it is not an amount of money. */
export const amountCents = (text: string): number | null => parseDollars(text);

const party = (value: string): number | null => (value === HOUSE ? null : Number(value));

/**
 * The form read: the room's correction and the PIN, or what to fix, in words, by field. Checked
 * here so the floor hears at once; the room checks again (and says why in its refusal).
 */
export function readCorrection(
  handId: number,
  form: CorrectionForm,
): { ok: true; pin: string; correction: HandCorrection } | { ok: false; errors: CorrectionErrors } {
  const errors: CorrectionErrors = {};
  if (form.from === "") errors.from = "Choose who gives the chips: a seat, or the house.";
  if (form.to === "") errors.to = "Choose who receives the chips: a seat, or the house.";
  else if (form.to === form.from) errors.to = "The chips go from one party to another: choose a different one.";
  const cents = amountCents(form.amount);
  if (form.amount.trim() === "") errors.amount = "Type the amount in dollars, such as 1 or 2.50.";
  else if (cents === null) errors.amount = "Type dollars and cents, such as 1 or 2.50 (at most two decimals).";
  else if (cents === 0) errors.amount = "A correction moves more than 0.00.";
  const reason = form.reason.trim();
  if (reason === "") errors.reason = "Say why: the audit log keeps it with the correction.";
  if (form.pin === "") errors.pin = "Type your PIN.";
  if (Object.keys(errors).length > 0 || cents === null) return { ok: false, errors };
  return {
    ok: true,
    pin: form.pin,
    correction: { hand_id: handId, from_seat: party(form.from), to_seat: party(form.to), amount_cents: cents, reason },
  };
}
