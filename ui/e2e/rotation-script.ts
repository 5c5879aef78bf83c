// The dealers' rotation, the floor settings and the seat pick-up as a small in-memory room, for
// the browser tests' mock (`mock-ipc.ts`) and the component tests. It starts from the room's
// real views (`src/fixtures/rotation.json`, `floor-settings.json`, written by a Rust test from
// a real room) and changes them only the way the room's use cases do
// (crates/room/src/floor/rotation.rs, settings.rs, seat_time.rs): a push puts the planned
// relief in the box and sends the dealer relieved to the next table, on break or off; the plan
// is then made again as the room makes it (each table's push soonest first, the relief the
// dealer free longest); the settings are checked against the same ranges. The room's clock
// does not move.
import type { FloorBoard, IpcError, SeatDto, StaffDto } from "../src/api";
import type { DealerRef, DealerState, FloorSettings, PlannedPush, RotationView } from "../src/api/rotation";

const CALLS = new Set(["rotation", "join_rotation", "leave_rotation", "rotate", "floor_settings", "set_floor_settings"]);

const refuse = (code: IpcError["code"], message: string): never => {
  throw { code, message } satisfies IpcError;
};
const ms = (text: string) => Date.parse(text);
const roomTime = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
const MINUTE = 60_000;

export interface RotationRoom {
  handles(cmd: string): boolean;
  answer(cmd: string, args: Record<string, unknown>): unknown;
  /** The rotation and the settings as they are now. */
  readonly view: RotationView;
  readonly settings: FloorSettings;
  /** Makes the next call of `cmd` fail with `error` (once). */
  failNext(cmd: string, error: IpcError): void;
}

/**
 * The rotation room: `start` and `settings` are the fixtures' views; `staff()` the room's staff
 * now (the dealers who may join). The open tables are those of `start`'s pushes (each open
 * table has one).
 */
export function rotationRoom(start: RotationView, startSettings: FloorSettings, staff: () => StaffDto[]): RotationRoom {
  let view: RotationView = structuredClone(start);
  let settings: FloorSettings = structuredClone(startSettings);
  const tables = start.pushes.map((p) => ({ id: p.table_id, name: p.table_name }));
  const failing = new Map<string, IpcError>();

  /** Each table's next push, soonest first, as `rotation.rs`'s `simulate` plans them. */
  function plan(dealers: DealerState[]): PlannedPush[] {
    const now = ms(view.at);
    const down = settings.down_minutes * MINUTE;
    const due = tables
      .map((t) => {
        const on = dealers.find((d) => d.duty === "in_box" && d.table_id === t.id) ?? null;
        return { t, on, at: on ? ms(on.since) + down : now };
      })
      .sort((a, b) => a.at - b.at || a.t.name.localeCompare(b.t.name));
    const free = dealers
      .filter((d) => d.in_rotation && d.duty !== "in_box")
      .map((d) => ({ id: d.dealer_id, name: d.name, ready: d.duty === "on_break" && d.until ? ms(d.until) : ms(d.since) }));
    return due.map(({ t, on, at: dueAt }) => {
      const at = Math.max(dueAt, now);
      free.sort((a, b) => a.ready - b.ready || a.id - b.id);
      const relief = free.shift() ?? null;
      const then: PlannedPush["then"] = !on
        ? "next_table"
        : !on.in_rotation
          ? "off"
          : on.downs_since_break >= settings.downs_before_break
            ? "break"
            : "next_table";
      if (on && relief && then !== "off") {
        free.push({ id: on.dealer_id, name: on.name, ready: then === "break" ? at + settings.break_minutes * MINUTE : at });
      }
      const ref = (d: { id: number; name: string } | null): DealerRef | null => (d ? { id: d.id, name: d.name } : null);
      return {
        table_id: t.id,
        table_name: t.name,
        due_at: roomTime(dueAt),
        overdue: dueAt <= now,
        out_dealer: on ? { id: on.dealer_id, name: on.name } : null,
        in_dealer: ref(relief),
        then,
      };
    });
  }

  /** The view with `dealers` as they are now: the in-box downs end as the settings say, and the plan made again. */
  function replace(dealers: DealerState[]): RotationView {
    const fixed = dealers.map((d) =>
      d.duty === "in_box" ? { ...d, until: roomTime(ms(d.since) + settings.down_minutes * MINUTE) } : d,
    );
    view = {
      ...view,
      down_minutes: settings.down_minutes,
      break_minutes: settings.break_minutes,
      downs_before_break: settings.downs_before_break,
      dealers: fixed,
      pushes: plan(fixed),
    };
    return structuredClone(view);
  }

  const dealerOf = (id: unknown): StaffDto => {
    const s = staff().find((m) => m.id === id);
    if (!s) return refuse("unknown_staff", `no staff member with id ${String(id)}`);
    if (s.role !== "dealer") return refuse("not_a_dealer", `${s.name} is not a dealer`);
    if (!s.active) return refuse("inactive_staff", `${s.name} is not active`);
    return s;
  };

  const commands: Record<string, (args: Record<string, unknown>) => unknown> = {
    rotation: () => structuredClone(view),
    floor_settings: () => structuredClone(settings),
    join_rotation: ({ dealerId }) => {
      const s = dealerOf(dealerId);
      const had = view.dealers.find((d) => d.dealer_id === s.id);
      if (had?.in_rotation) return refuse("invalid_input", `rotation: ${s.name} is already in the rotation`);
      if (had) return replace(view.dealers.map((d) => (d.dealer_id === s.id ? { ...d, in_rotation: true } : d)));
      const joined: DealerState = {
        dealer_id: s.id,
        name: s.name,
        duty: "waiting",
        since: view.at,
        table_id: null,
        table_name: null,
        until: null,
        downs_since_break: 0,
        in_rotation: true,
      };
      return replace([...view.dealers, joined]);
    },
    leave_rotation: ({ dealerId }) => {
      const had = view.dealers.find((d) => d.dealer_id === dealerId && d.in_rotation);
      if (!had) {
        const name = staff().find((m) => m.id === dealerId)?.name ?? `dealer ${String(dealerId)}`;
        return refuse("not_in_rotation", `${name} is not in the rotation`);
      }
      // A dealer in a box stays until relieved; a break ends.
      return replace(
        had.duty === "in_box"
          ? view.dealers.map((d) => (d === had ? { ...d, in_rotation: false } : d))
          : view.dealers.filter((d) => d !== had),
      );
    },
    rotate: ({ tableId }) => {
      const push = view.pushes.find((p) => p.table_id === tableId);
      if (!push) return refuse("unknown_table", `no open table with id ${String(tableId)}`);
      const relief = push.in_dealer;
      if (!relief) {
        return refuse("no_relief", `no dealer is free to relieve ${push.table_name}: add a dealer to the rotation or wait for a break to end`);
      }
      const out = push.out_dealer;
      const dealers = view.dealers.flatMap((d): DealerState[] => {
        if (d.dealer_id === relief.id) {
          const downs = d.duty === "on_break" ? 1 : d.downs_since_break + 1;
          return [{ ...d, duty: "in_box", since: view.at, table_id: push.table_id, table_name: push.table_name, until: null, downs_since_break: downs }];
        }
        if (out && d.dealer_id === out.id) {
          if (push.then === "off") return [];
          if (push.then === "break") {
            const back = roomTime(ms(view.at) + settings.break_minutes * MINUTE);
            return [{ ...d, duty: "on_break", since: view.at, table_id: null, table_name: null, until: back, downs_since_break: 0 }];
          }
          return [{ ...d, duty: "waiting", since: view.at, table_id: null, table_name: null, until: null }];
        }
        return [d];
      });
      return replace(dealers);
    },
    set_floor_settings: ({ settings: asked }) => {
      const s = asked as FloorSettings;
      const within = (what: string, v: number, lo: number, hi: number) => {
        if (!Number.isInteger(v) || v < lo || v > hi) refuse("invalid_input", `${what}: give ${lo} to ${hi}`);
      };
      within("call minutes", s.call_minutes, 1, 60);
      within("sit-out limit", s.sit_out_limit_minutes, 5, 240);
      within("minutes in the box", s.down_minutes, 20, 30);
      within("break minutes", s.break_minutes, 5, 60);
      within("downs before a break", s.downs_before_break, 1, 10);
      for (const p of s.start_players) within("players to start a game", p.players, 2, 10);
      within("variance threshold", s.variance_threshold_cents, 0, 1_000_000);
      within("station idle seconds", s.station_idle_seconds, 30, 1800);
      within("desk lock minutes", s.desk_lock_minutes, 1, 60);
      within("multiple transaction log threshold (cents)", s.mtl_threshold_cents, 10_000, 1_000_000);
      settings = {
        ...structuredClone(s),
        // Every game the room spreads keeps a number: one not sent keeps the one it had.
        start_players: settings.start_players.map((p) => s.start_players.find((x) => x.game === p.game) ?? p),
      };
      replace(view.dealers);
      return structuredClone(settings);
    },
  };

  return {
    handles: (cmd) => CALLS.has(cmd),
    answer(cmd, args) {
      const failure = failing.get(cmd);
      if (failure) {
        failing.delete(cmd);
        throw failure;
      }
      return commands[cmd]!(args);
    },
    get view() {
      return view;
    },
    get settings() {
      return settings;
    },
    failNext(cmd, error) {
      failing.set(cmd, error);
    },
  };
}

/**
 * Picks up a seat on `board` as `seat_time.rs` does: only a seat flagged as sitting out past the
 * limit; a player sitting out under it, or playing, is refused. Returns the board without him,
 * and his seat as the room answers it.
 */
export function pickUpSeat(board: FloorBoard, tableId: unknown, seatNo: unknown): { board: FloorBoard; seat: SeatDto } {
  const table = board.tables.find((t) => t.table.id === tableId);
  if (!table) return refuse("unknown_table", `no open table with id ${String(tableId)}`);
  const seat = table.seats.find((s) => s.seat_no === seatNo);
  if (!seat) return refuse("seat_empty", `${table.table.name} seat ${String(seatNo)} is empty`);
  if (!seat.sitting_out) return refuse("already_in_state", `${seat.player_name} (seat ${seat.seat_no}) is in the game, not sitting out`);
  const flag = board.sit_out_flags.find((f) => f.table_id === tableId && f.seat_no === seatNo);
  if (!flag) {
    const minutes = seat.sitting_out_since ? Math.floor((ms(board.at) - ms(seat.sitting_out_since)) / MINUTE) : 0;
    return refuse(
      "under_sit_out_limit",
      `${seat.player_name} has sat out ${minutes} minutes; the house picks up a seat after ${board.sit_out_limit_minutes}`,
    );
  }
  if (table.hand !== null) return refuse("hand_in_progress", `${table.table.name} has a hand in progress`);
  const next: FloorBoard = {
    ...board,
    tables: board.tables.map((t) =>
      t === table ? { ...t, table: { ...t.table, seated: t.table.seated - 1 }, seats: t.seats.filter((s) => s !== seat) } : t,
    ),
    sit_out_flags: board.sit_out_flags.filter((f) => f !== flag),
  };
  return { board: next, seat: { ...seat } };
}
