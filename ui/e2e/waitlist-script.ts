// The waiting lists as a small in-memory room, for the browser mock (`mock-ipc.ts`, scenario
// "lists") and the Lists screen's component tests. It starts from the room's real views
// (`src/fixtures/waitlist-board.json`, `wall-board.json` and the floor board of the same
// evening, written by a Rust test from a seeded room) and changes them only the way the room's
// use cases do (crates/room/src/floor/waitlists.rs): a player joins at the bottom, is called to
// an open seat his list feeds, is seated from the call and leaves every list. The room's clock
// stands still, as in the fixtures. The wall board is derived from the same state, so it shows
// every change; untouched, both views are the fixtures exactly (a test checks it).
import type {
  BoardTable,
  CallView,
  FloorBoard,
  GameCode,
  IpcError,
  JoinWaitlist,
  NewWaitlistRequest,
  OpenSeats,
  OpenTable,
  SeatChangeView,
  SeatDto,
  SeatFromCall,
  TableStatus,
  WaitingPlayer,
  WaitlistBoard,
  WaitlistView,
  WallBoard,
  WallJackpot,
} from "../src/api";
import { GAME_NAMES } from "../src/lib/games";

const CALLS = new Set([
  "waitlist_board",
  "wall_board",
  "add_waitlist",
  "close_waitlist",
  "join_waitlist",
  "leave_waitlist",
  "call_seat",
  "cancel_call",
  "extend_call",
  "seat_from_call",
  "set_must_move",
  "start_game",
  "floor_settings",
  // What "Start a table" would open (the main mock answers no other floor command).
  "preview_table",
  // The tables' seat-change lists, and breaking a table (its players go on the list).
  "seat_changes",
  "request_seat_change",
  "take_seat_change",
  "decline_seat_change",
  "cancel_seat_change",
  "break_table",
]);

export type WaitlistMock = {
  /** The next of these commands (any, when `cmd` is null) is refused with this code, once. */
  refuseNext: { cmd: string | null; code: IpcError["code"] } | null;
  /** Every list command the window sent, in order, with its arguments. */
  sent: { cmd: string; args: Record<string, unknown> }[];
};

const refuse = (code: IpcError["code"], message: string): never => {
  throw { code, message } satisfies IpcError;
};
const key = (name: string) => name.trim().split(/\s+/).join(" ").toLowerCase();
/** `Maria Gonzalez` → `Maria G.`, as the wall board shows him. */
const shortName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
};
const later = (text: string, minutes: number) => new Date(Date.parse(text) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export function waitlistScript(start: {
  board: WaitlistBoard;
  floor: () => FloorBoard;
  setFloor: (board: FloorBoard) => void;
  /** The jackpots the wall shows (none, as in the fixture, unless given). */
  jackpots?: () => WallJackpot[];
  /** A registered player's wall name by his number (none: the room knows no such player). */
  wallName?: (number: string) => string | null;
  /**
   * The self-exclusion notice a called player's name may be (none: no notice names him), as the
   * room's seating asks it; `notExcluded`, the notice the floor compared just now and cleared.
   */
  possibleNotice?: (name: string, notExcluded: number | null) => { id: number; label: string } | null;
}) {
  const state: WaitlistMock = { refuseNext: null, sent: [] };
  const board: WaitlistBoard = structuredClone(start.board);
  const floor = start.floor;
  let nextEntry = Math.max(0, ...board.lists.flatMap((l) => l.players.map((p) => p.entry_id))) + 1;
  let nextCall = Math.max(0, ...board.calls.map((c) => c.id)) + 1;
  let nextList = Math.max(0, ...board.lists.map((l) => l.id)) + 1;
  let nextRequest = Math.max(0, ...floor().tables.flatMap((t) => t.seat_changes.map((r) => r.id))) + 1;

  const table = (id: number): BoardTable => floor().tables.find((t) => t.table.id === id) ?? refuse("unknown_table", `no open table ${id}`);
  const list = (id: number): WaitlistView => board.lists.find((l) => l.id === id) ?? refuse("unknown_waitlist", `no waiting list ${id}`);
  const entry = (id: number): [WaitlistView, WaitingPlayer] => {
    for (const l of board.lists) for (const p of l.players) if (p.entry_id === id) return [l, p];
    return refuse("not_listed", `entry ${id} is not on a list`);
  };
  const called = (name: string) => board.lists.some((l) => l.players.some((p) => p.call && key(p.player_name) === key(name)));
  /** Seats free at a table, less those promised to called players. */
  const openAt = (id: number) => {
    const t = table(id);
    return t.table.seat_limit - t.seats.length - board.calls.filter((c) => c.table_id === id).length;
  };
  /** The first player not called on the lists that feed the table, in the lists' order. */
  const nextFor = (tableId: number): WaitingPlayer | null => {
    for (const l of board.lists) {
      if (!l.tables.some((t) => t.id === tableId)) continue;
      const p = l.players.find((x) => x.call === null && !called(x.player_name));
      if (p) return p;
    }
    return null;
  };
  const startFor = (game: GameCode) => board.settings.start_players.find((s) => s.game === game)?.players ?? 4;

  /** What the room derives after any change: places, "also on", the calls, the open seats. */
  function settle() {
    for (const l of board.lists) {
      l.players.forEach((p, i) => {
        p.place = i + 1;
        p.also_on = board.lists.filter((o) => o.id !== l.id && o.players.some((q) => key(q.player_name) === key(p.player_name))).map((o) => o.id);
        if (p.call) p.estimate = { kind: "called" };
        else if (p.estimate.kind === "called") p.estimate = { kind: "seat_open" };
      });
      l.can_start = l.players.filter((p) => p.call === null).length >= l.start_players;
    }
    board.calls = board.lists
      .flatMap((l) => l.players.flatMap((p) => (p.call ? [p.call] : [])))
      .sort((a, b) => a.called_at.localeCompare(b.called_at) || a.id - b.id);
    const open: OpenSeats[] = [];
    for (const t of floor().tables) {
      const seats = openAt(t.table.id);
      if (seats > 0) open.push({ table_id: t.table.id, table_name: t.table.name, seats, next: nextFor(t.table.id)?.player_name ?? null });
    }
    board.open_seats = open;
  }

  function wall(): WallBoard {
    return {
      at: board.at,
      games: floor().tables.map((t) => ({
        table_name: t.table.name,
        label: `${t.table.game_name} ${t.table.stakes}`,
        seated: t.seats.length,
        seat_limit: t.table.seat_limit,
      })),
      lists: board.lists.map((l) => ({
        label: l.label,
        names: l.players.map((p) => ({ place: p.place, name: p.short_name, called_to: p.call?.table_name ?? null })),
      })),
      jackpots: structuredClone(start.jackpots?.() ?? []),
    };
  }

  function callTo(tableId: number, p: WaitingPlayer): CallView {
    const t = table(tableId);
    const call: CallView = {
      id: nextCall++,
      table_id: tableId,
      table_name: t.table.name,
      player_name: p.player_name,
      short_name: p.short_name,
      entry_id: p.entry_id,
      // The fake room lists walk-ins by name only.
      player_number: null,
      must_move_from: null,
      called_at: board.at,
      due_at: later(board.at, board.settings.call_minutes),
      seconds_left: board.settings.call_minutes * 60,
      on_timeout: board.settings.call_timeout,
    };
    p.call = call;
    return call;
  }

  const commands: Record<string, (args: Record<string, unknown>) => unknown> = {
    waitlist_board: () => board,
    wall_board: () => wall(),
    floor_settings: () => board.settings,
    join_waitlist: (args) => {
      const req = args.entry as JoinWaitlist;
      const l = list(req.list_id);
      const number = req.player_number ?? null;
      const wall = number === null ? null : (start.wallName?.(number) ?? refuse("unknown_player", `no player number ${number}`));
      const name = (req.player_name.trim() === "" && wall !== null ? wall : req.player_name).trim().split(/\s+/).join(" ");
      if (name === "" || name.length > 64) refuse("invalid_input", "player name: give a name of 1 to 64 characters");
      if (l.players.some((p) => key(p.player_name) === key(name))) refuse("already_listed", `${name} is already on ${l.label}`);
      const last = l.players.at(-1);
      l.players.push({
        entry_id: nextEntry++,
        place: l.players.length + 1,
        player_name: name,
        short_name: shortName(name),
        note: req.note?.trim() || null,
        added_at: board.at,
        minutes_waiting: 0,
        bottomed_at: null,
        from_broken_table: null,
        call: null,
        estimate: last && last.estimate.kind !== "called" ? structuredClone(last.estimate) : { kind: "unknown" },
        also_on: [],
      });
    },
    leave_waitlist: (args) => {
      const [l, p] = entry(args.entryId as number);
      l.players = l.players.filter((x) => x !== p);
    },
    call_seat: (args) => {
      const tableId = args.tableId as number;
      const t = table(tableId);
      if (openAt(tableId) <= 0) refuse("no_open_seat", `${t.table.name} has no open seat`);
      const owed = t.seat_changes.find((r) => !r.passed);
      if (owed) refuse("seat_change_first", `${owed.player_name} is on the seat-change list of ${t.table.name}: offer the seat first`);
      if (args.entryId === null || args.entryId === undefined) {
        const p = nextFor(tableId) ?? refuse("nobody_waiting", `nobody waits for ${t.table.name}`);
        callTo(tableId, p);
        return;
      }
      const [l, p] = entry(args.entryId as number);
      if (!l.tables.some((x) => x.id === tableId)) refuse("not_this_game", `${l.label} does not feed ${t.table.name}`);
      if (called(p.player_name)) refuse("call_over", `the call of ${p.player_name} is over: he is called already`);
      callTo(tableId, p);
    },
    cancel_call: (args) => {
      const p = board.lists.flatMap((l) => l.players).find((x) => x.call?.id === args.callId) ?? refuse("unknown_call", `no call ${String(args.callId)}`);
      p.call = null;
    },
    extend_call: (args) => {
      const p = board.lists.flatMap((l) => l.players).find((x) => x.call?.id === args.callId) ?? refuse("unknown_call", `no call ${String(args.callId)}`);
      const call = p.call!;
      call.due_at = later(call.due_at, board.settings.call_minutes);
      call.seconds_left += board.settings.call_minutes * 60;
    },
    seat_from_call: (args) => {
      const req = args.seat as SeatFromCall;
      const p = board.lists.flatMap((l) => l.players).find((x) => x.call?.id === req.call_id) ?? refuse("unknown_call", `no call ${req.call_id}`);
      const call = p.call!;
      const t = table(call.table_id);
      if (req.seat_no < 1 || req.seat_no > t.table.seat_limit) refuse("no_such_seat", `${t.table.name} has no seat ${req.seat_no}`);
      const taken = t.seats.find((s) => s.seat_no === req.seat_no);
      if (taken) refuse("seat_taken", `seat ${req.seat_no} at ${t.table.name} is taken by ${taken.player_name}`);
      if (req.stack_cents <= 0) refuse("stack_too_short", "the stack is too short to sit at these stakes");
      const notice = start.possibleNotice?.(p.player_name, req.not_excluded ?? null) ?? null;
      if (notice) {
        refuse(
          "possible_self_exclusion",
          `${p.player_name} may be the self-excluded patron ${notice.label}: compare the notice's photo; if it is not him, seat him saying so`,
        );
      }
      const seat: SeatDto = {
        table_id: t.table.id,
        seat_no: req.seat_no,
        player_name: p.player_name,
        player_id: null,
        stack_cents: req.stack_cents,
        entry: req.entry,
        sitting_out: false,
        missed_small_blind: false,
        missed_big_blind: false,
        seated_at: board.at,
        sitting_out_since: null,
        pending_add_on_cents: 0,
      };
      const now = floor();
      start.setFloor({
        ...now,
        tables: now.tables.map((x) =>
          x.table.id === t.table.id
            ? { ...x, table: { ...x.table, seated: x.seats.length + 1 }, seats: [...x.seats, seat].sort((a, b) => a.seat_no - b.seat_no) }
            : x,
        ),
      });
      // He leaves every list he is on.
      for (const l of board.lists) l.players = l.players.filter((x) => key(x.player_name) !== key(p.player_name));
      return seat;
    },
    add_waitlist: (args) => {
      const req = args.list as NewWaitlistRequest;
      const name = GAME_NAMES[req.game];
      let stakes: string | null = null;
      if (req.betting !== null) {
        const [lo, hi] = req.betting === "fixed_limit" ? [req.small_bet_cents, req.big_bet_cents] : [req.small_blind_cents, req.big_blind_cents];
        if (hi <= 0 || lo > hi) refuse("invalid_input", "stakes: give the stakes the list waits for (the smaller amount first)");
        stakes =
          req.betting === "fixed_limit"
            ? `${dollars(lo)}/${dollars(hi)}`
            : `${dollars(lo)}/${dollars(hi)} ${req.betting === "no_limit" ? "NL" : "PL"}`;
      }
      const label = stakes ? `${name} ${stakes}` : `Any ${name}`;
      if (board.lists.some((l) => l.game === req.game && l.stakes === stakes)) refuse("waitlist_exists", `there is already a list for ${label}`);
      const some = stakes !== null;
      board.lists.push({
        id: nextList++,
        game: req.game,
        label,
        betting: req.betting,
        stakes,
        small_blind_cents: some ? req.small_blind_cents : 0,
        big_blind_cents: some ? req.big_blind_cents : 0,
        small_bet_cents: some ? req.small_bet_cents : 0,
        big_bet_cents: some ? req.big_bet_cents : 0,
        tables: floor()
          .tables.filter((t) => t.table.game === req.game && (stakes === null || t.table.stakes === stakes))
          .map((t) => ({ id: t.table.id, name: t.table.name })),
        players: [],
        start_players: startFor(req.game),
        can_start: false,
        seats_opened: 0,
        window_minutes: board.lists[0]?.window_minutes ?? 60,
      });
    },
    close_waitlist: (args) => {
      const l = list(args.listId as number);
      if (l.players.length > 0) refuse("invalid_input", "list: players are still waiting on it; take them off first");
      board.lists = board.lists.filter((x) => x !== l);
    },
    set_must_move: (args) => {
      const t = table(args.tableId as number);
      board.must_moves = board.must_moves.filter((m) => m.table_id !== t.table.id);
      if (args.mainTableId === null || args.mainTableId === undefined) return;
      const main = table(args.mainTableId as number);
      if (main.table.game !== t.table.game || main.table.stakes !== t.table.stakes) {
        refuse("not_this_game", `${main.table.name} is not ${t.table.stakes} (${t.table.name})`);
      }
      const first = [...t.seats].sort((a, b) => a.seated_at.localeCompare(b.seated_at))[0];
      board.must_moves.push({
        table_id: t.table.id,
        table_name: t.table.name,
        main_table_id: main.table.id,
        main_table_name: main.table.name,
        next: first ? { seat_no: first.seat_no, player_name: first.player_name, seated_at: first.seated_at } : null,
      });
    },
    preview_table: (args) => planned(args.table as OpenTable),
    seat_changes: (args) => table(args.tableId as number).seat_changes,
    request_seat_change: (args) => {
      const t = table(args.tableId as number);
      const from = table(args.fromTableId as number);
      const seatNo = args.fromSeatNo as number;
      const s = from.seats.find((x) => x.seat_no === seatNo) ?? refuse("seat_empty", `seat ${seatNo} at ${from.table.name} is empty`);
      if (t.seat_changes.some((r) => r.from_table_id === from.table.id && r.from_seat === seatNo)) {
        refuse("already_on_seat_change_list", `${s.player_name} is already on the seat-change list of ${t.table.name}`);
      }
      const request: SeatChangeView = {
        id: nextRequest++,
        table_id: t.table.id,
        player_name: s.player_name,
        from_table_id: from.table.id,
        from_table_name: from.table.name,
        from_seat: seatNo,
        requested_at: board.at,
        passed: false,
      };
      // Players already at the table first, then those from other tables, each in the order they asked.
      const here = (r: SeatChangeView) => (r.from_table_id === r.table_id ? 0 : 1);
      t.seat_changes = [...t.seat_changes, request].sort((a, b) => here(a) - here(b) || a.requested_at.localeCompare(b.requested_at) || a.id - b.id);
      touchFloor();
      return t.seat_changes;
    },
    take_seat_change: (args) => {
      const [t, r] = request(args.requestId as number);
      const seatNo = args.seatNo as number;
      if (seatNo < 1 || seatNo > t.table.seat_limit) refuse("no_such_seat", `${t.table.name} has no seat ${seatNo}`);
      const taken = t.seats.find((x) => x.seat_no === seatNo);
      if (taken) refuse("seat_taken", `seat ${seatNo} at ${t.table.name} is taken by ${taken.player_name}`);
      const from = table(r.from_table_id);
      const s = from.seats.find((x) => x.seat_no === r.from_seat)!;
      const moved: SeatDto = { ...s, table_id: t.table.id, seat_no: seatNo };
      from.seats = from.seats.filter((x) => x !== s);
      from.table.seated = from.seats.length;
      t.seats = [...t.seats, moved].sort((a, b) => a.seat_no - b.seat_no);
      t.table.seated = t.seats.length;
      // He leaves every list he asked on.
      for (const x of floor().tables) x.seat_changes = x.seat_changes.filter((q) => !(q.from_table_id === r.from_table_id && q.from_seat === r.from_seat));
      touchFloor();
      return moved;
    },
    decline_seat_change: (args) => {
      const [t, r] = request(args.requestId as number);
      if (board.settings.seat_change_decline === "keeps") r.passed = true;
      else t.seat_changes = t.seat_changes.filter((x) => x !== r);
      touchFloor();
      return t.seat_changes;
    },
    cancel_seat_change: (args) => {
      const [t, r] = request(args.requestId as number);
      t.seat_changes = t.seat_changes.filter((x) => x !== r);
      touchFloor();
      return null;
    },
    break_table: (args) => {
      const t = table(args.tableId as number);
      if (t.table.hand_in_progress) refuse("hand_in_progress", `a hand is running at ${t.table.name}`);
      const l = board.lists.find((x) => x.game === t.table.game && x.stakes === t.table.stakes) ?? refuse("unknown_waitlist", `no list for ${t.table.stakes}`);
      const players = [...t.seats].sort((a, b) => a.seated_at.localeCompare(b.seated_at));
      const entries: WaitingPlayer[] = players
        .filter((s) => !l.players.some((p) => key(p.player_name) === key(s.player_name)))
        .map((s) => ({
          entry_id: nextEntry++,
          place: 0,
          player_name: s.player_name,
          short_name: shortName(s.player_name),
          note: null,
          added_at: board.at,
          minutes_waiting: 0,
          bottomed_at: null,
          from_broken_table: t.table.name,
          call: null,
          estimate: { kind: "unknown" },
          also_on: [],
        }));
      l.players = board.settings.broken_table_players === "bottom" ? [...l.players, ...entries] : [...entries, ...l.players];
      const now = floor();
      for (const x of now.tables) x.seat_changes = x.seat_changes.filter((q) => q.from_table_id !== t.table.id);
      start.setFloor({ ...now, tables: now.tables.filter((x) => x !== t) });
      for (const x of board.lists) x.tables = x.tables.filter((y) => y.id !== t.table.id);
      return entries.map((e) => e.entry_id);
    },
    start_game: (args) => {
      const l = list(args.listId as number);
      const req = args.table as OpenTable;
      const waiting = l.players.filter((p) => p.call === null);
      if (waiting.length < l.start_players) refuse("not_enough_waiting", `${l.label} has ${waiting.length} waiting; ${l.start_players} are needed`);
      const now = floor();
      const status = planned(req);
      start.setFloor({ ...now, tables: [...now.tables, { table: status, seats: [], dealer: null, hand: null, last_hand_at: null, overdue_since: null, collected_cents: 0, seat_changes: [] }] });
      l.tables.push({ id: status.id, name: status.name });
      for (const p of waiting.slice(0, status.seat_limit)) callTo(status.id, p);
      return status;
    },
  };

  /** A seat-change request and the table it asks for. */
  function request(id: number): [BoardTable, SeatChangeView] {
    for (const t of floor().tables) for (const r of t.seat_changes) if (r.id === id) return [t, r];
    return refuse("unknown_seat_change", `no seat-change request ${id}`);
  }

  /** A new floor board as the room would send it after a change (a new value for the query). */
  function touchFloor() {
    const now = floor();
    start.setFloor({ ...now, tables: now.tables.map((t) => ({ ...t })) });
  }

  /** The table a request would open: its stakes as the room writes them, the collection of a table of the same game. */
  function planned(req: OpenTable): TableStatus {
    const now = floor();
    const id = Math.max(0, ...now.tables.map((t) => t.table.id)) + 1;
    const like = now.tables.find((t) => t.table.game === req.game)?.table;
    const stakes =
      req.betting === "fixed_limit"
        ? `${dollars(req.small_bet_cents)}/${dollars(req.big_bet_cents)}`
        : `${dollars(req.small_blind_cents)}/${dollars(req.big_blind_cents)} ${req.betting === "no_limit" ? "NL" : "PL"}`;
    return {
      id,
      name: req.name.trim(),
      game: req.game,
      game_name: GAME_NAMES[req.game],
      betting: req.betting,
      stakes,
      seat_limit: req.seat_limit ?? like?.seat_limit ?? 9,
      joker: false,
      seated: 0,
      dealer: null,
      button_seat: null,
      hand_in_progress: false,
      collection: like?.collection ?? null,
      drop_warning: like?.drop_warning ?? null,
      has_button: req.game !== "pan" && req.game !== "joker_draw",
      next_collection_due: null,
      // The limits of a table of the same game (the room's defaults are by game).
      buy_in: like?.buy_in ?? { min_cents: 0, max_cents: null },
      opened_at: board.at,
      closed_at: null,
    };
  }

  settle();
  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    /** The lists as they are now (for a test's assertions). */
    board: () => structuredClone(board),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      state.sent.push({ cmd, args });
      const refusal = state.refuseNext;
      if (refusal && !["waitlist_board", "wall_board", "floor_settings"].includes(cmd) && (refusal.cmd === null || refusal.cmd === cmd)) {
        state.refuseNext = null;
        refuse(refusal.code, `mock: the room refuses ${cmd} (${refusal.code})`);
      }
      const result = commands[cmd]!(args);
      settle();
      // A command answers with what it made (a seat, a table), or with the lists as they are now.
      return structuredClone(result === undefined ? board : result);
    },
  };
}
