import type { ReactNode } from "react";
import { Alert } from "@mantine/core";
import type { IpcError } from "../api";

/** Something went wrong, said in words (`title`), with the room's code on the element. */
export function ProblemAlert({ id, error, title, children }: { id?: string; error: IpcError; title: string; children: ReactNode }) {
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
    </Alert>
  );
}
