// Saving the report and the count sheet as .xlsx and as PDF: the native save dialog with the
// file's filter and suggested name, then the shell writes the file where it chose.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { IpcError } from "../../api";
import { renderApp } from "../../test/render";
import { ReportsPage } from "./ReportsPage";
import { serveReports } from "./testFixture";

beforeEach(() => {
  window.print = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** A shell that refuses to write any workbook or PDF, with `refusal` (the mock script writes them all). */
function refusesFiles(refusal: IpcError) {
  return (cmd: string): unknown => {
    if (!/^save_(report|count_sheet)_(xlsx|pdf)$/.test(cmd)) return undefined;
    throw refusal;
  };
}

async function showReports(extra?: (cmd: string) => unknown) {
  const shell = serveReports(extra);
  const user = userEvent.setup();
  renderApp(<ReportsPage />);
  await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 2 report/));
  return { shell, user };
}

const sent = (shell: ReturnType<typeof serveReports>, cmd: string) => shell.calls.filter((c) => c.cmd === cmd).map((c) => c.args);
/** What the save dialog was opened with: its suggested name and its filters. */
const dialogs = (shell: ReturnType<typeof serveReports>) =>
  sent(shell, "plugin:dialog|save").map((a) => a.options as { defaultPath: string; filters: { name: string; extensions: string[] }[] });
const XLSX_ONLY = [{ name: "Excel workbook", extensions: ["xlsx"] }];
const PDF_ONLY = [{ name: "PDF document", extensions: ["pdf"] }];
const SHIFT_2 = { shift_id: 2, from: null, to: null, gaming_day: null, table_id: null, game: null, dealer_id: null };

describe("saving as .xlsx", () => {
  it("the report is saved as .xlsx at the path the dialog chose", async () => {
    const { shell, user } = await showReports();
    shell.state.savePath = "/mock/exports/night shift.xlsx";
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    expect((await screen.findByText(/^Saved to /)).textContent).toBe("Saved to /mock/exports/night shift.xlsx");
    expect(dialogs(shell)).toEqual([{ defaultPath: "shift-2-report.xlsx", filters: XLSX_ONLY }]);
    expect(sent(shell, "save_report_xlsx")).toEqual([{ path: "/mock/exports/night shift.xlsx", query: SHIFT_2 }]);
    // The workbook is the shell's to write: no text passes through the window.
    expect(sent(shell, "save_export")).toHaveLength(0);
  });

  it("the workbook's suggested name says the filters chosen, and the report's query goes with it", async () => {
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
    await user.selectOptions(screen.getByLabelText("Game"), "lowball");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/Shift 1 report .* · Low Ball$/));
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    await screen.findByText(/^Saved to /);
    expect(dialogs(shell).map((d) => d.defaultPath)).toEqual(["shift-1-lowball-report.xlsx"]);
    expect(sent(shell, "save_report_xlsx").map((a) => a.query)).toEqual([{ ...SHIFT_2, shift_id: 1, game: "lowball" }]);
  });

  it("a cancelled save dialog writes nothing", async () => {
    const { shell, user } = await showReports();
    shell.state.savePath = null;
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    expect((await screen.findByText(/^Not saved/)).textContent).toBe("Not saved: no file was chosen.");
    expect(dialogs(shell)).toHaveLength(1);
    expect(sent(shell, "save_report_xlsx")).toHaveLength(0);
  });

  it("a workbook the shell cannot write is said in words chosen by its code, with the shell's message beneath", async () => {
    const { user } = await showReports(refusesFiles({ code: "io", message: "/mock/exports/shift-2-report.xlsx: permission denied" }));
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.id).toBe("report-xlsx-csv-error");
    expect(refusal.getAttribute("data-code")).toBe("io");
    expect(refusal.textContent).toContain("A file could not be written or read there.");
    expect(refusal.textContent).toContain("permission denied");
    expect(screen.queryByText(/^Saved to /)).toBeNull();
  });

  it("the count sheet is saved as .xlsx with its shift and counters, at the path the dialog chose", async () => {
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
    await user.click(screen.getByRole("tab", { name: "Count sheet" }));
    await user.type(screen.getByLabelText("First counter"), "Ann Count");
    await user.type(screen.getByLabelText("Second counter"), "Bo Tally");
    await user.click(screen.getByRole("button", { name: "Make the count sheet" }));
    await screen.findByRole("table", { name: /Count sheet · shift 1/ });
    shell.state.savePath = "/mock/exports/shift-1-count-sheet.xlsx";
    await user.click(screen.getByRole("button", { name: "Save count sheet as .xlsx" }));
    expect((await screen.findByText(/^Saved to /)).textContent).toBe("Saved to /mock/exports/shift-1-count-sheet.xlsx");
    expect(dialogs(shell)).toEqual([{ defaultPath: "shift-1-count-sheet.xlsx", filters: XLSX_ONLY }]);
    expect(sent(shell, "save_count_sheet_xlsx")).toEqual([{ path: "/mock/exports/shift-1-count-sheet.xlsx", shiftId: 1, counters: ["Ann Count", "Bo Tally"] }]);
  });

  it("a cancelled save dialog writes no count sheet either", async () => {
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
    await user.click(screen.getByRole("tab", { name: "Count sheet" }));
    await user.type(screen.getByLabelText("First counter"), "Ann Count");
    await user.type(screen.getByLabelText("Second counter"), "Bo Tally");
    await user.click(screen.getByRole("button", { name: "Make the count sheet" }));
    await screen.findByRole("table", { name: /Count sheet · shift 1/ });
    shell.state.savePath = null;
    await user.click(screen.getByRole("button", { name: "Save count sheet as .xlsx" }));
    expect((await screen.findByText(/^Not saved/)).textContent).toBe("Not saved: no file was chosen.");
    expect(sent(shell, "save_count_sheet_xlsx")).toHaveLength(0);
  });
});

/** Shift 1's count sheet made with two counters' names. */
async function makeCountSheet(user: Awaited<ReturnType<typeof showReports>>["user"]) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
  await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
  await user.click(screen.getByRole("tab", { name: "Count sheet" }));
  await user.type(screen.getByLabelText("First counter"), "Ann Count");
  await user.type(screen.getByLabelText("Second counter"), "Bo Tally");
  await user.click(screen.getByRole("button", { name: "Make the count sheet" }));
  await screen.findByRole("table", { name: /Count sheet · shift 1/ });
}

describe("saving as PDF", () => {
  it("the report is saved as PDF at the path the dialog chose", async () => {
    const { shell, user } = await showReports();
    shell.state.savePath = "/mock/exports/night shift.pdf";
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    expect((await screen.findByText(/^Saved to /)).textContent).toBe("Saved to /mock/exports/night shift.pdf");
    expect(document.querySelector("#report-pdf-saved")?.textContent).toBe("Saved to /mock/exports/night shift.pdf");
    expect(dialogs(shell)).toEqual([{ defaultPath: "shift-2-report.pdf", filters: PDF_ONLY }]);
    expect(sent(shell, "save_report_pdf")).toEqual([{ path: "/mock/exports/night shift.pdf", query: SHIFT_2 }]);
    expect(shell.state.written).toEqual([{ call: "save_report_pdf", args: { path: "/mock/exports/night shift.pdf", query: SHIFT_2 } }]);
    // The PDF is the shell's to write: no workbook, no text through the window.
    expect(sent(shell, "save_report_xlsx")).toHaveLength(0);
    expect(sent(shell, "save_export")).toHaveLength(0);
  });

  it("the PDF's suggested name says the filters chosen, and the report's query goes with it", async () => {
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
    await user.selectOptions(screen.getByLabelText("Game"), "lowball");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/Shift 1 report .* · Low Ball$/));
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    await screen.findByText(/^Saved to /);
    expect(dialogs(shell).map((d) => d.defaultPath)).toEqual(["shift-1-lowball-report.pdf"]);
    expect(sent(shell, "save_report_pdf").map((a) => a.query)).toEqual([{ ...SHIFT_2, shift_id: 1, game: "lowball" }]);
  });

  it("a cancelled PDF save writes nothing", async () => {
    const { shell, user } = await showReports();
    shell.state.savePath = null;
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    expect((await screen.findByText(/^Not saved/)).textContent).toBe("Not saved: no file was chosen.");
    expect(dialogs(shell)).toEqual([{ defaultPath: "shift-2-report.pdf", filters: PDF_ONLY }]);
    expect(sent(shell, "save_report_pdf")).toHaveLength(0);
    expect(shell.state.written).toEqual([]);
  });

  it("a PDF the shell cannot write is said in words chosen by its code, with the shell's message beneath", async () => {
    const { user } = await showReports(refusesFiles({ code: "io", message: "/mock/exports/shift-2-report.pdf: permission denied" }));
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.id).toBe("report-pdf-csv-error");
    expect(refusal.getAttribute("data-code")).toBe("io");
    expect(refusal.textContent).toContain("A file could not be written or read there.");
    expect(refusal.textContent).toContain("permission denied");
    expect(screen.queryByText(/^Saved to /)).toBeNull();
  });

  it("the count sheet is saved as PDF with its shift and counters, at the path the dialog chose", async () => {
    const { shell, user } = await showReports();
    await makeCountSheet(user);
    shell.state.savePath = "/mock/exports/shift-1-count-sheet.pdf";
    await user.click(screen.getByRole("button", { name: "Save count sheet as PDF" }));
    expect((await screen.findByText(/^Saved to /)).textContent).toBe("Saved to /mock/exports/shift-1-count-sheet.pdf");
    expect(document.querySelector("#count-sheet-pdf-saved")?.textContent).toBe("Saved to /mock/exports/shift-1-count-sheet.pdf");
    expect(dialogs(shell)).toEqual([{ defaultPath: "shift-1-count-sheet.pdf", filters: PDF_ONLY }]);
    expect(sent(shell, "save_count_sheet_pdf")).toEqual([{ path: "/mock/exports/shift-1-count-sheet.pdf", shiftId: 1, counters: ["Ann Count", "Bo Tally"] }]);
  });

  it("a cancelled PDF save writes no count sheet either", async () => {
    const { shell, user } = await showReports();
    await makeCountSheet(user);
    shell.state.savePath = null;
    await user.click(screen.getByRole("button", { name: "Save count sheet as PDF" }));
    expect((await screen.findByText(/^Not saved/)).textContent).toBe("Not saved: no file was chosen.");
    expect(sent(shell, "save_count_sheet_pdf")).toHaveLength(0);
    expect(shell.state.written).toEqual([]);
  });
});
