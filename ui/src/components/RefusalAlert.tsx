import { Text } from "@mantine/core";
import type { IpcError } from "../api";
import { RedAlert } from "./RedAlert";

/**
 * A refusal said plainly: `heading` (what it means, chosen by the caller from `code`); the
 * room's own sentence and code only under "Details". Nothing changed. `dense` sets it smaller
 * (the floor's dialogs).
 */
export function RefusalAlert({ id, error, heading, className, dense = false }: { id: string; error: IpcError; heading: string; className: string; dense?: boolean }) {
  return (
    <RedAlert id={id} error={error} className={className} p="xs">
      <Text size="sm" fw={dense ? 600 : 700} c="var(--cr-bad)" data-field="heading">
        {heading}
      </Text>
    </RedAlert>
  );
}
