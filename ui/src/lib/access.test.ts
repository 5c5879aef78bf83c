import { describe, expect, it } from "vitest";
import { fixtureSession } from "../../e2e/fake-room";
import type { SessionView } from "../api";
import { fallbackScreen, landingTable } from "../screens";
import { canSee, canSeeTable, roleName } from "./access";

/** Cora of the cage signed in (the demo room's counter): the floor's session with the cage's role. */
function cageSession(): SessionView {
  const floor = fixtureSession("floor");
  return { ...floor, staff: { ...floor.staff!, id: 10, name: "Cora", role: "cage" }, dealer_table: null };
}

describe("what each role sees", () => {
  it("a floor manager sees every screen and every table", () => {
    const floor = fixtureSession("floor");
    for (const screen of ["floor", "staff", "rates", "settings", "console", "reports", "players", "history", "audit"]) expect(canSee(floor, screen)).toBe(true);
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
    expect(canSee(dealer, "players")).toBe(false);
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

  it("the cage sees the reports, the players' registry and the wall board, no floor, console or floor screen, and no table", () => {
    const cage = cageSession();
    expect(canSee(cage, "reports")).toBe(true);
    expect(canSee(cage, "players")).toBe(true);
    expect(canSee(cage, "wall")).toBe(true);
    for (const screen of ["floor", "console", "rotation", "waitlist", "staff", "rates", "history", "audit", "settings"]) expect(canSee(cage, screen)).toBe(false);
    expect(canSeeTable(cage, 1)).toBe(false);
  });

  it("the cage lands on the reports after signing in", () => {
    const cage = cageSession();
    expect(landingTable(cage)).toBeNull();
    expect(fallbackScreen(cage)).toBe("reports");
  });

  it("each role has its name", () => {
    expect([roleName("floor"), roleName("dealer"), roleName("cage")]).toEqual(["Floor manager", "Dealer", "Cage"]);
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
