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
  return error;
}
