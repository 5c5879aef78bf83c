// The room's real views, written by a Rust test from a seeded room (`make bindings`). Tests
// read them here, typed, and derive variations in code; no test writes a room state by hand.
import type { CollectionDto, FloorBoard, HandView, RateSchedule, SeatChips, SeatDto } from "../api";
import boardJson from "../fixtures/floor-board.json";
import board30Json from "../fixtures/floor-board-30-tables.json";
import scheduleJson from "../fixtures/rate-schedule.json";
import handJson from "../fixtures/hand-holdem.json";
import auditJson from "../fixtures/audit.json";
import type { AuditFixture } from "../../e2e/audit-script";

/** A fresh copy each call, so a test may change it. */
export const floorBoard = (): FloorBoard => structuredClone(boardJson) as FloorBoard;
export const floorBoard30 = (): FloorBoard => structuredClone(board30Json) as FloorBoard;
export const rateSchedule = (): RateSchedule => structuredClone(scheduleJson) as RateSchedule;
// JSON's arrays type as `number[][]`, not the view's `[seat, stack]` pairs: hence `unknown`.
export const handHoldem = (): HandView => structuredClone(handJson) as unknown as HandView;

/** The audit trail of an evening, its CSV, a sound backup and a failed one. */
export const auditFixture = (): AuditFixture => structuredClone(auditJson) as unknown as AuditFixture;

/** `text` moved by `minutes`, as the room writes times. */
export function addMinutes(text: string, minutes: number): string {
  return new Date(Date.parse(text) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A seat's chips as the room's seat panel read answers: the board's seat and its table's buy-in. */
export function seatChipsOf(board: FloorBoard, tableId: number, seatNo: number, change: Partial<SeatDto> = {}, afterThisHand = false): SeatChips {
  const t = board.tables.find((x) => x.table.id === tableId)!;
  const seat = t.seats.find((s) => s.seat_no === seatNo)!;
  return { seat: { ...seat, ...change }, buy_in: t.table.buy_in, after_this_hand: afterThisHand };
}

/**
 * The collections that fell due at a time-collected table and are not recorded yet (as the
 * room computes them from its clock): each seated player at the table's scheduled rate.
 */
export function collectionsAt(board: FloorBoard, schedule: RateSchedule, tableId: number): CollectionDto[] {
  const t = board.tables.find((x) => x.table.id === tableId)!;
  const rate = schedule.rates.find((r) => r.game === t.table.game && r.mode === "time")!;
  return t.seats.map((s) => ({
    key: { table_id: tableId, due_at: t.overdue_since!, seating_id: tableId * 100 + s.seat_no },
    id: null,
    table_id: tableId,
    due_at: t.overdue_since!,
    seat_no: s.seat_no,
    player_name: s.player_name,
    amount_cents: rate.amount_cents,
    status: "due",
    reason: null,
    stack_after_cents: null,
  }));
}
