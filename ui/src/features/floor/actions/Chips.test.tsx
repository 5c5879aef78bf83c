import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CollectionDto } from "../../../api";
import { collectionsAt, floorBoard, rateSchedule, seatChipsOf } from "../../../test/fixtures";
import { dealerSession, named, refusal, serveRoom, stillOpenOf } from "./testRoom";
import { dialog, seatPlayerDialog, show, table } from "./testBoard";
import { CollectionsPanel, SeatActionsMenu, ShiftControls } from ".";


/** Table 1 (a hand on the flop) and Cy in seat 3, with his menu. */
async function cysMenu(action: string) {
  await show((b) => <SeatActionsMenu seat={table(b, 1).seats[2]!} table={table(b, 1)} board={b} />);
  await userEvent.click(screen.getByRole("button", { name: "Seat 3 Cy: actions" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: action }, { timeout: 3000 }));
  return dialog();
}

describe("adding chips from the seat's menu", () => {
  it("sends the amount as integer cents; chips bought during his hand are said to come after it", async () => {
    const room = serveRoom({ add_chips: () => seatChipsOf(floorBoard(), 1, 3, { pending_add_on_cents: 5050 }, true) });
    const d = await cysMenu("Add chips…");
    expect(within(d).getByText("The table's maximum: $1,000.00 in front of a player.")).toBeTruthy();
    await userEvent.type(within(d).getByLabelText("Chips to add"), "50.50");
    await userEvent.click(within(d).getByRole("button", { name: "Add chips" }));
    await waitFor(() => expect(room.of("add_chips")[0]?.args).toEqual({ chips: { table_id: 1, seat_no: 3, amount_cents: 5050, cash: false } }));
    expect((await within(d).findByRole("status")).textContent).toBe("+$50.50 after this hand: Cy is in the hand, and plays them from the next one.");
  });

  it("past the table's maximum the room refuses, and the floor reads why in words; an amount that is not dollars is never sent", async () => {
    const room = serveRoom({ add_chips: () => { throw refusal("buy_in_out_of_range", "Cy would have 1,300.00 in front of him: the most at Table 1 is 1,000.00"); } });
    const d = await cysMenu("Add chips…");
    await userEvent.type(within(d).getByLabelText("Chips to add"), "ten");
    await userEvent.click(within(d).getByRole("button", { name: "Add chips" }));
    expect(await within(d).findByText("Type dollars, such as 50 or 20.50")).toBeTruthy();
    expect(room.of("add_chips")).toHaveLength(0);
    await userEvent.clear(within(d).getByLabelText("Chips to add"));
    await userEvent.type(within(d).getByLabelText("Chips to add"), "1000");
    await userEvent.click(within(d).getByRole("button", { name: "Add chips" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("buy_in_out_of_range");
    expect(alert.textContent).toMatch(/outside the table's buy-in limits/);
  });
});

describe("correcting a stack to the chips counted", () => {
  it("sends the floor manager's PIN, the count in cents and the reason, and says the stack the room now holds", async () => {
    const room = serveRoom({ correct_chips: (a) => seatChipsOf(floorBoard(), 1, 3, { stack_cents: (a.correction as { stack_cents: number }).stack_cents }) });
    const d = await cysMenu("Correct chips…");
    expect(within(d).getByText(/The room holds \$300\.00 for this seat/)).toBeTruthy();
    await userEvent.type(within(d).getByLabelText(/Chips counted/), "280");
    await userEvent.click(within(d).getByRole("button", { name: "Set the stack" }));
    expect(await within(d).findByText("Say why the stack is corrected.")).toBeTruthy();
    expect(room.of("correct_chips")).toHaveLength(0);
    await userEvent.type(within(d).getByLabelText(/^Reason/), "A 20 chip fell under the rail");
    await userEvent.type(within(d).getByLabelText(/Your PIN/), "2468");
    await userEvent.click(within(d).getByRole("button", { name: "Set the stack" }));
    await waitFor(() =>
      expect(room.of("correct_chips")[0]?.args).toEqual({
        pin: "2468",
        correction: { table_id: 1, seat_no: 3, stack_cents: 28000, reason: "A 20 chip fell under the rail" },
      }),
    );
    expect((await within(d).findByRole("status")).textContent).toBe("Cy's stack is now $280.00, as counted.");
  });

  it("a wrong PIN is refused in words, the PIN is cleared, and the dialog keeps the count and reason", async () => {
    serveRoom({ correct_chips: () => { throw refusal("wrong_pin", "wrong PIN"); } });
    const d = await cysMenu("Correct chips…");
    await userEvent.type(within(d).getByLabelText(/Chips counted/), "280");
    await userEvent.type(within(d).getByLabelText(/^Reason/), "Recount");
    await userEvent.type(within(d).getByLabelText(/Your PIN/), "1111");
    await userEvent.click(within(d).getByRole("button", { name: "Set the stack" }));
    expect((await within(d).findByRole("alert")).textContent).toMatch(/That PIN is not right/);
    expect((within(d).getByLabelText(/Your PIN/) as HTMLInputElement).value).toBe("");
    expect((within(d).getByLabelText(/Chips counted/) as HTMLInputElement).value).toBe("280");
  });
});

describe("seating a player within the table's buy-in", () => {
  it("shows the limits; a buy-in outside them is said at once, and a floor manager seats the player with a reason", async () => {
    const t1 = table(floorBoard(), 1);
    const room = serveRoom({ seat_player_outside_buy_in: (a) => ({ ...t1.seats[0]!, ...(a.seat as object) }) });
    const d = await seatPlayerDialog(1);
    expect(within(d).getByText("This table's buy-in: $20.00 to $1,000.00.")).toBeTruthy();
    await userEvent.type(within(d).getByLabelText("Player's name"), "Zed");
    await userEvent.type(within(d).getByLabelText("Stack"), "10");
    expect(await within(d).findByText("Outside the table's buy-in ($20.00 to $1,000.00).")).toBeTruthy();
    await userEvent.click(within(d).getByRole("button", { name: "Seat outside the buy-in" }));
    expect(await within(d).findByText("Say why the player sits down outside the limits.")).toBeTruthy();
    expect(room.of("seat_player_outside_buy_in")).toHaveLength(0);
    await userEvent.type(within(d).getByLabelText("Seat outside the buy-in, because"), "Short-handed game, the house allows it");
    await userEvent.click(within(d).getByRole("button", { name: "Seat outside the buy-in" }));
    await waitFor(() =>
      expect(room.of("seat_player_outside_buy_in")[0]?.args).toEqual({
        seat: { table_id: 1, seat_no: 6, player_name: "Zed", player_number: null, stack_cents: 1000, entry: "wait_for_big_blind", cash: false },
        reason: "Short-handed game, the house allows it",
      }),
    );
    expect(room.of("seat_player")).toHaveLength(0);
  });

  it("a buy-in within the limits is seated the usual way, without a reason", async () => {
    const t1 = table(floorBoard(), 1);
    const room = serveRoom({ seat_player: (a) => ({ ...t1.seats[0]!, ...(a.seat as object) }) });
    const d = await seatPlayerDialog(1);
    await userEvent.type(within(d).getByLabelText("Player's name"), "Zed");
    await userEvent.type(within(d).getByLabelText("Stack"), "1000");
    expect(within(d).queryByLabelText("Seat outside the buy-in, because")).toBeNull();
    await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
    await waitFor(() => expect(room.of("seat_player")).toHaveLength(1));
  });

  it("only a floor manager may seat outside the limits: anyone else is told the limits and nothing is sent", async () => {
    const room = serveRoom({ session: () => dealerSession() });
    const d = await seatPlayerDialog(1);
    await userEvent.type(within(d).getByLabelText("Player's name"), "Zed");
    await userEvent.type(within(d).getByLabelText("Stack"), "2000");
    await waitFor(() => expect(room.of("session").length).toBeGreaterThan(0));
    expect(within(d).queryByLabelText("Seat outside the buy-in, because")).toBeNull();
    await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
    expect(await within(d).findByText("Give a buy-in of $20.00 to $1,000.00.")).toBeTruthy();
    expect(room.of("seat_player")).toHaveLength(0);
  });
});

describe("closing and handing over the shift", () => {
  it("the close lists what stays open (tables playing, hands, collections not marked) and says no money moves without a shift", async () => {
    serveRoom({ still_open: () => stillOpenOf(floorBoard(), { 2: 3 }, 1200) });
    await show((b) => <ShiftControls board={b} />);
    await userEvent.click(screen.getByRole("button", { name: "Close shift" }));
    const d = await dialog();
    const list = await within(d).findByRole("region", { name: "Still open" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "3 tables are still playing: Table 1 (5 players, a hand in progress); Table 2 (3 players, 3 collections not marked); Table 3 (4 players).",
      "1 hand is in progress.",
      "3 collections not marked, $12.00 in all.",
    ]);
    expect(within(d).getByText(/The room then has no shift, and no money moves/)).toBeTruthy();
  });

  it("a shift run by another floor manager can be taken over by the one signed in: one command, no gap", async () => {
    const shift = floorBoard().shift!;
    const board = () => ({ ...floorBoard(), shift: { ...shift, floor_manager: "Frank" } });
    const mine = { ...shift, id: 2, floor_manager: "Maria", opened_at: floorBoard().at };
    const room = serveRoom({ hand_over_shift: () => mine }, board);
    await show((b) => <ShiftControls board={b} />);
    await userEvent.click(await screen.findByRole("button", { name: "Take the shift over" }));
    const d = await dialog();
    expect(within(d).getByText(/Frank's shift closes and yours opens at the same moment/)).toBeTruthy();
    await userEvent.click(within(d).getByRole("button", { name: "Take the shift over" }));
    await waitFor(() => expect(room.of("hand_over_shift")).toHaveLength(1));
    expect((await screen.findByRole("status")).textContent).toBe("You run the room now: shift 2 opened at 21:37.");
  });

  it("the floor manager who runs the shift is not offered to take it over", async () => {
    const room = serveRoom();
    await show((b) => <ShiftControls board={b} />);
    await waitFor(() => expect(room.of("session").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Take the shift over" })).toBeNull();
  });
});

describe("marking a collection: from the stack or in cash", () => {
  function collections(answer: (c: CollectionDto, mark: { status: string }) => CollectionDto) {
    let due = collectionsAt(floorBoard(), rateSchedule(), 2);
    return serveRoom({
      collections_due: () => due,
      mark_collection: (a) => {
        const c = named(due, a);
        due = due.filter((x) => x !== c);
        return answer(c, a.mark as { status: string });
      },
    });
  }

  it("Paid takes it from the stack and says the stack after it; Paid in cash sends its own mark", async () => {
    const room = collections((c, mark) => ({ ...c, status: "paid", stack_after_cents: mark.status === "paid" ? 14600 : null }));
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const fay = await screen.findByRole("group", { name: "Mark seat 1 Fay, 21:30" });
    await userEvent.click(within(fay).getByRole("button", { name: "Paid" }));
    expect((await screen.findByRole("status")).textContent).toBe("Seat 1 Fay paid $4.00 from the stack: $146.00 left.");
    const gus = await screen.findByRole("group", { name: "Mark seat 3 Gus, 21:30" });
    await userEvent.click(within(gus).getByRole("button", { name: "Paid in cash" }));
    await waitFor(() =>
      expect(room.of("mark_collection")[1]?.args).toEqual({ collection: collectionsAt(floorBoard(), rateSchedule(), 2)[1]!.key, mark: { status: "paid_in_cash" } }),
    );
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Seat 3 Gus paid $4.00 in cash."));
  });

  it("a stack that cannot cover it is marked not paid by the room, and said so in words", async () => {
    collections((c) => ({ ...c, status: "not_paid", reason: "cannot_cover" }));
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const hal = await screen.findByRole("group", { name: "Mark seat 5 Hal, 21:30" });
    await userEvent.click(within(hal).getByRole("button", { name: "Paid" }));
    expect((await screen.findByRole("status")).textContent).toBe("Seat 5 Hal: the stack could not cover $4.00, so it is not paid.");
  });

  it("the dealer is never offered 'cannot cover' as a mark: the room decides it", async () => {
    serveRoom({ collections_due: () => collectionsAt(floorBoard(), rateSchedule(), 2) });
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const fay = await screen.findByRole("group", { name: "Mark seat 1 Fay, 21:30" });
    // The same choices as the dealer's banner, and the comp, which is the floor's (Maria is signed in).
    await waitFor(() =>
      expect(within(fay).getAllByRole("button").map((b) => b.textContent)).toEqual(["Paid", "Paid in cash", "Sitting out", "New player", "Left", "Comped"]),
    );
  });

  it("time from a player in the hand being dealt is refused: take it after the hand, or mark it paid in cash", async () => {
    serveRoom({
      collections_due: () => collectionsAt(floorBoard(), rateSchedule(), 2),
      mark_collection: () => { throw refusal("collect_after_hand", "Fay is in the hand being dealt"); },
    });
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const fay = await screen.findByRole("group", { name: "Mark seat 1 Fay, 21:30" });
    await userEvent.click(within(fay).getByRole("button", { name: "Paid" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Take it after the hand, or mark it paid in cash/);
  });
});
