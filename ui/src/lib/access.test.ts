import { describe, expect, it } from "vitest";
import { fixtureSession } from "../../e2e/fake-room";
import { canSee, canSeeTable } from "./access";

describe("what each role sees", () => {
  it("a floor manager sees every screen and every table", () => {
    const floor = fixtureSession("floor");
    for (const screen of ["floor", "staff", "rates", "settings", "console", "reports", "history", "audit"]) expect(canSee(floor, screen)).toBe(true);
    expect(canSeeTable(floor, 1)).toBe(true);
    expect(canSeeTable(floor, 7)).toBe(true);
  });

  it("a dealer sees only his table, and never Staff or Rates", () => {
    const dealer = fixtureSession("dealer");
    expect(canSee(dealer, "floor")).toBe(true);
    expect(canSee(dealer, "staff")).toBe(false);
    expect(canSee(dealer, "rates")).toBe(false);
    expect(canSee(dealer, "settings")).toBe(false);
    expect(canSee(dealer, "audit")).toBe(false);
    expect(canSeeTable(dealer, dealer.dealer_table!)).toBe(true);
    expect(canSeeTable(dealer, dealer.dealer_table! + 1)).toBe(false);
  });

  it("the Lists screen is the floor's; the wall board is every staff member's", () => {
    expect(canSee(fixtureSession("floor"), "waitlist")).toBe(true);
    expect(canSee(fixtureSession("floor"), "wall")).toBe(true);
    expect(canSee(fixtureSession("dealer"), "waitlist")).toBe(false);
    expect(canSee(fixtureSession("dealer"), "wall")).toBe(true);
    expect(canSee(fixtureSession("signed-out"), "wall")).toBe(false);
  });

  it("a dealer not in any box sees no table", () => {
    const dealer = { ...fixtureSession("dealer"), dealer_table: null };
    expect(canSeeTable(dealer, 1)).toBe(false);
  });

  it("nobody signed in, or an account deactivated since, sees nothing", () => {
    expect(canSee(fixtureSession("signed-out"), "floor")).toBe(false);
    const floor = fixtureSession("floor");
    expect(canSee({ ...floor, staff: { ...floor.staff!, active: false } }, "floor")).toBe(false);
  });
});
