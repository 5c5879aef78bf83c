import { describe, expect, it } from "vitest";
import { dollarsInputOf, parseDollars } from "./dollars";

describe("typed dollars become integer cents, read as the room reads them", () => {
  it("reads dollars with or without cents, a dollar sign and thousands commas", () => {
    expect(parseDollars("4")).toBe(400);
    expect(parseDollars("4.5")).toBe(450);
    expect(parseDollars(" $4.05 ")).toBe(405);
    expect(parseDollars(".50")).toBe(50);
    expect(parseDollars("1,000.00")).toBe(100_000);
    expect(parseDollars("0.1")).toBe(10);
    expect(parseDollars("1,250.00")).toBe(125_000);
    expect(parseDollars("0.29")).toBe(29); // 0.29 * 100 is 28.999... in floating point
  });
  it("refuses a fraction of a cent, misplaced commas, signs and words rather than guessing", () => {
    for (const bad of ["", "$", "4.005", "1,0,0", ",100", "-4", "4e2", "four", "4.", "1.2.3"]) {
      // "4." reads as 4 dollars in the room: the empty cents are allowed.
      if (bad === "4.") expect(parseDollars(bad)).toBe(400);
      else expect(parseDollars(bad), bad).toBeNull();
    }
  });
  it("refuses more than the room's largest amount", () => {
    expect(parseDollars("100,000,000,000.00")).toBe(10_000_000_000_000);
    expect(parseDollars("100000000000.01")).toBeNull();
  });
  it("cents go back into a dollars field as the field reads them: whole dollars bare, else two decimals", () => {
    expect(dollarsInputOf(100)).toBe("1");
    expect(dollarsInputOf(50)).toBe("0.50");
    expect(dollarsInputOf(125_005)).toBe("1250.05");
    expect(dollarsInputOf(0)).toBe("0");
    for (const cents of [0, 5, 50, 100, 2_029, 125_000, 10_000_000_000_000]) expect(parseDollars(dollarsInputOf(cents))).toBe(cents);
  });
});
