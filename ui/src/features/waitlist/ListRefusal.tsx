import type { IpcError } from "../../api";
import { RefusalAlert } from "../../components/RefusalAlert";
import { listRefusalWords } from "./words";

/**
 * A refusal beside the control that caused it: what it means, chosen by `code`, and the room's
 * own sentence beneath. `id` lets the control point at it (`aria-describedby`).
 */
export function ListRefusal({ id, error }: { id: string; error: IpcError | null }) {
  if (!error) return null;
  return <RefusalAlert id={id} className="refusal" error={error} heading={listRefusalWords(error)} dense />;
}
