import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n";
import { formatCents, formatDollars, formatSignedCents, formatSignedDollars, MINUS } from "./money";

describe("money is shown from integer cents, the American way", () => {
  it("an amount of money carries the dollar sign, two decimals and thousands grouped", () => {
    expect(formatDollars(400)).toBe("$4.00");
    expect(formatDollars(5)).toBe("$0.05");
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatDollars(123456)).toBe("$1,234.56");
    expect(formatDollars(10_000_000_000_000)).toBe("$100,000,000,000.00");
  });
  it("a negative amount takes a true minus sign (never a hyphen), before the dollar sign", () => {
    expect(MINUS).toBe("\u2212");
    expect(formatDollars(-50)).toBe("\u2212$0.50");
    expect(formatDollars(-123456)).toBe("\u2212$1,234.56");
    expect(formatDollars(-50)).not.toContain("-");
  });
  it("chips on the felt are the amount alone, grouped, with the same minus", () => {
    expect(formatCents(400)).toBe("4.00");
    expect(formatCents(100000)).toBe("1,000.00");
    expect(formatCents(-1234)).toBe("\u221212.34");
  });
  it("a change says its sign: plus, the true minus, none for nothing", () => {
    expect(formatSignedDollars(400)).toBe("+$4.00");
    expect(formatSignedDollars(-400)).toBe("\u2212$4.00");
    expect(formatSignedDollars(0)).toBe("$0.00");
    expect(formatSignedCents(150)).toBe("+1.50");
    expect(formatSignedCents(-5)).toBe("\u22120.05");
    expect(formatSignedCents(0)).toBe("0.00");
  });
  it("shows every cent exactly, however large (never through a float)", () => {
    expect(formatDollars(9_007_199_254_740_991)).toBe("$90,071,992,547,409.91");
  });
  it("refuses a fraction of a cent rather than rounding money", () => {
    expect(() => formatCents(4.5)).toThrow(RangeError);
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
  });
  it("in Spanish too: US dollars, US grouping, the same minus, and back to English after", async () => {
    try {
      await setLanguage("es");
      expect(formatDollars(123456)).toBe("$1,234.56");
      expect(formatDollars(-50)).toBe("\u2212$0.50");
      expect(formatCents(100000)).toBe("1,000.00");
      expect(formatSignedDollars(400)).toBe("+$4.00");
      expect(formatSignedCents(-5)).toBe("\u22120.05");
      expect(formatSignedCents(0)).toBe("0.00");
    } finally {
      await setLanguage("en");
    }
    expect(formatDollars(-123456)).toBe("\u2212$1,234.56");
  });
});
