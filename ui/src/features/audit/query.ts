// Which entries the screen lists: the room's query from the filters, and the choices the
// filters offer. Pure.
import type { AuditEntry, AuditOutcome, AuditQuery } from "../../api";
import { roomTimeOf } from "../../lib/time";

export type Outcome = "all" | AuditOutcome;

export type Filters = {
  staffId: number | null;
  tableId: number | null;
  /** `datetime-local` values (local time, `YYYY-MM-DDTHH:MM`); "" is open. */
  from: string;
  to: string;
  /** A kind as the room names it (`seat_player`); "" is every kind. */
  kind: string;
  outcome: Outcome;
};

export const noFilters: Filters = { staffId: null, tableId: null, from: "", to: "", kind: "", outcome: "all" };

/** A local `datetime-local` value as the room's UTC text; null when empty or not a time. */
export function localToRoomTime(value: string): string | null {
  return value === "" ? null : roomTimeOf(value);
}

/** The room's query, exactly: every filter chosen, the rest open; the room's own limit. */
export const auditQuery = (f: Filters): AuditQuery => ({
  staff_id: f.staffId,
  table_id: f.tableId,
  from: localToRoomTime(f.from),
  to: localToRoomTime(f.to),
  kind: f.kind === "" ? null : f.kind,
  outcome: f.outcome === "all" ? null : f.outcome,
  limit: null,
});

/** The sign-in's own kinds: in the trail whether or not this evening has them. */
export const SESSION_KINDS = ["sign_in", "confirm_pin", "sign_out", "set_pin"] as const;

/** The kinds to offer: those seen in the trail so far, and the sign-in's, by name. */
export const kindsOffered = (seen: Iterable<string>): string[] => [...new Set([...seen, ...SESSION_KINDS])].sort();

/** The tables the entries name, by id. */
export const tableIdsOf = (entries: readonly AuditEntry[]): number[] =>
  [...new Set(entries.flatMap((e) => (e.table_id === null ? [] : [e.table_id])))].sort((a, b) => a - b);
