import { describe, expect, it } from "vitest";
import { amountCents, EMPTY_FORM, HOUSE, partiesOf, readCorrection } from "./correction";
import { hand221, holdemHands, panHands } from "./testing";

describe("the amount typed in dollars, read as integer cents from the text", () => {
  it.each([
    ["1", 100],
    ["2.5", 250],
    ["2.50", 250],
    ["$0.10", 10],
    ["0.07", 7],
    ["1,000.10", 100010],
    ["  27.30 ", 2730],
    // 0.1 + 0.2 in floats is 0.30000000000000004: the text is read digit by digit.
    ["0.30", 30],
    ["19.99", 1999],
    ["100000000000", 10_000_000_000_000],
  ])("%j is %i cents", (text, cents) => {
    expect(amountCents(text)).toBe(cents);
  });

  it.each(["", "abc", "1.005", "1.2.3", "-1", "1e3", "1,00", "12,3456", "$", ".", "100000000000.01"])("%j is not an amount", (text) => {
    expect(amountCents(text)).toBeNull();
  });
});

describe("who the chips may go from and to", () => {
  it("a banked box: its seat and player, or the house", () => {
    const final = hand221().steps.at(-1)!;
    expect(partiesOf(final)).toEqual([
      { value: "5", label: "Seat 5 Abe" },
      { value: HOUSE, label: "The house" },
    ]);
  });

  it("a pot game and Pan: every seat dealt in, then the house", () => {
    expect(partiesOf(holdemHands().at(-1)!).map((p) => p.label)).toEqual(["Seat 1", "Seat 2", "Seat 3", "Seat 4", "The house"]);
    expect(partiesOf(panHands().at(-1)!).map((p) => p.value)).toEqual(["1", "2", HOUSE]);
  });
});

describe("the correction form read", () => {
  const filled = { from: HOUSE, to: "5", amount: "1.00", reason: "  The drop was taken twice ", pin: "2468" };

  it("gives the room's correction: the house is null, the amount in cents, the reason trimmed", () => {
    expect(readCorrection(221, filled)).toEqual({
      ok: true,
      pin: "2468",
      correction: { hand_id: 221, from_seat: null, to_seat: 5, amount_cents: 100, reason: "The drop was taken twice" },
    });
    const back = readCorrection(221, { ...filled, from: "5", to: HOUSE, amount: "0.05" });
    expect(back.ok && back.correction).toMatchObject({ from_seat: 5, to_seat: null, amount_cents: 5 });
  });

  it("an empty form says what each field needs", () => {
    const read = readCorrection(221, EMPTY_FORM);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors).toEqual({
      from: "Choose who gives the chips: a seat, or the house.",
      to: "Choose who receives the chips: a seat, or the house.",
      amount: "Type the amount in dollars, such as 1 or 2.50.",
      reason: "Say why: the audit log keeps it with the correction.",
      pin: "Type your PIN.",
    });
  });

  it("refuses the same party twice, a third decimal, a zero amount and a blank reason", () => {
    const same = readCorrection(221, { ...filled, to: HOUSE });
    expect(!same.ok && same.errors.to).toBe("The chips go from one party to another: choose a different one.");
    const fine = readCorrection(221, { ...filled, amount: "1.005" });
    expect(!fine.ok && fine.errors.amount).toBe("Type dollars and cents, such as 1 or 2.50 (at most two decimals).");
    const zero = readCorrection(221, { ...filled, amount: "0.00" });
    expect(!zero.ok && zero.errors.amount).toBe("A correction moves more than 0.00.");
    const blank = readCorrection(221, { ...filled, reason: "   " });
    expect(!blank.ok && Object.keys(blank.errors)).toEqual(["reason"]);
  });
});
