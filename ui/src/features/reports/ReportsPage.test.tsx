import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdjustmentDto, ReportProgress } from "../../api";
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
    expect(sent(shell, "run_report").map((a) => a.query)).toEqual([{ shift_id: 2, from: null, to: null, table_id: null, game: null, dealer_id: null }]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    await user.selectOptions(screen.getByLabelText("Game"), "lowball");
    await reportTitled(/Shift 1 report .* · Low Ball$/);
    expect(sent(shell, "run_report").at(-1)?.query).toEqual({ shift_id: 1, from: null, to: null, table_id: null, game: "lowball", dealer_id: null });
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

describe("printing", () => {
  it("a print the room could not count is not printed, and says so", async () => {
    const { user } = await showReports((cmd) => {
      if (cmd === "record_print") throw { code: "db_locked", message: "database is locked" };
      return undefined;
    });
    await user.click(screen.getByRole("button", { name: "Print" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toMatch(/The print could not be counted, so nothing was printed/);
    expect(window.print).not.toHaveBeenCalled();
  });

  it("a shift's print is counted by the room first, then printed", async () => {
    const { shell, user } = await showReports();
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await reportTitled(/^Shift 1 report/);
    await user.click(screen.getByRole("button", { name: "Print" }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(sent(shell, "record_print")).toEqual([{ shiftId: 1, what: "report" }]);
  });
});
