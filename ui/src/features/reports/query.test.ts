import { describe, expect, it } from "vitest";
import { choicesOf, defaultShift, gameCodeOf, NO_FILTERS, rangeOfDays, reportRequest } from "./query";
import type { ShiftDto } from "../../api";
import { fixture, okOf, reportFor } from "./testFixture";

describe("what the report asks for", () => {
  it("a shift, every field present with nulls", () => {
    expect(reportRequest({ kind: "shift", shiftId: 1 }, { ...NO_FILTERS, game: "lowball" })).toEqual({
      shift_id: 1,
      from: null,
      to: null,
      gaming_day: null,
      table_id: null,
      game: "lowball",
      dealer_id: null,
    });
  });

  it("a range of days is local midnight to the midnight after the last day (Madrid: UTC+1)", () => {
    expect(rangeOfDays("2026-11-22", "2026-11-23")).toEqual({ from: "2026-11-21T23:00:00Z", to: "2026-11-23T23:00:00Z" });
    // Across the end of summer time the day is 25 hours long.
    expect(rangeOfDays("2026-10-25", "2026-10-25")).toEqual({ from: "2026-10-24T22:00:00Z", to: "2026-10-25T23:00:00Z" });
    expect(rangeOfDays("2026-11-23", "2026-11-22")).toBeNull();
    expect(rangeOfDays("", "2026-11-22")).toBeNull();
    expect(rangeOfDays("2026-02-30", "2026-03-01")).toBeNull();
  });

  it("the latest closed shift is shown first", () => {
    expect(defaultShift(okOf<ShiftDto[]>(fixture().steps[0]))?.id).toBe(2);
    expect(defaultShift([{ id: 3, floor_manager: "Maria", opened_at: "2026-11-23T00:00:00Z", closed_at: null, signed_off_at: null, signed_off_by: null, countersigned_at: null, countersigned_by: null }])?.id).toBe(3);
    expect(defaultShift([])).toBeNull();
  });

  it("the filters offer the unfiltered report's tables, games and dealers; a dealer's id from the staff list", () => {
    const choices = choicesOf(reportFor({ shift_id: 1 }), [{ id: 3, name: "Dee", role: "dealer", active: true, has_pin: false, locked_until: null }]);
    expect(choices.tables.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(choices.games.map((g) => g.code)).toEqual(["joker_draw", "lowball", "mexican", "pan", "pineapple", "holdem"]);
    expect(choices.dealers.find((d) => d.name === "Dee")?.id).toBe(3);
    expect(choices.dealers.find((d) => d.name === "Dan")?.id).toBeNull();
    expect(gameCodeOf("Low Ball")).toBe("lowball");
  });
});
