import type { ReactNode } from "react";
import type { IpcError } from "../api";
import { refusalWords } from "../lib/refusals";
import { RedAlert } from "./RedAlert";

/**
 * Something went wrong, said in words (`title`, the refusal's words by its code unless said, and
 * what to do as `children`); the room's code and own sentence only under "Details", never in the
 * main text.
 */
export function ProblemAlert({ id, error, title = refusalWords(error), children }: { id?: string; error: IpcError; title?: string; children?: ReactNode }) {
  return (
    <RedAlert id={id} error={error} mb="sm" title={title}>
      {children}
    </RedAlert>
  );
}
