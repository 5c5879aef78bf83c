import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../api";
import { entryWords, fieldsOf, refusalOf, refusedWords, valueWords } from "./entryWords";

const entry = (kind: string, afters: [string, string][], detail = ""): AuditEntry => ({
  id: 1,
  at: "2026-11-20T20:12:00Z",
  staff_id: 2,
  staff: "Dee",
  station: "app",
  machine: "t1",
  kind,
  outcome: "done",
  table_id: 1,
  hand_id: 1,
  detail,
  changes: afters.map(([after, words], i) => ({ what: "hand_events", row: `1:${i + 1}`, before: "", after, words })),
  hash: "00",
});
const row = (kind: string, payload: object) => `hand_id=1 kind="${kind}" payload=${JSON.stringify(JSON.stringify(payload))} recorded_at="2026-11-20T20:12:00Z" seq=1`;

describe("an audit entry in the dealer's words", () => {
  it("a dealer's step is said as the room's words for its game say it", () => {
    expect(entryWords(entry("act", [[row("action", { type: "folded", seat: 2 }), "Seat 2 folds"]]))).toBe("Seat 2 folds");
    expect(entryWords(entry("act", [[row("action", { Melded: { seat: 3 } }), "Seat 3 lays 7c 7d 7h"]]))).toBe("Seat 3 lays 7c 7d 7h");
  });
  it("an undo says the dealer's step it takes back, not the automatic ones that went with it", () => {
    const e = entry("undo", [
      [row("undo", { undoes: { type: "burn" }, automatic: true }), "Undo: Burn ??"],
      [row("undo", { undoes: { type: "check", seat: 3 } }), "Undo: Seat 3 checks"],
    ]);
    expect(entryWords(e)).toBe("Undo: Seat 3 checks");
  });
  it("the steps the hand took by itself follow the dealer's", () => {
    const e = entry("act", [[row("action", { type: "checked", seat: 3 }), "Seat 3 checks"], [row("action", { type: "burned", card: "??", automatic: true }), "Burn a card"]]);
    expect(entryWords(e)).toBe("Seat 3 checks; then burn a card");
  });
  it("an entry with no hand step is its use case said plainly", () => {
    expect(entryWords({ ...entry("open_shift", []), changes: [] })).toBe("Open shift");
  });
});

describe("a row's change as fields", () => {
  it("a stored time reads as every screen writes times, in the room's zone", () => {
    expect(valueWords("2026-11-20T20:40:00Z")).toBe("20 Nov 2026, 21:40");
    expect(valueWords("Ann")).toBe("Ann");
    expect(valueWords(null)).toBe("none");
  });
  it("reads each stored field by name, text unquoted, numbers as numbers, none as none", () => {
    expect(fieldsOf('entry="playing" id=12 left_at=null player_name="Lou" pin_hash=none')).toEqual([
      ["entry", "playing"],
      ["id", 12],
      ["left_at", null],
      ["player_name", "Lou"],
      ["pin_hash", "none"],
    ]);
  });
  it("a stored JSON payload is read as its structure", () => {
    expect(fieldsOf(row("action", { type: "folded", seat: 2 }))[2]).toEqual(["payload", { type: "folded", seat: 2 }]);
  });
});

describe("a refused entry", () => {
  it("keeps the code apart from the room's sentence, and is said by its code", () => {
    expect(refusalOf("not_permitted: Dee is a dealer; only a floor manager may open a table")).toEqual({
      code: "not_permitted",
      message: "Dee is a dealer; only a floor manager may open a table",
    });
    expect(refusedWords("not_permitted: Dee is a dealer")).toBe("Only a floor manager may do this.");
  });
});
