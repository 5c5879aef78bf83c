// Injected before the production build loads: answers the app's commands the way the Rust
// side would, from the scenario the test names in `window.__cardroomScenario`.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { DatabaseInfo, IpcError, RateSchedule } from "../src/bindings";

const schedule: RateSchedule = {
  at: "2026-11-23T18:00:00Z",
  rates: [
    {
      id: 41,
      game: "mexican",
      game_name: "Mexican Poker",
      structure: "limit",
      min_limit_cents: 100,
      max_limit_cents: 200,
      stakes: "$1.00-$2.00",
      mode: "time",
      amount_cents: 125,
      interval_minutes: 30,
      basis: "per player every 30 minutes",
      effective_from: "2026-06-01T00:00:00Z",
    },
  ],
  unrated_games: [{ code: "joker_draw", name: "Draw Poker with Joker" }],
};
const database: DatabaseInfo = { path: "/mock/room.sqlite3", schema_version: 1 };
const locked: IpcError = { code: "db_locked", message: "database /mock/room.sqlite3 is locked by another program" };

declare global {
  interface Window {
    __cardroomScenario?: "ok" | "locked";
  }
}

mockIPC((cmd) => {
  if (window.__cardroomScenario === "locked") throw locked;
  switch (cmd) {
    case "rate_schedule":
      return schedule;
    case "database_info":
      return database;
    default:
      throw { code: "internal", message: `unknown command ${cmd}` } satisfies IpcError;
  }
});
