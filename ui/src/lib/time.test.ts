import { describe, expect, it } from "vitest";
import { clockTime, clockTimeSeconds, countdown, minutesBetween, parseRoomTime } from "./time";

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
});
