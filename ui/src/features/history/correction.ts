// The floor's chip correction of a finished hand, as a form holds it (text) and as the room
// takes it (`HandCorrection`). Pure. The amount is typed in dollars and read as integer cents
// from the text (`parseDollars`): never through a float.
import type { HandCorrection, HandView } from "../../api";
import { parseDollars } from "../../lib/dollars";
import { z } from "../../lib/zod";
import { t } from "../../i18n";

/** A party of the correction as a select holds it: a seat's number, or "house". */
export const HOUSE = "house";

export type Party = { value: string; label: string };

/** Who was in the hand, seat by seat (and the player's name where the hand knows it), then the house. */
export function partiesOf(hand: HandView): Party[] {
  const game = hand.game;
  const seats: Party[] =
    game.kind === "pot"
      ? game.seats.map((s) => ({ value: String(s.seat), label: t("history:correction.seat", { seat: s.seat }) }))
      : game.kind === "pan"
        ? game.seats.map((s) => ({ value: String(s.seat), label: t("history:correction.seat", { seat: s.seat }) }))
        : [{ value: String(game.seat), label: t("history:correction.seatPlayer", { seat: game.seat, player: game.player }) }];
  return [...seats, { value: HOUSE, label: t("history:correction.theHouse") }];
}

export type CorrectionForm = { from: string; to: string; amount: string; reason: string; pin: string };

export type CorrectionErrors = Partial<Record<keyof CorrectionForm, string>>;

export const EMPTY_FORM: CorrectionForm = { from: "", to: "", amount: "", reason: "", pin: "" };

/** Typed dollars to cents: `"1,000.05"` → 100005; null when it is not an amount of money. */
export const amountCents = (text: string): number | null => parseDollars(text);

const party = (value: string): number | null => (value === HOUSE ? null : Number(value));

/**
 * What each field needs, in words: the form's schema (react-hook-form reads it through
 * `zodResolver`), so the floor hears at once; the room checks again (and says why in its refusal).
 */
export const correctionSchema = z
  .object({ from: z.string(), to: z.string(), amount: z.string(), reason: z.string(), pin: z.string() })
  .superRefine((form, ctx) => {
    const needs = (field: keyof CorrectionForm, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if (form.from === "") needs("from", t("history:correction.errors.from"));
    if (form.to === "") needs("to", t("history:correction.errors.to"));
    else if (form.to === form.from) needs("to", t("history:correction.errors.same"));
    const cents = amountCents(form.amount);
    if (form.amount.trim() === "") needs("amount", t("history:correction.errors.noAmount"));
    else if (cents === null) needs("amount", t("history:correction.errors.notAmount"));
    else if (cents === 0) needs("amount", t("history:correction.errors.zero"));
    if (form.reason.trim() === "") needs("reason", t("history:correction.errors.reason"));
    if (form.pin === "") needs("pin", t("history:correction.errors.pin"));
  });

/** The form read: the room's correction and the PIN, or what to fix, in words, by field (`correctionSchema`). */
export function readCorrection(
  handId: number,
  form: CorrectionForm,
): { ok: true; pin: string; correction: HandCorrection } | { ok: false; errors: CorrectionErrors } {
  const read = correctionSchema.safeParse(form);
  const cents = amountCents(form.amount);
  if (!read.success || cents === null) {
    const errors: CorrectionErrors = {};
    for (const issue of read.error?.issues ?? []) errors[issue.path[0] as keyof CorrectionForm] ??= issue.message;
    return { ok: false, errors };
  }
  return {
    ok: true,
    pin: form.pin,
    correction: { hand_id: handId, from_seat: party(form.from), to_seat: party(form.to), amount_cents: cents, reason: form.reason.trim() },
  };
}
