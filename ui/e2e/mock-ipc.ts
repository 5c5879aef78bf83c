// Injected before the production build loads: answers the app's commands the way the Rust
// side would, with the real room views of `src/fixtures` (written by a Rust test from a seeded
// room), in the scenario the test names in `window.__cardroomScenario`. `window.__cardroomMock`
// lets a test change the room and announce it, as the shell does after a commit.
import { mockIPC, mockWindows } from "@tauri-apps/api/mocks";
import { announceChange, announceConnection } from "../src/api/testing";
import type { ChangeKind, CollectionDto, FloorBoard, IpcError, KeepTheCards, RateSchedule, SeatChangeView, StaffDto } from "../src/api";
import boardJson from "../src/fixtures/floor-board.json";
import board30Json from "../src/fixtures/floor-board-30-tables.json";
import scheduleJson from "../src/fixtures/rate-schedule.json";
import sessionJson from "../src/fixtures/session-floor.json";
import staffJson from "../src/fixtures/staff.json";
import dealerSessionJson from "../src/fixtures/session-dealer.json";
import { consoleScript, type ConsoleScript } from "./console-script";
import { seatChipsScript, type SeatChipsMock } from "./seat-chips-script";
import reportsJson from "../src/fixtures/reports.json";
import { reportsScript, type ReportsFixture, type ReportsMock } from "./reports-script";
import { bigShiftFixture } from "./big-shift";
import auditJson from "../src/fixtures/audit.json";
import { auditScript, type AuditFixture, type AuditMock } from "./audit-script";
import { databaseScript, SERVER, type DatabaseMock } from "./database-script";
import rotationJson from "../src/fixtures/rotation.json";
import floorSettingsJson from "../src/fixtures/floor-settings.json";
import floorDayJson from "../src/fixtures/floor-board-floor-day.json";
import type { FloorSettings, RotationView } from "../src/api/rotation";
import { pickUpSeat, rotationRoom, type RotationRoom } from "./rotation-script";
import listsJson from "../src/fixtures/waitlist-board.json";
import type { WaitlistBoard } from "../src/api";
import { waitlistScript, type WaitlistMock } from "./waitlist-script";
import { jackpotsScript, type JackpotsMock } from "./jackpots-script";
import { fakeRoom, type FakeRoom, type FakeRoomOptions } from "./fake-room";
import { playersScript, type PlayersMock } from "./players-script";

// The dealer's console fixtures: one whole hand per game, the commands the console must send
// and the room's answers (written by a Rust test from real engine replays).
const scripts = import.meta.glob<ConsoleScript>("../src/fixtures/console/*.json", { eager: true, import: "default" });

// "server": the room lives on a database server; "env": CARDROOM_DB decides where it lives.
// "rotation": the floor's day of a real room (its board has a seat sitting out past the limit).
// "lists": the same day's waiting lists, worked in memory (`waitlist-script.ts`).
// "jackpots": the board of "ok" with a bad beat at Table 1 waiting to be paid, and a second fund,
// the high hand of each hour, its leader waiting for the hour to end (`jackpots-script.ts`).
type Scenario =
  | "ok"
  | "locked"
  | "unreachable"
  | "30-tables"
  | "empty"
  | "reports"
  | "reports-30"
  | "server"
  | "env"
  | "rotation"
  | "lists"
  | "jackpots"
  | `console:${string}`;

/**
 * Who signs in and out at this window, the station and the desk's lock (`fake-room.ts`), when a
 * test sets it before the app loads: the session then changes as the shell's does (sign-in with
 * the PINs of `DESK_PINS`, sign-out, lock, unlock, each one's language, the station's setup).
 * Unset: Maria is signed in for good (a console scenario: the table's dealer) and the station
 * serves the whole room.
 */
export type DeskOptions = Pick<FakeRoomOptions, "start" | "station" | "tables" | "idle" | "locked">;
/** The PINs the staff type at a desk set up by `__cardroomDesk`. */
export const DESK_PINS = { Dee: "2468", Maria: "1357", Dan: "1111" };

declare global {
  interface Window {
    __cardroomScenario?: Scenario;
    __cardroomDesk?: DeskOptions;
    __cardroomMock: {
      /** The database stops answering (`code`), or answers again (`null`). */
      fail(code: IpcError["code"] | null): void;
      /** The console script's commands answered so far, and how many steps it has. */
      consoleProgress(): { answered: number; steps: number; unexpected: string[] };
      /** Announces a change as the shell does after a commit (the console reads itself again). */
      announce(kind: ChangeKind, tableId: number | null): Promise<void>;
      /** Changes the board as `change` says and announces it; resolves once announced. */
      change(kind: ChangeKind, tableId: number | null, edit: "unseat-one" | "unseat-each" | "clock"): Promise<void>;
      /** The Reports and Hand history screens' mock (scenarios "reports", "reports-30"): dialogs' answers, saved files. */
      reports: ReportsMock | null;
      /** The Audit screen's and the backups' mock: the queries sent, the files saved, the next backup's result. */
      audit: AuditMock;
      /** Where the room lives and this station's choice (Settings → Database); the connection's status. */
      database: DatabaseMock;
      /**
       * The shell's news of the connection: lost since `since` (a room time) or back. Commands fail
       * with `db_offline` while it is lost, as the shell's do. Resolves once announced.
       */
      connection(online: boolean, since?: string): Promise<void>;
      /** How many times the window sent `cmd`. */
      count(cmd: string): number;
      /** The dealers' rotation and the floor settings (every scenario): what they are now; a refusal to come. */
      rotation: RotationRoom;
      /** The waiting lists (scenario "lists"): a refusal to come, the commands sent. */
      lists: WaitlistMock;
      /** The seat panels' commands at a console scenario's table: the commands sent. */
      seats: SeatChipsMock | null;
      /** The jackpots (every scenario; a hit waits in "jackpots"): a refusal to come, the commands sent. */
      jackpots: JackpotsMock;
      /**
       * The players' registry and the cash logs (every scenario; `players-script.ts`), and the
       * floor's seating and add-ons at the board's tables: a refusal to come, the commands sent,
       * the cash logs written.
       */
      players: PlayersMock;
      /**
       * A console scenario: the room's words of the jackpots the hand qualifies for, laid over
       * every console read of a finished hand from now on (`ConsoleView.jackpot`; none unless set).
       */
      consoleJackpot: KeepTheCards[];
      /** A console scenario: the table's seat-change list, laid over every console read from now on (none unless set). */
      consoleSeatChanges: SeatChangeView[];
      /** The session, the station and the desk's lock when `__cardroomDesk` set them up (else null). */
      desk: FakeRoom | null;
    };
  }
}

const scenario: Scenario = window.__cardroomScenario ?? "ok";
// "console:holdem": a dealer of that fixture's table is signed in, and the console's commands
// are answered from its script.
const script = scenario.startsWith("console:")
  ? consoleScript(scripts[`../src/fixtures/console/${scenario.slice("console:".length)}.json`] ?? null, scenario)
  : null;
const fixedSession = script ? { ...dealerSessionJson, dealer_table: script.tableId } : sessionJson;
// Signing in and out, the station and the desk's lock, when a test asks for them.
const desk = window.__cardroomDesk ? fakeRoom({ ...window.__cardroomDesk, pins: DESK_PINS }) : null;
const DESK_CALLS = new Set(["session", "sign_in", "sign_out", "lock_desk", "unlock_desk", "set_my_language", "station", "set_station", "list_staff"]);
/** The session now: the desk's, or the one fixed for the scenario. */
const session = () => desk?.session() ?? fixedSession;
// The window's own: a table station fills the screen (`plugin:window|set_fullscreen`).
mockWindows("main");
// A console's seat panels: chips, sitting out, leaving, laid over the script's room.
const seats = script ? seatChipsScript(script.current, () => session().staff?.role === "floor") : null;
// "reports": the Reports and Hand history screens answer from the seeded day's fixture;
// "reports-30": the Reports screen answers with a whole shift of a 30-table room (`big-shift.ts`).
const reports =
  scenario === "reports"
    ? reportsScript(reportsJson as unknown as ReportsFixture)
    : scenario === "reports-30"
      ? reportsScript(bigShiftFixture(staffJson as StaffDto[]))
      : null;
// The audit trail and backups answer from an evening of a real room, in every scenario.
const audit = auditScript(auditJson as unknown as AuditFixture);
let board: FloorBoard = structuredClone(
  scenario === "30-tables" ? board30Json : scenario === "rotation" || scenario === "lists" ? floorDayJson : boardJson,
) as FloorBoard;
if (scenario === "empty") board.tables = [];
const schedule = scheduleJson as RateSchedule;
// Not a room state: where the room lives. The shell reads it from what it opened.
const database = databaseScript(scenario === "server" || scenario === "unreachable" ? "server" : scenario === "env" ? "env" : "file");
// The rotation and the floor settings answer from the floor's day of a real room, in every scenario.
const rotation = rotationRoom(rotationJson as RotationView, floorSettingsJson as FloorSettings, () => staffJson as StaffDto[]);
// The jackpots: the demo's fund, its bad beat waiting in scenario "jackpots"; there the high
// hand too, its leader of the hour waiting and its terms v2 dated to start on 1 Dec 2026.
const jackpots = jackpotsScript({
  pending: scenario === "jackpots",
  highHand: scenario === "jackpots",
  highHandLater: scenario === "jackpots",
  now: () => board.at,
  me: () => session().staff ?? { id: 0, name: "" },
  staff: () => staffJson as StaffDto[],
  seated: (tableId, seat) => board.tables.find((t) => t.table.id === tableId)?.seats.find((s) => s.seat_no === seat)?.player_name ?? null,
  // A hand is being dealt where the board says so (Table 1): a jackpot is paid in chips there
  // once a test ends it (`__cardroomMock.jackpots.dealing`).
  dealing: board.tables.filter((t) => t.table.hand_in_progress).map((t) => t.table.id),
});
// The waiting lists of the same day: a player joins, is called, is seated (the board gains him).
const lists = waitlistScript({ board: listsJson as WaitlistBoard, floor: () => board, setFloor: (b) => (board = b), jackpots: jackpots.wall });
// The players' registry and the Title 31 logs of the same evening: seating by number, cash at a
// seat, the logs by gaming day (the house's threshold and day from the floor settings).
const players = playersScript({
  now: () => board.at,
  me: () => session().staff ?? null,
  floor: () => board,
  setFloor: (b) => (board = b),
  settings: () => rotation.settings,
});
const sent = new Map<string, number>();
let failing: IpcError | null =
  scenario === "locked" ? { code: "db_locked", message: "database /mock/room.sqlite3 is locked by another program" } : null;
// Scenario "unreachable": the station started while its server was out of reach, so no room
// opened; a database chosen at the sign-in screen opens (as the shell's next command does).
let unreachable = scenario === "unreachable";

function later(text: string, minutes: number): string {
  return new Date(Date.parse(text) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A new board as the room would return it after the change: unchanged tables keep their values. */
function edited(edit: "unseat-one" | "unseat-each" | "clock", tableId: number | null): FloorBoard {
  const next = { ...board, at: later(board.at, 1) };
  const unseat = (t: FloorBoard["tables"][number]) => ({
    ...t,
    table: { ...t.table, seated: t.table.seated - 1 },
    seats: t.seats.slice(0, -1),
  });
  if (edit === "unseat-one") next.tables = board.tables.map((t) => (t.table.id === tableId && t.seats.length > 0 ? unseat(t) : t));
  if (edit === "unseat-each") next.tables = board.tables.map((t) => (t.seats.length > 0 ? unseat(t) : t));
  return next;
}

window.__cardroomMock = {
  reports: reports?.state ?? null,
  audit: audit.state,
  database: database.state,
  async connection(online, since = "2026-11-20T20:40:00Z") {
    // Only a server can be out of reach: whatever the scenario, the room is on one here.
    const location = SERVER;
    database.state.connection = online
      ? { online: true, location, reason: null, since: null }
      : { online: false, location, reason: `mock: the server ${location} does not answer`, since };
    failing = online ? null : { code: "db_offline", message: `mock: the connection to the database server ${location} is lost` };
    await announceConnection(database.state.connection);
  },
  count: (cmd) => sent.get(cmd) ?? 0,
  rotation,
  lists: lists.state,
  seats: seats?.state ?? null,
  jackpots: jackpots.state,
  players: players.state,
  consoleJackpot: [],
  consoleSeatChanges: [],
  desk,
  fail(code) {
    failing = code === null ? null : { code, message: `mock: the database answers ${code}` };
  },
  consoleProgress() {
    return script ? script.progress() : { answered: 0, steps: 0, unexpected: [] };
  },
  async announce(kind, tableId) {
    await announceChange({ table_id: tableId, kind });
  },
  async change(kind, tableId, edit) {
    board = edited(edit, tableId);
    await announceChange({ table_id: tableId, kind });
  },
};

/**
 * What the room computes as due from its clock: every seat at each table overdue since its
 * time, at the game's time rate. The same list the board counts: they never contradict.
 */
function dueOn(b: FloorBoard, tableId: number | null): CollectionDto[] {
  return b.tables
    .filter((t) => t.overdue_since !== null && (tableId === null || t.table.id === tableId))
    .flatMap((t) =>
      t.seats.map((s) => ({
        key: { table_id: t.table.id, due_at: t.overdue_since!, seating_id: t.table.id * 100 + s.seat_no },
        id: null,
        table_id: t.table.id,
        due_at: t.overdue_since!,
        seat_no: s.seat_no,
        player_name: s.player_name,
        amount_cents: schedule.rates.find((r) => r.game === t.table.game && r.mode === "time")?.amount_cents ?? 400,
        status: "due" as const,
        reason: null,
        stack_after_cents: null,
      })),
    );
}

mockIPC(
  (cmd, args) => {
    sent.set(cmd, (sent.get(cmd) ?? 0) + 1);
    // Maria, a floor manager, is signed in (the session was read before the database failed);
    // in a console scenario, the dealer in the box at the script's table.
    if (unreachable && cmd === "choose_database") {
      const chosen = database.answer(cmd, args as Record<string, unknown>);
      unreachable = false;
      return chosen;
    }
    if (cmd === "session") {
      if (unreachable) throw { code: "db_offline", message: `mock: the connection to the database server ${SERVER} is lost` } satisfies IpcError;
      return session();
    }
    // The station is the shell's file: answered whatever the database does.
    if (cmd === "station" && !desk) return { language: null, theme: "system", table: null, autostart: false };
    if (cmd === "plugin:window|set_fullscreen") return desk ? desk.handle(cmd, args as Record<string, unknown>) : null;
    // The shell's own state, not the database's: answered whatever the server does.
    if (cmd === "connection_status" || cmd === "database_setting") return database.answer(cmd, args as Record<string, unknown>);
    if (failing) throw failing;
    if (desk && DESK_CALLS.has(cmd)) return desk.handle(cmd, args as Record<string, unknown>);
    if (script?.handles(cmd)) {
      const read = seats!.overlay(script.answer(cmd, args as Record<string, unknown>));
      const asked = window.__cardroomMock.consoleSeatChanges;
      const view = asked.length > 0 ? { ...read, table: { ...read.table, seat_changes: structuredClone(asked) } } : read;
      const hits = window.__cardroomMock.consoleJackpot;
      return hits.length > 0 && view.hand?.finished ? { ...view, jackpot: [...hits] } : view;
    }
    if (seats?.handles(cmd)) return seats.answer(cmd, args as Record<string, unknown>);
    if (reports?.handles(cmd)) return reports.answer(cmd, args as Record<string, unknown>);
    if (audit.handles(cmd)) return audit.answer(cmd, args as Record<string, unknown>);
    if (rotation.handles(cmd)) return rotation.answer(cmd, args as Record<string, unknown>);
    if (lists.handles(cmd)) return lists.answer(cmd, args as Record<string, unknown>);
    if (jackpots.handles(cmd)) return jackpots.answer(cmd, args as Record<string, unknown>);
    if (players.handles(cmd)) return players.answer(cmd, args as Record<string, unknown>);
    switch (cmd) {
      case "list_staff":
        return staffJson;
      case "collections_due":
        return dueOn(board, (args as { tableId: number | null }).tableId);
      case "floor_board":
        return { ...structuredClone(board), pending_jackpots: jackpots.pending() };
      case "pick_up_seat": {
        const picked = pickUpSeat(board, (args as Record<string, unknown>).tableId, (args as Record<string, unknown>).seatNo);
        board = picked.board;
        return picked.seat;
      }
      case "rate_schedule":
        return schedule;
      case "database_info":
      case "choose_database":
        return database.answer(cmd, args as Record<string, unknown>);
      default:
        throw { code: "internal", message: `unknown command ${cmd}` } satisfies IpcError;
    }
  },
  { shouldMockEvents: true },
);
