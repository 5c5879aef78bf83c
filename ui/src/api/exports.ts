// Workbooks (.xlsx) of the report and the count sheet: the shell makes each from the same
// figures as the screen and the CSV, and writes it where the user chooses in the native save
// dialog. The window never holds the file's bytes.
import { save } from "@tauri-apps/plugin-dialog";
import { commands, type ReportRequest } from "../bindings";
import { call } from "./call";

/** The save dialog's one filter: Excel workbooks. */
export const XLSX_FILTERS = [{ name: "Excel workbook", extensions: ["xlsx"] }];

/**
 * Asks where to save (the dialog starts at `defaultPath`), then has the shell `write` there:
 * the path written, or null when the dialog was cancelled (nothing is written then). A refusal
 * is thrown as the room's `IpcError`.
 */
async function saveWorkbook(defaultPath: string, write: (path: string) => Promise<null>): Promise<string | null> {
  const path = await save({ defaultPath, filters: XLSX_FILTERS });
  if (!path) return null;
  await write(path);
  return path;
}

/** The report `query` asks for, as a workbook, saved where the user chooses. */
export const saveReportXlsx = (defaultPath: string, query: ReportRequest) =>
  saveWorkbook(defaultPath, (path) => call(commands.saveReportXlsx(path, query)));

/** A shift's count sheet with its counters' names, as a workbook, saved where the user chooses. */
export const saveCountSheetXlsx = (defaultPath: string, shiftId: number | null, counters: string[]) =>
  saveWorkbook(defaultPath, (path) => call(commands.saveCountSheetXlsx(path, shiftId, counters)));
