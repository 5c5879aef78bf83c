import { describe, expect, it } from "vitest";
import { buildGrid, difference, ZERO, addFigures, afterAdjustments } from "./grid";
import { differenceText } from "./format";
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
  it("says short, over or even with the sign", () => {
    expect(differenceText(-400)).toBe("\u2212$4.00 short");
    expect(differenceText(150)).toBe("+$1.50 over");
    expect(differenceText(0)).toBe("even");
  });
});
