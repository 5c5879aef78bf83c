// Which hands the screen lists: the room's query from the filters, and the choices the filters
// offer. Pure.
import type { HandQuery, HandSummary, ShiftDto, StaffDto } from "../../api";

export type Filters = { shiftId: number | null; tableId: number | null; dealerId: number | null };

/** The room's query, exactly: a shift's hands, at one table and by one dealer when chosen. */
export const handQuery = ({ shiftId, tableId, dealerId }: Filters): HandQuery => ({
  shift_id: shiftId,
  from: null,
  to: null,
  table_id: tableId,
  dealer_id: dealerId,
  limit: null,
});

/** The shift opened last (the one running, or the one just closed). */
export function latestShift(shifts: readonly ShiftDto[]): ShiftDto | null {
  return shifts.reduce<ShiftDto | null>((a, s) => (a === null || s.opened_at > a.opened_at ? s : a), null);
}

/** The shifts newest first. */
export const newestFirst = (shifts: readonly ShiftDto[]): ShiftDto[] => [...shifts].sort((a, b) => b.opened_at.localeCompare(a.opened_at));

/** The tables a shift's hands were dealt at, by table number order (the room's id). */
export function tablesOf(hands: readonly HandSummary[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const h of hands) if (!seen.has(h.table_id)) seen.set(h.table_id, h.table);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/** Who may have dealt: the room's dealers, active or not (a past shift's dealer may have left), by name. */
export const dealersOf = (staff: readonly StaffDto[]): StaffDto[] =>
  staff.filter((s) => s.role === "dealer").sort((a, b) => a.name.localeCompare(b.name));
