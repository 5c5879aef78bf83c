import { describe, expect, it } from "vitest";
import type { CollectionDto } from "../api";
import { collectionsAt, floorBoard, rateSchedule, seatChipsOf } from "../test/fixtures";
import { addedWords, buyInWords, markWords, maximumWords } from "./chipWords";

describe("a player's chips, in words", () => {
  it("the buy-in is its two limits, or its least when the table has no maximum", () => {
    const limits = floorBoard().tables.find((t) => t.table.id === 1)!.table.buy_in;
    expect(buyInWords(limits)).toBe("$20.00 to $1,000.00");
    expect(buyInWords({ min_cents: 2000, max_cents: null })).toBe("at least $20.00");
    expect(maximumWords(limits)).toBe("The table's maximum: $1,000.00 in front of a player.");
    expect(maximumWords({ min_cents: 2000, max_cents: null })).toBe("This table has no maximum.");
  });
  it("chips bought during the hand he is in are said to wait for it; otherwise the stack they made", () => {
    const board = floorBoard();
    expect(addedWords(5000, seatChipsOf(board, 1, 3, { pending_add_on_cents: 5000 }, true))).toBe(
      "+$50.00 after this hand: Cy is in the hand, and plays them from the next one.",
    );
    expect(addedWords(5000, seatChipsOf(board, 2, 3, { stack_cents: 20000 }))).toBe("Added $50.00: Gus's stack is now $200.00.");
  });
  it("a collection paid from the stack says the stack after it; one the stack could not cover says it was not paid", () => {
    const [c] = collectionsAt(floorBoard(), rateSchedule(), 2);
    const paid: CollectionDto = { ...c!, status: "paid", stack_after_cents: 14600 };
    expect(markWords(paid)).toBe("Seat 1 Fay paid $4.00 from the stack: $146.00 left.");
    expect(markWords({ ...c!, status: "paid" }, { status: "paid_in_cash" })).toBe("Seat 1 Fay paid $4.00 in cash.");
    expect(markWords({ ...c!, status: "not_paid", reason: "cannot_cover" })).toBe("Seat 1 Fay: the stack could not cover $4.00, so it is not paid.");
    expect(markWords({ ...c!, status: "not_paid", reason: "sitting_out" })).toBe("Seat 1 Fay: $4.00 not paid (sitting out).");
  });
});
