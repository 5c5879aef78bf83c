import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { demoHit } from "../../../e2e/jackpots-script";
import { floorBoard } from "../../test/fixtures";
import { showBoard } from "./testing";

describe("the floor board's jackpot banner", () => {
  it("a hit the room found and nobody paid is said at the top of the board, in words: keep the cards", async () => {
    await showBoard({ ...floorBoard(), pending_jackpots: [demoHit(), { ...demoHit(), id: 8, hand_id: 415, table_id: 2, table_name: "Table 2" }] });
    const banner = screen.getByRole("alert");
    expect(banner.id).toBe("jackpot-banner");
    expect([...banner.querySelectorAll("[data-field=jackpot-line]")].map((l) => l.textContent)).toEqual([
      "Bad-beat jackpot qualifies at Table 1, hand 412: keep the cards",
      "Bad-beat jackpot qualifies at Table 2, hand 415: keep the cards",
    ]);
    // Above everything else on the board.
    const section = screen.getByRole("region", { name: "Floor" });
    expect(section.firstElementChild).toBe(banner);
  });

  it("no banner while no hit waits", async () => {
    await showBoard({ ...floorBoard(), pending_jackpots: [] });
    expect(document.getElementById("jackpot-banner")).toBeNull();
    expect(screen.queryByText(/jackpot qualifies/)).toBeNull();
  });
});
