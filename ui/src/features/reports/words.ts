// The reports' words: a print refused (its reason's words chosen by code: lib/refusals.ts), the
// reasons a collection is not paid.
import type { IpcError } from "../../api";
import { refusalWords } from "../../lib/refusals";

/** A print that could not be recorded: nothing was printed, and why. */
export function printRefusal(error: IpcError): string {
  return `The print could not be counted, so nothing was printed. ${refusalWords(error)}`;
}

/** The reasons a time collection is not paid, as the floor says them. */
export const NOT_PAID_REASONS = [
  { value: "sitting_out", label: "Sitting out" },
  { value: "left", label: "Left the table" },
  { value: "new_player", label: "New player (just sat down)" },
  { value: "comped", label: "Comped by the floor" },
] as const;
