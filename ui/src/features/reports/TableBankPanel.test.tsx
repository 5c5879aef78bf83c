import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { CageCount, CountSheet, IpcError, SessionView, ShiftDto, StaffDto } from "../../api";
import type { BankMove, BankMoveDto, TableBank } from "../../api/cage";
import sessionJson from "../../fixtures/session-floor.json";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { ReportsPage } from "./ReportsPage";
import { fixture, okOf, serveReports } from "./testFixture";

beforeEach(() => {
  window.print = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const sheetOf1 = () => okOf<CountSheet>(fixture().steps.find((s) => s.call === "count_sheet"));
const shiftOf1 = () => okOf<ShiftDto[]>(fixture().steps.find((s) => s.call === "shift_list")).find((s) => s.id === 1)!;

/** The seeded room's staff, and Nell, who left (not active: never offered). */
const STAFF: StaffDto[] = [
  { id: 1, name: "Maria", role: "floor", active: true, has_pin: true, locked_until: null },
  { id: 3, name: "Dee", role: "dealer", active: true, has_pin: false, locked_until: null },
  { id: 10, name: "Cora", role: "cage", active: true, has_pin: false, locked_until: null },
  { id: 11, name: "Nell", role: "cage", active: false, has_pin: false, locked_until: null },
];
const nameOf = (id: number) => STAFF.find((s) => s.id === id)!.name;

type Move = BankMove & { at: string };

/** What the boxes the dealer logged say each banked table won: Table 7 (Draw Poker with Joker), Table 3 and Table 5 for the test. */
const LOGGED: Record<number, number> = { 3: 2000, 5: 0, 7: 4430 };

/**
 * Shift 1's count with its table banks, kept in memory by the room's rules of
 * `crates/room/src/bank.rs`: the latest opener and closer stand, fills and credits add up, the
 * win is closer − opener + credits − fills once both are in, the difference is win − logged;
 * a move needs two people, and a reason to enter an opener or closer again.
 */
function fakeBanks(moves: Move[], shift: ShiftDto = shiftOf1()) {
  const state = [...moves];
  const bankOf = (tableId: number): TableBank => {
    const mine = state.filter((m) => m.table_id === tableId);
    const latest = (kind: string) => mine.filter((m) => m.kind === kind).at(-1)?.amount_cents ?? null;
    const total = (kind: string) => mine.filter((m) => m.kind === kind).reduce((t, m) => t + m.amount_cents, 0);
    const [opener, closer, fills, credits] = [latest("opener"), latest("closer"), total("fill"), total("credit")];
    const win = opener !== null && closer !== null ? closer - opener + credits - fills : null;
    const logged = LOGGED[tableId] ?? 0;
    return {
      table_id: tableId,
      table: `Table ${tableId}`,
      opener_cents: opener,
      fills_cents: fills,
      credits_cents: credits,
      closer_cents: closer,
      win_cents: win,
      logged_cents: logged,
      difference_cents: win === null ? null : win - logged,
      moves: mine.map(
        (m, i): BankMoveDto => ({
          id: i + 1,
          kind: m.kind,
          amount_cents: m.amount_cents,
          at: m.at,
          brought_by: nameOf(m.brought_by),
          received_by: nameOf(m.received_by),
          recorded_by: "Cora",
          reason: m.reason,
        }),
      ),
    };
  };
  const banks = () => [...new Set([7, ...state.map((m) => m.table_id)])].sort((a, b) => a - b).map(bankOf);
  const view = (): CageCount => {
    const sheet = sheetOf1();
    return {
      shift,
      threshold_cents: 2500,
      boxes: sheet.boxes.map((b) => ({
        table_id: b.table_id,
        table: b.table,
        game: b.game,
        expected_cents: b.amount_cents,
        counted_cents: null,
        variance_cents: null,
        over_threshold: false,
        explanation: null,
        counted_by: null,
        counted_at: null,
        counts: 0,
      })),
      expected_cents: sheet.total_cents,
      counted_cents: 0,
      variance_cents: 0,
      uncounted: sheet.boxes.length,
      unexplained: 0,
      banks: banks(),
      ready: false,
    };
  };
  return (cmd: string, args: Record<string, unknown>): unknown => {
    if (cmd === "list_staff") return STAFF;
    if (cmd === "cage_count") return view();
    if (cmd !== "record_bank_move") return undefined;
    const m = args.bankMove as BankMove;
    if (m.brought_by === m.received_by) throw { code: "invalid_input", message: "who received it: the one who brings chips and the one who receives them are two people" } satisfies IpcError;
    const again = (m.kind === "opener" || m.kind === "closer") && state.some((s) => s.table_id === m.table_id && s.kind === m.kind);
    if (again && !m.reason) throw { code: "invalid_input", message: `the reason: Table ${m.table_id}'s ${m.kind} is already entered; say why it is entered again` } satisfies IpcError;
    state.push({ ...m, at: "2026-11-22T17:59:00Z" });
    return banks();
  };
}

/** Table 7's shift: opened with $1,000.00, filled with $500.00, $200.00 sent back, closed with $1,334.30. */
const TABLE_7: Move[] = [
  { shift_id: 1, table_id: 7, kind: "opener", amount_cents: 100000, brought_by: 10, received_by: 3, reason: null, at: "2026-11-22T12:00:00Z" },
  { shift_id: 1, table_id: 7, kind: "fill", amount_cents: 50000, brought_by: 10, received_by: 3, reason: null, at: "2026-11-22T14:10:00Z" },
  { shift_id: 1, table_id: 7, kind: "credit", amount_cents: 20000, brought_by: 3, received_by: 10, reason: null, at: "2026-11-22T16:20:00Z" },
  { shift_id: 1, table_id: 7, kind: "closer", amount_cents: 133430, brought_by: 3, received_by: 10, reason: null, at: "2026-11-22T18:00:00Z" },
];
/** Table 3 balances to the cent; Table 5 has its opener only. */
const OTHERS: Move[] = [
  { shift_id: 1, table_id: 3, kind: "opener", amount_cents: 50000, brought_by: 10, received_by: 1, reason: null, at: "2026-11-22T12:00:00Z" },
  { shift_id: 1, table_id: 3, kind: "closer", amount_cents: 52000, brought_by: 1, received_by: 10, reason: null, at: "2026-11-22T18:00:00Z" },
  { shift_id: 1, table_id: 5, kind: "opener", amount_cents: 80000, brought_by: 10, received_by: 1, reason: null, at: "2026-11-22T12:00:00Z" },
];

const cageSession: SessionView = { ...sessionJson, staff: { ...sessionJson.staff, id: 10, name: "Cora", role: "cage" } } as SessionView;
const floorSession = sessionJson as SessionView;

/** The Reports screen as `session` sees it, shift 1's cage count shown with its table banks. */
async function showBanks(session: SessionView, room: ReturnType<typeof fakeBanks>, extra?: (cmd: string, args: Record<string, unknown>) => unknown) {
  const shell = serveReports((cmd, args) => (cmd === "session" ? session : (extra?.(cmd, args) ?? room(cmd, args))));
  const user = userEvent.setup();
  renderApp(
    <SignedIn>
      <ReportsPage />
    </SignedIn>,
  );
  await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 2 report/));
  await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
  await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
  if (session.staff?.role !== "cage") await user.click(screen.getByRole("tab", { name: "Cage count" }));
  await screen.findByRole("region", { name: "Table banks" });
  return { shell, user };
}

const bankRow = (tableId: number) => document.querySelector(`#bank-table tr[data-table="${tableId}"]`) as HTMLElement;
const cell = (tableId: number, name: string) => bankRow(tableId).querySelector(`[data-field=${name}]`)?.textContent;
const sent = (shell: ReturnType<typeof serveReports>, cmd: string) => shell.calls.filter((c) => c.cmd === cmd).map((c) => c.args);
const form = () => document.getElementById("bank-move-form") as HTMLFormElement;

/** Fills the move's form: the table, the kind, the amount, who brought and who received it. */
async function fillMove(user: ReturnType<typeof userEvent.setup>, move: { table: string; kind: string; amount: string; brought: string; received: string }) {
  const f = within(form());
  await user.selectOptions(f.getByLabelText("Table"), move.table);
  await user.selectOptions(f.getByLabelText("Move"), move.kind);
  await user.clear(f.getByLabelText("Amount"));
  await user.type(f.getByLabelText("Amount"), move.amount);
  await user.selectOptions(f.getByLabelText("Brought by"), move.brought);
  await user.selectOptions(f.getByLabelText("Received by"), move.received);
}

describe("the table banks on the cage's count", () => {
  it("the bank's win is closer minus opener plus credits minus fills, set against the boxes", async () => {
    await showBanks(cageSession, fakeBanks([...TABLE_7, ...OTHERS]));
    expect([...document.querySelectorAll("#bank-table thead th")].map((th) => th.textContent)).toEqual([
      "Table",
      "Opener",
      "Fills",
      "Credits",
      "Closer",
      "Win",
      "Boxes",
      "Difference",
      "Moves",
    ]);
    // Table 7: 1,334.30 − 1,000.00 + 200.00 − 500.00 = +34.30 won; the boxes say +44.30.
    expect(cell(7, "opener")).toBe("$1,000.00");
    expect(cell(7, "fills")).toBe("$500.00");
    expect(cell(7, "credits")).toBe("$200.00");
    expect(cell(7, "closer")).toBe("$1,334.30");
    expect(cell(7, "win")).toBe("+$34.30");
    expect(cell(7, "logged")).toBe("+$44.30");
    // $10.00 of chips nobody accounts for: in colour (the row and the figure) and in words, with a true minus.
    expect(cell(7, "difference")).toBe("⚠ \u2212$10.00 chips unaccounted for");
    expect(bankRow(7).getAttribute("data-state")).toBe("unaccounted");
    expect(bankRow(7).className).toContain("over-row");
    expect(bankRow(7).querySelector("[data-field=difference] .diff")?.className).toContain("short");
    // Table 3 balances to the cent: nothing highlighted.
    expect(cell(3, "win")).toBe("+$20.00");
    expect(cell(3, "difference")).toBe("$0.00");
    expect(bankRow(3).getAttribute("data-state")).toBe("even");
    expect(bankRow(3).className).not.toContain("over-row");
    // Table 5 has no closer yet: no win, no difference.
    expect(cell(5, "closer")).toBe("not entered");
    expect(cell(5, "win")).toBe("–");
    expect(cell(5, "difference")).toBe("–");
  });

  it("the moves list says what moved, who brought it, who received it and when, and opens from the keyboard", async () => {
    const { user } = await showBanks(floorSession, fakeBanks(TABLE_7));
    expect(document.getElementById("bank-moves-7")).toBeNull();
    const toggle = within(bankRow(7)).getByRole("button", { name: "Moves (4) of Table 7" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("table", { name: "Table 7's bank moves" });
    const rows = [...list.querySelectorAll(":scope > tbody > tr")].map((tr) =>
      ["at", "kind", "amount", "brought-by", "received-by", "recorded-by"].map((f) => tr.querySelector(`[data-field=${f}]`)?.textContent),
    );
    expect(rows).toEqual([
      ["22 Nov 2026, 13:00", "Opener", "$1,000.00", "Cora", "Dee", "Cora"],
      ["22 Nov 2026, 15:10", "Fill", "$500.00", "Cora", "Dee", "Cora"],
      ["22 Nov 2026, 17:20", "Credit", "$200.00", "Dee", "Cora", "Cora"],
      ["22 Nov 2026, 19:00", "Closer", "$1,334.30", "Dee", "Cora", "Cora"],
    ]);
    await user.click(within(bankRow(7)).getByRole("button", { name: "Hide moves of Table 7" }));
    expect(screen.queryByRole("table", { name: "Table 7's bank moves" })).toBeNull();
  });

  it("a fill is recorded with who brought and who received it; the room's banks show at once, and the count is read again", async () => {
    const { shell, user } = await showBanks(cageSession, fakeBanks(TABLE_7));
    // Only active staff are offered, each with his role.
    const offered = [...(within(form()).getByLabelText("Brought by") as HTMLSelectElement).options].map((o) => o.textContent);
    expect(offered).toEqual(["Choose…", "Cora (cage)", "Dee (dealer)", "Maria (floor)"]);
    const readsBefore = sent(shell, "cage_count").length;
    await fillMove(user, { table: "7", kind: "fill", amount: "1,250.5", brought: "10", received: "3" });
    await user.click(screen.getByRole("button", { name: "Record move" }));
    await waitFor(() => expect(cell(7, "fills")).toBe("$1,750.50"));
    expect(sent(shell, "record_bank_move")).toEqual([
      { bankMove: { shift_id: 1, table_id: 7, kind: "fill", amount_cents: 125050, brought_by: 10, received_by: 3, reason: null } },
    ]);
    expect(document.getElementById("bank-move-done")?.textContent).toBe("✓ Recorded: Table 7's fill of $1,250.50, brought by Cora, received by Dee.");
    // 1,334.30 − 1,000.00 + 200.00 − 1,750.50 = −1,216.20; the boxes say +44.30.
    expect(cell(7, "win")).toBe("\u2212$1,216.20");
    expect(cell(7, "difference")).toBe("⚠ \u2212$1,260.50 chips unaccounted for");
    await waitFor(() => expect(sent(shell, "cage_count").length).toBeGreaterThan(readsBefore));
    // The amount is cleared for the next move; the people stay.
    expect((within(form()).getByLabelText("Amount") as HTMLInputElement).value).toBe("");
    expect((within(form()).getByLabelText("Brought by") as HTMLSelectElement).value).toBe("10");
  });

  it("a bank move with the same person bringing and receiving is refused in words, and nothing is sent", async () => {
    const { shell, user } = await showBanks(cageSession, fakeBanks(TABLE_7));
    await fillMove(user, { table: "7", kind: "credit", amount: "100", brought: "10", received: "10" });
    await user.click(screen.getByRole("button", { name: "Record move" }));
    expect(await within(form()).findByText("The one who brings the chips and the one who receives them are two people: choose someone else.")).toBeTruthy();
    expect(within(form()).getByLabelText("Received by").getAttribute("aria-invalid")).toBe("true");
    expect(sent(shell, "record_bank_move")).toHaveLength(0);
  });

  it("an amount that is not dollars, and a move without its people, are refused in the form", async () => {
    const { shell, user } = await showBanks(cageSession, fakeBanks(TABLE_7));
    await user.type(within(form()).getByLabelText("Amount"), "12.345");
    await user.click(screen.getByRole("button", { name: "Record move" }));
    expect(await within(form()).findByText("Type the chips moved, in dollars, such as 500.00.")).toBeTruthy();
    expect(within(form()).getByText("Choose who brought the chips.")).toBeTruthy();
    expect(within(form()).getByText("Choose who received the chips.")).toBeTruthy();
    expect(sent(shell, "record_bank_move")).toHaveLength(0);
  });

  it("an opener or closer entered again needs a reason, which goes with it; a first one needs none", async () => {
    const { shell, user } = await showBanks(cageSession, fakeBanks([...TABLE_7, ...OTHERS]));
    const reason = () => within(form()).getByLabelText(/Reason/) as HTMLInputElement;
    // Table 5 has no closer yet: its first needs no reason.
    await fillMove(user, { table: "5", kind: "closer", amount: "800", brought: "1", received: "10" });
    expect(reason().required).toBe(false);
    // Table 7's opener is in: entering it again asks why.
    await fillMove(user, { table: "7", kind: "opener", amount: "1,100", brought: "10", received: "3" });
    expect(reason().required).toBe(true);
    await user.click(screen.getByRole("button", { name: "Record move" }));
    expect(await within(form()).findByText("The opener is already entered: say why it is entered again.")).toBeTruthy();
    expect(sent(shell, "record_bank_move")).toHaveLength(0);
    await user.type(reason(), "The opener was miscounted by a $100 stack");
    await user.click(screen.getByRole("button", { name: "Record move" }));
    await waitFor(() => expect(cell(7, "opener")).toBe("$1,100.00"));
    expect(sent(shell, "record_bank_move")).toEqual([
      { bankMove: { shift_id: 1, table_id: 7, kind: "opener", amount_cents: 110000, brought_by: 10, received_by: 3, reason: "The opener was miscounted by a $100 stack" } },
    ]);
  });

  it("the room's refusal (invalid_input) is said in place, in words chosen by its code, with the room's message beneath", async () => {
    const { user } = await showBanks(cageSession, fakeBanks(TABLE_7), (cmd) => {
      if (cmd === "record_bank_move") throw { code: "invalid_input", message: "who brought it: Dee is no longer active staff" } satisfies IpcError;
      return undefined;
    });
    await fillMove(user, { table: "7", kind: "fill", amount: "300", brought: "3", received: "10" });
    await user.click(screen.getByRole("button", { name: "Record move" }));
    const refusal = await within(form()).findByRole("alert");
    expect(refusal.id).toBe("bank-move-refusal");
    expect(refusal.getAttribute("data-code")).toBe("invalid_input");
    expect(refusal.textContent).toContain("The room cannot take that value, so nothing was changed.");
    expect(refusal.textContent).toContain("who brought it: Dee is no longer active staff");
    expect(screen.getByRole("button", { name: "Record move" }).getAttribute("aria-describedby")).toBe("bank-move-refusal");
    expect(cell(7, "fills")).toBe("$500.00");
    // Changing the form clears the refusal.
    await user.type(within(form()).getByLabelText("Amount"), "0");
    expect(within(form()).queryByRole("alert")).toBeNull();
  });

  it("the floor records bank moves too", async () => {
    const { shell, user } = await showBanks(floorSession, fakeBanks(TABLE_7));
    await fillMove(user, { table: "7", kind: "credit", amount: "50", brought: "3", received: "10" });
    await user.click(screen.getByRole("button", { name: "Record move" }));
    await waitFor(() => expect(cell(7, "credits")).toBe("$250.00"));
    expect(sent(shell, "record_bank_move")).toHaveLength(1);
  });

  it("a table with no bank yet can take its first opener: every table of the shift is offered", async () => {
    const { shell, user } = await showBanks(cageSession, fakeBanks([]));
    expect(cell(7, "opener")).toBe("not entered");
    const tables = [...(within(form()).getByLabelText("Table") as HTMLSelectElement).options].map((o) => o.textContent);
    expect(tables).toEqual(["Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 6", "Table 7"]);
    // The bank's table comes first, and a table without an opener starts with one.
    expect((within(form()).getByLabelText("Table") as HTMLSelectElement).value).toBe("7");
    expect((within(form()).getByLabelText("Move") as HTMLSelectElement).value).toBe("opener");
    await fillMove(user, { table: "2", kind: "opener", amount: "500", brought: "10", received: "3" });
    await user.click(screen.getByRole("button", { name: "Record move" }));
    await waitFor(() => expect(bankRow(2)).toBeTruthy());
    expect(cell(2, "opener")).toBe("$500.00");
    expect(sent(shell, "record_bank_move")).toHaveLength(1);
  });

  it("after the counter-signature the form is gone: the banks are read only", async () => {
    const signed: ShiftDto = { ...shiftOf1(), countersigned_by: "Cora", countersigned_at: "2026-11-23T10:05:00Z" };
    await showBanks(cageSession, fakeBanks(TABLE_7, signed));
    expect(form()).toBeNull();
    expect(screen.queryByRole("button", { name: "Record move" })).toBeNull();
    expect(document.getElementById("banks-locked")?.textContent).toBe("Shift 1 is counter-signed: its banks cannot change.");
    expect(cell(7, "win")).toBe("+$34.30");
  });

  it("the table banks, their moves and the form pass axe's WCAG 2.2 AA rules", async () => {
    const { user } = await showBanks(cageSession, fakeBanks([...TABLE_7, ...OTHERS]));
    await user.click(within(bankRow(7)).getByRole("button", { name: "Moves (4) of Table 7" }));
    await user.click(screen.getByRole("button", { name: "Record move" }));
    await within(form()).findByText("Choose who brought the chips.");
    const result = await axe.run(document.getElementById("table-banks")!, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // jsdom lays nothing out: contrast is checked in the browser suites.
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.passes.length, "axe ran its rules").toBeGreaterThan(10);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
