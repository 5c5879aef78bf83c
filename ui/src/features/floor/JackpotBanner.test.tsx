import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { demoHighHandHit, demoHit } from "../../../e2e/jackpots-script";
import { floorBoard } from "../../test/fixtures";
import { showBoard } from "./testing";

const lines = (banner: HTMLElement) => [...banner.querySelectorAll("[data-field=jackpot-line]")].map((l) => l.textContent);
const title = (banner: HTMLElement) => banner.querySelector(".mantine-Alert-title")?.textContent;

describe("the floor board's jackpot banner", () => {
  it("a hit the room found and nobody paid is said at the top of the board, in the room's words: keep the cards", async () => {
    const other = { ...demoHit(), id: 8, hand_id: 415, table_id: 2, table_name: "Table 2", words: "seat 5's four of a kind, jacks lost to seat 6's four of a kind, kings" };
    await showBoard({ ...floorBoard(), pending_jackpots: [demoHit(), other] });
    const banner = screen.getByRole("alert");
    expect(banner.id).toBe("jackpot-banner");
    expect(title(banner)).toBe("Bad-beat jackpots: keep the cards");
    // Each hit as the room words it (`HitView.words`), where it is and its fund first.
    expect(lines(banner)).toEqual([
      "Table 1, hand 412 (Bad beat): Seat 1's four of a kind, nines lost to seat 2's straight flush, eight high",
      "Table 2, hand 415 (Bad beat): Seat 5's four of a kind, jacks lost to seat 6's four of a kind, kings",
    ]);
    // Above everything else on the board.
    const section = screen.getByRole("region", { name: "Floor" });
    expect(section.firstElementChild).toBe(banner);
  });

  it("a high hand's banner says so, and its period in the room's times (Madrid: 21:00 to 22:00 for 20:00Z to 21:00Z)", async () => {
    await showBoard({ ...floorBoard(), pending_jackpots: [demoHighHandHit()] });
    const banner = screen.getByRole("alert");
    expect(title(banner)).toBe("High hand: keep the cards");
    expect(lines(banner)).toEqual(["Table 1, hand 405 (High hand): Seat 4's straight flush, nine high leads the period from 21:00 to 22:00"]);
  });

  it("a bad beat and a high hand together: the title names both", async () => {
    await showBoard({ ...floorBoard(), pending_jackpots: [demoHit(), demoHighHandHit()] });
    const banner = screen.getByRole("alert");
    expect(title(banner)).toBe("Bad-beat jackpot and high hand: keep the cards");
    expect(lines(banner)).toHaveLength(2);
  });

  it("no banner while no hit waits", async () => {
    await showBoard({ ...floorBoard(), pending_jackpots: [] });
    expect(document.getElementById("jackpot-banner")).toBeNull();
    expect(screen.queryByText(/keep the cards/)).toBeNull();
  });
});
