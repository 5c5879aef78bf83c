import type { ReactNode } from "react";
import { Text } from "@mantine/core";
import type { IpcError } from "../api";
import { Refusal } from "./Refusal";

/**
 * What saving a CSV (lib/saveCsv.ts) came to: where it went, said in a live region with the
 * screen's other news (`children`), or why not (ids `${prefix}-saved`, `${prefix}-csv-error`).
 */
export function CsvOutcome({
  prefix,
  csv,
  className,
  children,
}: {
  prefix: string;
  csv: { notice: string | null; error: IpcError | null };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div aria-live="polite" className={className}>
        {csv.notice && (
          <Text size="sm" id={`${prefix}-saved`} fw={600}>
            {csv.notice}
          </Text>
        )}
        {children}
      </div>
      <Refusal id={`${prefix}-csv-error`} error={csv.error} />
    </>
  );
}
