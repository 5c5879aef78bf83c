// What a refusal of the floor's forms is about, by its `code` (its words: lib/refusals.ts).
import type { IpcError } from "../../../api";

/** A field of the floor's forms a refusal can be about. */
export type RefusedField = "seat" | "stack" | "rate" | "chip" | "name";

/**
 * The field a refusal is about, when its `code` says (so the form outlines that field); null
 * when the code names none. The room's error carries no field of its own yet, so an
 * `invalid_input` outlines nothing.
 */
export function refusedField(error: IpcError | null | undefined): RefusedField | null {
  switch (error?.code) {
    case "seat_taken":
    case "no_such_seat":
    case "same_seat":
      return "seat";
    case "buy_in_out_of_range":
    case "stack_too_short":
      return "stack";
    case "no_rate":
      return "rate";
    case "not_chip_multiple":
      return "chip";
    default:
      return null;
  }
}

/** Whether two errors say the same thing (a preview's and a submit's): shown once. */
export const sameError = (a: IpcError | null | undefined, b: IpcError | null | undefined): boolean =>
  !!a && !!b && a.code === b.code && a.message === b.message;
