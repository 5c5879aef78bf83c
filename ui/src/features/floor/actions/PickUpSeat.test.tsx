import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFloorBoard, type FloorBoard } from "../../../api";
import floorDayJson from "../../../fixtures/floor-board-floor-day.json";
import { renderApp } from "../../../test/render";
import { pickUpSeat } from "../../../../e2e/rotation-script";
import { refusal, serveRoom } from "./testRoom";
import { TableActions } from ".";

// The floor's day of a real room at 21:37Z: Lou (Table 3, seat 4) has sat out 39 minutes,
// past the house's 30-minute limit; the room flags his seat for pick-up.
const floorDay = (): FloorBoard => structuredClone(floorDayJson) as FloorBoard;

function Table3() {
  const board = useFloorBoard().data;
  const t3 = board?.tables.find((t) => t.table.id === 3);
  return board && t3 ? <TableActions table={t3} board={board} /> : null;
}

/** Table 3's actions on the board `current()` returns, with `pick_up_seat` answered by `answer`. */
async function show(answer: (args: Record<string, unknown>) => unknown, current: () => FloorBoard = floorDay) {
  const room = serveRoom({ pick_up_seat: answer }, current);
  renderApp(<Table3 />);
  await screen.findByRole("heading", { name: /^Table 3 · / });
  return room;
}
const LOU = "Seat 4 Lou, out 39 min, over limit: actions";

describe("picking up a seat sitting out past the limit", () => {
  it("the flagged seat's button says how long and that he is over the limit, in colour and in words", async () => {
    await show(() => null);
    const lou = screen.getByRole("button", { name: LOU });
    expect(lou.textContent).toContain("4 Lou · out 39 min");
    expect(lou.textContent).toContain("over limit");
    expect(lou.classList.contains("over")).toBe(true);
    // A player in the game: no minutes, no flag.
    expect(screen.getByRole("button", { name: "Seat 1 Ida: actions" }).classList.contains("over")).toBe(false);
  });

  it("only a flagged seat's menu offers Pick up seat", async () => {
    await show(() => null);
    await userEvent.click(screen.getByRole("button", { name: "Seat 1 Ida: actions" }));
    await screen.findByRole("menuitem", { name: "Unseat" }, { timeout: 3000 });
    expect(screen.queryByRole("menuitem", { name: /Pick up seat/ })).toBeNull();
  });

  it("asks first, then picks the seat up in one action; the board is read again without him", async () => {
    let board = floorDay();
    const room = await show((args) => {
      const picked = pickUpSeat(board, args.tableId, args.seatNo);
      board = picked.board;
      return picked.seat;
    }, () => board);
    await userEvent.click(screen.getByRole("button", { name: LOU }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Pick up seat…" }, { timeout: 3000 }));
    const dialog = await screen.findByRole("dialog", { name: "Pick up Lou's seat?" }, { timeout: 3000 });
    expect(dialog.textContent).toContain("Lou (Table 3, seat 4) has sat out 39 min, over the house's 30 min limit.");
    expect(room.of("pick_up_seat")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Pick up seat" }));
    await waitFor(() => expect(room.of("pick_up_seat").map((c) => c.args)).toEqual([{ tableId: 3, seatNo: 4 }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Lou/ })).toBeNull());
    expect(screen.getByText("Players (3/8)")).toBeTruthy();
  });

  it("Keep the seat sends nothing", async () => {
    const room = await show(() => null);
    await userEvent.click(screen.getByRole("button", { name: LOU }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Pick up seat…" }, { timeout: 3000 }));
    await userEvent.click(within(await screen.findByRole("dialog", {}, { timeout: 3000 })).getByRole("button", { name: "Keep the seat" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    expect(room.of("pick_up_seat")).toHaveLength(0);
  });

  it("a refusal is shown in the dialog by its code, with the room's message, and nothing changes", async () => {
    const room = await show(() => {
      throw refusal("under_sit_out_limit", "Lou has sat out 29 minutes; the house picks up a seat after 30");
    });
    const reads = room.of("floor_board").length;
    await userEvent.click(screen.getByRole("button", { name: LOU }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Pick up seat…" }, { timeout: 3000 }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 3000 });
    const button = within(dialog).getByRole("button", { name: "Pick up seat" });
    await userEvent.click(button);
    const alert = await within(dialog).findByRole("alert", {}, { timeout: 3000 });
    expect(alert.getAttribute("data-code")).toBe("under_sit_out_limit");
    expect(alert.textContent).toContain("has not sat out past the house's limit yet");
    expect(alert.textContent).toContain("Lou has sat out 29 minutes");
    expect(button.getAttribute("aria-describedby")).toBe(alert.id);
    expect(room.of("floor_board")).toHaveLength(reads);
  });

  it("the room refuses a seat not flagged (the browser mock's pick-up, as seat_time.rs)", () => {
    const board = floorDay();
    expect(() => pickUpSeat(board, 3, 1)).toThrow(expect.objectContaining({ code: "already_in_state" }));
    const unflagged = { ...board, sit_out_flags: [] };
    expect(() => pickUpSeat(unflagged, 3, 4)).toThrow(expect.objectContaining({ code: "under_sit_out_limit" }));
    const { board: after, seat } = pickUpSeat(board, 3, 4);
    expect(seat.player_name).toBe("Lou");
    expect(after.sit_out_flags).toEqual([]);
    expect(after.tables[2]!.seats.map((s) => s.seat_no)).toEqual([1, 2, 3]);
  });
});
