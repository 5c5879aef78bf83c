import { Alert, Text } from "@mantine/core";
import type { IpcError } from "../api";

/**
 * A refusal said plainly: `heading` (what it means, chosen by the caller from `code`) and the
 * room's own sentence beneath. Nothing changed. `dense` sets the sentence smaller (the floor's
 * dialogs).
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
      <Text size="sm" fw={dense ? 600 : 700} c="red.9">
        {heading}
      </Text>
      <Text size={dense ? "xs" : "sm"} c={dense ? "dark.6" : "dark.7"} className={dense ? "detail" : undefined} data-field="message">
        {error.message}
      </Text>
    </Alert>
  );
}
