import { describe, expect, it } from "vitest";
import { formatCents, formatDollars } from "./money";

describe("money is shown from integer cents", () => {
  it("prints two decimals", () => {
    expect(formatCents(400)).toBe("4.00");
    expect(formatCents(50)).toBe("0.50");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(-1234)).toBe("-12.34");
  });
  it("puts the dollar sign after a minus", () => {
    expect(formatDollars(2000)).toBe("$20.00");
    expect(formatDollars(-50)).toBe("-$0.50");
  });
  it("refuses a fraction of a cent rather than rounding money", () => {
    expect(() => formatCents(4.5)).toThrow(RangeError);
  });
});
