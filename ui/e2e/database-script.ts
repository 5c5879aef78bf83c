// Where the room lives, for the mock IPC: `database_info`, `database_setting`,
// `choose_database` and `connection_status`, answered as the shell would for a station on its
// own file, on a server, or with CARDROOM_DB set. `choose_database` "connects" to any
// postgres:// URL and answers it without its password (as the shell's `redact_url` does),
// unless a test says the next one is refused. The connection is what a test last set.
import type { ConnectionChanged, DatabaseInfo, DatabaseSetting, IpcError } from "../src/api";

export type Where = "file" | "server" | "env";

export type DatabaseMock = {
  info: DatabaseInfo;
  setting: DatabaseSetting;
  connection: ConnectionChanged;
  /** The next `choose_database` is refused with this code (once). */
  refuseNext: IpcError["code"] | null;
  /** How many `choose_database` the window sent (what it sent is not kept: it may hold a password). */
  chosen: number;
  /** Whether the last one chose a server (true) or the station's own file (false). */
  lastChoseServer: boolean | null;
};

export const FILE = "/mock/room.sqlite3";
export const SERVER = "postgres://cardroom@db.local:5432/room";

const CALLS = new Set(["database_info", "database_setting", "choose_database", "connection_status"]);

/** `postgres://role:PASSWORD@host/db` → `postgres://role@host:5432/db`: the role, host, port and database. */
export function redact(url: string): string {
  try {
    const u = new URL(url.trim().replace(/^postgres(ql)?:/i, "http:"));
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    const db = u.pathname.replace(/^\//, "") || decodeURIComponent(u.username);
    return `postgres://${user}${u.hostname}:${u.port || "5432"}/${db}`;
  } catch {
    return "postgres://(a URL that could not be read)";
  }
}

export function databaseScript(where: Where) {
  const server = where === "server";
  const location = server ? SERVER : FILE;
  const state: DatabaseMock = {
    info: { path: location, schema_version: 12, is_server: server },
    setting: { in_use: location, is_server: server, configured: server ? SERVER : null, from_env: where === "env" },
    connection: { online: true, location, reason: null, since: null },
    refuseNext: null,
    chosen: 0,
    lastChoseServer: null,
  };
  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      switch (cmd) {
        case "database_info":
          return structuredClone(state.info);
        case "database_setting":
          return structuredClone(state.setting);
        case "connection_status":
          return structuredClone(state.connection);
        case "choose_database": {
          state.chosen += 1;
          const url = typeof args.url === "string" ? args.url : null;
          state.lastChoseServer = url !== null;
          if (state.refuseNext !== null) {
            const code = state.refuseNext;
            state.refuseNext = null;
            // As the shell says it: the server by its redacted URL, never the password.
            throw { code, message: `mock: ${url === null ? "the file" : redact(url)} refused (${code})` } satisfies IpcError;
          }
          state.setting = { ...state.setting, configured: url === null ? null : redact(url) };
          return structuredClone(state.setting);
        }
      }
      throw { code: "internal", message: `unknown command ${cmd}` } satisfies IpcError;
    },
  };
}
