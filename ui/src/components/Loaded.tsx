import type { ReactNode } from "react";
import { Loader } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { IpcError } from "../api";
import { refusalWords } from "../lib/refusals";
import { ProblemAlert } from "./ProblemAlert";

/**
 * What a read shows: a spinner named `reading` while it is read; if it failed, the problem
 * (`failed` its title, `errorId` its id) in the refusal's words; once read, `children` of it.
 */
export function Loaded<T>({
  query,
  reading,
  errorId,
  failed,
  children,
}: {
  query: UseQueryResult<T, IpcError>;
  reading: string;
  errorId: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader size="sm" aria-label={reading} />;
  if (query.isError) {
    return (
      <ProblemAlert id={errorId} error={query.error} title={failed}>
        {refusalWords(query.error)}
      </ProblemAlert>
    );
  }
  return children(query.data);
}
