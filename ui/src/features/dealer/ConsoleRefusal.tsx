import { Alert, Text } from "@mantine/core";
import type { IpcError } from "../../api";
import { refusalHeading } from "./words";

/**
 * A refused action, said plainly: what it means (chosen by `code`) and the engine's own sentence
 * ("Seat 4 must call 20.00 or raise to at least 40.00"). Nothing changed: the hand is as shown.
 */
export function ConsoleRefusal({ error }: { error: IpcError | null }) {
  if (!error) return null;
  return (
    <Alert
      id="console-refusal"
      role="alert"
      color="red"
      variant="outline"
      data-code={error.code}
      className="console-refusal"
      bg="white"
      p="xs"
      styles={{ root: { borderColor: "var(--mantine-color-red-9)" } }}
    >
      <Text size="sm" fw={700} c="red.9">
        Not done: {refusalHeading(error)}
      </Text>
      <Text size="sm" c="dark.7" data-field="message">
        {error.message}
      </Text>
    </Alert>
  );
}
