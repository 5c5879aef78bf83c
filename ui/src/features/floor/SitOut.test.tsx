import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { FloorBoard } from "../../api";
import floorDayJson from "../../fixtures/floor-board-floor-day.json";
import { floorBoard } from "../../test/fixtures";
import { showBoard } from "./testing";
import { sameFacts, sitOuts, tableFacts } from "./facts";

// The floor's day of a real room at 21:37Z: Lou (Table 3, seat 4) has sat out since 20:58Z,
// 39 minutes, past the house's 30-minute limit: the room flags his seat.
const floorDay = (): FloorBoard => structuredClone(floorDayJson) as FloorBoard;

const card = (name: string) => screen.getByRole("listitem", { name });

describe("seat time on the floor board", () => {
  it("a seat sitting out past the house's limit shows how long and is flagged, in colour and in words", async () => {
    await showBoard(floorDay());
    const t3 = card("Table 3");
    const lines = within(t3).getByRole("list", { name: "Sitting out" });
    const lou = lines.querySelector<HTMLElement>("[data-seat='4']")!;
    expect(lou.textContent).toBe("4 Lou · sitting out 39 min⚠ Over the 30 min limit");
    expect(lou.dataset.over).toBe("true");
    expect(lou.querySelector(".sit-out-flag")).not.toBeNull();
    expect(t3.dataset.sitOutFlag).toBe("true");
    // The summary line says it for the whole floor.
    expect(document.getElementById("board-sit-outs")!.textContent).toBe("⚠ 1 seat sitting out over the 30 min limit");
    // Nobody sits out at the other tables: nothing said.
    expect(within(card("Table 1")).queryByRole("list", { name: "Sitting out" })).toBeNull();
  });

  it("a seat sitting out under the limit shows how long, and is not flagged", async () => {
    const board = floorDay();
    board.sit_out_flags = [];
    const t1 = board.tables[0]!;
    t1.seats[1] = { ...t1.seats[1]!, sitting_out: true, sitting_out_since: "2026-11-20T21:25:00Z" };
    await showBoard(board);
    const bob = within(card("Table 1")).getByRole("list", { name: "Sitting out" }).querySelector<HTMLElement>("[data-seat='2']")!;
    expect(bob.textContent).toBe("2 Bob · sitting out 12 min");
    expect(bob.dataset.over).toBeUndefined();
    expect(document.getElementById("board-sit-outs")).toBeNull();
  });

  it("the board with no one sitting out says nothing of it (the fixture's room at 20:37)", async () => {
    await showBoard(floorBoard());
    expect(screen.queryAllByRole("list", { name: "Sitting out" })).toHaveLength(0);
  });

  it("the minutes come from the room's flag when it flags the seat, and a card renders again only when they change", () => {
    const board = floorDay();
    const t3 = board.tables[2]!;
    expect(sitOuts(t3, board.at, board)).toEqual([{ seat: 4, name: "Lou", minutes: 39, overLimit: 30 }]);
    const a = tableFacts(t3, board.at, board);
    expect(sameFacts(a, tableFacts(structuredClone(t3), board.at, structuredClone(board)))).toBe(true);
    const later = { ...board, sit_out_flags: [{ ...board.sit_out_flags[0]!, minutes: 40 }] };
    expect(sameFacts(a, tableFacts(t3, board.at, later))).toBe(false);
  });
});
