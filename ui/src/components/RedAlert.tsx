import type { ReactNode } from "react";
import { Alert, type AlertProps } from "@mantine/core";
import type { IpcError } from "../api";
import { ErrorDetails } from "./ErrorDetails";

const RED_9 = "var(--mantine-color-red-9)";

/** An error outlined in red on white (its code as `data-code`): what `children` say, then the room's own words under "Details". */
export function RedAlert({ error, children, ...alert }: { error: IpcError; children?: ReactNode } & Pick<AlertProps, "id" | "title" | "className" | "mb" | "p">) {
  return (
    <Alert color="red" variant="outline" role="alert" data-code={error.code} bg="white" styles={{ title: { color: RED_9 }, root: { borderColor: RED_9 } }} {...alert}>
      {children}
      <ErrorDetails error={error} />
    </Alert>
  );
}
