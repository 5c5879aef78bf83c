import { describe, expect, it } from "vitest";
import { adviceFor, asIpcError } from "./errors";

describe("errors are handled by code, not by message", () => {
  it("advises by code whatever the message says", () => {
    const locked = adviceFor({ code: "db_locked", message: "anything at all" });
    expect(locked).toMatch(/Another program/);
    const newer = adviceFor({ code: "db_schema_too_new", message: "db_locked" });
    expect(newer).toMatch(/newer Cardroom/);
  });
  it("says what to do when a backup could not be written or is not sound", () => {
    expect(adviceFor({ code: "backup_failed", message: "x" })).toMatch(/back up again/);
    expect(adviceFor({ code: "backup_damaged", message: "x" })).toMatch(/nothing was restored/);
  });
  it("says in plain words what to do about the chip ledger's refusals: no shift, outside the buy-in, time during the hand", () => {
    expect(adviceFor({ code: "no_open_shift", message: "x" })).toMatch(/^No shift is open, so Cardroom cannot move any money/);
    expect(adviceFor({ code: "buy_in_out_of_range", message: "x" })).toMatch(/outside the table's buy-in limits/);
    expect(adviceFor({ code: "collect_after_hand", message: "x" })).toMatch(/Take it after the hand, or mark it paid in cash/);
  });
  it("has general advice for a code it has no words of its own for", () => {
    expect(adviceFor({ code: "hand_changed", message: "x" })).toMatch(/went wrong/);
  });
  it("keeps the code and message of an IPC error and wraps anything else", () => {
    expect(asIpcError({ code: "db_locked", message: "m" })).toEqual({ code: "db_locked", message: "m" });
    expect(asIpcError(new Error("boom"))).toEqual({ code: "internal", message: "Error: boom" });
  });
});
