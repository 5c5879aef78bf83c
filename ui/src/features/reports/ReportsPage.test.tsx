import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdjustmentDto, ReportProgress, ReportRequest } from "../../api";
import { setLanguage } from "../../i18n";
import { renderApp } from "../../test/render";
import { ReportsPage } from "./ReportsPage";
import { reportFor, serveReports } from "./testFixture";

beforeEach(() => {
  window.print = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** Waits until the report's title (`#report-title`) matches `pattern`. */
const reportTitled = (pattern: RegExp) => waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(pattern));

async function showReports(extra?: Parameters<typeof serveReports>[0]) {
  const shell = serveReports(extra);
  const user = userEvent.setup();
  renderApp(<ReportsPage />);
  await reportTitled(/^Shift 2 report/);
  return { shell, user };
}

const sent = (shell: ReturnType<typeof serveReports>, cmd: string) => shell.calls.filter((c) => c.cmd === cmd).map((c) => c.args);

describe("choosing the report", () => {
  it("shows the latest closed shift, and asks the room with every field of the request", async () => {
    const { shell, user } = await showReports();
    expect(sent(shell, "run_report").map((a) => a.query)).toEqual([{ shift_id: 2, from: null, to: null, gaming_day: null, table_id: null, game: null, dealer_id: null }]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    await user.selectOptions(screen.getByLabelText("Game"), "lowball");
    await reportTitled(/Shift 1 report .* · Low Ball$/);
    expect(sent(shell, "run_report").at(-1)?.query).toEqual({ shift_id: 1, from: null, to: null, gaming_day: null, table_id: null, game: "lowball", dealer_id: null });
    // Only Table 3 spreads Low Ball; its adjustment shows.
    expect(document.querySelectorAll("#report-grid tbody tr")).toHaveLength(1);
    expect(document.querySelectorAll("#adjustments tbody tr")).toHaveLength(1);
  });

  it("offers as a dealer filter only the dealers the staff list names (the room filters by id)", async () => {
    await showReports();
    const dealer = screen.getByLabelText("Dealer") as HTMLSelectElement;
    const options = [...dealer.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toContainEqual(["Dee", false]);
    expect(options).toContainEqual(["Dan (not on the staff list)", true]);
  });

  it("a gaming day is reported alone, never with a shift; first offered as the day the latest shift opened", async () => {
    const { shell, user } = await showReports();
    await user.click(screen.getByText("Gaming day"));
    const day = screen.getByLabelText("Gaming day starting") as HTMLInputElement;
    expect(day.value).toBe("2026-11-22");
    // The room's answer names the day: its 24 hours from the house's start of day.
    await reportTitled(/^Gaming day 22 Nov 2026 · 22 Nov 2026, 07:00 – 23 Nov 2026, 07:00$/);
    expect(sent(shell, "run_report").at(-1)?.query).toEqual({ shift_id: null, from: null, to: null, gaming_day: "2026-11-22", table_id: null, game: null, dealer_id: null });
    // Every request names one of a shift, a gaming day or a range: never two.
    const scopes = sent(shell, "run_report").map(({ query: q }) => [(q as ReportRequest).shift_id, (q as ReportRequest).gaming_day, (q as ReportRequest).from].filter((v) => v !== null));
    expect(scopes.map((s) => s.length)).toEqual(scopes.map(() => 1));
    // No day, no report: the screen asks for one.
    const reads = sent(shell, "run_report").length;
    await user.clear(day);
    expect(screen.getByText("Choose the gaming day.")).toBeTruthy();
    expect(sent(shell, "run_report")).toHaveLength(reads);
  });

  it("a range of days needs both days, the last not before the first", async () => {
    const { user } = await showReports();
    await user.click(screen.getByText("Days"));
    expect(screen.getByText("Choose the first and the last day.")).toBeTruthy();
    await user.type(screen.getByLabelText("First day"), "2026-11-23");
    await user.type(screen.getByLabelText("Last day (included)"), "2026-11-22");
    expect(screen.getByText("The last day is before the first: choose the days again.")).toBeTruthy();
  });
});

describe("a long report", () => {
  it("shows how far the room has got, and cancels it when asked", async () => {
    let stop: (() => void) | null = null;
    const shell = serveReports((cmd, args) => {
      if (cmd === "cancel_report") stop?.();
      if (cmd !== "run_report") return undefined;
      (args.progress as { onmessage: (p: ReportProgress) => void }).onmessage({ done: 3, total: 12 });
      return new Promise((_, reject) => {
        stop = () => reject({ code: "cancelled", message: "the report was cancelled" });
      });
    });
    const user = userEvent.setup();
    renderApp(<ReportsPage />);
    expect(await screen.findByText("Reading the report… 3 of 12 parts")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Reading the report" }).getAttribute("aria-valuenow")).toBe("25");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("You cancelled the report. Nothing is shown; read it again when you are ready.")).toBeTruthy();
    expect(sent(shell, "cancel_report")).toHaveLength(1);
    expect(screen.queryByText(/Reading the report/)).toBeNull();
  });
});

describe("correcting a collection", () => {
  it("sends the PIN, the mark and the reason; says what changed; reads the report again", async () => {
    const done: AdjustmentDto = { ...reportFor({ shift_id: 1 }).adjustments[0]!, id: 3, detail: "Seat 2 Kat 4.00 due 2026-11-22T12:30:00Z: not paid (left) → paid", house_cents: 400 };
    const { shell, user } = await showReports((cmd) => (cmd === "correct_collection" ? done : undefined));
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    const reads = sent(shell, "run_report").length;
    await user.click(screen.getByRole("button", { name: "Correct… collection 1 again" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct a collection" });
    await user.click(within(dialog).getByRole("button", { name: "Correct" }));
    expect(within(dialog).getByText("Say why the mark is corrected.")).toBeTruthy();
    expect(sent(shell, "correct_collection")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason for the correction/), "Kat paid after all");
    await user.type(within(dialog).getByLabelText(/Your PIN/), "2468");
    await user.click(within(dialog).getByRole("button", { name: "Correct" }));
    expect(await screen.findByText("Corrected: Seat 2 Kat 4.00 due 13:30: not paid (left) → paid. The house's money changes by +$4.00.")).toBeTruthy();
    expect(sent(shell, "correct_collection")).toEqual([{ pin: "2468", correction: { collection_id: 1, mark: { status: "paid" }, reason: "Kat paid after all" } }]);
    await waitFor(() => expect(sent(shell, "run_report").length).toBeGreaterThan(reads));
  });

  it("a wrong PIN is refused in words and nothing is corrected", async () => {
    const { user } = await showReports((cmd) => {
      if (cmd === "correct_collection") throw { code: "wrong_pin", message: "that name and PIN do not match" };
      return undefined;
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    await user.click(screen.getByRole("button", { name: "Correct… collection 1 again" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct a collection" });
    await user.click(within(dialog).getByLabelText("Not paid"));
    await user.selectOptions(within(dialog).getByLabelText("Why it was not paid"), "comped");
    await user.type(within(dialog).getByLabelText(/Reason for the correction/), "Comped by the floor");
    await user.type(within(dialog).getByLabelText(/Your PIN/), "1111");
    await user.click(within(dialog).getByRole("button", { name: "Correct" }));
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("wrong_pin");
    expect(refusal.textContent).toMatch(/That PIN is not right/);
  });
});

/** A webview that shows its print dialog: `beforeprint` as it opens, `afterprint` as it closes (what the user pressed in it, nobody knows). */
function printWithDialog() {
  window.print = vi.fn(() => {
    window.dispatchEvent(new Event("beforeprint"));
    window.dispatchEvent(new Event("afterprint"));
  });
}

/** Shift 1 (closed, so its prints are counted), then Print; the question asked once the print dialog closed. */
async function printShift1(shell: Awaited<ReturnType<typeof showReports>>) {
  const { user } = shell;
  await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
  await reportTitled(/^Shift 1 report/);
  await user.click(screen.getByRole("button", { name: "Print" }));
  return screen.findByRole("dialog", { name: "Did the report come out of the printer?" });
}

describe("printing", () => {
  it("a print with no dialog records nothing and says so", async () => {
    // window.print as a webview that prints nothing: no beforeprint, no dialog.
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    await user.click(screen.getByRole("button", { name: "Print" }));
    const said = await screen.findByText("Nothing was printed: this window showed no print dialog.", undefined, { timeout: 4000 });
    expect(said.closest("[role=alert]")?.id).toBe("report-no-print");
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent(shell, "record_print")).toEqual([]);
  });

  it("a print the user says came out is recorded", async () => {
    printWithDialog();
    const shown = await showReports();
    await shown.user.click(screen.getByRole("tab", { name: "Charts" }));
    const dialog = await printShift1(shown);
    expect(screen.getByRole("tab", { name: "Report" }).getAttribute("aria-selected")).toBe("true");
    // Asked, not yet recorded: the paper carries the mark the room is expected to give.
    expect(sent(shown.shell, "record_print")).toEqual([]);
    expect(document.querySelector("#print-heading")?.textContent).toMatch(/print no\. 1$/);
    await shown.user.click(within(dialog).getByRole("button", { name: "Yes, record the print" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(shown.shell, "record_print")).toEqual([{ shiftId: 1, what: "report" }]);
    expect(document.querySelector("#report-print-outcome")?.textContent).toBe("The print is recorded as print no. 1: the original.");
    expect(document.querySelector("#reprint-stamp")).toBeNull();

    // The second print is a reprint: the paper is stamped, and the room says so.
    await shown.user.click(screen.getByRole("button", { name: "Print" }));
    const again = await screen.findByRole("dialog", { name: "Did the report come out of the printer?" });
    expect(document.querySelector("#reprint-stamp")?.textContent).toBe("REPRINT");
    await shown.user.click(within(again).getByRole("button", { name: "Yes, record the print" }));
    await waitFor(() => expect(sent(shown.shell, "record_print")).toHaveLength(2));
    await waitFor(() => expect(document.querySelector("#report-print-outcome")?.textContent).toMatch(/^The print is recorded as print no\. 2: a REPRINT\./));
    expect(document.querySelector("#print-heading")?.textContent).toMatch(/print no\. 2REPRINT$/);
  });

  it("a print the user says did not come out records nothing", async () => {
    printWithDialog();
    const shown = await showReports();
    const dialog = await printShift1(shown);
    await shown.user.click(within(dialog).getByRole("button", { name: "No, nothing printed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector("#report-print-outcome")?.textContent).toBe("Nothing was recorded.");
    expect(sent(shown.shell, "record_print")).toEqual([]);
  });

  it("a print closed with Escape records nothing: only a yes counts", async () => {
    printWithDialog();
    const shown = await showReports();
    await printShift1(shown);
    await shown.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector("#report-print-outcome")?.textContent).toBe("Nothing was recorded.");
    expect(sent(shown.shell, "record_print")).toEqual([]);
  });

  it("the question is answered by keyboard alone", async () => {
    printWithDialog();
    const shown = await showReports();
    const dialog = await printShift1(shown);
    const yes = within(dialog).getByRole("button", { name: "Yes, record the print" });
    for (let i = 0; i < 5 && document.activeElement !== yes; i++) await shown.user.tab();
    expect(document.activeElement).toBe(yes);
    await shown.user.keyboard("{Enter}");
    await waitFor(() => expect(sent(shown.shell, "record_print")).toEqual([{ shiftId: 1, what: "report" }]));
  });

  it("a print the room could not record says why in the question, and nothing is counted until it can", async () => {
    printWithDialog();
    let refuse = true;
    const shown = await showReports((cmd) => {
      if (cmd === "record_print" && refuse) throw { code: "db_locked", message: "database is locked" };
      return undefined;
    });
    const dialog = await printShift1(shown);
    await shown.user.click(within(dialog).getByRole("button", { name: "Yes, record the print" }));
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.id).toBe("report-print-refusal");
    expect(refusal.getAttribute("data-code")).toBe("db_locked");
    expect(document.querySelector("#report-print-outcome")).toBeNull();
    // The room answers again: the same question, the print recorded.
    refuse = false;
    await shown.user.click(within(dialog).getByRole("button", { name: "Yes, record the print" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector("#report-print-outcome")?.textContent).toBe("The print is recorded as print no. 1: the original.");
  });

  it("a count sheet's print is asked about and recorded on its own", async () => {
    printWithDialog();
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    await user.click(screen.getByRole("tab", { name: "Count sheet" }));
    await user.type(screen.getByLabelText("First counter"), "Ann Count");
    await user.type(screen.getByLabelText("Second counter"), "Bo Tally");
    await user.click(screen.getByRole("button", { name: "Make the count sheet" }));
    await user.click(await screen.findByRole("button", { name: "Print count sheet" }));
    const dialog = await screen.findByRole("dialog", { name: "Did the count sheet come out of the printer?" });
    expect(sent(shell, "record_print")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Yes, record the print" }));
    await waitFor(() => expect(document.querySelector("#count-sheet-print-outcome")?.textContent).toBe("The print is recorded as print no. 1: the original."));
    expect(sent(shell, "record_print")).toEqual([{ shiftId: 1, what: "count_sheet" }]);
  });

  it("an open shift's interim print is not counted: no question after the dialog", async () => {
    printWithDialog();
    const report = reportFor({ shift_id: 2 });
    const open = { ...report, shift: { ...report.shift!, closed_at: null } };
    const { shell, user } = await showReports((cmd) => (cmd === "run_report" ? open : undefined));
    await user.click(screen.getByRole("button", { name: "Print" }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Print" }).hasAttribute("data-loading")).toBe(false));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("#report-no-print")).toBeNull();
    expect(sent(shell, "record_print")).toEqual([]);
  });
});

describe("signing off", () => {
  it("sign-off names the open discrepancies", async () => {
    const report = reportFor({ shift_id: 2 });
    const [first, second, third] = report.discrepancies;
    const three = [
      { ...first!, table: "Table 3", seat_no: 3, player_name: "Ann", amount_cents: 100, due_at: "2026-11-22T19:00:00Z" },
      { ...second!, corrected: true },
      { ...third!, table: "Table 5", seat_no: 1, player_name: "Bo", amount_cents: 400, due_at: "2026-11-22T19:30:00Z" },
    ];
    const { shell, user } = await showReports((cmd) => (cmd === "run_report" ? { ...report, discrepancies: three } : undefined));
    await user.click(screen.getByRole("button", { name: "Sign off…" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign off shift 2" });
    // Said before the PIN, and it does not stop the signature.
    const warning = within(dialog).getByText(/discrepancies are still open/);
    expect(warning.id).toBe("sign-off-open");
    expect(warning.textContent).toBe(
      "! 2 discrepancies are still open: Table 3 seat 3 Ann $1.00 missing (due 20:00), Table 5 seat 1 Bo $4.00 missing (due 20:30). You may still sign off: they stay on the report until they are corrected.",
    );
    expect(warning.compareDocumentPosition(within(dialog).getByLabelText(/Your PIN/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Your PIN/), "2468");
    await user.click(within(dialog).getByRole("button", { name: "Sign off" }));
    await waitFor(() => expect(sent(shell, "sign_off_shift")).toEqual([{ shiftId: 2, pin: "2468" }]));
  });

  it("sign-off names five open discrepancies, then how many more", async () => {
    const { user } = await showReports();
    await user.click(screen.getByRole("button", { name: "Sign off…" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign off shift 2" });
    const text = dialog.querySelector("#sign-off-open")?.textContent ?? "";
    expect(text).toMatch(/^! 56 discrepancies are still open: Table 3 seat 4 Lou \$4\.00 missing \(due 19:00\), /);
    expect(text.match(/ missing \(due /g)).toHaveLength(5);
    expect(text).toMatch(/ and 51 more\. You may still sign off/);
  });

  it("a shift with nothing open signs off without a warning", async () => {
    const report = reportFor({ shift_id: 2 });
    const { user } = await showReports((cmd) =>
      cmd === "run_report" ? { ...report, discrepancies: report.discrepancies.map((d) => ({ ...d, corrected: true })) } : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Sign off…" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign off shift 2" });
    expect(dialog.querySelector("#sign-off-open")).toBeNull();
  });
});

describe("in Spanish", () => {
  afterEach(async () => {
    await setLanguage("en");
  });

  it("says the report in the staff's language: its tabs, actions, headings and figures' words", async () => {
    await setLanguage("es");
    serveReports();
    const user = userEvent.setup();
    renderApp(<ReportsPage />);
    await reportTitled(/^Reporte del turno 2 · /);
    expect(screen.getByRole("heading", { name: "Reportes" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Cobros" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Excepciones" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Hoja de conteo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Exportar CSV" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Turno" })).toBeTruthy();
    expect(document.querySelector("#summary-title")?.textContent).toMatch(/^! Discrepancias \(56\): faltan .*, 56 sin corregir$/);
    expect(document.querySelector("#summary-variance")?.textContent).toMatch(/^Tiempo adeudado .* · cobrado .* · diferencia .*faltante/);
    expect(screen.getByRole("heading", { name: "Fichas" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Horas de los crupieres" })).toBeTruthy();
    for (const english of ["Reports", "Collections", "Exceptions", "Export CSV", "Print", "Count sheet", "Chips", "Dealer hours"]) {
      expect(screen.queryByText(english), english).toBeNull();
    }
    expect(document.body.textContent).not.toMatch(/Discrepancies|Time due|not corrected/);

    // The sign-off's dialog, and the exception report.
    await user.click(screen.getByRole("button", { name: "Firmar…" }));
    const dialog = await screen.findByRole("dialog", { name: "Firmar el turno 2" });
    expect(dialog.querySelector("#sign-off-open")?.textContent).toMatch(/^! 56 discrepancias siguen abiertas: Table 3 asiento 4 Lou faltan .* y 51 más\. Aun así puede firmar/);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.selectOptions(screen.getByRole("combobox", { name: "Turno" }), "1");
    await reportTitled(/^Reporte del turno 1 · /);
    await user.click(screen.getByRole("tab", { name: "Excepciones" }));
    await waitFor(() =>
      expect(document.querySelector("#exceptions-summary")?.textContent).toBe("4 correcciones · 6 cobros de cortesía · 64 cobros no pagados · 1 reimpresión"),
    );
    expect(screen.getByRole("columnheader", { name: "Entrada de auditoría" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar como PDF" })).toBeTruthy();
    expect(document.querySelector("#exceptions-shown")?.textContent).toBe("Las 75 excepciones, las más antiguas primero.");
    expect(screen.queryByText("Audit entry")).toBeNull();
  });
});
