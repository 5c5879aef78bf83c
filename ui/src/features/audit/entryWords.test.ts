import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../api";
import { entryWords, fieldsOf, refusalOf, refusedWords } from "./entryWords";

const entry = (kind: string, afters: string[], detail = ""): AuditEntry => ({
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
  changes: afters.map((after, i) => ({ what: "hand_events", row: `1:${i + 1}`, before: "", after })),
  hash: "00",
});
const row = (kind: string, payload: object) => `hand_id=1 kind="${kind}" payload=${JSON.stringify(JSON.stringify(payload))} recorded_at="2026-11-20T20:12:00Z" seq=1`;

describe("an audit entry in the dealer's words", () => {
  it("a dealer's step is said as the console says it", () => {
    expect(entryWords(entry("act", [row("action", { type: "folded", seat: 2 })]))).toBe("Seat 2 folds");
    expect(entryWords(entry("act", [row("action", { type: "bet", seat: 4, to: 6000, raise: true, all_in: false, full: true })]))).toBe("Seat 4 raises to 60.00");
  });
  it("an undo says the step it takes back", () => {
    expect(entryWords(entry("undo", [row("undo", { undoes: { type: "fold", seat: 2 } })]))).toBe("Undo: Seat 2 folds");
  });
  it("the steps the hand took by itself follow the dealer's", () => {
    const e = entry("act", [row("action", { type: "checked", seat: 3 }), row("action", { type: "burned", card: "??", automatic: true })]);
    expect(entryWords(e)).toBe("Seat 3 checks; then a card is burned");
  });
  it("an entry with no hand step is its use case said plainly", () => {
    expect(entryWords({ ...entry("open_shift", []), changes: [] })).toBe("Open shift");
  });
});

describe("a row's change as fields", () => {
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
