import { describe, expect, it } from "vitest";
import { IN_FLIGHT_MS, OWN_COMMIT_MS, OwnCommits } from "./ownCommits";

describe("a console command's own commit", () => {
  it("is matched once, by the change at its table only", () => {
    const own = new OwnCommits();
    own.expect(3, "hand", 0);
    expect(own.take(4, "hand", 10)).toBe(false);
    expect(own.take(null, "hand", 10)).toBe(false);
    expect(own.take(3, "hand", 10)).toBe(true);
    expect(own.take(3, "hand", 11)).toBe(false);
  });

  it("is matched by its own kind of change only: a collection falling due is not a hand's entry", () => {
    const own = new OwnCommits();
    own.expect(3, "hand", 0);
    expect(own.take(3, "collections", 10)).toBe(false);
    expect(own.take(3, "hand", 10)).toBe(true);
  });

  it("a command that failed made no change: the next change at its table is another's", () => {
    const own = new OwnCommits();
    const token = own.expect(3, "hand", 0);
    own.cancel(token);
    expect(own.take(3, "hand", 10)).toBe(false);
  });

  it("is looked for a moment after the answer only: a command that committed nothing does not hide a later change", () => {
    const own = new OwnCommits();
    const token = own.expect(3, "hand", 0);
    own.answered(token, 20);
    expect(own.take(3, "hand", 20 + OWN_COMMIT_MS)).toBe(false);
  });

  it("is looked for as long as the command is unanswered, within reason", () => {
    const own = new OwnCommits();
    own.expect(3, "hand", 0);
    expect(own.take(3, "hand", IN_FLIGHT_MS - 1)).toBe(true);
    own.expect(3, "hand", 0);
    expect(own.take(3, "hand", IN_FLIGHT_MS)).toBe(false);
  });
});
