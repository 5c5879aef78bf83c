import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ExceptionReport, ExceptionRequest } from "../../api/exceptions";
import { renderApp } from "../../test/render";
import { ExceptionsPanel, exceptionsSummary } from "./ExceptionsPanel";
import { ReportsPage } from "./ReportsPage";
import { fixture, okOf, serveReports } from "./testFixture";

beforeEach(() => {
  window.print = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** A value's JSON with every object's keys in order: equal for deep-equal values. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

/** The fixture's answer to `call` with `args` (the seeded day's exception reports and their CSV). */
function stepAnswer<T>(call: string, args: Record<string, unknown>): T {
  const step = fixture().steps.find((s) => s.call === call && canonical(s.args) === canonical(args));
  if (!step) throw { code: "internal", message: `the fixture has no ${call} ${JSON.stringify(args)}` };
  return okOf<T>(step);
}

const SHIFT_1: ExceptionRequest = { shift_id: 1, gaming_day: null };
const DAY_22: ExceptionRequest = { shift_id: null, gaming_day: "2026-11-22" };
const reportOf = (query: ExceptionRequest) => stepAnswer<ExceptionReport>("exception_report", { query });

/**
 * The room of the seeded day: the mock script answers the exception reports and their CSV from
 * the fixture, and writes every workbook or PDF asked for (`state.written`). `own` answers first
 * (a test's own case).
 */
const serveExceptions = (own?: (cmd: string, args: Record<string, unknown>) => unknown) => serveReports(own);

/** The files of `call` (`save_exceptions_xlsx`, `save_exceptions_pdf`) the shell was asked to write. */
const written = (shell: ReturnType<typeof serveReports>, call: string) => shell.state.written.filter((w) => w.call === call).map((w) => w.args);

const sent = (shell: ReturnType<typeof serveReports>, cmd: string) => shell.calls.filter((c) => c.cmd === cmd).map((c) => c.args);
const rows = () => [...document.querySelectorAll<HTMLTableRowElement>("#exceptions tbody tr")];
const field = (row: HTMLTableRowElement, name: string) => row.querySelector(`[data-field="${name}"]`)?.textContent;

async function showPanel(request: ExceptionRequest = SHIFT_1, own?: Parameters<typeof serveExceptions>[0]) {
  const shell = serveExceptions(own);
  const user = userEvent.setup();
  renderApp(<ExceptionsPanel request={request} unavailable={null} />);
  await waitFor(() => expect(document.querySelector("#exceptions-summary")).toBeTruthy());
  return { shell, user };
}

describe("the exception report", () => {
  it("the exceptions panel lists each exception with who, when, where and why, oldest first, with its audit entry", async () => {
    const { shell } = await showPanel();
    const report = reportOf(SHIFT_1);
    expect(sent(shell, "exception_report")).toEqual([{ query: SHIFT_1 }]);
    expect(screen.getByRole("heading", { name: /^Exceptions · Shift 1 \(Maria\) · 22 Nov 2026, 13:00–19:00$/ })).toBeTruthy();
    const heads = [...document.querySelectorAll("#exceptions thead th")].map((th) => th.textContent);
    expect(heads).toEqual(["Kind", "When", "Who", "Table", "Why", "Audit entry"]);
    // Every line, in the room's order (oldest first).
    expect(rows().map((r) => r.dataset.audit)).toEqual(report.lines.map((l) => String(l.audit_id)));
    const first = rows()[0]!;
    expect(field(first, "kind")).toBe("Not-paid collection");
    expect(field(first, "when")).toBe("22 Nov 2026, 13:30");
    expect(field(first, "who")).toBe("Maria · app on vm");
    expect(field(first, "table")).toBe("Table 4");
    expect(field(first, "why")).toBe("seat 4 Pia's $0.50 not paid: left");
    expect(field(first, "audit")).toBe("#405");
    // A correction's times in the room's words; a reprint is of no table.
    const correction = rows().find((r) => r.dataset.audit === "20997")!;
    expect(field(correction, "kind")).toBe("Correction");
    expect(field(correction, "when")).toBe("23 Nov 2026, 10:05");
    expect(field(correction, "why")).toBe("Seat 2 Kat 4.00 due 13:30: paid → not paid (left) (house −$4.00): The dealer marked the wrong seat");
    const reprint = rows().find((r) => r.dataset.kind === "reprint")!;
    expect(field(reprint, "table")).toBe("—");
    expect(field(reprint, "why")).toBe("print 2 of shift 1's report");
  });

  it("the summary counts only the kinds that happened, in words", async () => {
    await showPanel();
    expect(document.querySelector("#exceptions-summary")?.textContent).toBe("4 corrections · 6 comped collections · 64 not-paid collections · 1 reprint");
    expect(document.querySelector("#exceptions-threshold")?.textContent).toMatch(/more than \$25\.00 off what the room recorded/);
    // One of a kind is said as one; a kind with none is not said.
    const counts = reportOf(SHIFT_1).counts.map((c) => ({ ...c, count: c.kind === "void_hand" ? 2 : c.kind === "reprint" ? 1 : 0 }));
    expect(exceptionsSummary(counts)).toBe("2 void hands · 1 reprint");
    expect(exceptionsSummary(counts.map((c) => ({ ...c, count: 0 })))).toBe("No exceptions");
  });

  it("on paper, the exception report of a counter-signed shift is stamped at its head, in the signature's time words", async () => {
    const report = reportOf(SHIFT_1);
    const signed: ExceptionReport = { ...report, shift: { ...report.shift!, countersigned_by: "Cora", countersigned_at: "2026-11-23T10:05:00Z" } };
    await showPanel(SHIFT_1, (cmd) => (cmd === "exception_report" ? signed : undefined));
    const heading = document.querySelector("#exceptions-panel #print-heading");
    expect(heading?.querySelector("#countersigned-stamp")?.textContent).toBe("COUNTER-SIGNED by Cora (cage) at 23 Nov 2026, 11:05");
    expect(heading?.textContent).toBe("COUNTER-SIGNED by Cora (cage) at 23 Nov 2026, 11:05Cardroom · Exceptions · Shift 1 (Maria) · 22 Nov 2026, 13:00–19:00");
  });

  it("on paper, the exception report of a shift not counter-signed, or of a gaming day, has its heading and no stamp", async () => {
    expect(reportOf(SHIFT_1).shift?.countersigned_by).toBeNull();
    await showPanel(SHIFT_1);
    expect(document.querySelector("#print-heading")?.textContent).toBe("Cardroom · Exceptions · Shift 1 (Maria) · 22 Nov 2026, 13:00–19:00");
    expect(document.querySelector("#countersigned-stamp")).toBeNull();
    cleanup();
    await showPanel(DAY_22);
    expect(document.querySelector("#print-heading")?.textContent).toMatch(/^Cardroom · Exceptions · Gaming day 22 Nov 2026 · /);
    expect(document.querySelector("#countersigned-stamp")).toBeNull();
  });

  it("a shift with no exceptions says so, with no table", async () => {
    const none = reportOf(SHIFT_1);
    const empty = { ...none, lines: [], counts: none.counts.map((c) => ({ ...c, count: 0 })) };
    await showPanel(SHIFT_1, (cmd) => (cmd === "exception_report" ? empty : undefined));
    expect(document.querySelector("#exceptions-summary")?.textContent).toBe("No exceptions");
    expect(document.querySelector("#exceptions")).toBeNull();
    expect(document.querySelector("#exceptions-kinds")).toBeNull();
  });

  it("the chips show only the kinds chosen; the summary still counts them all", async () => {
    const { user } = await showPanel();
    const chips = within(document.querySelector<HTMLElement>("#exceptions-kinds")!);
    // A chip for each kind that happened, none for the others.
    expect(chips.getAllByRole("checkbox").map((c) => c.getAttribute("value"))).toEqual(["correction", "comp", "not_paid", "reprint"]);
    await user.click(chips.getByLabelText("Comped collections (6)"));
    expect(rows().map((r) => r.dataset.kind)).toEqual(Array(6).fill("comp"));
    expect(document.querySelector("#exceptions-shown")?.textContent).toBe("6 of 75 exceptions, oldest first.");
    await user.click(chips.getByLabelText("Reprints (1)"));
    expect(rows().map((r) => r.dataset.kind).sort()).toEqual([...Array(6).fill("comp"), "reprint"]);
    await user.click(screen.getByRole("button", { name: "Show every kind" }));
    expect(rows()).toHaveLength(75);
    expect(document.querySelector("#exceptions-shown")?.textContent).toBe("All 75 exceptions, oldest first.");
    expect(document.querySelector("#exceptions-summary")?.textContent).toMatch(/^4 corrections/);
  });

  it("the kinds are chosen by keyboard alone", async () => {
    const { user } = await showPanel();
    const chip = screen.getByLabelText("Corrections (4)");
    for (let i = 0; i < 12 && document.activeElement !== chip; i++) await user.tab();
    expect(document.activeElement).toBe(chip);
    await user.keyboard(" ");
    expect(rows().map((r) => r.dataset.kind)).toEqual(Array(4).fill("correction"));
  });

  it("the exception report is saved as .xlsx at the path the dialog chose", async () => {
    const { shell, user } = await showPanel();
    shell.state.savePath = "/mock/exports/shift-1-exceptions.xlsx";
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    await waitFor(() => expect(document.querySelector("#exceptions-saved")?.textContent).toBe("Saved to /mock/exports/shift-1-exceptions.xlsx"));
    expect(sent(shell, "plugin:dialog|save")).toEqual([{ options: { defaultPath: "shift-1-exceptions.xlsx", filters: [{ name: "Excel workbook", extensions: ["xlsx"] }] } }]);
    expect(written(shell, "save_exceptions_xlsx")).toEqual([{ path: "/mock/exports/shift-1-exceptions.xlsx", query: SHIFT_1 }]);
    expect(shell.state.saved).toEqual([]);
  });

  it("the exception report is saved as PDF at the path the dialog chose", async () => {
    const { shell, user } = await showPanel();
    shell.state.savePath = "/mock/exports/shift-1-exceptions.pdf";
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    await waitFor(() => expect(document.querySelector("#exceptions-saved")?.textContent).toBe("Saved to /mock/exports/shift-1-exceptions.pdf"));
    expect(sent(shell, "plugin:dialog|save")).toEqual([{ options: { defaultPath: "shift-1-exceptions.pdf", filters: [{ name: "PDF document", extensions: ["pdf"] }] } }]);
    expect(written(shell, "save_exceptions_pdf")).toEqual([{ path: "/mock/exports/shift-1-exceptions.pdf", query: SHIFT_1 }]);
    expect(written(shell, "save_exceptions_xlsx")).toEqual([]);
    expect(shell.state.saved).toEqual([]);
  });

  it("a gaming day's exception report is suggested as that day's PDF", async () => {
    const { shell, user } = await showPanel(DAY_22);
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    await waitFor(() => expect(document.querySelector("#exceptions-saved")?.textContent).toMatch(/^Saved to /));
    expect(sent(shell, "plugin:dialog|save")[0]).toMatchObject({ options: { defaultPath: "day-2026-11-22-exceptions.pdf" } });
    expect(written(shell, "save_exceptions_pdf").map((a) => a.query)).toEqual([DAY_22]);
  });

  it("a cancelled PDF save of the exception report writes nothing, and says so", async () => {
    const { shell, user } = await showPanel();
    shell.state.savePath = null;
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    await waitFor(() => expect(document.querySelector("#exceptions-saved")?.textContent).toBe("Not saved: no file was chosen."));
    expect(sent(shell, "save_exceptions_pdf")).toHaveLength(0);
    expect(shell.state.written).toEqual([]);
  });

  it("a PDF the shell could not write is refused in words", async () => {
    const { user } = await showPanel(SHIFT_1, (cmd) => {
      if (cmd === "save_exceptions_pdf") throw { code: "io", message: "/mock/exports/shift-1-exceptions.pdf: permission denied" };
      return undefined;
    });
    await user.click(screen.getByRole("button", { name: "Save as PDF" }));
    const refusal = await waitFor(() => {
      const found = document.querySelector("#exceptions-csv-error");
      expect(found).toBeTruthy();
      return found!;
    });
    expect(refusal.getAttribute("data-code")).toBe("io");
    expect(refusal.textContent).toContain("permission denied");
    expect(document.querySelector("#exceptions-saved")).toBeNull();
  });

  it("the CSV is the room's own text, written where the dialog chose", async () => {
    const { shell, user } = await showPanel(DAY_22);
    shell.state.savePath = "/mock/exports/exceptions-day-2026-11-22.csv";
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(document.querySelector("#exceptions-saved")?.textContent).toBe("Saved to /mock/exports/exceptions-day-2026-11-22.csv"));
    expect(sent(shell, "plugin:dialog|save")[0]).toMatchObject({ options: { defaultPath: "exceptions-day-2026-11-22.csv" } });
    expect(shell.state.saved).toEqual([{ path: "/mock/exports/exceptions-day-2026-11-22.csv", text: stepAnswer<string>("exceptions_csv", { query: DAY_22 }) }]);
    expect(shell.state.written).toEqual([]);
  });

  it("a save dialog closed without a file saves nothing, and says so", async () => {
    const { shell, user } = await showPanel();
    shell.state.savePath = null;
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    await waitFor(() => expect(document.querySelector("#exceptions-saved")?.textContent).toBe("Not saved: no file was chosen."));
    expect(shell.state.written).toEqual([]);
  });

  it("a workbook the shell could not write is refused in words", async () => {
    const { user } = await showPanel(SHIFT_1, (cmd) => {
      if (cmd === "save_exceptions_xlsx") throw { code: "internal", message: "permission denied" };
      return undefined;
    });
    await user.click(screen.getByRole("button", { name: "Save as .xlsx" }));
    const refusal = await waitFor(() => {
      const found = document.querySelector("#exceptions-csv-error");
      expect(found).toBeTruthy();
      return found!;
    });
    expect(refusal.getAttribute("data-code")).toBe("internal");
    expect(document.querySelector("#exceptions-saved")).toBeNull();
  });

  it("a report the room could not read says so, and reads it again when asked", async () => {
    let refuse = true;
    const shell = serveExceptions((cmd) => {
      if (cmd === "exception_report" && refuse) throw { code: "db_locked", message: "database is locked" };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(<ExceptionsPanel request={SHIFT_1} unavailable={null} />);
    const alert = await screen.findByRole("alert");
    expect(alert.id).toBe("exceptions-error");
    expect(alert.getAttribute("data-code")).toBe("db_locked");
    expect(screen.getByRole("button", { name: "Export CSV" }).hasAttribute("disabled")).toBe(true);
    refuse = false;
    await user.click(within(alert).getByRole("button", { name: "Read it again" }));
    await waitFor(() => expect(rows()).toHaveLength(75));
    expect(sent(shell, "exception_report")).toHaveLength(2);
  });
});

describe("the Exceptions tab of the Reports screen", () => {
  it("follows the chosen shift or gaming day; a range of days is not offered, and it says so", async () => {
    const shell = serveExceptions();
    const user = userEvent.setup();
    renderApp(<ReportsPage />);
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 2 report/));
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
    await user.click(screen.getByRole("tab", { name: "Exceptions" }));
    await waitFor(() => expect(rows()).toHaveLength(75));
    expect(sent(shell, "exception_report")).toEqual([{ query: SHIFT_1 }]);
    // The collection report's filters are not the exception report's.
    expect(screen.queryByLabelText("Table")).toBeNull();
    expect(screen.queryByLabelText("Game")).toBeNull();

    await user.click(screen.getByText("Gaming day"));
    await waitFor(() => expect(screen.getByRole("heading", { name: /^Exceptions · Gaming day 22 Nov 2026 · / })).toBeTruthy());
    expect(sent(shell, "exception_report").at(-1)).toEqual({ query: DAY_22 });
    expect(rows()).toHaveLength(reportOf(DAY_22).lines.length);

    await user.click(screen.getByText("Days"));
    expect(screen.getByText(/^The exception report is kept by shift or by gaming day, not for a range of days/)).toBeTruthy();
    expect(document.querySelector("#exceptions")).toBeNull();

    // Back to the collection report: its filters again; the exception report was read twice in all.
    await user.click(screen.getByRole("tab", { name: "Collections" }));
    expect(screen.getByLabelText("Table")).toBeTruthy();
    expect(sent(shell, "exception_report")).toHaveLength(2);
    expect(shell.state.unexpected).toEqual([]);
  });
});
