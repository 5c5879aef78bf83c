import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import type { FloorBoard, SeatChangeView } from "../../api";
import { floorDay, serveLists, waitlistBoard } from "./testing";
import { WaitlistPage } from "./WaitlistPage";

// The evening's lists at 21:37: Table 2 (Low Ball) has 4 open seats and Xavier Ortiz is next on
// its list. Ida (Table 3, seat 1) asked for a seat change to Table 2.
const IDA: SeatChangeView = {
  id: 7,
  table_id: 2,
  player_name: "Ida",
  from_table_id: 3,
  from_table_name: "Table 3",
  from_seat: 1,
  requested_at: "2026-11-20T21:20:00Z",
  passed: false,
};

function withIda(): FloorBoard {
  const floor = floorDay();
  floor.tables.find((t) => t.table.id === 2)!.seat_changes = [structuredClone(IDA)];
  return floor;
}

async function show(floor: FloorBoard = floorDay()) {
  const room = serveLists(waitlistBoard(), [], floor);
  renderApp(<WaitlistPage onOpenWall={vi.fn()} />);
  await screen.findByRole("heading", { name: "Texas Hold'em $1.00/$2.00 NL" });
  return room;
}
const openSeatRow = (table: number) => document.querySelector<HTMLElement>(`#open-seats li[data-table='${table}']`)!;

describe("a seat change is offered an open seat before the waiting list", () => {
  it("calling the list while a seat change is owed the seat is refused in plain words, and the seat change is offered right there", async () => {
    const room = await show(withIda());
    const t2 = openSeatRow(2);
    await userEvent.click(within(t2).getByRole("button", { name: "Call Xavier Ortiz to Table 2" }));
    const alert = await within(t2).findByRole("alert");
    expect(alert.dataset.code).toBe("seat_change_first");
    expect(alert.textContent).toMatch(/^A player on this table's seat-change list is owed the open seat: offer it to that player first \(Take or Decline\)\. Nobody was called\./);
    const offer = within(t2).getByRole("group", { name: "Seat open at Table 2: offer it first to Ida (from Table 3 seat 1)" });
    // Nobody was called: Wendy's call is still the only one.
    expect(document.querySelectorAll("#calls li[data-call]")).toHaveLength(1);
    await userEvent.click(within(offer).getByRole("button", { name: "Take seat 2: Ida moves to it at Table 2" }));
    await waitFor(() => expect(room.of("take_seat_change").map((c) => c.args)).toEqual([{ requestId: 7, seatNo: 2 }]));
    // Ida sits at Table 2 now, off Table 3; the refusal is gone with the offer.
    await waitFor(() => expect(within(openSeatRow(2)).queryByRole("alert")).toBeNull());
    expect(within(openSeatRow(2)).queryByRole("group")).toBeNull();
    const seats = (id: number) => room.floor().tables.find((t) => t.table.id === id)!.seats.map((s) => s.player_name);
    expect(seats(2)).toEqual(["Fay", "Ida", "Gus", "Hal"]);
    expect(seats(3)).not.toContain("Ida");
    // The list may be called now.
    await userEvent.click(within(openSeatRow(2)).getByRole("button", { name: "Call Xavier Ortiz to Table 2" }));
    await waitFor(() => expect(document.querySelectorAll("#calls li[data-call]")).toHaveLength(2));
  });

  it("a player who declines comes off the seat-change list (the usual rule), and the list may be called", async () => {
    const room = await show(withIda());
    const offer = within(openSeatRow(2)).getByRole("group", { name: /offer it first to Ida/ });
    expect(within(offer).getByText("A player who declines comes off the list (the house's rule).")).toBeTruthy();
    await userEvent.click(within(offer).getByRole("button", { name: "Ida declines the seat" }));
    await waitFor(() => expect(room.of("decline_seat_change").map((c) => c.args)).toEqual([{ requestId: 7 }]));
    await waitFor(() => expect(within(openSeatRow(2)).queryByRole("group")).toBeNull());
    expect(room.floor().tables.find((t) => t.table.id === 2)!.seat_changes).toEqual([]);
  });
});

describe("a registered player put on a list by his number", () => {
  const addTo = async (list: string) => {
    await userEvent.click(screen.getByRole("button", { name: `Add player to ${list}` }));
    return screen.findByRole("dialog");
  };

  it("is listed by his number alone, under his wall name", async () => {
    const room = await show();
    const d = await addTo("Low Ball $4.00/$8.00");
    await userEvent.type(within(d).getByLabelText(/^Player number/), "#01077");
    await userEvent.click(within(d).getByRole("button", { name: "Add to the list" }));
    await waitFor(() =>
      expect(room.of("join_waitlist")[0]?.args).toEqual({ entry: { list_id: 2, player_name: "", player_number: "1077", note: null } }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const names = [...document.querySelectorAll(`article[data-list="2"] [data-field=name]`)].map((n) => n.textContent);
    expect(names.at(-1)).toBe("Rosa Diaz");
  });

  it("a number that is not digits is said at the field, and nothing is sent", async () => {
    const room = await show();
    const d = await addTo("Low Ball $4.00/$8.00");
    await userEvent.type(within(d).getByLabelText(/^Player number/), "12a");
    await userEvent.click(within(d).getByRole("button", { name: "Add to the list" }));
    expect(await within(d).findByText("A player number is digits only, as on the player's card")).toBeTruthy();
    expect(room.of("join_waitlist")).toHaveLength(0);
  });

  it("a number the room does not know, or a barred player, is refused in plain words by its code, and the dialog stays", async () => {
    const room = await show();
    const d = await addTo("Low Ball $4.00/$8.00");
    await userEvent.type(within(d).getByLabelText(/^Player number/), "999");
    await userEvent.click(within(d).getByRole("button", { name: "Add to the list" }));
    const unknown = await within(d).findByRole("alert");
    expect(unknown.dataset.code).toBe("unknown_player");
    expect(unknown.textContent).toMatch(/No player has this number/);
    expect(unknown.textContent).toMatch(/No player has that number\. Check the number on the player's card/);

    room.script.state.refuseNext = { cmd: "join_waitlist", code: "player_barred" };
    await userEvent.clear(within(d).getByLabelText(/^Player number/));
    await userEvent.type(within(d).getByLabelText(/^Player number/), "1042");
    await userEvent.click(within(d).getByRole("button", { name: "Add to the list" }));
    await waitFor(() => expect(within(d).getByRole("alert").dataset.code).toBe("player_barred"));
    expect(within(d).getByRole("alert").textContent).toMatch(/Barred: do not seat this player/);
    expect(within(d).getByRole("alert").textContent).toMatch(/The house has barred this player, who may not play\. Nothing was changed\./);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
