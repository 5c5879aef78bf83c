import { describe, expect, it } from "vitest";
import { parseDollars } from "./dollars";

describe("typed dollars become whole cents, exactly", () => {
  it("reads whole dollars, dimes and cents, a dollar sign and thousands commas", () => {
    expect(parseDollars("4")).toBe(400);
    expect(parseDollars("4.5")).toBe(450);
    expect(parseDollars("4.05")).toBe(405);
    expect(parseDollars(" $0.07 ")).toBe(7);
    expect(parseDollars("1,250.00")).toBe(125000);
    expect(parseDollars("0.29")).toBe(29); // 0.29 * 100 is 28.999... in floating point
  });
  it("refuses anything else: thirds of a cent, signs, letters, misplaced commas, absurd sums", () => {
    for (const bad of ["", "4.005", "-4", "4a", "1,25", ".5", "12345678901"]) expect(parseDollars(bad)).toBeNull();
  });
});
