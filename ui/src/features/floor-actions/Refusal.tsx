import { Alert, Text } from "@mantine/core";
import type { IpcError } from "../../api";
import { refusalWords } from "./refusal";

/**
 * A refusal shown beside the control that caused it: what it means, by `code`, and the room's
 * message as the detail. `id` lets the control point at it (`aria-describedby`).
 */
export function Refusal({ id, error }: { id: string; error: IpcError | null }) {
  if (!error) return null;
  return (
    <Alert
      id={id}
      role="alert"
      color="red"
      variant="outline"
      data-code={error.code}
      className="refusal"
      bg="white"
      p="xs"
      styles={{ root: { borderColor: "var(--mantine-color-red-9)" } }}
    >
      <Text size="sm" fw={600} c="red.9">
        {refusalWords(error)}
      </Text>
      <Text size="xs" c="dark.6" className="detail">
        {error.message}
      </Text>
    </Alert>
  );
}
