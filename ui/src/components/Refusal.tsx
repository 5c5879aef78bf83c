import type { IpcError } from "../api";
import { refusalWords, type RefusalAbout } from "../lib/refusals";
import { RefusalAlert } from "./RefusalAlert";

/**
 * A refusal shown beside the control that caused it: what it means, by `code`, and the room's
 * message as the detail (the words: `lib/refusals.ts`; `about`, the place's own and the names
 * they fill in). `id` lets the control point at it (`aria-describedby`).
 */
export function Refusal({ id, error, about }: { id: string; error: IpcError | null; about?: RefusalAbout }) {
  if (!error) return null;
  return <RefusalAlert id={id} className="refusal" error={error} heading={refusalWords(error, about)} dense />;
}
