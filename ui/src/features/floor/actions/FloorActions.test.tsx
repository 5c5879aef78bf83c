import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { floorBoard, rateSchedule } from "../../../test/fixtures";
import { collectionsAt } from "../../../test/fixtures";
import { dealerSession, named, previewOf, previewTable, refusal, serveRoom } from "./testRoom";
import { dialog, openTableDialog, seatPlayerDialog, show, table } from "./testBoard";
import {
  ButtonDrawButton,
  CloseTableButton,
  CollectionsPanel,
  DealerControls,
  OpenTableButton,
  SeatActionsMenu,
  TableActions,
  SeatPlayerButton,
  ShiftControls,
} from ".";
import { optionWords } from "../../../test/dom";


describe("opening a table", () => {
  it("shows the rate the schedule resolves before confirming, then opens it with the stakes in cents", async () => {
    const room = serveRoom({
      preview_table: previewTable,
      open_table: previewTable,
    });
    const d = await openTableDialog();
    // Tables 1-3 are open: the first free name is offered.
    expect((within(d).getByLabelText("Table name") as HTMLInputElement).value).toBe("Table 4");
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    await userEvent.type(within(d).getByLabelText("Small blind"), "1");
    await userEvent.type(within(d).getByLabelText("Big blind"), "2");
    expect(await within(d).findByText("3.00 from each pot")).toBeTruthy();
    const asked = room.of("preview_table").at(-1)!.args.table as Record<string, unknown>;
    expect(asked).toMatchObject({ name: "Table 4", game: "holdem", betting: "no_limit", small_blind_cents: 100, big_blind_cents: 200, chip_unit_cents: 100, rate_cents: null });
    expect(room.of("open_table")).toHaveLength(0);

    const boardReads = room.of("floor_board").length;
    await userEvent.click(within(d).getByRole("button", { name: "Open table" }));
    await waitFor(() => expect(room.of("open_table")).toHaveLength(1));
    expect(room.of("open_table")[0]!.args.table).toEqual(asked);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(room.of("floor_board").length).toBeGreaterThan(boardReads));
  });

  it("the table's rules beyond its stakes are in the dialog, each for the games it applies to, and sent to the room", async () => {
    const room = serveRoom({ preview_table: previewTable });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    // Hold'em takes a drop: its options, and the button's; no time interval, no Low Ball rules.
    expect(within(d).getByLabelText("Drop taken")).toBeTruthy();
    expect(within(d).queryByLabelText("Sevens rule")).toBeNull();
    expect(within(d).queryByLabelText("Collect every (minutes)")).toBeNull();
    await userEvent.selectOptions(within(d).getByLabelText("Drop taken"), "button_drop");
    await userEvent.click(within(d).getByLabelText("No flop, no drop"));
    await userEvent.selectOptions(within(d).getByLabelText("Button"), "dead");
    await userEvent.type(within(d).getByLabelText("Small blind"), "1");
    await userEvent.type(within(d).getByLabelText("Big blind"), "2");
    await waitFor(() =>
      expect(room.of("preview_table").at(-1)!.args.table).toMatchObject({ drop_mode: "button_drop", no_flop_no_drop: true, button_rule: "dead", sevens_penalty: null }),
    );

    // Low Ball collects time: its interval, the sevens rule and the required kill; no drop.
    await userEvent.selectOptions(within(d).getByLabelText("Game"), "lowball");
    expect(within(d).queryByLabelText("Drop taken")).toBeNull();
    await userEvent.selectOptions(within(d).getByLabelText("Sevens rule"), "forfeit_pot");
    await userEvent.click(within(d).getByLabelText("Two pots in a row: kill required"));
    await userEvent.type(within(d).getByLabelText("Collect every (minutes)"), "20");
    await userEvent.type(within(d).getByLabelText("Small bet"), "4");
    await userEvent.type(within(d).getByLabelText("Big bet"), "8");
    await userEvent.clear(within(d).getByLabelText("Bets a round"));
    await userEvent.type(within(d).getByLabelText("Bets a round"), "5");
    await waitFor(() =>
      expect(room.of("preview_table").at(-1)!.args.table).toMatchObject({
        game: "lowball",
        drop_mode: null,
        no_flop_no_drop: false,
        sevens_penalty: "forfeit_pot",
        required_kill: true,
        collection_interval_minutes: 20,
        max_bets_per_round: 5,
      }),
    );
  });

  it("Pan is not offered no, pot or fixed limit: its structure is the game's", async () => {
    serveRoom({ preview_table: previewTable });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    expect(within(d).getByText("Structure")).toBeTruthy();
    await userEvent.selectOptions(within(d).getByLabelText("Game"), "pan");
    expect(within(d).queryByText("Structure")).toBeNull();
    expect(within(d).queryByRole("radio", { name: "No limit" })).toBeNull();
  });

  it("the preview says when the schedule's drop cannot be met by the blinds at these stakes", async () => {
    const warning = "The schedule's drop is 4.00 but the blinds are 3.00: a pot of only the blinds pays the whole pot, short of the schedule.";
    serveRoom({ preview_table: (a) => ({ ...previewTable(a), drop_warning: { drop_cents: 400, blinds_cents: 300 } }) });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    await userEvent.type(within(d).getByLabelText("Small blind"), "1");
    await userEvent.type(within(d).getByLabelText("Big blind"), "2");
    expect((await within(d).findByText(warning)).closest("[id]")!.id).toBe("open-table-drop-warning");
  });

  it("choosing Pan or the banked game puts its usual chip in the form: 0.25 and 0.10, a dollar for the others", async () => {
    serveRoom({ preview_table: previewTable });
    const d = await openTableDialog();
    const game = within(d).getByLabelText("Game") as HTMLSelectElement;
    await waitFor(() => expect(game.value).toBe("holdem"));
    const chip = () => (within(d).getByLabelText(/^Chip/) as HTMLInputElement).value;
    expect(chip()).toBe("1");
    for (const [code, usual] of [["pan", "0.25"], ["joker_draw", "0.10"], ["lowball", "1"]] as const) {
      expect([...game.options].map((o) => o.value)).toContain(code);
      await userEvent.selectOptions(game, code);
      expect(chip(), code).toBe(usual);
    }
  });

  it("a game the schedule has no rate for says to give the table's rate, and the rate typed is sent in cents", async () => {
    const room = serveRoom({
      preview_table: (a) => {
        const t = a.table as { rate_cents: number | null; name: string };
        if (t.rate_cents === null) throw refusal("no_rate", "no rate for Mexican Poker at $2.00/$4.00");
        return previewOf(t.name);
      },
    });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    await userEvent.selectOptions(within(d).getByLabelText("Game"), "mexican");
    await userEvent.type(within(d).getByLabelText("Small bet"), "2");
    await userEvent.type(within(d).getByLabelText("Big bet"), "4");
    expect(await within(d).findByText("The rate schedule has no rate for this game and stakes. Give the table's rate.")).toBeTruthy();
    await userEvent.type(within(d).getByLabelText("Manager's rate"), "1.50");
    await within(d).findByText("3.00 from each pot");
    expect(room.of("preview_table").at(-1)!.args.table).toMatchObject({ game: "mexican", betting: "fixed_limit", small_bet_cents: 200, big_bet_cents: 400, rate_cents: 150 });
  });

  it("amounts that are not dollars are refused in the form, and nothing is asked of the room", async () => {
    const room = serveRoom({ preview_table: previewTable });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    await userEvent.type(within(d).getByLabelText("Small blind"), "1.005");
    await userEvent.type(within(d).getByLabelText("Big blind"), "2");
    await userEvent.click(within(d).getByRole("button", { name: "Open table" }));
    expect(await within(d).findByText("Type dollars, such as 2 or 0.50")).toBeTruthy();
    expect(room.of("open_table")).toHaveLength(0);
    expect(room.of("preview_table")).toHaveLength(0);
  });
});

describe("closing a table", () => {
  it("closing a table with a hand running shows why and changes nothing", async () => {
    const room = serveRoom({ close_table: () => { throw refusal("hand_in_progress", "Table 1 has a hand in progress"); } });
    await show((b) => <CloseTableButton table={table(b, 1)} />);
    await userEvent.click(screen.getByRole("button", { name: "Close table" }));
    const d = await dialog();
    const reads = room.of("floor_board").length;
    await userEvent.click(within(d).getByRole("button", { name: "Close Table 1" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("hand_in_progress");
    expect(alert.textContent).toMatch(/A hand is running at this table/);
    expect(alert.textContent).toMatch(/Table 1 has a hand in progress/);
    // The refusal is tied to the button that caused it; the dialog stays; the board is not read again.
    expect(within(d).getByRole("button", { name: "Close Table 1" }).getAttribute("aria-describedby")).toBe(alert.id);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(room.of("floor_board")).toHaveLength(reads);
  });

  it("closing a table between hands closes it and the board is read again", async () => {
    const room = serveRoom({ close_table: (a) => ({ ...table(floorBoard(), a.tableId as number).table, closed_at: floorBoard().at }) });
    await show((b) => <CloseTableButton table={table(b, 2)} />);
    await userEvent.click(screen.getByRole("button", { name: "Close table" }));
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Close Table 2" }));
    await waitFor(() => expect(room.of("close_table")[0]!.args).toEqual({ tableId: 2 }));
    await waitFor(() => expect(room.of("floor_board").length).toBe(2));
  });
});

describe("seating players", () => {
  it("offers only the free seats, sends the stack in cents, and in a blind game asks how the player comes in", async () => {
    const board = floorBoard();
    const t1 = table(board, 1);
    const room = serveRoom({ seat_player: (a) => ({ ...t1.seats[0]!, ...(a.seat as object) }) });
    const d = await seatPlayerDialog(1);
    const seats = optionWords(d, "Seat");
    expect(seats).toEqual(["Seat 6", "Seat 7", "Seat 8", "Seat 9"]); // 1-5 are taken
    await userEvent.selectOptions(within(d).getByLabelText("Seat"), "8");
    await userEvent.type(within(d).getByLabelText("Player's name"), "Zed");
    await userEvent.type(within(d).getByLabelText("Stack"), "250.50");
    await userEvent.click(within(d).getByLabelText("Posts a big blind"));
    await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
    await waitFor(() => expect(room.of("seat_player")).toHaveLength(1));
    expect(room.of("seat_player")[0]!.args.seat).toEqual({
      table_id: 1, seat_no: 8, player_name: "Zed", player_number: null, stack_cents: 25050, entry: "post_big_blind", cash: false,
    });
    await waitFor(() => expect(room.of("floor_board").length).toBe(2));
  });

  it("a game without blinds does not ask about the big blind", async () => {
    serveRoom();
    const d = await seatPlayerDialog(3); // Pan
    expect(within(d).queryByText("Waits for the big blind")).toBeNull();
  });

  it("a full table offers no seating", async () => {
    serveRoom();
    const full = floorBoard();
    const t3 = table(full, 3);
    t3.table.seat_limit = t3.seats.length;
    await show(() => <SeatPlayerButton table={t3} />);
    expect(screen.queryByRole("button", { name: "Seat a player" })).toBeNull();
  });

  it("a seat taken meanwhile is refused beside the button and the dialog keeps what was typed", async () => {
    serveRoom({ seat_player: () => { throw refusal("seat_taken", "seat 6 at Table 1 is taken by Max"); } });
    const d = await seatPlayerDialog(1);
    await userEvent.type(within(d).getByLabelText("Player's name"), "Zed");
    await userEvent.type(within(d).getByLabelText("Stack"), "100");
    await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.textContent).toMatch(/That seat is taken/);
    expect((within(d).getByLabelText("Player's name") as HTMLInputElement).value).toBe("Zed");
  });
});

describe("a seated player's menu", () => {
  it("moves a player to a free seat at another open table", async () => {
    const room = serveRoom({ move_player: () => table(floorBoard(), 2).seats[0] });
    await show((b) => <SeatActionsMenu seat={table(b, 1).seats[2]!} table={table(b, 1)} board={b} />);
    await userEvent.click(screen.getByRole("button", { name: "Seat 3 Cy: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Move…" }));
    const d = await dialog();
    await userEvent.selectOptions(within(d).getByLabelText("To table"), "2");
    const free = [...(within(d).getByLabelText("To seat") as HTMLSelectElement).options].map((o) => o.value);
    expect(free).toEqual(["2", "4", "6", "7", "8"]); // Table 2 seats 1, 3 and 5
    await userEvent.selectOptions(within(d).getByLabelText("To seat"), "4");
    await userEvent.click(within(d).getByRole("button", { name: "Move player" }));
    await waitFor(() => expect(room.of("move_player")[0]?.args).toEqual({ tableId: 1, seatNo: 3, toTableId: 2, toSeatNo: 4 }));
  });

  /** Ann (seat 1) playing and Bob (seat 2) sitting out at Table 1, each with his menu. */
  async function twoPlayers() {
    const board = floorBoard();
    const t1 = table(board, 1);
    t1.seats[1]!.sitting_out = true;
    await show(() => (
      <>
        <SeatActionsMenu seat={t1.seats[0]!} table={t1} board={board} />
        <SeatActionsMenu seat={t1.seats[1]!} table={t1} board={board} />
      </>
    ));
  }
  async function choose(player: string, action: string) {
    await userEvent.click(screen.getByRole("button", { name: `${player}: actions` }));
    await userEvent.click(await screen.findByRole("menuitem", { name: action }));
  }

  it("sits a playing player out", async () => {
    const room = serveRoom({ set_sitting_out: () => table(floorBoard(), 1).seats[0] });
    await twoPlayers();
    await choose("Seat 1 Ann", "Sit out");
    await waitFor(() => expect(room.of("set_sitting_out")[0]?.args).toEqual({ tableId: 1, seatNo: 1, sittingOut: true }));
  });

  it("brings a player sitting out back in", async () => {
    const room = serveRoom({ set_sitting_out: () => table(floorBoard(), 1).seats[1] });
    await twoPlayers();
    await choose("Seat 2 Bob, out", "Back in");
    await waitFor(() => expect(room.of("set_sitting_out")[0]?.args).toEqual({ tableId: 1, seatNo: 2, sittingOut: false }));
  });

  it("unseating a player while a hand runs shows why beside his button and changes nothing", async () => {
    const room = serveRoom({ unseat_player: () => { throw refusal("hand_in_progress", "Table 1 has a hand in progress"); } });
    await twoPlayers();
    const reads = room.of("floor_board").length;
    await choose("Seat 1 Ann", "Unseat");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/A hand is running/);
    expect(room.of("unseat_player")[0]?.args).toEqual({ tableId: 1, seatNo: 1 });
    expect(screen.getByRole("button", { name: "Seat 1 Ann: actions" }).getAttribute("aria-describedby")).toBe(alert.id);
    expect(room.of("floor_board")).toHaveLength(reads);
  });
});

describe("dealers and the button", () => {
  it("offers to push only active dealers not already in a box, and pulls the one dealing", async () => {
    const room = serveRoom({ push_dealer: () => table(floorBoard(), 3).table, pull_dealer: () => table(floorBoard(), 1).table });
    await show((b) => (
      <>
        <DealerControls table={table(b, 3)} board={b} />
        <DealerControls table={table(b, 1)} board={b} />
      </>
    ));
    // Dee deals at Table 1 and Dan at Table 2; Maria is the floor: Lucia is the one free.
    const select = (await screen.findByLabelText("Dealer to push at Table 3")) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(["Lucia"]));
    await userEvent.click(screen.getByRole("button", { name: "Push" }));
    await waitFor(() => expect(room.of("push_dealer")[0]?.args).toEqual({ tableId: 3, dealerId: 4 }));
    await userEvent.click(screen.getByRole("button", { name: "Pull Dee" }));
    await waitFor(() => expect(room.of("pull_dealer")[0]?.args).toEqual({ tableId: 1 }));
  });

  it("the button draw takes one typed card per seated player and shows what the room decided", async () => {
    const room = serveRoom({
      draw_for_button: (a) => ({ table_id: a.tableId, button_seat: 3, reason: "Seat 3 wins the button with the ace of spades" }),
    });
    await show((b) => <ButtonDrawButton table={table(b, 2)} />);
    await userEvent.click(screen.getByRole("button", { name: "Draw for the button" }));
    const d = await dialog();
    await userEvent.type(within(d).getByLabelText("Seat 1 Fay"), "Kd");
    await userEvent.type(within(d).getByLabelText("Seat 3 Gus"), "As");
    await userEvent.click(within(d).getByRole("button", { name: "Decide the button" }));
    expect(await within(d).findByText("Type this seat's card")).toBeTruthy(); // Hal has none yet
    expect(room.of("draw_for_button")).toHaveLength(0);
    await userEvent.type(within(d).getByLabelText("Seat 5 Hal"), "7h");
    await userEvent.click(within(d).getByRole("button", { name: "Decide the button" }));
    expect(await within(d).findByText("Seat 3 wins the button with the ace of spades.")).toBeTruthy();
    expect(room.of("draw_for_button")[0]!.args).toEqual({
      tableId: 2,
      draw: [{ seat_no: 1, card: "Kd" }, { seat_no: 3, card: "As" }, { seat_no: 5, card: "7h" }],
    });
  });

  it("a card the room cannot read is refused by its code, beside the button", async () => {
    serveRoom({ draw_for_button: () => { throw refusal("duplicate_card", "As was dealt to seats 1 and 3"); } });
    await show((b) => <ButtonDrawButton table={table(b, 2)} />);
    await userEvent.click(screen.getByRole("button", { name: "Draw for the button" }));
    const d = await dialog();
    for (const [label, card] of [["Seat 1 Fay", "As"], ["Seat 3 Gus", "As"], ["Seat 5 Hal", "2c"]]) {
      await userEvent.type(within(d).getByLabelText(label!), card!);
    }
    await userEvent.click(within(d).getByRole("button", { name: "Decide the button" }));
    expect((await within(d).findByRole("alert")).textContent).toMatch(/That card is given twice/);
  });

  it("a game without a button offers no draw", async () => {
    serveRoom();
    await show((b) => <ButtonDrawButton table={table(b, 3)} />); // Pan
    expect(screen.queryByRole("button", { name: "Draw for the button" })).toBeNull();
  });
});

describe("the shift", () => {
  it("with no shift open the floor opens one; closing an open shift asks first", async () => {
    const shift = floorBoard().shift!;
    const room = serveRoom({ open_shift: () => shift, close_shift: () => ({ ...shift, closed_at: floorBoard().at }) });
    const none = { ...floorBoard(), shift: null };
    await show(() => <ShiftControls board={none} />);
    expect(screen.getByText("No shift open: no money moves")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Open shift" }));
    await waitFor(() => expect(room.of("open_shift")).toHaveLength(1));
  });

  it("closing the shift is confirmed, and a refusal shows in the confirmation", async () => {
    const room = serveRoom({ close_shift: () => { throw refusal("no_open_shift", "no shift is open"); } });
    await show((b) => <ShiftControls board={b} />);
    expect(screen.getByText("Shift 1 · Maria since 21:00")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close shift" }));
    const d = await dialog();
    expect(room.of("close_shift")).toHaveLength(0);
    await userEvent.click(within(d).getByRole("button", { name: "Close shift" }));
    expect((await within(d).findByRole("alert")).textContent).toMatch(/No shift is open/);
  });
});

describe("collections", () => {
  it("lists what fell due by the clock with no button to record it, and marks one paid and one sitting out", async () => {
    const board = floorBoard();
    const fallen = collectionsAt(board, rateSchedule(), 2);
    let due = fallen;
    const room = serveRoom({
      collections_due: () => due,
      mark_collection: (a) => {
        const c = named(due, a);
        due = due.filter((x) => x !== c);
        return { ...c, id: 201, status: "paid" };
      },
    });
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const row = await screen.findByRole("group", { name: "Mark seat 1 Fay, 21:30" });
    expect(screen.queryByRole("button", { name: /Record/ })).toBeNull();
    expect(row.closest("tr")!.textContent).toMatch(/Table 2.*Fay.*21:30.*\$4\.00/);
    await userEvent.click(within(row).getByRole("button", { name: "Paid" }));
    await waitFor(() => expect(room.of("mark_collection")[0]?.args).toEqual({ collection: fallen[0]!.key, mark: { status: "paid" } }));
    await waitFor(() => expect(screen.queryByRole("group", { name: "Mark seat 1 Fay, 21:30" })).toBeNull());
    await userEvent.click(within(screen.getByRole("group", { name: "Mark seat 3 Gus, 21:30" })).getByRole("button", { name: "Sitting out" }));
    await waitFor(() =>
      expect(room.of("mark_collection")[1]?.args).toEqual({ collection: fallen[1]!.key, mark: { status: "not_paid", reason: "sitting_out" } }),
    );
  });

  it("a comp asks the floor manager why, and sends the reason with it", async () => {
    let due = collectionsAt(floorBoard(), rateSchedule(), 2);
    const fallen = due;
    const room = serveRoom({
      collections_due: () => due,
      comp_collection: (a) => {
        const c = named(due, a);
        due = due.filter((x) => x !== c);
        return { ...c, id: 203, status: "not_paid", reason: "comped" };
      },
    });
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const row = await screen.findByRole("group", { name: "Mark seat 5 Hal, 21:30" });
    await userEvent.click(await within(row).findByRole("button", { name: "Comped" }));
    const d = await screen.findByRole("dialog", { name: "Comp seat 5 Hal, 21:30" });
    expect((within(d).getByRole("button", { name: "Comp it" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(d).getByLabelText("Why is it comped?"), "his birthday");
    await userEvent.click(within(d).getByRole("button", { name: "Comp it" }));
    await waitFor(() => expect(room.of("comp_collection")[0]?.args).toEqual({ collection: fallen[2]!.key, reason: "his birthday" }));
    expect(room.of("mark_collection")).toHaveLength(0);
    expect((await screen.findByText(/Reason: his birthday/)).textContent).toMatch(/comped/);
  });

  it("a comp the room refuses says why in its dialog; nothing is marked", async () => {
    const due = collectionsAt(floorBoard(), rateSchedule(), 2);
    serveRoom({ collections_due: () => due, comp_collection: () => { throw refusal("not_permitted", "only a floor manager may comp a collection"); } });
    await show((b) => <CollectionsPanel board={b} tableId={2} />);
    const row = await screen.findByRole("group", { name: "Mark seat 5 Hal, 21:30" });
    await userEvent.click(await within(row).findByRole("button", { name: "Comped" }));
    const d = await screen.findByRole("dialog", { name: "Comp seat 5 Hal, 21:30" });
    await userEvent.type(within(d).getByLabelText("Why is it comped?"), "his birthday");
    await userEvent.click(within(d).getByRole("button", { name: "Comp it" }));
    expect((await within(d).findByRole("alert")).textContent).toMatch(/Only a floor manager may do this/);
  });
});

describe("a dealer is offered only what he may do", () => {
  it("at his table's actions: his players' chips and sitting out, the button draw and the collections; never seating, moving, unseating, the dealers, closing or a comp", async () => {
    serveRoom({ session: () => dealerSession(), collections_due: () => collectionsAt(floorBoard(), rateSchedule(), 2) });
    await show((b) => <TableActions table={table(b, 2)} board={b} />);
    const row = await screen.findByRole("group", { name: "Mark seat 1 Fay, 21:30" });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Seat a player/ })).toBeNull());
    expect(within(row).getAllByRole("button").map((b) => b.textContent)).toEqual(["Paid", "Paid in cash", "Sitting out", "New player", "Left"]);
    expect(screen.queryByRole("button", { name: /Close/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Push/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /^Seat 1 Fay/ }));
    const items = (await screen.findAllByRole("menuitem")).map((i) => i.textContent);
    expect(items).toEqual(["Add chips…", "Sit out"]);
  });
});

describe("every control works by keyboard", () => {
  it("the table dialog opens, fills and confirms with the keyboard alone", async () => {
    const room = serveRoom({
      preview_table: previewTable,
      open_table: previewTable,
    });
    await show((b) => <OpenTableButton board={b} />);
    screen.getByRole("button", { name: "+ Open table" }).focus();
    await userEvent.keyboard("{Enter}");
    const d = await dialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    within(d).getByLabelText("Small blind").focus();
    await userEvent.keyboard("1");
    await userEvent.tab();
    await userEvent.keyboard("2");
    await within(d).findByText("3.00 from each pot");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(room.of("open_table")).toHaveLength(1));
  });
});
