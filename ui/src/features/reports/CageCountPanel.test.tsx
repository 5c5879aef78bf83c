import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BoxCount, BoxLine, CageCount, CountSheet, IpcError, SessionView, ShiftDto } from "../../api";
import sessionJson from "../../fixtures/session-floor.json";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { shiftLabel } from "./format";
import { ReportsPage } from "./ReportsPage";
import { fixture, okOf, serveReports } from "./testFixture";

beforeEach(() => {
  window.print = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

// The seeded day's shifts: shift 1 (Maria's, signed off by Maria) and shift 2 (Frank's, closed,
// not signed off). Shift 1's boxes are its count sheet's (the room's `expected_cents` is the
// sheet's amount); shift 2's, two boxes made up for the test.
const shifts = () => okOf<ShiftDto[]>(fixture().steps.find((s) => s.call === "shift_list"));
const sheetOf1 = () => okOf<CountSheet>(fixture().steps.find((s) => s.call === "count_sheet"));
const CORA_AT = "2026-11-23T10:00:00Z";

type Counted = { counted: number; explanation: string | null; at: string; counts: number };

/**
 * A hand-made cage (no generated fixture holds one): the room's rules of `crates/room/src/cage.rs`
 * for what the screen shows (the variance, the threshold, the order, what blocks the
 * counter-signature), kept in memory. `counted` starts some boxes counted.
 */
function fakeCage(counted: Record<number, Record<number, Counted>> = {}, threshold = 2500) {
  const expected: Record<number, { table_id: number; table: string; game: string; expected_cents: number }[]> = {
    1: sheetOf1().boxes.map((b) => ({ table_id: b.table_id, table: b.table, game: b.game, expected_cents: b.amount_cents })),
    2: [
      { table_id: 1, table: "Table 1", game: "Texas Hold'em", expected_cents: 8000 },
      { table_id: 2, table: "Table 2", game: "Texas Hold'em", expected_cents: 6000 },
    ],
  };
  const state = structuredClone(counted);
  const shiftOf = (id: number) => ({ ...shifts().find((s) => s.id === id)! });
  const view = (shiftId: number): CageCount => {
    const shift = shiftOf(shiftId);
    const mine = state[shiftId] ?? {};
    const boxes: BoxLine[] = expected[shiftId]!.map((b) => {
      const c = mine[b.table_id];
      const variance = c ? c.counted - b.expected_cents : null;
      return {
        ...b,
        counted_cents: c?.counted ?? null,
        variance_cents: variance,
        over_threshold: variance !== null && Math.abs(variance) > threshold,
        explanation: c?.explanation ?? null,
        counted_by: c ? "Cora" : null,
        counted_at: c?.at ?? null,
        counts: c?.counts ?? 0,
      };
    });
    const rank = (b: BoxLine) => (b.over_threshold ? 0 : b.variance_cents ? 1 : b.counted_cents === null ? 2 : 3);
    boxes.sort((a, b) => rank(a) - rank(b));
    const done = boxes.filter((b) => b.counted_cents !== null);
    const uncounted = boxes.length - done.length;
    const unexplained = boxes.filter((b) => b.over_threshold && b.explanation === null).length;
    return {
      shift,
      threshold_cents: threshold,
      boxes,
      expected_cents: boxes.reduce((t, b) => t + b.expected_cents, 0),
      counted_cents: done.reduce((t, b) => t + b.counted_cents!, 0),
      variance_cents: done.reduce((t, b) => t + b.variance_cents!, 0),
      uncounted,
      banks: [],
      unexplained,
      ready: shift.signed_off_by !== null && uncounted === 0 && unexplained === 0,
    };
  };
  return (cmd: string, args: Record<string, unknown>): unknown => {
    if (cmd === "cage_count") return view(args.shiftId as number);
    if (cmd !== "record_box_count") return undefined;
    const c = args.count as BoxCount;
    const before = state[c.shift_id]?.[c.table_id];
    if (before && !c.reason) throw { code: "invalid_input", message: "the recount's reason: say why it is counted again" } satisfies IpcError;
    state[c.shift_id] = { ...state[c.shift_id], [c.table_id]: { counted: c.counted_cents, explanation: c.explanation ?? before?.explanation ?? null, at: CORA_AT, counts: (before?.counts ?? 0) + 1 } };
    return view(c.shift_id);
  };
}

/** Cora of the cage signed in (the demo room's counter). */
const cageSession: SessionView = { ...sessionJson, staff: { ...sessionJson.staff, id: 10, name: "Cora", role: "cage" } } as SessionView;
const floorSession = sessionJson as SessionView;

/** The Reports screen as `session` sees it, shift 1 chosen, the cage count shown. */
async function showCount(session: SessionView, cage: ReturnType<typeof fakeCage>, extra?: (cmd: string, args: Record<string, unknown>) => unknown) {
  const shell = serveReports((cmd, args) => (cmd === "session" ? session : (extra?.(cmd, args) ?? cage(cmd, args))));
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
  await screen.findByRole("table", { name: "Cage count · shift 1" });
  return { shell, user };
}

const row = (tableId: number) => document.querySelector(`#cage-boxes tr[data-table="${tableId}"]`) as HTMLElement;
const field = (tableId: number, name: string) => row(tableId).querySelector(`[data-field=${name}]`)?.textContent;
const sent = (shell: ReturnType<typeof serveReports>, cmd: string) => shell.calls.filter((c) => c.cmd === cmd).map((c) => c.args);

describe("the cage counts the drop boxes", () => {
  it("the cage lands on the cage count, enters a box's count and sees the room's variance; the totals follow", async () => {
    const { shell, user } = await showCount(cageSession, fakeCage());
    expect(screen.getByRole("tab", { name: "Cage count" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Variances over $25.00 need an explanation.")).toBeTruthy();
    // Table 1's box was recorded at $105.00; the cage finds $100.00 in it.
    expect(field(1, "recorded")).toBe("$105.00");
    await user.type(within(row(1)).getByLabelText("Counted in Table 1's box"), "100");
    expect(field(1, "variance")).toBe("\u2212$5.00");
    await user.click(within(row(1)).getByRole("button", { name: "Save Table 1" }));
    await waitFor(() => expect(field(1, "counted")).toBe("$100.00"));
    expect(sent(shell, "record_box_count")).toEqual([{ count: { shift_id: 1, table_id: 1, counted_cents: 10000, explanation: null, reason: null } }]);
    expect(field(1, "variance")).toBe("\u2212$5.00");
    expect(field(1, "counted-by")).toBe("Cora, 23 Nov 2026, 11:00");
    expect(row(1).getAttribute("data-state")).toBe("variance");
    expect(document.querySelector("#cage-total-counted")?.textContent).toBe("$100.00");
    expect(document.querySelector("#cage-total-variance")?.textContent).toBe("\u2212$5.00");
    expect(document.querySelector("#cage-total-recorded")?.textContent).toBe("$987.00");
    // The room's answer went in the cache: no read of the count after the write.
    expect(sent(shell, "cage_count").filter((a) => a.shiftId === 1)).toHaveLength(1);
  });

  it("a variance over the threshold demands an explanation before the count is sent, and the explanation goes with it", async () => {
    const { shell, user } = await showCount(cageSession, fakeCage());
    expect(within(row(1)).queryByLabelText("Explanation of Table 1's variance")).toBeNull();
    await user.type(within(row(1)).getByLabelText("Counted in Table 1's box"), "50.00");
    expect(field(1, "variance")).toBe("\u2212$55.00 over the threshold");
    const explanation = within(row(1)).getByLabelText(/Explanation of Table 1's variance/);
    await user.click(within(row(1)).getByRole("button", { name: "Save Table 1" }));
    expect(await within(row(1)).findByText("Explain the variance: it is over $25.00.")).toBeTruthy();
    expect(sent(shell, "record_box_count")).toHaveLength(0);
    await user.type(explanation, "Drop of $55 logged twice at 14:00");
    await user.click(within(row(1)).getByRole("button", { name: "Save Table 1" }));
    await waitFor(() => expect(field(1, "counted")).toBe("$50.00"));
    expect(sent(shell, "record_box_count")).toEqual([
      { count: { shift_id: 1, table_id: 1, counted_cents: 5000, explanation: "Drop of $55 logged twice at 14:00", reason: null } },
    ]);
    expect(field(1, "explanation")).toBe("Drop of $55 logged twice at 14:00");
    expect(row(1).getAttribute("data-state")).toBe("over");
  });

  it("a box already counted is recounted only with a reason; the explanation given before stays", async () => {
    const cage = fakeCage({ 1: { 2: { counted: 10000, explanation: "Short by a $5 chip", at: CORA_AT, counts: 1 } } });
    const { shell, user } = await showCount(cageSession, cage);
    expect(field(2, "counted")).toBe("$100.00");
    expect(within(row(2)).queryByLabelText("Counted in Table 2's box")).toBeNull();
    await user.click(within(row(2)).getByRole("button", { name: "Recount Table 2" }));
    await user.type(within(row(2)).getByLabelText("Counted in Table 2's box"), "106.00");
    await user.click(within(row(2)).getByRole("button", { name: "Save recount Table 2" }));
    expect(await within(row(2)).findByText("Say why the box is counted again.")).toBeTruthy();
    expect(sent(shell, "record_box_count")).toHaveLength(0);
    await user.type(within(row(2)).getByLabelText(/Reason for recounting Table 2's box/), "A bundle was stuck in the box");
    await user.click(within(row(2)).getByRole("button", { name: "Save recount Table 2" }));
    await waitFor(() => expect(field(2, "counted")).toBe("$106.00"));
    expect(sent(shell, "record_box_count")).toEqual([
      { count: { shift_id: 1, table_id: 2, counted_cents: 10600, explanation: null, reason: "A bundle was stuck in the box" } },
    ]);
    expect(field(2, "explanation")).toBe("Short by a $5 chip");
    expect(field(2, "counted-by")).toMatch(/count 2$/);
  });

  it("a count the room refuses is said beside its box, in words chosen by code", async () => {
    const { user } = await showCount(cageSession, fakeCage(), (cmd) => {
      if (cmd === "record_box_count") throw { code: "already_countersigned", message: "shift 1 was counter-signed by Cora" };
      return undefined;
    });
    await user.type(within(row(3)).getByLabelText("Counted in Table 3's box"), "228");
    await user.click(within(row(3)).getByRole("button", { name: "Save Table 3" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("already_countersigned");
    expect(refusal.textContent).toMatch(/This shift was already counter-signed: its count cannot change/);
    expect(row(3).nextElementSibling?.contains(refusal)).toBe(true);
  });
});

describe("the counter-signature", () => {
  /** Every box of shift 1 counted as recorded: nothing blocks the counter-signature. */
  const allCounted = () =>
    Object.fromEntries(sheetOf1().boxes.map((b) => [b.table_id, { counted: b.amount_cents, explanation: null, at: CORA_AT, counts: 1 }]));

  it("waits for every box: what still blocks it is said, and the button stays disabled", async () => {
    await showCount(cageSession, fakeCage());
    expect(document.querySelector("#cage-blockers")?.textContent).toBe("! Before the counter-signature: 7 boxes are not counted.");
    expect((screen.getByRole("button", { name: "Counter-sign…" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says a floor not signed off and an unexplained variance as blockers too", async () => {
    const { user } = await showCount(cageSession, fakeCage({ 2: { 1: { counted: 2000, explanation: null, at: CORA_AT, counts: 1 } } }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "2");
    await screen.findByRole("table", { name: "Cage count · shift 2" });
    expect(document.querySelector("#cage-blockers")?.textContent).toBe(
      "! Before the counter-signature: 1 box is not counted; 1 variance has no explanation; the floor has not signed the shift off.",
    );
    expect(field(1, "explanation")).toBe("Needs an explanation");
  });

  it("sends the cage counter's PIN; a refusal (variance_unexplained) is said in words beside the button", async () => {
    const { shell, user } = await showCount(cageSession, fakeCage({ 1: allCounted() }), (cmd) => {
      if (cmd === "countersign_shift") throw { code: "variance_unexplained", message: "variances over $25.00 are not explained: Table 3" };
      return undefined;
    });
    expect(document.querySelector("#cage-blockers")?.textContent).toMatch(/Ready to counter-sign/);
    await user.click(screen.getByRole("button", { name: "Counter-sign…" }));
    const dialog = await screen.findByRole("dialog", { name: "Counter-sign shift 1" });
    await user.type(within(dialog).getByLabelText(/Your PIN/), "2468");
    await user.click(within(dialog).getByRole("button", { name: "Counter-sign" }));
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.getAttribute("data-code")).toBe("variance_unexplained");
    expect(refusal.textContent).toMatch(/A variance over the house's threshold has no explanation yet/);
    expect(sent(shell, "countersign_shift")).toEqual([{ shiftId: 1, pin: "2468" }]);
  });

  it("counter-signing names the boxes with a variance before the PIN, and still signs", async () => {
    const boxes = sheetOf1().boxes;
    const [a, b] = [boxes[0]!, boxes[1]!];
    const counted = { ...allCounted(), [a.table_id]: { counted: a.amount_cents - 500, explanation: null, at: CORA_AT, counts: 1 }, [b.table_id]: { counted: b.amount_cents + 100, explanation: null, at: CORA_AT, counts: 1 } };
    const { shell, user } = await showCount(cageSession, fakeCage({ 1: counted }), (cmd) => (cmd === "countersign_shift" ? { ...shifts().find((s) => s.id === 1)!, countersigned_by: "Cora", countersigned_at: CORA_AT } : undefined));
    await user.click(screen.getByRole("button", { name: "Counter-sign…" }));
    const dialog = await screen.findByRole("dialog", { name: "Counter-sign shift 1" });
    expect(dialog.querySelector("#countersign-variances")?.textContent).toBe(
      `! 2 boxes have a variance: ${a.table} \u2212$5.00, ${b.table} +$1.00. You may still counter-sign: the count stays as it is, variances and all.`,
    );
    await user.type(within(dialog).getByLabelText(/Your PIN/), "2468");
    await user.click(within(dialog).getByRole("button", { name: "Counter-sign" }));
    await waitFor(() => expect(sent(shell, "countersign_shift")).toEqual([{ shiftId: 1, pin: "2468" }]));
  });

  it("a count with no variance counter-signs without a warning", async () => {
    const { user } = await showCount(cageSession, fakeCage({ 1: allCounted() }));
    await user.click(screen.getByRole("button", { name: "Counter-sign…" }));
    const dialog = await screen.findByRole("dialog", { name: "Counter-sign shift 1" });
    expect(dialog.querySelector("#countersign-variances")).toBeNull();
  });

  it("once counter-signed, the shift says who and when, on screen, in the shift's label and on the signature lines", async () => {
    const signed: ShiftDto = { ...shifts().find((s) => s.id === 1)!, countersigned_by: "Cora", countersigned_at: "2026-11-23T10:05:00Z" };
    const { user } = await showCount(cageSession, fakeCage({ 1: allCounted() }), (cmd) => (cmd === "countersign_shift" ? signed : undefined));
    await user.click(screen.getByRole("button", { name: "Counter-sign…" }));
    const dialog = await screen.findByRole("dialog", { name: "Counter-sign shift 1" });
    await user.type(within(dialog).getByLabelText(/Your PIN/), "2468");
    await user.click(within(dialog).getByRole("button", { name: "Counter-sign" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const option = (screen.getByRole("combobox", { name: "Shift" }) as HTMLSelectElement).selectedOptions[0]!;
    expect(option.textContent).toMatch(/signed off by Maria · counter-signed by Cora$/);
    await user.click(screen.getByRole("tab", { name: "Report" }));
    const lines = document.querySelector("#report-signatures")!.textContent;
    expect(lines).toMatch(/Signed off by Maria at 23 Nov 2026, 10:05Floor manager: signature/);
    expect(lines).toMatch(/Counter-signed by Cora at 23 Nov 2026, 11:05Cage: signature/);
  });

  it("once the cage counter-signs, every print of the shift is stamped at its head: the report, the count sheet, the cage count", async () => {
    const signed: ShiftDto = { ...shifts().find((s) => s.id === 1)!, countersigned_by: "Cora", countersigned_at: "2026-11-23T10:05:00Z" };
    const cage = fakeCage({ 1: allCounted() });
    let countersigned = false;
    const { user } = await showCount(cageSession, cage, (cmd, args) => {
      if (cmd === "countersign_shift") {
        countersigned = true;
        return signed;
      }
      // The room's count, read again once counter-signed, names the counter-signature.
      return cmd === "cage_count" && countersigned ? { ...(cage(cmd, args) as CageCount), shift: signed } : undefined;
    });
    const stamp = () => document.querySelector("#print-heading #countersigned-stamp")?.textContent ?? null;
    const STAMP = "COUNTER-SIGNED by Cora (cage) at 23 Nov 2026, 11:05";
    // Not yet counter-signed: the cage count's paper has its heading, and no stamp.
    expect(document.querySelector("#print-heading")?.textContent).toBe("Cardroom · Cage count · shift 1");
    expect(stamp()).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Report" }));
    expect(document.querySelector("#print-heading")).toBeTruthy();
    expect(stamp()).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Cage count" }));
    await screen.findByRole("table", { name: "Cage count · shift 1" });

    await user.click(screen.getByRole("button", { name: "Counter-sign…" }));
    const dialog = await screen.findByRole("dialog", { name: "Counter-sign shift 1" });
    await user.type(within(dialog).getByLabelText(/Your PIN/), "2468");
    await user.click(within(dialog).getByRole("button", { name: "Counter-sign" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The cage count, in the time words of its own "Counter-signed by Cora at …".
    await waitFor(() => expect(stamp()).toBe(STAMP));
    expect(document.querySelector("#countersign-state")?.textContent).toBe("✓ Counter-signed by Cora at 23 Nov 2026, 11:05");
    // The collection report.
    await user.click(screen.getByRole("tab", { name: "Report" }));
    expect(stamp()).toBe(STAMP);
    expect(document.querySelector("#report-signed")?.textContent).toMatch(/Counter-signed by Cora at 23 Nov 2026, 11:05$/);
    // The count sheet, made from the room's sheet (whose shift the room read before the counter-signature).
    await user.click(screen.getByRole("tab", { name: "Count sheet" }));
    await user.type(screen.getByLabelText("First counter"), "Ann Count");
    await user.type(screen.getByLabelText("Second counter"), "Bo Tally");
    await user.click(screen.getByRole("button", { name: "Make the count sheet" }));
    await waitFor(() => expect(document.querySelector("#count-sheet")).toBeTruthy());
    expect(sheetOf1().shift.countersigned_by).toBeNull();
    expect(document.querySelector("#count-sheet #print-heading")?.textContent).toMatch(/^COUNTER-SIGNED by Cora \(cage\) at 23 Nov 2026, 11:05Cardroom · Count sheet · shift 1/);
    expect(stamp()).toBe(STAMP);
    expect(document.querySelector("#count-signatures")?.textContent).toMatch(/Counter-signed by Cora at 23 Nov 2026, 11:05Cage: signature/);
  });
});

describe("the floor reads the count", () => {
  it("the floor sees the same boxes read-only: no count field, no recount, no counter-signature", async () => {
    await showCount(floorSession, fakeCage({ 1: { 2: { counted: 10000, explanation: null, at: CORA_AT, counts: 1 } } }));
    expect(document.querySelectorAll("#cage-boxes tbody tr")).toHaveLength(7);
    expect(document.querySelectorAll("#cage-boxes input")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /Recount|Save (recount )?Table|Counter-sign/ })).toBeNull();
    expect(field(2, "counted")).toBe("$100.00");
    expect(field(1, "counted")).toBe("not counted");
    expect(document.querySelector("#countersign-state")?.textContent).toBe("! Not counter-signed");
  });
});

describe("the shift's label", () => {
  it("names the counter-signature after the sign-off", () => {
    const s = shifts().find((x) => x.id === 1)!;
    expect(shiftLabel(s)).toMatch(/· Maria · signed off by Maria$/);
    expect(shiftLabel({ ...s, countersigned_by: "Cora", countersigned_at: "2026-11-23T10:05:00Z" })).toMatch(/· signed off by Maria · counter-signed by Cora$/);
  });
});
