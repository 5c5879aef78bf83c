// Whether this station reaches its room's database: always, on a file of its own; a server may
// be stopped or out of reach. The shell says so (`events.connectionChanged`, `connectionStatus`)
// and every command that fails for it answers `db_offline`: both land here, in one store that
// the connection banner and the console's saved mark read (`useConnection`). `live.ts` listens.
import { useSyncExternalStore } from "react";
import type { ConnectionChanged, IpcError } from "../bindings";

export type Connection = {
  online: boolean;
  /** Where the room lives (a server's URL without its password); "" while not known. */
  location: string;
  /** Why it is lost, in the shell's words (the detail for support). */
  reason: string | null;
  /** Since when (a room time, UTC) it is lost; null while online. */
  since: string | null;
};

/**
 * Who said the connection is lost: the shell (its event or its status, kept by the watcher that
 * also says when it is back), or a command that failed with `db_offline` before the shell said
 * anything (`live.ts` then asks the shell).
 */
export type LostBy = "shell" | "command";

/** What one piece of news did: the connection was lost, came back (the screens re-read), or a command's alarm was cleared by the shell. */
export type Transition = "lost" | "restored" | "cleared" | null;

type State = Connection & { by: LostBy | null };

const START: State = { online: true, location: "", reason: null, since: null, by: null };

/** Now as a room time (`YYYY-MM-DDTHH:MM:SSZ`): when a failed command noticed the loss. */
const nowText = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

class ConnectionStore {
  private state: State = START;
  private readonly listeners = new Set<() => void>();
  /** Counts the news; `failedAt` is the count when a failed command last raised the alarm. */
  private count = 0;
  private failedAt = -1;

  get = (): State => this.state;

  /** A status read is being sent: its mark, newer than every alarm raised so far (for `heard`). */
  asking(): number {
    this.count += 1;
    return this.count;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: State): void {
    this.count += 1;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * The shell's news: its event (`via: "event"`) or its status read (`"status"`). Going
   * offline is always believed. Coming back is believed from the event; from a status read too
   * when the shell itself had said it was lost. A loss only a failed command noticed, which the
   * shell's status then calls online, was a blip the shell got over (or a room that never
   * opened, whose status never changes): the alarm is cleared quietly, without re-reading every
   * screen, so a station whose every call fails cannot loop. A status read sent (`asked`, from
   * `asking`) before the command failed says nothing of that failure but where the room is.
   */
  heard(status: ConnectionChanged, via: "event" | "status", asked = Infinity): Transition {
    const was = this.state;
    if (via === "status" && status.online && !was.online && was.by === "command" && asked < this.failedAt) {
      if (status.location && !was.location) this.set({ ...was, location: status.location });
      return null;
    }
    const location = status.location || was.location;
    if (!status.online) {
      this.set({ online: false, location, reason: status.reason, since: status.since ?? was.since ?? nowText(), by: "shell" });
      return was.online ? "lost" : null;
    }
    if (was.online) {
      if (location !== was.location) this.set({ ...was, location });
      return null;
    }
    this.set({ online: true, location, reason: null, since: null, by: null });
    return was.by === "command" && via === "status" ? "cleared" : "restored";
  }

  /** A command failed: `db_offline` means the server is out of reach, said at once. */
  failed(error: IpcError): void {
    if (error.code !== "db_offline" || !this.state.online) return;
    this.set({ ...this.state, online: false, reason: null, since: nowText(), by: "command" });
    this.failedAt = this.count;
  }

  /** For tests: back to the start (online, nowhere known). */
  reset(): void {
    this.failedAt = -1;
    this.set(START);
  }
}

/** The one store of the connection: the app has one shell. */
export const connection = new ConnectionStore();

/** Every failed call passes here (`call.ts`). */
export const noteFailure = (error: IpcError): void => connection.failed(error);

/** The connection as the shell and the last commands tell it. */
export function useConnection(): Connection {
  return useSyncExternalStore(connection.subscribe, connection.get);
}
