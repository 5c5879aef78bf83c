import type { ReactNode } from "react";
import { Alert, type AlertProps } from "@mantine/core";
import type { IpcError } from "../api";
import { ErrorDetails } from "./ErrorDetails";

// The room's dark red in the light look, a light red in the dark (styles.css: --cr-bad).
const RED = "var(--cr-bad)";

/** An error outlined in red on the page's surface (its code as `data-code`): what `children` say, then the room's own words under "Details". */
export function RedAlert({ error, children, ...alert }: { error: IpcError; children?: ReactNode } & Pick<AlertProps, "id" | "title" | "className" | "mb" | "p">) {
  return (
    <Alert color="red" variant="outline" role="alert" data-code={error.code} bg="var(--cr-surface)" c="var(--cr-ink)" styles={{ title: { color: RED }, root: { borderColor: RED } }} {...alert}>
      {children}
      <ErrorDetails error={error} />
    </Alert>
  );
}
