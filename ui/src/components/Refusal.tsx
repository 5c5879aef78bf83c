import type { IpcError } from "../api";
import { refusalWords } from "../lib/refusals";
import { RefusalAlert } from "./RefusalAlert";

/**
 * A refusal shown beside the control that caused it: what it means, by `code`, and the room's
 * message as the detail (the words: `lib/refusals.ts`). `id` lets the control point at it
 * (`aria-describedby`).
 */
export function Refusal({ id, error }: { id: string; error: IpcError | null }) {
  if (!error) return null;
  return <RefusalAlert id={id} className="refusal" error={error} heading={refusalWords(error)} dense />;
}
