import { useEffect, useRef } from "react";
import { useQueryClient, type InvalidateQueryFilters, type QueryClient } from "@tanstack/react-query";
import { commands, events, type ChangeKind, type RoomChanged } from "../bindings";
import { connection, type Transition } from "./connection";
import { keys } from "./keys";
import { ownCommits } from "./commits";

type Touched = (tableId: number | null) => InvalidateQueryFilters[];

const board: InvalidateQueryFilters = { queryKey: keys.floorBoard, exact: true };
const rates: InvalidateQueryFilters = { queryKey: keys.rateSchedule, exact: true };
const ratesAt: InvalidateQueryFilters = { queryKey: keys.ratesAt };
const session: InvalidateQueryFilters = { queryKey: keys.session, exact: true };
const staff: InvalidateQueryFilters = { queryKey: keys.staff, exact: true };
const due: InvalidateQueryFilters = { queryKey: keys.collectionsDue };
/** The waiting lists and the wall board: seats, tables and calls change them. */
const lists: InvalidateQueryFilters[] = [
  { queryKey: keys.waitlistBoard, exact: true },
  { queryKey: keys.wallBoard, exact: true },
];
/** The dealers' rotation: pushes, tables and the floor settings change it. */
const rotation: InvalidateQueryFilters = { queryKey: keys.rotation, exact: true };
const floorSettings: InvalidateQueryFilters = { queryKey: keys.floorSettings, exact: true };
/** What this station is set to be: whether the table it serves is open. */
const station: InvalidateQueryFilters = { queryKey: keys.station, exact: true };
/** The audit trail: every change the room commits writes an entry, whatever its kind. */
const audit: InvalidateQueryFilters = { queryKey: keys.audit };
/**
 * The jackpots: the funds, their payouts and ledgers, and what the wall board shows of them. A
 * settled hand adds a collection or a hit; the floor adds, corrects and pays funds.
 */
const jackpots: InvalidateQueryFilters[] = [
  { queryKey: keys.jackpots, exact: true },
  { queryKey: keys.jackpotLedgers },
  { queryKey: keys.wallBoard, exact: true },
];
/**
 * The players' registry: every search and card (who a player is, his restrictions, where he
 * sits and his minutes today).
 */
const players: InvalidateQueryFilters = { queryKey: keys.players };
/**
 * The Title 31 logs: cash paid in at a seat (a buy-in, an add-on), a jackpot paid in cash, a
 * player named, the house's threshold. The gaming day now moves with the clock and the house's
 * start of day.
 */
const cashLogs: InvalidateQueryFilters = { queryKey: keys.cashLogs };
const gamingDay: InvalidateQueryFilters = { queryKey: keys.gamingDay, exact: true };
/** The last backup: closing a shift makes one. */
const backup: InvalidateQueryFilters = { queryKey: keys.lastBackup, exact: true };
/** What the end of a shift reads: the shifts, the reports, the cage's counts, the hands' lists and histories. */
const closing: InvalidateQueryFilters[] = [
  { queryKey: keys.shifts },
  { queryKey: keys.reports },
  { queryKey: keys.cageCounts },
  { queryKey: keys.handLists },
  { queryKey: keys.handHistories },
];
/** What a shift's close leaves open: tables, hands, seats and collections change it. */
const stillOpen: InvalidateQueryFilters = { queryKey: keys.stillOpen, exact: true };
/** The seat panels of one table (or of every table when the change names none): stacks, status, add-ons. */
const seatChipsAt = (tableId: number | null): InvalidateQueryFilters =>
  tableId === null ? { queryKey: keys.seatChips } : { queryKey: keys.seatChipsAt(tableId) };
/** The console of one table (or every console when the change names none). */
const consoleAt = (tableId: number | null): InvalidateQueryFilters =>
  tableId === null ? { queryKey: keys.dealerConsoles } : { queryKey: keys.dealerConsole(tableId), exact: true };
const isConsoleAt = (filter: InvalidateQueryFilters, tableId: number | null): boolean =>
  tableId !== null && filter.queryKey?.[0] === keys.dealerConsoles[0] && filter.queryKey?.[1] === tableId;
/** The hand queries of one table (or of every table when the change names none). */
const handsAt = (tableId: number | null): InvalidateQueryFilters[] =>
  tableId === null
    ? [{ queryKey: keys.currentHands }, { queryKey: keys.hands }]
    : [
        { queryKey: keys.currentHand(tableId), exact: true },
        // A hand query's key holds its id, not its table: its data says the table.
        { queryKey: keys.hands, predicate: (q) => tableOf(q.state.data) === tableId },
      ];

function tableOf(data: unknown): number | undefined {
  return typeof data === "object" && data !== null && "table_id" in data && typeof data.table_id === "number"
    ? data.table_id
    : undefined;
}

/**
 * Which queries each kind of change touches. `satisfies Record<ChangeKind, …>`: a kind the
 * room adds is a compile error here until someone decides what it touches.
 */
const TOUCHES = {
  // (Each change at a table also refreshes that table's console, which shows it.)
  // Names on the board (the dealers, the shift's floor manager), the staff list, and the
  // session (a member deactivated, a PIN set).
  staff: () => [board, staff, session],
  // The schedules only: an open table keeps the rate it opened with.
  rates: () => [rates, ratesAt],
  // A table opened or closed: the board, and the closed table's hand.
  // A table station waits for its table to open, and says when it closes.
  tables: (t) => [board, ...handsAt(t), consoleAt(t), ...lists, rotation, seatChipsAt(t), stillOpen, station, players],
  // Seats taken and freed (the open seats the lists are called to), chips added or corrected;
  // where a registered player sits, and the cash paid in at a seat (the Title 31 logs).
  seats: (t) => [board, consoleAt(t), ...lists, seatChipsAt(t), stillOpen, players, cashLogs],
  // A dealer's table is where he is in the box: his session says which.
  dealers: (t) => [board, session, consoleAt(t), rotation],
  // Lists, calls, must-move tables and the floor settings (the sit-out limit on the board; the
  // idle times of the stations and desks, which the session says).
  // The multiple transaction log's threshold and the gaming day's start are floor settings.
  waitlists: () => [...lists, rotation, floorSettings, board, session, cashLogs, gamingDay],
  button: (t) => [board, consoleAt(t)],
  // A hand started, an entry logged or undone, a hand settled: the board (stage, stacks,
  // last hand) and that table's hands; the stacks its seat panels show. A settled hand may add
  // a jackpot's collection or a hit (the board's banner, the funds, the wall board).
  hand: (t) => [board, ...handsAt(t), consoleAt(t), ...closing, seatChipsAt(t), stillOpen, ...jackpots],
  // Time paid from the stacks changes them.
  collections: (t) => [board, due, consoleAt(t), ...closing, seatChipsAt(t), stillOpen],
  // A shift opened, closed or handed over.
  shift: () => [board, ...closing, backup, stillOpen],
  // The room's clock moved: minutes in the box, what is due, the rates in effect now, a
  // player's minutes today and the gaming day.
  clock: () => [board, rates, ratesAt, consoleAt(null), ...lists, rotation, stillOpen, players, gamingDay],
  // A fund added, its terms changed, corrected or paid: the board's banner of pending hits; a
  // jackpot paid in cash goes to the Title 31 logs.
  jackpots: () => [board, ...jackpots, cashLogs],
  // A player registered, corrected, restricted or anonymised: the registry; the cash logs name
  // him by his registered name; a list names a registered player by his wall name.
  players: () => [players, cashLogs, ...lists],
  // Another program committed: anything may have changed.
  elsewhere: () => [{}],
} satisfies Record<ChangeKind, Touched>;

/**
 * Reads again what a change of `kind` at `tableId` (none: the room) touched: what a screen's own
 * command does on success, before the room's `roomChanged` event arrives.
 */
export async function refreshTouched(client: QueryClient, kind: ChangeKind, tableId: number | null): Promise<void> {
  await Promise.all(touchedBy({ table_id: tableId, kind }).map((f) => client.invalidateQueries(f)));
}

/** The queries one change touches (a filter `{}` is every query); the audit trail, always. */
export function touchedBy(change: Pick<RoomChanged, "table_id" | "kind">): InvalidateQueryFilters[] {
  const touched = TOUCHES[change.kind](change.table_id);
  return touched.some((f: InvalidateQueryFilters) => f.queryKey === undefined) ? touched : [...touched, audit];
}

/** Listens to the room's changes for as long as the app runs; refreshes what each touched. */
export function useRoomChanges(): void {
  const client = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    // The console already shows its own command's commit: that console is marked stale, not read again.
    const apply = (change: RoomChanged, own: boolean) => {
      for (const filter of touchedBy(change)) {
        void client.invalidateQueries(own && isConsoleAt(filter, change.table_id) ? { ...filter, refetchType: "none" } : filter);
      }
    };
    ownCommits.applyWith(apply);
    events.roomChanged
      .listen(({ payload }) => {
        const heard = ownCommits.hear(payload);
        if (heard !== "held") apply(payload, heard === "own");
      })
      .then(
        (unlisten) => (gone ? unlisten() : (stop = unlisten)),
        // Without the event the board still refreshes on its own (`queries.ts`).
        (e: unknown) => console.error("cannot listen to the room's changes", e),
      );
    return () => {
      gone = true;
      stop?.();
    };
  }, [client]);
}

/** How soon the shell is asked about a loss only a failed command noticed (its watcher looks every 0.4 s). */
export const CHECK_COMMAND_LOSS_MS = 1_500;
/** How often the shell is asked while it says the connection is lost: a missed event is caught. */
export const CHECK_WHILE_LOST_MS = 5_000;

/**
 * Listens to the connection for as long as the app runs: the shell's event, its status read at
 * start, and, while the connection is lost, its status again now and then (a loss only a failed
 * command noticed is checked soon). When the connection comes back, every query is read again
 * (whatever was entered elsewhere meanwhile shows) and `onRestored` tells the user.
 */
export function useConnectionChanges(onRestored: () => void): void {
  const client = useQueryClient();
  const told = useRef(onRestored);
  told.current = onRestored;
  useEffect(() => {
    let gone = false;
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (t: Transition) => {
      if (t === "restored") {
        void client.invalidateQueries();
        told.current();
      }
    };
    const ask = async () => {
      const asked = connection.asking();
      const status = await commands.connectionStatus().catch(() => null);
      // Without an answer the alarm stays as it is: a failure of the IPC says nothing of the server.
      if (!gone && status?.status === "ok" && status.data) settle(connection.heard(status.data, "status", asked));
    };
    // While lost, ask again: soon after a failed command, then every few seconds.
    const plan = () => {
      clearTimeout(timer);
      const now = connection.get();
      if (gone || now.online) return;
      timer = setTimeout(
        () => void ask().finally(plan),
        now.by === "command" ? CHECK_COMMAND_LOSS_MS : CHECK_WHILE_LOST_MS,
      );
    };
    const unsubscribe = connection.subscribe(plan);
    events.connectionChanged
      .listen(({ payload }) => settle(connection.heard(payload, "event")))
      .then(
        (unlisten) => (gone ? unlisten() : (stop = unlisten)),
        (e: unknown) => console.error("cannot listen to the connection's changes", e),
      );
    void ask();
    plan();
    return () => {
      gone = true;
      clearTimeout(timer);
      unsubscribe();
      stop?.();
    };
  }, [client]);
}
