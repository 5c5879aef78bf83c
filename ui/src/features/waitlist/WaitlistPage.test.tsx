import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { mockIPC } from "@tauri-apps/api/mocks";
import { floorDay, serveLists, waitlistBoard } from "./testing";
import { WaitlistPage } from "./WaitlistPage";
import { optionWords } from "../../test/dom";
import { setLanguage } from "../../i18n";

/** The Lists screen on the evening's lists; resolves once they are shown. */
async function show(board = waitlistBoard()) {
  const room = serveLists(board);
  const onOpenWall = vi.fn();
  renderApp(<WaitlistPage onOpenWall={onOpenWall} />);
  await screen.findByRole("heading", { name: "Texas Hold'em $1.00/$2.00 NL" });
  return { room, onOpenWall };
}
const listCard = (id: number) => document.querySelector<HTMLElement>(`article[data-list="${id}"]`)!;
const row = (entry: number) => document.querySelector<HTMLElement>(`li[data-entry="${entry}"]`)!;
const field = (el: HTMLElement, name: string) => el.querySelector(`[data-field="${name}"]`)?.textContent ?? null;
const dialog = () => screen.findByRole("dialog");
/** The dialog the button named `button` opens, once open. */
async function dialogOf(button: string) {
  await userEvent.click(screen.getByRole("button", { name: button }));
  return dialog();
}

describe("the lists as the room sends them", () => {
  it("shows each list in the room's order with how many wait and the tables it feeds, and its players in order", async () => {
    await show();
    const titles = [...document.querySelectorAll("article[data-list] h2")].map((h) => h.textContent);
    expect(titles).toEqual(["Texas Hold'em $1.00/$2.00 NL", "Low Ball $4.00/$8.00", "Any Texas Hold'em"]);
    expect(field(listCard(1), "summary")).toBe("2 wait · feeds Table 1, Table 4");
    expect(field(listCard(2), "summary")).toBe("4 wait · feeds Table 2");
    const names = [...listCard(2).querySelectorAll("[data-field=name]")].map((n) => n.textContent);
    expect(names).toEqual(["Wendy Park", "Xavier Ortiz", "Yuki Sato", "Vic Stone"]);
    const places = [...listCard(2).querySelectorAll(".wait-place")].map((n) => n.textContent);
    expect(places).toEqual(["1", "2", "3", "4"]);
    expect(document.getElementById("lists-summary")!.textContent).toMatch(/3 lists.*7 players wait.*1 call running.*updated 22:37:00/);
  });

  it("a called player reads as called in colour and in words, with the time left on his call", async () => {
    await show();
    const wendy = row(5);
    expect(wendy.dataset.called).toBe("true");
    expect(field(wendy, "call")).toBe("● Called to Table 2 · 3:00 left");
    // The others are not.
    expect(row(6).dataset.called).toBeUndefined();
    // The calls panel says the same, with the same countdown.
    const call = document.querySelector<HTMLElement>("li[data-call='2']")!;
    expect(call.textContent).toMatch(/Wendy Park.*Table 2.*3:00 left/);
  });

  it("each waiting player shows his note, his wait, an estimate as a range, the other lists he is on, and a missed call", async () => {
    const board = waitlistBoard();
    board.lists[2]!.players[1]!.estimate = { kind: "unknown" };
    await show(board);
    expect(field(row(1), "note")).toBe("555-0142");
    expect(field(row(1), "waited")).toBe("waiting 48 min");
    expect(field(row(1), "estimate")).toBe("estimated wait: up to about 75 min");
    expect(field(row(2), "estimate")).toBe("estimated wait: about 15-130 min");
    expect(field(row(6), "estimate")).toBe("estimated wait: seat open");
    expect(field(row(8), "estimate")).toBe("estimated wait: no estimate yet");
    expect(field(row(2), "also-on")).toBe("also on Any Texas Hold'em");
    expect(field(row(3), "also-on")).toBe("also on Texas Hold'em $1.00/$2.00 NL");
    // 21:34Z is 22:34 in Madrid.
    expect(field(row(4), "bottomed")).toBe("↓ Missed a call at 22:34: moved to the bottom");
    expect(field(row(4), "note")).toBe("at the bar");
    expect(field(row(1), "bottomed")).toBeNull();
  });

  it("the open seats say how many and whom one click calls; the must-move tables say who moves next", async () => {
    await show();
    const t2 = document.querySelector<HTMLElement>("#open-seats li[data-table='2']")!;
    expect(t2.textContent).toMatch(/Table 2 · Low Ball \$4\.00\/\$8\.00/);
    expect(field(t2, "seats")).toBe("4 open seats");
    expect(within(t2).getByRole("button", { name: "Call Xavier Ortiz to Table 2" }).textContent).toBe("Call Xavier Ortiz");
    const t3 = document.querySelector<HTMLElement>("#open-seats li[data-table='3']")!;
    expect(field(t3, "seats")).toBe("4 open seats · nobody waiting for it");
    expect(within(t3).queryByRole("button")).toBeNull();
    const must = document.querySelector<HTMLElement>("#must-moves li[data-table='4']")!;
    expect(field(must, "must-move")).toBe("Table 4 → must-move for Table 1");
    expect(field(must, "next")).toBe("next: Nia (seat 1)");
  });

  it("only players on a list that feeds a table with an open seat can be called to it", async () => {
    await show();
    // Low Ball feeds Table 2 (seats open); the Hold'em tables are full.
    expect(within(row(6)).getByRole("button", { name: "Call Xavier Ortiz to Table 2" })).toBeTruthy();
    expect(within(row(5)).queryByRole("button", { name: /^Call / })).toBeNull(); // called already
    expect(within(row(1)).queryByRole("button", { name: /^Call / })).toBeNull();
  });
});

describe("calling players", () => {
  it("one click on an open seat calls whoever is next there, and he reads as called", async () => {
    const { room } = await show();
    const openSeats = document.getElementById("open-seats")!;
    await userEvent.click(within(openSeats).getByRole("button", { name: "Call Xavier Ortiz to Table 2" }));
    await waitFor(() => expect(room.of("call_seat")[0]?.args).toEqual({ tableId: 2, entryId: null }));
    // The house's call time is 5 minutes.
    await waitFor(() => expect(field(row(6), "call")).toBe("● Called to Table 2 · 5:00 left"));
    expect(document.querySelectorAll("#calls li[data-call]")).toHaveLength(2);
    // Table 2 had 4 open seats: 3 now, and Yuki is next.
    expect(field(document.querySelector<HTMLElement>("#open-seats li[data-table='2']")!, "seats")).toBe("3 open seats");
    expect(within(openSeats).getByRole("button", { name: "Call Yuki Sato to Table 2" })).toBeTruthy();
  });

  it("'Call to Table 2' on a row calls that player, out of turn", async () => {
    const { room } = await show();
    await userEvent.click(within(row(4)).getByRole("button", { name: "Call Vic Stone to Table 2" }));
    await waitFor(() => expect(room.of("call_seat")[0]?.args).toEqual({ tableId: 2, entryId: 4 }));
    await waitFor(() => expect(row(4).dataset.called).toBe("true"));
  });

  it("a call refused because the seat is gone says so by its code, beside the row, and the lists are read again", async () => {
    const { room } = await show();
    room.script.state.refuseNext = { cmd: "call_seat", code: "no_open_seat" };
    const reads = room.of("waitlist_board").length;
    await userEvent.click(within(row(7)).getByRole("button", { name: "Call Yuki Sato to Table 2" }));
    const alert = await within(row(7)).findByRole("alert");
    expect(alert.dataset.code).toBe("no_open_seat");
    expect(alert.textContent).toMatch(/^That table has no open seat any more/);
    expect(alert.textContent).toMatch(/mock: the room refuses call_seat/);
    expect(within(row(7)).getByRole("button", { name: "Call Yuki Sato to Table 2" }).getAttribute("aria-describedby")).toBe(alert.id);
    await waitFor(() => expect(room.of("waitlist_board").length).toBeGreaterThan(reads));
  });

  it("a call already over is refused by its code (call_over)", async () => {
    const { room } = await show();
    room.script.state.refuseNext = { cmd: "cancel_call", code: "call_over" };
    await userEvent.click(screen.getByRole("button", { name: "Cancel call of Wendy Park to Table 2" }));
    const alert = await within(document.querySelector<HTMLElement>("li[data-call='2']")!).findByRole("alert");
    expect(alert.dataset.code).toBe("call_over");
    expect(alert.textContent).toMatch(/^This call is over/);
  });

  it("more time runs a call the house's call time longer, and a call already over is refused by its code", async () => {
    const { room } = await show();
    const callRow = () => document.querySelector<HTMLElement>("li[data-call='2']")!;
    await userEvent.click(screen.getByRole("button", { name: "+5 min for Wendy Park" }));
    await waitFor(() => expect(room.of("extend_call")[0]?.args).toEqual({ callId: 2 }));
    await waitFor(() => expect(callRow().textContent).toMatch(/8:00 left/));
    expect(row(5).querySelector(".wait-place")!.textContent).toBe("1");
    room.script.state.refuseNext = { cmd: "extend_call", code: "call_over" };
    await userEvent.click(screen.getByRole("button", { name: "+5 min for Wendy Park" }));
    const alert = await within(callRow()).findByRole("alert");
    expect(alert.dataset.code).toBe("call_over");
    expect(within(callRow()).getByRole("button", { name: "+5 min for Wendy Park" }).getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("cancelling a call keeps the player's place", async () => {
    const { room } = await show();
    await userEvent.click(screen.getByRole("button", { name: "Cancel call of Wendy Park to Table 2" }));
    await waitFor(() => expect(room.of("cancel_call")[0]?.args).toEqual({ callId: 2 }));
    await waitFor(() => expect(row(5).dataset.called).toBeUndefined());
    expect(row(5).querySelector(".wait-place")!.textContent).toBe("1");
    expect(screen.getByText("No one is called. Call a player from the open seats or from their list.")).toBeTruthy();
  });
});

describe("seating a called player", () => {
  it("offers the table's free seats, sends the buy-in in cents, and he leaves the list", async () => {
    const { room } = await show();
    const d = await dialogOf("Seat Wendy Park at Table 2");
    const seats = optionWords(d, "Seat");
    expect(seats).toEqual(["Seat 2", "Seat 4", "Seat 6", "Seat 7", "Seat 8"]); // 1, 3, 5 are taken
    await userEvent.selectOptions(within(d).getByLabelText("Seat"), "4");
    await userEvent.type(within(d).getByLabelText("Buy-in"), "200.50");
    await userEvent.click(within(d).getByLabelText("Posts a big blind"));
    await userEvent.click(within(d).getByRole("button", { name: "Seat Wendy Park" }));
    await waitFor(() =>
      expect(room.of("seat_from_call")[0]?.args).toEqual({ seat: { call_id: 2, seat_no: 4, stack_cents: 20050, entry: "post_big_blind", cash: false, not_excluded: null } }),
    );
    await waitFor(() => expect(row(5)).toBeNull());
    expect(field(listCard(2), "summary")).toBe("3 wait · feeds Table 2");
    expect(document.querySelectorAll("#calls li[data-call]")).toHaveLength(0);
  });

  it("a buy-in that is not dollars is caught before anything is sent", async () => {
    const { room } = await show();
    const d = await dialogOf("Seat Wendy Park at Table 2");
    await userEvent.type(within(d).getByLabelText("Buy-in"), "lots");
    await userEvent.click(within(d).getByRole("button", { name: "Seat Wendy Park" }));
    expect(await within(d).findByText("Type the player's buy-in in dollars, such as 300 or 40.50")).toBeTruthy();
    expect(room.of("seat_from_call")).toHaveLength(0);
  });

  it("a seat taken meanwhile is refused by its code and the dialog stays with what was typed", async () => {
    const { room } = await show();
    room.script.state.refuseNext = { cmd: "seat_from_call", code: "seat_taken" };
    const d = await dialogOf("Seat Wendy Park at Table 2");
    await userEvent.type(within(d).getByLabelText("Buy-in"), "100");
    await userEvent.click(within(d).getByRole("button", { name: "Seat Wendy Park" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("seat_taken");
    expect(alert.textContent).toMatch(/^That seat is taken/);
    expect((within(d).getByLabelText("Buy-in") as HTMLInputElement).value).toBe("100");
  });

  it("a must-move player moves with their stack: no buy-in is asked", async () => {
    const board = waitlistBoard();
    board.calls[0] = { ...board.calls[0]!, entry_id: null, player_name: "Nia", short_name: "Nia", must_move_from: { table_id: 4, table_name: "Table 4", seat_no: 1 } };
    board.lists[1]!.players[0]!.call = null;
    board.lists[1]!.players[0]!.estimate = { kind: "seat_open" };
    // The script derives its calls from the players: this board is served as it is.
    const sent: unknown[] = [];
    mockIPC((cmd, args) => {
      if (cmd === "waitlist_board") return board;
      if (cmd === "floor_board") return floorDay();
      if (cmd === "seat_from_call") {
        sent.push(args);
        return floorDay().tables[1]!.seats[0];
      }
      throw { code: "internal", message: cmd };
    });
    renderApp(<WaitlistPage onOpenWall={() => {}} />);
    expect((await screen.findByText("Must-move from Table 4 seat 1: the player moves with their stack.")).textContent).toBeTruthy();
    const d = await dialogOf("Seat Nia at Table 2");
    expect(within(d).queryByLabelText("Buy-in")).toBeNull();
    expect(within(d).getByText("A must-move player: they move from Table 4 seat 1 with their stack.")).toBeTruthy();
    await userEvent.click(within(d).getByRole("button", { name: "Seat Nia" }));
    await waitFor(() => expect(sent).toEqual([{ seat: { call_id: 2, seat_no: 2, stack_cents: 0, entry: "playing", cash: false, not_excluded: null } }]));
  });
});

describe("putting players on the lists and taking them off", () => {
  it("adds a player with a phone number at the bottom of the list", async () => {
    const { room } = await show();
    const d = await dialogOf("Add player to Low Ball $4.00/$8.00");
    await userEvent.type(within(d).getByLabelText("Player's name"), "Ned Kelly");
    await userEvent.type(within(d).getByLabelText(/Phone or note/), "555-0199{Enter}");
    await waitFor(() => expect(room.of("join_waitlist")[0]?.args).toEqual({ entry: { list_id: 2, player_name: "Ned Kelly", player_number: null, note: "555-0199" } }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const ned = row(9);
    expect(field(ned, "name")).toBe("Ned Kelly");
    expect(field(ned, "note")).toBe("555-0199");
    expect(ned.querySelector(".wait-place")!.textContent).toBe("5");
  });

  it("a name is required; a player already on the list is refused by its code and the dialog stays", async () => {
    const { room } = await show();
    const d = await dialogOf("Add player to Texas Hold'em $1.00/$2.00 NL");
    await userEvent.click(within(d).getByRole("button", { name: "Add to the list" }));
    expect(within(d).getByText("Give the player's name, or a registered player's number")).toBeTruthy();
    expect(room.of("join_waitlist")).toHaveLength(0);
    await userEvent.type(within(d).getByLabelText("Player's name"), "tom  lee");
    await userEvent.click(within(d).getByRole("button", { name: "Add to the list" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("already_listed");
    expect(alert.textContent).toMatch(/^That player is already on this list\./);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("removing a player asks first, then takes him off", async () => {
    const { room } = await show();
    const d = await dialogOf("Remove Maria Gonzalez from Texas Hold'em $1.00/$2.00 NL");
    expect(within(d).getByText(/loses their place \(number 1\)/)).toBeTruthy();
    expect(room.of("leave_waitlist")).toHaveLength(0);
    await userEvent.click(within(d).getByRole("button", { name: "Take off the list" }));
    await waitFor(() => expect(room.of("leave_waitlist")[0]?.args).toEqual({ entryId: 1 }));
    await waitFor(() => expect(row(1)).toBeNull());
    expect(row(2).querySelector(".wait-place")!.textContent).toBe("1");
  });
});

describe("starting and closing lists", () => {
  it("a new list of a game at stakes typed in dollars is sent in cents, and an empty list can be closed", async () => {
    const { room } = await show();
    const d = await dialogOf("+ New list");
    const games = optionWords(d, "Game");
    expect(games).toEqual(["Texas Hold'em", "Pineapple", "Crazy Pineapple", "Five Card Draw", "Low Ball", "Mexican Poker", "Pan", "Draw Poker with Joker"]);
    await userEvent.selectOptions(within(d).getByLabelText("Game"), "pineapple");
    await userEvent.click(within(d).getByRole("radio", { name: "No limit" }));
    await userEvent.type(within(d).getByLabelText("Small blind"), "2");
    await userEvent.type(within(d).getByLabelText("Big blind"), "5.50");
    await userEvent.click(within(d).getByRole("button", { name: "Start the list" }));
    await waitFor(() =>
      expect(room.of("add_waitlist")[0]?.args).toEqual({
        list: { game: "pineapple", betting: "no_limit", small_blind_cents: 200, big_blind_cents: 550, small_bet_cents: 0, big_bet_cents: 0 },
      }),
    );
    const card = await screen.findByRole("article", { name: "Pineapple $2.00/$5.50 NL" });
    expect(within(card).getByText("Nobody waits on this list.")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Close list Pineapple $2.00/$5.50 NL" }));
    await waitFor(() => expect(room.of("close_waitlist")[0]?.args).toEqual({ listId: 4 }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Pineapple $2.00/$5.50 NL" })).toBeNull());
  });

  it("an interest list takes no amounts; a list that exists is refused by its code", async () => {
    const { room } = await show();
    const d = await dialogOf("+ New list");
    await userEvent.click(within(d).getByRole("radio", { name: "Any stakes" }));
    expect(within(d).queryByLabelText("Small blind")).toBeNull();
    await userEvent.click(within(d).getByRole("button", { name: "Start the list" }));
    expect(room.of("add_waitlist")[0]?.args).toEqual({
      list: { game: "holdem", betting: null, small_blind_cents: 0, big_blind_cents: 0, small_bet_cents: 0, big_bet_cents: 0 },
    });
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("waitlist_exists");
    expect(alert.textContent).toMatch(/^There is already a list for this game and stakes\./);
  });

  it("amounts that are not dollars are caught in the form", async () => {
    const { room } = await show();
    const d = await dialogOf("+ New list");
    await userEvent.type(within(d).getByLabelText("Small blind"), "1.005");
    await userEvent.click(within(d).getByRole("button", { name: "Start the list" }));
    expect(within(d).getAllByText("Type dollars, such as 2 or 0.50")).toHaveLength(2); // and the empty big blind
    expect(room.of("add_waitlist")).toHaveLength(0);
  });

  it("a list with enough players offers to start a table, prefilled from the list, and its first players are called to it", async () => {
    const board = waitlistBoard();
    board.lists[1]!.start_players = 3; // Xavier, Yuki and Vic wait uncalled
    const { room } = await show(board);
    await userEvent.click(within(listCard(2)).getByRole("button", { name: "Start a table for Low Ball $4.00/$8.00" }));
    const d = await dialog();
    expect((within(d).getByLabelText("Table name") as HTMLInputElement).value).toBe("Table 5");
    expect(within(d).getByText("Low Ball $4.00/$8.00")).toBeTruthy();
    // What the schedule gives, before confirming.
    expect((await within(d).findByText("4.00 per player every 30 minutes")).id).toBe("start-game-collection");
    await userEvent.click(within(d).getByRole("button", { name: "Open Table 5 and call" }));
    await waitFor(() => expect(room.of("start_game")).toHaveLength(1));
    expect(room.of("start_game")[0]!.args).toMatchObject({
      listId: 2,
      table: { name: "Table 5", game: "lowball", betting: "fixed_limit", small_blind_cents: 200, big_blind_cents: 400, small_bet_cents: 400, big_bet_cents: 800, chip_unit_cents: 100 },
    });
    await waitFor(() => expect(document.querySelectorAll("#calls li[data-call]")).toHaveLength(4));
    expect(field(row(6), "call")).toBe("● Called to Table 5 · 5:00 left");
  });

  it("starting a table without enough players waiting is refused by its code", async () => {
    const board = waitlistBoard();
    board.lists[1]!.start_players = 3;
    const { room } = await show(board);
    room.script.state.refuseNext = { cmd: "start_game", code: "not_enough_waiting" };
    await userEvent.click(within(listCard(2)).getByRole("button", { name: "Start a table for Low Ball $4.00/$8.00" }));
    const d = await dialog();
    await userEvent.click(within(d).getByRole("button", { name: "Open Table 5 and call" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("not_enough_waiting");
    expect(alert.textContent).toMatch(/^Not enough players are waiting/);
  });

  it("a list without enough players does not offer to start a table", async () => {
    await show();
    expect(screen.queryByRole("button", { name: /^Start a table/ })).toBeNull();
  });
});

describe("must-move tables", () => {
  it("ends a must-move, and makes a table a must-move for another of the same game and stakes", async () => {
    const { room } = await show();
    await userEvent.click(screen.getByRole("button", { name: "End must-move of Table 4 for Table 1" }));
    await waitFor(() => expect(room.of("set_must_move")[0]?.args).toEqual({ tableId: 4, mainTableId: null }));
    await waitFor(() => expect(screen.getByText("No table is a must-move.")).toBeTruthy());
    // Tables 1 and 4 (both Hold'em $1/$2 NL) can now be paired; Low Ball and Pan have no partner.
    const group = screen.getByRole("group", { name: "Make a table a must-move" });
    expect(optionWords(group, "Table")).toEqual(["Table 1", "Table 4"]);
    await userEvent.selectOptions(within(group).getByLabelText("Table"), "4");
    expect(optionWords(group, "Feeds")).toEqual(["Table 1"]);
    await userEvent.click(within(group).getByRole("button", { name: "Make Table 4 a must-move for Table 1" }));
    await waitFor(() => expect(room.of("set_must_move")[1]?.args).toEqual({ tableId: 4, mainTableId: 1 }));
    await waitFor(() => expect(document.querySelector("#must-moves li[data-table='4']")).not.toBeNull());
  });
});

describe("the wall board", () => {
  it("the Wall board button opens it", async () => {
    const { onOpenWall } = await show();
    await userEvent.click(screen.getByRole("button", { name: "Wall board" }));
    expect(onOpenWall).toHaveBeenCalledOnce();
  });
});

describe("in Spanish", () => {
  it("the Lists screen speaks Spanish: its titles, summary, players and buttons", async () => {
    await setLanguage("es");
    try {
      serveLists();
      renderApp(<WaitlistPage onOpenWall={() => {}} />);
      await screen.findByRole("heading", { name: "Texas Hold'em $1.00/$2.00 NL" });
      expect(screen.getByRole("heading", { name: "Listas" })).toBeTruthy();
      expect(document.getElementById("lists-summary")!.textContent).toMatch(/3 listas.*7 jugadores esperan.*1 llamada en curso.*actualizado 22:37:00/);
      expect(field(listCard(2), "summary")).toBe("4 esperan · alimenta Table 2");
      expect(field(row(5), "call")).toBe("● Llamada a Table 2 · quedan 3:00");
      expect(field(row(1), "waited")).toBe("esperando 48 min");
      expect(screen.getByRole("button", { name: "Pantalla de sala" })).toBeTruthy();
      expect(screen.getAllByRole("button", { name: "Llamar a Xavier Ortiz a Table 2" })).toHaveLength(2);
      expect(screen.getByRole("heading", { name: "Mesas obligadas (must-move)" })).toBeTruthy();
      const text = document.body.textContent!;
      for (const english of ["Wall board", "Open seats", "players wait", "Add player", "Remove", "left"]) expect(text).not.toContain(english);
    } finally {
      await setLanguage("en");
    }
  });
});
