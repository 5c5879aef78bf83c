// An error as the shell sends it. What it means in words: `refusals.ts`, chosen by its code.
import type { ErrorCode, IpcError } from "../api/types";

/** Narrows a thrown value from `invoke` to the IPC error shape. */
export function asIpcError(thrown: unknown): IpcError {
  if (
    typeof thrown === "object" &&
    thrown !== null &&
    "code" in thrown &&
    "message" in thrown &&
    typeof thrown.code === "string" &&
    typeof thrown.message === "string"
  ) {
    // The shell only sends codes of the generated union (`ErrorCode`).
    return { code: thrown.code as ErrorCode, message: thrown.message };
  }
  return { code: "internal", message: String(thrown) };
}
