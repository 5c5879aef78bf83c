import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n";
import {
  clockTime,
  clockTimeSeconds,
  countdown,
  dateText,
  dateTimeOfMs,
  dateTimeSecondsText,
  dateTimeText,
  localInputOf,
  minutesBetween,
  parseRoomTime,
  roomTimeOf,
  roomTimesInWords,
  spanText,
  weekdayDateText,
} from "./time";

// vite.config.ts runs the tests in Europe/Madrid (UTC+1 in November, UTC+2 in July).
describe("room times are UTC text shown in the machine's time zone", () => {
  it("shows a UTC time as the local clock reads it", () => {
    expect(clockTime("2026-11-20T20:12:00Z")).toBe("21:12");
    expect(clockTimeSeconds("2026-11-20T20:37:05Z")).toBe("21:37:05");
    expect(clockTime("2026-07-01T23:30:00Z")).toBe("01:30");
  });
  it("refuses a time that is not the room's UTC text rather than guessing its zone", () => {
    expect(() => parseRoomTime("2026-11-20 20:12:00")).toThrow(RangeError);
    expect(() => parseRoomTime("2026-11-20T20:12:00+01:00")).toThrow(RangeError);
  });
  it("counts whole minutes between two times, never below zero", () => {
    expect(minutesBetween("2026-11-20T20:30:00Z", "2026-11-20T20:37:59Z")).toBe(7);
    expect(minutesBetween("2026-11-20T20:40:00Z", "2026-11-20T20:37:00Z")).toBe(0);
  });
  it("shows a countdown in minutes and seconds, hours only past an hour", () => {
    expect(countdown(23 * 60_000)).toBe("23:00");
    expect(countdown(252_400)).toBe("04:13");
    expect(countdown(3_900_000)).toBe("1:05:00");
    expect(countdown(-5000)).toBe("00:00");
  });
  it("writes every date in one style on every screen: day, short month, year; 24-hour clock", () => {
    expect(dateText("2026-11-20T20:40:00Z")).toBe("20 Nov 2026");
    expect(dateTimeText("2026-11-20T20:40:00Z")).toBe("20 Nov 2026, 21:40");
    expect(dateTimeSecondsText("2026-11-20T20:40:05Z")).toBe("20 Nov 2026, 21:40:05");
    expect(weekdayDateText("2026-11-20T20:40:00Z")).toBe("Fri 20 Nov 2026");
    expect(dateTimeOfMs(Date.parse("2026-11-20T20:40:00Z"))).toBe("20 Nov 2026, 21:40");
    // September is "Sep" in every browser, never "Sept".
    expect(dateText("2026-09-03T10:00:00Z")).toBe("3 Sep 2026");
    // Past midnight in the room's zone, the date is the room's next day.
    expect(dateTimeText("2026-11-20T23:30:00Z")).toBe("21 Nov 2026, 00:30");
  });
  it("a span gives its day once when it ends within a day, both days past that, and says when it is still open", () => {
    expect(spanText("2026-11-20T18:00:00Z", "2026-11-21T00:00:00Z")).toBe("20 Nov 2026, 19:00–01:00");
    expect(spanText("2026-11-20T18:00:00Z", "2026-11-22T02:00:00Z")).toBe("20 Nov 2026, 19:00 – 22 Nov 2026, 03:00");
    expect(spanText("2026-11-20T18:00:00Z", null)).toBe("20 Nov 2026, 19:00, still open");
  });
  it("a sentence the room wrote with a raw time in it shows the time as the screens do", () => {
    expect(roomTimesInWords("Seat 3 Ann 4.00 due 2026-11-28T04:54:34Z: paid → not paid")).toBe("Seat 3 Ann 4.00 due 05:54: paid → not paid");
    expect(roomTimesInWords("from 2026-11-28T04:54:34Z", true)).toBe("from 28 Nov 2026, 05:54");
    expect(roomTimesInWords("nothing to change")).toBe("nothing to change");
  });
  it("a date field holds the room's zone's wall time, and reads back to the same room time", () => {
    expect(roomTimeOf("2026-12-01T18:00")).toBe("2026-12-01T17:00:00Z");
    expect(localInputOf("2026-12-01T17:00:00Z")).toBe("2026-12-01T18:00");
    expect(roomTimeOf("tomorrow")).toBeNull();
  });
  it("in Spanish: the same style and zone, with Spanish months and weekdays", async () => {
    try {
      await setLanguage("es");
      expect(clockTime("2026-11-20T20:12:00Z")).toBe("21:12");
      expect(dateText("2026-11-20T20:40:00Z")).toBe("20 nov 2026");
      expect(dateTimeText("2026-11-20T23:30:00Z")).toBe("21 nov 2026, 00:30");
      expect(weekdayDateText("2026-11-20T20:40:00Z")).toBe("vie 20 nov 2026");
      expect(spanText("2026-11-20T18:00:00Z", null)).toBe("20 nov 2026, 19:00, aún abierto");
      expect(spanText("2026-11-20T18:00:00Z", "2026-11-21T00:00:00Z")).toBe("20 nov 2026, 19:00–01:00");
    } finally {
      await setLanguage("en");
    }
    expect(dateText("2026-11-20T20:40:00Z")).toBe("20 Nov 2026");
  });
});
