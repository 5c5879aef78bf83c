// Files the shell makes and writes where the user chooses in the native save dialog: the
// report, the count sheet and the exception report, each as an .xlsx workbook or as a PDF, from
// the same figures as the screen and the CSV. The window never holds the file's bytes. Every
// such save goes through `saveThroughDialog`, the one place that asks where and then writes.
import { save } from "@tauri-apps/plugin-dialog";
import { commands, type ExceptionRequest, type ReportRequest } from "../bindings";
import { t } from "../i18n";
import { call } from "./call";

/** A save dialog's filter: what kind of file, and its extensions. */
export type SaveFilter = { name: string; extensions: string[] };

// Each filter's name is said in the language of the screens when the dialog opens.
/** The save dialog's one filter for a workbook. */
export const xlsxFilters = (): SaveFilter[] => [{ name: t("common:files.xlsx"), extensions: ["xlsx"] }];
/** The save dialog's one filter for the diagnostics. */
export const zipFilters = (): SaveFilter[] => [{ name: t("common:files.zip"), extensions: ["zip"] }];
/** The save dialog's one filter for a PDF. */
export const pdfFilters = (): SaveFilter[] => [{ name: t("common:files.pdf"), extensions: ["pdf"] }];

/**
 * Asks where to save (the dialog starts at `defaultPath` and offers `filters`), then has the
 * shell `write` there: the path written, or null when the dialog was cancelled (nothing is
 * written then). A refusal is thrown as the room's `IpcError`.
 */
export async function saveThroughDialog(defaultPath: string, filters: SaveFilter[], write: (path: string) => Promise<null>): Promise<string | null> {
  const path = await save({ defaultPath, filters });
  if (!path) return null;
  await write(path);
  return path;
}

const saveXlsx = (defaultPath: string, write: (path: string) => Promise<null>) => saveThroughDialog(defaultPath, xlsxFilters(), write);
const savePdf = (defaultPath: string, write: (path: string) => Promise<null>) => saveThroughDialog(defaultPath, pdfFilters(), write);

/** The report `query` asks for, as a workbook, saved where the user chooses. */
export const saveReportXlsx = (defaultPath: string, query: ReportRequest) => saveXlsx(defaultPath, (path) => call(commands.saveReportXlsx(path, query)));

/** The report `query` asks for, as a PDF, saved where the user chooses. */
export const saveReportPdf = (defaultPath: string, query: ReportRequest) => savePdf(defaultPath, (path) => call(commands.saveReportPdf(path, query)));

/** A shift's count sheet with its counters' names, as a workbook, saved where the user chooses. */
export const saveCountSheetXlsx = (defaultPath: string, shiftId: number | null, counters: string[]) =>
  saveXlsx(defaultPath, (path) => call(commands.saveCountSheetXlsx(path, shiftId, counters)));

/** A shift's count sheet with its counters' names, as a PDF, saved where the user chooses. */
export const saveCountSheetPdf = (defaultPath: string, shiftId: number | null, counters: string[]) =>
  savePdf(defaultPath, (path) => call(commands.saveCountSheetPdf(path, shiftId, counters)));

/** The exception report `query` asks for, as a workbook, saved where the user chooses. */
export const saveExceptionsXlsx = (defaultPath: string, query: ExceptionRequest) =>
  saveXlsx(defaultPath, (path) => call(commands.saveExceptionsXlsx(path, query)));

/** The exception report `query` asks for, as a PDF, saved where the user chooses. */
export const saveExceptionsPdf = (defaultPath: string, query: ExceptionRequest) =>
  savePdf(defaultPath, (path) => call(commands.saveExceptionsPdf(path, query)));

/** The diagnostics for support (logs, versions, the station's setting, the last backup; no secret), saved where the user chooses. */
export const saveDiagnostics = (defaultPath: string) => saveThroughDialog(defaultPath, zipFilters(), (path) => call(commands.saveDiagnostics(path)));

/** A Title 31 log: the multiple transaction log, or the CTRs due. */
export type CashLog = "mtl" | "ctr";

/** A cash log of gaming days [from, to] (`to` null: `from` alone), as a workbook, saved where the user chooses. */
export const saveCashLogXlsx = (defaultPath: string, log: CashLog, from: string, to: string | null) =>
  saveXlsx(defaultPath, (path) => call(commands.saveCashLog(path, log, from, to)));

/** A cash log of gaming days [from, to] (`to` null: `from` alone), as a PDF, saved where the user chooses. */
export const saveCashLogPdf = (defaultPath: string, log: CashLog, from: string, to: string | null) =>
  savePdf(defaultPath, (path) => call(commands.saveCashLog(path, log, from, to)));
