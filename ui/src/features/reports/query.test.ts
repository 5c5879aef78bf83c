import { describe, expect, it } from "vitest";
import { choicesOf, defaultGamingDay, defaultShift, exceptionRequest, gameCodeOf, gamingDayOf, gamingDayText, NO_FILTERS, rangeOfDays, reportRequest } from "./query";
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

  it("a gaming day is reported alone, never with a shift or a range; the filters go with it", () => {
    expect(reportRequest({ kind: "day", day: "2026-11-25" }, { ...NO_FILTERS, tableId: 3 })).toEqual({
      shift_id: null,
      from: null,
      to: null,
      gaming_day: "2026-11-25",
      table_id: 3,
      game: null,
      dealer_id: null,
    });
    // A shift or a range never names a gaming day.
    expect(reportRequest({ kind: "shift", shiftId: 2 }, NO_FILTERS).gaming_day).toBeNull();
    expect(reportRequest({ kind: "range", from: "2026-11-21T23:00:00Z", to: "2026-11-22T23:00:00Z" }, NO_FILTERS).gaming_day).toBeNull();
  });

  it("the exception report asks for a shift or a gaming day, one of them; a range of days has none", () => {
    expect(exceptionRequest({ kind: "shift", shiftId: 1 })).toEqual({ shift_id: 1, gaming_day: null });
    expect(exceptionRequest({ kind: "day", day: "2026-11-22" })).toEqual({ shift_id: null, gaming_day: "2026-11-22" });
    expect(exceptionRequest({ kind: "range", from: "2026-11-21T23:00:00Z", to: "2026-11-22T23:00:00Z" })).toBeNull();
  });

  it("the gaming day offered first is the date the latest shift opened on, in the room's zone", () => {
    // Shift 2 opened 22 Nov 18:00Z (19:00 in Madrid); a shift opened 23:30Z is the next day there.
    expect(defaultGamingDay(okOf<ShiftDto[]>(fixture().steps[0]))).toBe("2026-11-22");
    const late = { id: 3, floor_manager: "Maria", opened_at: "2026-11-22T23:30:00Z", closed_at: null, signed_off_at: null, signed_off_by: null, countersigned_at: null, countersigned_by: null };
    expect(defaultGamingDay([late])).toBe("2026-11-23");
    expect(defaultGamingDay([])).toBe("");
  });

  it("a gaming day is written as the screens write a date; a day that does not exist is none", () => {
    expect(gamingDayText("2026-11-25")).toBe("25 Nov 2026");
    // The day the clocks go back in Madrid is still that day.
    expect(gamingDayText("2026-10-25")).toBe("25 Oct 2026");
    expect(gamingDayOf("2026-11-25")).toBe("2026-11-25");
    expect(gamingDayOf("2026-02-30")).toBeNull();
    expect(gamingDayOf("")).toBeNull();
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
