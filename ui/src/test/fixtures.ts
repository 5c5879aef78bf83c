// The room's real views, written by a Rust test from a seeded room (`make bindings`). Tests
// read them here, typed, and derive variations in code; no test writes a room state by hand.
import type { FloorBoard, HandView, RateSchedule } from "../api";
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
