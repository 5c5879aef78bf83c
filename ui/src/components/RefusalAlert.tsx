import { Alert, Text } from "@mantine/core";
import type { IpcError } from "../api";
import { ErrorDetails } from "./ErrorDetails";

/**
 * A refusal said plainly: `heading` (what it means, chosen by the caller from `code`); the
 * room's own sentence and code only under "Details". Nothing changed. `dense` sets it smaller
 * (the floor's dialogs).
 */
export function RefusalAlert({ id, error, heading, className, dense = false }: { id: string; error: IpcError; heading: string; className: string; dense?: boolean }) {
  return (
    <Alert
      id={id}
      role="alert"
      color="red"
      variant="outline"
      data-code={error.code}
      className={className}
      bg="white"
      p="xs"
      styles={{ root: { borderColor: "var(--mantine-color-red-9)" } }}
    >
      <Text size="sm" fw={dense ? 600 : 700} c="red.9" data-field="heading">
        {heading}
      </Text>
      <ErrorDetails error={error} />
    </Alert>
  );
}
