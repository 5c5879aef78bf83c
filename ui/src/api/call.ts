import type { IpcError } from "../bindings";
import { asIpcError } from "../lib/errors";
import { noteFailure } from "./connection";

/** What every generated command returns: the value, or the room's `{code, message}`. */
export type CommandResult<T> = { status: "ok"; data: T } | { status: "error"; error: IpcError };

/**
 * Runs a generated command and gives its value, or throws its `IpcError`: TanStack Query
 * keeps what is thrown as the query's `error`, typed `IpcError` (see `client.ts`). A failure of
 * the IPC itself (an `Error`) is thrown as an `internal` IpcError, so a screen only ever
 * switches on `code`. Every failure is also told to the connection (`connection.ts`): one that
 * answers `db_offline` shows the connection banner at once, on whatever screen sent it.
 */
export async function call<T>(command: Promise<CommandResult<T>>): Promise<T> {
  let result: CommandResult<T>;
  try {
    result = await command;
  } catch (thrown) {
    throw failed(asIpcError(thrown));
  }
  if (result.status === "error") throw failed(asIpcError(result.error));
  return result.data;
}

function failed(error: IpcError): IpcError {
  noteFailure(error);
  if (error.code === "desk_locked") for (const listener of lockedListeners) listener();
  return error;
}

/** Who hears that the shell refused a command because the desk is locked (`onDeskLocked`). */
const lockedListeners = new Set<() => void>();

/**
 * Tells `listener` whenever a command is refused with `desk_locked` (the desk locked at another
 * window of the same station, or before the screens knew): the lock is shown at once, not at the
 * next read of the session. Returns the way to stop listening.
 */
export function onDeskLocked(listener: () => void): () => void {
  lockedListeners.add(listener);
  return () => lockedListeners.delete(listener);
}
