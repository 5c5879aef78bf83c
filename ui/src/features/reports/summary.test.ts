import { describe, expect, it } from "vitest";
import type { Discrepancy } from "../../api";
import { summariseDiscrepancies, summaryTitle, tableMissingText, varianceParts } from "./summary";
import { cellKind, numberedTables, ZERO } from "./grid";
import { reportFor } from "./testFixture";

const d = (table_id: number, amount_cents: number, corrected = false): Discrepancy => ({
  table_id,
  table: `Table ${table_id}`,
  collection_id: 1,
  due_at: "2026-11-22T19:00:00Z",
  seat_no: 1,
  player_name: "Lou",
  amount_cents,
  problem: "marked paid, but the stack could not cover it",
  cannot_cover: true,
  hand_id: null,
  corrected,
});

describe("the report's summary of its discrepancies", () => {
  it("names the tables with the most money missing first, three at most, and counts the rest", () => {
    const s = summariseDiscrepancies([d(1, 400), d(2, 200), d(2, 200), d(3, 1000), d(4, 100), d(5, 50)]);
    expect(s.count).toBe(6);
    expect(s.cents).toBe(1950);
    expect(s.tables.map(tableMissingText)).toEqual(["Table 3 $10.00 (1)", "Table 2 $4.00 (2)", "Table 1 $4.00 (1)"]);
    expect(s.moreTables).toBe(2);
  });

  it("breaks a tie of money by the number of discrepancies, then by the table's order", () => {
    const s = summariseDiscrepancies([d(7, 400), d(5, 400), d(6, 200), d(6, 200)], 5);
    expect(s.tables.map((t) => t.tableId)).toEqual([6, 5, 7]);
  });

  it("says how many nobody has corrected, in its heading", () => {
    expect(summaryTitle(summariseDiscrepancies([d(1, 400), d(2, 50)]))).toBe("Discrepancies (2): $4.50 missing, 2 not corrected");
    expect(summaryTitle(summariseDiscrepancies([d(1, 400, true), d(2, 50)]))).toBe("Discrepancies (2): $4.50 missing, 1 of 2 not corrected");
    expect(summaryTitle(summariseDiscrepancies([d(1, 400, true)]))).toBe("Discrepancies (1): $4.00 missing, all corrected");
    expect(summaryTitle(summariseDiscrepancies([]))).toBe("Discrepancies (0): nothing is missing");
  });

  it("the demo day's shift 2: 56 discrepancies, Table 5 first", () => {
    const report = reportFor({ shift_id: 2 });
    const s = summariseDiscrepancies(report.discrepancies);
    expect(s.count).toBe(56);
    expect(s.cents).toBe(report.totals.missing_cents);
    expect(tableMissingText(s.tables[0]!)).toBe("Table 5 $252.00 (36)");
  });
});

describe("the report's variance in a line", () => {
  it("says due, collected, the difference with a true minus, drops and the house; adjustments only when there are any", () => {
    const t = { ...ZERO, due_cents: 132000, collected_cents: 90650, excused_cents: 10750, missing_cents: 30600, drop_cents: 22700, house_cents: 113350 };
    expect(varianceParts(t)).toEqual(["Time due $1,320.00", "collected $906.50", "difference \u2212$413.50: $107.50 excused, $306.00 missing", "drops $227.00", "house $1,133.50"]);
    expect(varianceParts({ ...t, adjustment_cents: -500 }).slice(5)).toEqual(["adjustments \u2212$5.00", "after adjustments $1,128.50"]);
  });
});

describe("the grid's dense cells", () => {
  it("writes tables by their number only when every table is called Table N", () => {
    expect(numberedTables([{ table: "Table 1" }, { table: "Table 30" }])).toBe(true);
    expect(numberedTables([{ table: "Table 1" }, { table: "High limit" }])).toBe(false);
    expect(numberedTables([])).toBe(false);
  });

  it("marks a half hour whose time is missing, not one the house excused", () => {
    expect(cellKind(undefined)).toBe("empty");
    expect(cellKind(ZERO)).toBe("empty");
    expect(cellKind({ ...ZERO, due_count: 2, due_cents: 800, collected_cents: 400, missing_cents: 400, house_cents: 400 })).toBe("missing");
    expect(cellKind({ ...ZERO, due_count: 2, due_cents: 800, collected_cents: 400, excused_cents: 400, house_cents: 400 })).toBe("sound");
    expect(cellKind({ ...ZERO, drop_count: 3, drop_cents: 900, house_cents: 900 })).toBe("sound");
  });
});
