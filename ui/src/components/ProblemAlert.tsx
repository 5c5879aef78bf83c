import type { ReactNode } from "react";
import { Alert } from "@mantine/core";
import type { IpcError } from "../api";
import { ErrorDetails } from "./ErrorDetails";

/**
 * Something went wrong, said in words (`title`, and what to do as `children`); the room's code
 * and own sentence only under "Details", never in the main text.
 */
export function ProblemAlert({ id, error, title, children }: { id?: string; error: IpcError; title: string; children?: ReactNode }) {
  return (
    <Alert
      id={id}
      color="red"
      variant="outline"
      role="alert"
      data-code={error.code}
      mb="sm"
      title={title}
      bg="white"
      styles={{ title: { color: "var(--mantine-color-red-9)" }, root: { borderColor: "var(--mantine-color-red-9)" } }}
    >
      {children}
      <ErrorDetails error={error} />
    </Alert>
  );
}
