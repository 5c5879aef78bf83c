import { describe, expect, it } from "vitest";
import { asIpcError } from "./errors";

describe("an error from the shell", () => {
  it("keeps the code and message of an IPC error and wraps anything else", () => {
    expect(asIpcError({ code: "db_locked", message: "m" })).toEqual({ code: "db_locked", message: "m" });
    expect(asIpcError(new Error("boom"))).toEqual({ code: "internal", message: "Error: boom" });
  });
});
