import { QueryClient } from "@tanstack/react-query";
import type { IpcError } from "../bindings";

declare module "@tanstack/react-query" {
  interface Register {
    // What a query or mutation throws is always the room's `{code, message}` (`call.ts`).
    defaultError: IpcError;
  }
}

/**
 * The one query client. `networkMode: 'always'`: the room has no internet, and the default
 * ('online') would pause every query while the machine thinks it is offline. Data is fresh
 * until the room says it changed (`live.ts`), so nothing refetches on focus or mount. One
 * retry: the database is on this machine, and a floor manager must hear soon that it stopped
 * answering.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: "always",
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: 1,
        retryDelay: 500,
      },
      mutations: { networkMode: "always", retry: false },
    },
  });
}
