// A small stand-in for the shell behind the sign-in, staff and rates screens, used by their
// component tests and by the browser tests' screens page (`screens.tsx`). It starts from the
// room's real views (`src/fixtures`, written by a Rust test from a seeded room) and changes them
// only the way the room's use cases do (signin.rs, staff.rs, rates.rs): five wrong PINs lock an
// account for five minutes, the last active floor manager cannot be deactivated, a new rate
// starts now or later. What it adds that is not a room state is the PINs staff type. The station
// (station.rs, session.rs): what it serves, set by a floor manager with their PIN; the desk's
// lock (nothing done as the person until their PIN); each staff member's language.
import { mockIPC, mockWindows } from "@tauri-apps/api/mocks";
import type { IpcError, Language, NewRateRequest, RateDto, RateSchedule, SessionView, StaffDto, StationSetup, StationView } from "../src/api";
import boardJson from "../src/fixtures/floor-board.json";
import firstRunJson from "../src/fixtures/session-first-run.json";
import signedOutJson from "../src/fixtures/session-signed-out.json";
import floorJson from "../src/fixtures/session-floor.json";
import dealerJson from "../src/fixtures/session-dealer.json";
import staffJson from "../src/fixtures/staff.json";
import scheduleJson from "../src/fixtures/rate-schedule.json";

export type Start = "first-run" | "signed-out" | "floor" | "dealer";

const SESSIONS: Record<Start, unknown> = { "first-run": firstRunJson, "signed-out": signedOutJson, floor: floorJson, dealer: dealerJson };

export const fixtureSession = (start: Start): SessionView => structuredClone(SESSIONS[start]) as SessionView;
export const fixtureStaff = (): StaffDto[] => structuredClone(staffJson) as StaffDto[];
export const fixtureSchedule = (): RateSchedule => structuredClone(scheduleJson) as RateSchedule;

/** The room's time text: `YYYY-MM-DDTHH:MM:SSZ`. */
export const roomTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export interface FakeRoomOptions {
  start: Start;
  /** The PINs set, by staff name; everyone else has none (the fixtures' room has none). */
  pins?: Record<string, string>;
  /** The room's clock (ms); the machine's when absent. */
  now?: () => number;
  /** What the station is set to be at start (the whole room, English by default). */
  station?: Partial<Omit<StationSetup, "table">> & { table?: string | null };
  /** The room's tables by name, and the id each is open under (null: closed); the floor board's when absent. */
  tables?: Record<string, number | null>;
  /** The house's idle times (`FloorSettings`): 120 s and 5 min unless said. */
  idle?: { station_idle_seconds?: number; desk_lock_minutes?: number };
  /** The desk was locked (before the window restarted). */
  locked?: boolean;
}

export interface FakeRoom {
  /** Answers one command as the shell would: its value, or throws its `IpcError`. */
  handle(cmd: string, args: Record<string, unknown>): unknown;
  /** The commands received, in order, with their arguments. */
  calls: { cmd: string; args: Record<string, unknown> }[];
  staff: StaffDto[];
  session(): SessionView;
  /** Makes the next call of `cmd` fail with `error` (once). */
  failNext(cmd: string, error: IpcError): void;
  /** What the station is set to be now. */
  station(): StationView;
  /** Opens the table called `name` under `id`, or closes it (`null`). */
  setTable(name: string, id: number | null): void;
  /** The house's idle times from now on. */
  setIdle(idle: { station_idle_seconds?: number; desk_lock_minutes?: number }): void;
  /** How many times the window asked to fill the screen (true) or give it back (false), in order. */
  fullscreen: boolean[];
}

const refuse = (code: IpcError["code"], message: string): never => {
  throw { code, message } satisfies IpcError;
};
const key = (name: string) => name.trim().split(/\s+/).join(" ").toLowerCase();

/** The floor board's tables, each open under its id. */
const boardTables = (): Record<string, number | null> => Object.fromEntries(boardJson.tables.map((t) => [t.table.name, t.table.id]));

export function fakeRoom({ start, pins = {}, now = () => Date.now(), station: setUp = {}, tables: startTables, idle: startIdle = {}, locked: startLocked = false }: FakeRoomOptions): FakeRoom {
  const first = fixtureSession(start);
  let staff: StaffDto[] = start === "first-run" ? [] : fixtureStaff().map((s) => ({ ...s, has_pin: key(s.name) in lowerKeys(pins) }));
  const pinOf = new Map<number, string>();
  for (const s of staff) {
    const pin = lowerKeys(pins)[key(s.name)];
    if (pin) pinOf.set(s.id, pin);
  }
  const failures = new Map<number, number>();
  let signedIn: number | null = first.staff?.id ?? null;
  // Dee deals Table 1 (the dealer's fixture), whoever is signed in at start.
  const dealerTable = fixtureSession("dealer").dealer_table;
  const schedule = fixtureSchedule();
  const added: RateDto[] = [];
  const failing = new Map<string, IpcError>();
  const calls: FakeRoom["calls"] = [];
  // The station's file, the tables by name, the house's idle times, the desk's lock, each one's language.
  let setup: StationSetup = { language: null, theme: "system", table: null, autostart: false, ...setUp };
  const tables = new Map(Object.entries(startTables ?? boardTables()));
  let idle = { station_idle_seconds: 120, desk_lock_minutes: 5, ...startIdle };
  let locked = startLocked;
  const languages = new Map<number, Language>();
  const fullscreen: boolean[] = [];

  const session = (): SessionView => {
    const me = staff.find((s) => s.id === signedIn && s.active) ?? null;
    return {
      needs_first_floor_manager: staff.length === 0,
      staff: me ? { ...me } : null,
      dealer_table: me?.role === "dealer" ? dealerTable : null,
      language: me ? (languages.get(me.id) ?? null) : null,
      ...idle,
      locked: locked && me !== null,
    };
  };
  const station = (): StationView => ({
    language: setup.language,
    theme: setup.theme,
    table: setup.table === null ? null : { name: setup.table, open_id: tables.get(setup.table) ?? null },
    autostart: setup.autostart,
  });
  /** The one signed in, acting: refused while the desk is locked. */
  const me = (): StaffDto => {
    const s = staff.find((m) => m.id === signedIn && m.active);
    if (!s) return refuse("not_signed_in", "nobody is signed in at this window");
    if (locked) return refuse("desk_locked", `the desk is locked: ${s.name} types their PIN to go on`);
    return s;
  };
  const actor = (): StaffDto => {
    const s = me();
    if (s.role !== "floor") return refuse("not_permitted", `${s.name} is a dealer: only a floor manager may do this`);
    return s;
  };
  /** `pin` checked as `s`'s own: five wrong in a row lock the account for five minutes. */
  const checkPin = (s: StaffDto, pin: unknown) => {
    if (s.locked_until && Date.parse(s.locked_until) > now()) return refuse("account_locked", `${s.name} is locked until ${s.locked_until}`);
    const right = pinOf.get(s.id);
    if (!right) return refuse("no_pin", `${s.name} has no PIN yet`);
    if (pin === right) {
      failures.set(s.id, 0);
      replace({ ...s, locked_until: null });
      return;
    }
    const failed = (failures.get(s.id) ?? 0) + 1;
    if (failed >= 5) {
      failures.set(s.id, 0);
      const until = roomTime(Math.floor(now() / 1000) * 1000 + 5 * 60_000);
      replace({ ...s, locked_until: until });
      return refuse("account_locked", `${s.name} is locked until ${until}`);
    }
    failures.set(s.id, failed);
    return refuse("wrong_pin", "wrong name or PIN");
  };
  const checkedName = (text: unknown): string => {
    const name = String(text ?? "").trim().split(/\s+/).join(" ");
    if (name.length === 0 || name.length > 64) refuse("invalid_input", "name: give a name of 1 to 64 characters");
    return name;
  };
  const checkedPin = (pin: unknown): string => {
    if (typeof pin !== "string" || !/^\d{4,8}$/.test(pin)) refuse("invalid_input", "PIN: a PIN is 4 to 8 digits");
    return pin as string;
  };
  const member = (id: unknown): StaffDto => staff.find((s) => s.id === id) ?? refuse("unknown_staff", `no staff member with id ${String(id)}`);
  const replace = (changed: StaffDto) => {
    staff = staff.map((s) => (s.id === changed.id ? changed : s));
    return { ...changed };
  };
  const scheduleAt = (at: string): RateSchedule => {
    const t = Date.parse(at);
    const all = [...schedule.rates, ...added].filter((r) => Date.parse(r.effective_from) <= t);
    // A later rate for the same game, structure and band replaces the earlier one.
    const band = (r: RateDto) => `${r.game}|${r.structure}|${r.min_limit_cents}|${r.max_limit_cents}`;
    const latest = new Map<string, RateDto>();
    for (const r of all) {
      const had = latest.get(band(r));
      if (!had || Date.parse(had.effective_from) <= Date.parse(r.effective_from)) latest.set(band(r), r);
    }
    const rated = new Set([...latest.values()].map((r) => r.game));
    const unrated = [
      ...schedule.unrated_games,
      ...schedule.rates.filter((r) => !rated.has(r.game)).map((r) => ({ code: r.game, name: r.game_name })),
    ].filter((g, i, list) => !rated.has(g.code) && list.findIndex((o) => o.code === g.code) === i);
    return { at, rates: [...latest.values()], unrated_games: unrated };
  };

  // Where the station's room lives: its own file, unless a server is chosen.
  let configured: string | null = null;
  const setting = () => ({ in_use: "/mock/room.sqlite3", is_server: false, configured, from_env: false });
  const commands: Record<string, (args: Record<string, unknown>) => unknown> = {
    session: () => session(),
    database_setting: () => setting(),
    choose_database: ({ url }) => {
      configured = (url as string | null) ?? null;
      return setting();
    },
    // A room on this station's own file: always reached.
    connection_status: () => ({ online: true, location: "/mock/room.sqlite3", reason: null, since: null }),
    start_room: ({ name, pin }) => {
      if (staff.length > 0) refuse("not_permitted", "the room already has staff");
      const typed = checkedName(name);
      const p = checkedPin(pin);
      const dto: StaffDto = { ...fixtureStaff().find((s) => s.role === "floor")!, id: 1, name: typed, has_pin: true, locked_until: null };
      staff = [dto];
      pinOf.set(dto.id, p);
      signedIn = dto.id;
      return session();
    },
    sign_in: ({ name, pin }) => {
      const typed = checkedName(name);
      const s = staff.find((m) => key(m.name) === key(typed));
      if (!s) return refuse("wrong_pin", "wrong name or PIN");
      if (!s.active) return refuse("inactive_staff", `${s.name} is not active`);
      checkPin(s, pin);
      signedIn = s.id;
      locked = false;
      return session();
    },
    sign_out: () => {
      signedIn = null;
      locked = false;
      return session();
    },
    lock_desk: () => {
      locked = signedIn !== null;
      return session();
    },
    unlock_desk: ({ pin }) => {
      const s = staff.find((m) => m.id === signedIn && m.active) ?? refuse("not_signed_in", "nobody is signed in at this window");
      checkPin(s, pin);
      locked = false;
      return session();
    },
    set_my_language: ({ language }) => {
      const s = me();
      if (language === null) languages.delete(s.id);
      else languages.set(s.id, language as Language);
      return session();
    },
    station: () => station(),
    set_station: ({ pin, setup: asked }) => {
      const s = actor();
      checkPin(s, pin);
      const next = asked as StationSetup;
      if (next.table !== null && !tables.has(next.table)) refuse("invalid_input", `table: the room never opened a table called ${next.table}`);
      setup = { ...next };
      return station();
    },
    // The window's own: a table station fills the screen.
    "plugin:window|set_fullscreen": ({ value }) => {
      fullscreen.push(Boolean(value));
      return null;
    },
    list_staff: () => structuredClone(staff).sort((a, b) => a.name.localeCompare(b.name)),
    add_staff: ({ name, role }) => {
      actor();
      const typed = checkedName(name);
      const same = staff.find((s) => key(s.name) === key(typed));
      if (same) refuse("duplicate_staff", `there is already a staff member called ${same.name}`);
      const dto: StaffDto = { id: Math.max(0, ...staff.map((s) => s.id)) + 1, name: typed, role: role as StaffDto["role"], active: true, has_pin: false, locked_until: null };
      staff = [...staff, dto];
      return { ...dto };
    },
    set_staff_active: ({ staffId, active }) => {
      actor();
      const s = member(staffId);
      if (s.active === active) refuse("already_in_state", `${s.name} is already ${active ? "active" : "inactive"}`);
      if (!active && s.role === "floor" && staff.filter((o) => o.role === "floor" && o.active).length === 1) {
        refuse("last_floor_manager", `${s.name} is the last active floor manager`);
      }
      return replace({ ...s, active: Boolean(active) });
    },
    set_staff_role: ({ staffId, role }) => {
      actor();
      const s = member(staffId);
      if (s.role === "floor" && role !== "floor" && staff.filter((o) => o.role === "floor" && o.active).length === 1) {
        refuse("last_floor_manager", `${s.name} is the last active floor manager`);
      }
      return replace({ ...s, role: role as StaffDto["role"] });
    },
    set_pin: ({ staffId, pin }) => {
      const p = checkedPin(pin);
      actor();
      const s = member(staffId);
      pinOf.set(s.id, p);
      failures.set(s.id, 0);
      return replace({ ...s, has_pin: true, locked_until: null });
    },
    rate_schedule: () => scheduleAt(schedule.at),
    rate_schedule_at: ({ at }) => {
      if (typeof at !== "string" || Number.isNaN(Date.parse(at))) refuse("bad_time", `not a time: ${String(at)}`);
      return scheduleAt(at as string);
    },
    add_rate: ({ rate }) => {
      actor();
      const r = rate as NewRateRequest;
      if (Date.parse(r.effective_from) < Date.parse(schedule.at)) refuse("invalid_input", "effective from: a new rate starts now or later");
      if (r.amount_cents <= 0) refuse("invalid_input", "amount: give an amount above zero");
      const like = schedule.rates.find((o) => o.game === r.game);
      const game = like ?? { game: r.game, game_name: schedule.unrated_games.find((g) => g.code === r.game)?.name ?? r.game, mode: "pot_drop" as const };
      const time = game.mode === "time";
      const interval = time ? (r.interval_minutes ?? 30) : null;
      const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
      const dto: RateDto = {
        id: 100 + added.length,
        game: r.game,
        game_name: game.game_name,
        structure: r.structure,
        min_limit_cents: r.min_limit_cents,
        max_limit_cents: r.max_limit_cents,
        stakes:
          r.structure === "limit" ? `${dollars(r.min_limit_cents ?? 0)}-${dollars(r.max_limit_cents ?? 0)}` : r.structure === "no_limit" ? "No limit" : "Pot limit",
        mode: game.mode,
        amount_cents: r.amount_cents,
        interval_minutes: interval,
        basis: time ? `per player every ${interval} minutes` : "from the pot before the deal",
        effective_from: r.effective_from,
      };
      added.push(dto);
      return dto;
    },
  };

  return {
    calls,
    get staff() {
      return staff;
    },
    session,
    failNext(cmd, error) {
      failing.set(cmd, error);
    },
    station,
    setTable(name, id) {
      tables.set(name, id);
    },
    setIdle(next) {
      idle = { ...idle, ...next };
    },
    fullscreen,
    handle(cmd, args) {
      calls.push({ cmd, args });
      const failure = failing.get(cmd);
      if (failure) {
        failing.delete(cmd);
        throw failure;
      }
      const run = commands[cmd];
      if (!run) return refuse("internal", `unknown command ${cmd}`);
      return run(args);
    },
  };
}

function lowerKeys(pins: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(pins).map(([n, p]) => [key(n), p]));
}

/** Serves a fake room as the shell (`mockIPC`, events too) and returns it. */
export function serveFakeRoom(options: FakeRoomOptions): FakeRoom {
  const room = fakeRoom(options);
  mockWindows("main");
  mockIPC((cmd, args) => room.handle(cmd, (args ?? {}) as Record<string, unknown>), { shouldMockEvents: true });
  return room;
}
