import { describe, expect, it } from "vitest";
import type { ErrorCode, IpcError } from "../../api";
import { refusalWords } from "../../lib/refusals";
import { estimateWords, leftWords, waitedWords } from "./words";

describe("the lists in words", () => {
  it("an estimate is a range, never a promise", () => {
    expect(estimateWords({ kind: "range", low_minutes: 15, high_minutes: 45 })).toBe("about 15-45 min");
    expect(estimateWords({ kind: "range", low_minutes: 0, high_minutes: 75 })).toBe("up to about 75 min");
    expect(estimateWords({ kind: "seat_open" })).toBe("seat open");
    expect(estimateWords({ kind: "called" })).toBe("called");
    expect(estimateWords({ kind: "unknown" })).toBe("no estimate yet");
  });

  it("waits and time left", () => {
    expect(waitedWords(0)).toBe("0 min");
    expect(waitedWords(48)).toBe("48 min");
    expect(waitedWords(65)).toBe("1 h 05 min");
    expect(leftWords(180_000)).toBe("3:00");
    expect(leftWords(179_001)).toBe("3:00");
    expect(leftWords(9_000)).toBe("0:09");
    expect(leftWords(-5_000)).toBe("0:00");
  });

  it("a refusal is told by its code; the message is never read", () => {
    const said = (code: ErrorCode) => refusalWords({ code });
    expect(said("no_open_seat")).toMatch(/^That table has no open seat any more/);
    expect(said("call_over")).toMatch(/^This call is over/);
    expect(said("already_listed")).toBe("That player is already on this list.");
    expect(said("seat_taken")).toBe("That seat is taken. Pick a free seat.");
    expect(said("not_enough_waiting")).toMatch(/^Not enough players are waiting/);
    // The floor's shared codes read as they do on the board.
    expect(said("table_closed")).toBe("That table is not open any more.");
    const noSeat: IpcError = { code: "no_open_seat", message: "seat taken" };
    expect(refusalWords(noSeat)).toBe(said("no_open_seat"));
  });
});
