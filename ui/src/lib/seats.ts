// A table's seats as the board reads them. Pure.
import type { BoardTable } from "../api";

/** The seat numbers of `table` no one sits in, lowest first. */
export function freeSeats(table: BoardTable): number[] {
  const taken = new Set(table.seats.map((s) => s.seat_no));
  return Array.from({ length: table.table.seat_limit }, (_, i) => i + 1).filter((n) => !taken.has(n));
}
