import { describe, expect, it } from "vitest";
import { buildGrid, difference, ZERO, addFigures, afterAdjustments } from "./grid";
import { differenceKind, differenceText } from "./format";
import type { ShiftReport } from "../../api";
import { fixture, okOf, reportFor } from "./testFixture";

describe("the grid of tables × half hours", () => {
  it("adds each table's half hours up to the room's own totals, in every report of the fixture", () => {
    const reports = fixture().steps.filter((s) => s.call === "run_report" && "ok" in s);
    expect(reports.length).toBeGreaterThan(5);
    for (const step of reports) {
      const grid = buildGrid(okOf<ShiftReport>(step));
      expect(grid.mismatches).toEqual([]);
    }
  });

  it("shift 1: seven tables down, twelve half hours across, the totals the room's", () => {
    const report = reportFor({ shift_id: 1 });
    const grid = buildGrid(report);
    expect(grid.rows.map((r) => r.table)).toEqual(["Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 6", "Table 7"]);
    expect(grid.halfHours).toHaveLength(12);
    expect(grid.totals).toEqual(report.totals);
    expect(difference(grid.totals)).toBe(78100 - 114300);
    expect(afterAdjustments(grid.totals)).toBe(99200 - 500);
    // A cell with two dealers in one half hour is both of them.
    const rowSums = grid.rows.map((r) => Object.values(r.cells).reduce(addFigures, ZERO).house_cents);
    expect(rowSums).toEqual(report.by_table.map((g) => g.figures.house_cents));
  });

  it("a corrupt report is caught: the cells no longer add up", () => {
    const report = reportFor({ shift_id: 1 });
    report.lines[0]!.figures.drop_cents += 100;
    expect(buildGrid(report).mismatches.length).toBeGreaterThan(0);
  });

  it("money is refused when it is not whole cents", () => {
    expect(() => addFigures({ ...ZERO, due_cents: 0.5 }, ZERO)).toThrow(RangeError);
  });
});

describe("differences in words", () => {
  const f = (due_cents: number, collected_cents: number, excused_cents: number, missing_cents: number) => ({
    due_cents,
    collected_cents,
    excused_cents,
    missing_cents,
  });

  it("says what a difference is made of: excused, missing, or both; even; never just \"short\"", () => {
    expect(differenceText(f(1000, 450, 450, 100))).toBe("\u2212$5.50: $4.50 excused, $1.00 missing");
    expect(differenceText(f(800, 400, 400, 0))).toBe("\u2212$4.00: all excused");
    expect(differenceText(f(800, 700, 0, 100))).toBe("\u2212$1.00: all missing");
    expect(differenceText(f(800, 800, 0, 0))).toBe("even");
    expect(differenceText(f(800, 950, 0, 0))).toBe("+$1.50 over");
    for (const cents of [f(1000, 450, 450, 100), f(800, 400, 400, 0), f(800, 700, 0, 100)]) expect(differenceText(cents)).not.toMatch(/short/);
  });

  it("a gap the figures do not explain is said so, never hidden", () => {
    expect(differenceText(f(1000, 450, 450, 0))).toBe("\u2212$5.50: $4.50 excused, $1.00 not accounted for");
  });

  it("missing money is red (a discrepancy), excused money quiet (none)", () => {
    expect(differenceKind(f(1000, 450, 450, 100))).toBe("missing");
    expect(differenceKind(f(800, 700, 0, 100))).toBe("missing");
    expect(differenceKind(f(800, 400, 400, 0))).toBe("excused");
    expect(differenceKind(f(800, 800, 0, 0))).toBe("even");
  });

  it("every report of the fixture: due = collected + excused + missing, in every line and group", () => {
    for (const step of fixture().steps.filter((s) => s.call === "run_report" && "ok" in s)) {
      const r = okOf<ShiftReport>(step);
      for (const x of [r.totals, ...r.lines.map((l) => l.figures), ...r.by_table.map((g) => g.figures)]) {
        expect(x.due_cents).toBe(x.collected_cents + x.excused_cents + x.missing_cents);
        expect(x.excused_cents).toBe(x.sitting_out_cents + x.left_cents + x.new_player_cents + x.comped_cents);
        expect(x.missing_cents).toBe(x.cannot_cover_cents + x.unmarked_cents);
        expect(differenceText(x)).not.toMatch(/not accounted for|short/);
      }
      // The missing money is the discrepancies, one by one.
      expect(r.discrepancies.reduce((s, d) => s + d.amount_cents, 0)).toBe(r.totals.missing_cents);
    }
  });
});
