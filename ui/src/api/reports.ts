// Reports, the shift's sign-off, prints, corrections and hand history (issue #21): the
// queries those screens read and the commands they send. A long report runs in the shell, off
// the window's thread, and sends its progress; the window may cancel it.
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Channel } from "@tauri-apps/api/core";
import { open, save } from "@tauri-apps/plugin-dialog";
import {
  commands,
  type CollectionCorrection,
  type HandCorrection,
  type HandQuery,
  type PrintKind,
  type ReportProgress,
  type ReportRequest,
  type ShiftReport,
} from "../bindings";
import { t } from "../i18n";
import { call } from "./call";
import { keys } from "./keys";
import type { IpcError } from "./types";

export function useShiftList() {
  return useQuery({ queryKey: keys.shifts, queryFn: () => call(commands.shiftList()) });
}

let nextRequest = 1;

/**
 * The report `query` asks for (none while `query` is null). A long one shows its progress
 * (`progress`: parts done of all) and can be stopped (`cancel`); a cancelled report is the
 * query's error, code `cancelled`.
 */
export function useReport(query: ReportRequest | null) {
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const running = useRef<number | null>(null);
  const result = useQuery<ShiftReport, IpcError>({
    queryKey: keys.report(query ?? {}),
    enabled: query !== null,
    retry: false,
    queryFn: async () => {
      const request = nextRequest++;
      running.current = request;
      const channel = new Channel<ReportProgress>();
      channel.onmessage = (p) => {
        if (running.current === request) setProgress(p);
      };
      setProgress(null);
      try {
        return await call(commands.runReport(request, query!, channel));
      } finally {
        if (running.current === request) running.current = null;
      }
    },
  });
  useEffect(() => () => void (running.current !== null && commands.cancelReport(running.current)), []);
  const cancel = () => {
    if (running.current !== null) void commands.cancelReport(running.current);
  };
  return { ...result, progress, cancel };
}

/** Saves text the shell made (a CSV) where the user chooses, through the native dialog. */
export async function saveText(defaultPath: string, make: () => Promise<string>, filters = [{ name: "CSV", extensions: ["csv"] }]): Promise<string | null> {
  const path = await save({ defaultPath, filters });
  if (!path) return null;
  const text = await make();
  await call(commands.saveExport(path, text));
  return path;
}

/** The report as CSV, exactly as `cardroom report shift --csv` writes it. */
export const reportCsv = (query: ReportRequest) => call(commands.reportCsv(query));

export function useCountSheet(shiftId: number | null, counters: string[]) {
  return useQuery({
    queryKey: ["countSheet", shiftId, counters] as const,
    enabled: shiftId !== null,
    queryFn: () => call(commands.countSheet(shiftId, counters)),
  });
}

export const countSheetCsv = (shiftId: number | null, counters: string[]) => call(commands.countSheetCsv(shiftId, counters));

/** A closing act changes what reports and hand histories show: read them again. */
function useClosingCommand<Args extends unknown[], T>(run: (...args: Args) => Promise<T>) {
  const client = useQueryClient();
  return useMutation<T, IpcError, Args>({
    mutationFn: (args: Args) => run(...args),
    onSuccess: () =>
      Promise.all(
        [keys.shifts, keys.reports, keys.handLists, keys.handHistories].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export const useSignOffShift = () => useClosingCommand((shiftId: number, pin: string) => call(commands.signOffShift(shiftId, pin)));
export const useRecordPrint = () => useClosingCommand((shiftId: number, what: PrintKind) => call(commands.recordPrint(shiftId, what)));
export const useCorrectCollection = () =>
  useClosingCommand((pin: string, correction: CollectionCorrection) => call(commands.correctCollection(pin, correction)));
export const useCorrectHand = () => useClosingCommand((pin: string, correction: HandCorrection) => call(commands.correctHand(pin, correction)));

export function useHandList(query: HandQuery | null) {
  return useQuery({
    queryKey: keys.handList(query ?? {}),
    enabled: query !== null,
    queryFn: () => call(commands.handList(query!)),
  });
}

export function useHandHistory(handId: number | null) {
  return useQuery({
    queryKey: keys.handHistory(handId ?? 0),
    enabled: handId !== null,
    queryFn: () => call(commands.handHistory(handId!)),
  });
}

/** Writes hands as hand-history files into a folder the user picks: where and how many, or null. */
export async function exportHandHistories(query: HandQuery, handId: number | null): Promise<{ folder: string; count: number } | null> {
  const folder = await open({ directory: true, title: t("common:files.handHistoryFolder") });
  if (typeof folder !== "string") return null;
  return { folder, count: await call(commands.exportHandHistories(folder, query, handId)) };
}

/** Checks a hand-history file the user picks, through the rules engine; null when none picked. */
export async function checkHandHistory() {
  const path = await open({ multiple: false, filters: [{ name: t("common:files.handHistory"), extensions: ["phh", "txt"] }] });
  if (typeof path !== "string") return null;
  return { path, check: await call(commands.checkHandHistory(path)) };
}
