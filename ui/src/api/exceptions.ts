// The exception report (issue "The cage's end of shift"): every correction, void hand, comped
// or not-paid collection, rate change, seating outside the buy-in, stack correction, refusal,
// lock-out, reprint and count variance of a shift or a gaming day, each with who, when, where,
// why and its audit entry; saved as CSV, or as an .xlsx workbook or a PDF where the user chooses
// (those two through api/exports.ts, as the collection report's).
import { useQuery } from "@tanstack/react-query";
import { commands, type ExceptionReport, type ExceptionRequest } from "../bindings";
import { call } from "./call";
import { keys } from "./keys";
import type { IpcError } from "./types";

export type { ExceptionCount, ExceptionKind, ExceptionLine, ExceptionReport, ExceptionRequest } from "../bindings";

/**
 * The exception report's key. It lies under the reports' (`keys.reports`), so whatever reads
 * the reports again (a change in the room, a sign-off, a correction, a print) reads it again.
 */
export const exceptionReportKey = (query: ExceptionRequest) => [...keys.reports, "exceptions", query] as const;

/** The exception report `query` asks for (none while `query` is null). */
export function useExceptionReport(query: ExceptionRequest | null) {
  return useQuery<ExceptionReport, IpcError>({
    queryKey: exceptionReportKey(query ?? { shift_id: null, gaming_day: null }),
    enabled: query !== null,
    queryFn: () => call(commands.exceptionReport(query!)),
  });
}

/** The exception report as CSV, exactly as `cardroom report exceptions --csv` writes it. */
export const exceptionsCsv = (query: ExceptionRequest) => call(commands.exceptionsCsv(query));
