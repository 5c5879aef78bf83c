import { describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { announceChange } from "../../api/testing";
import type { FloorBoard, IpcError } from "../../api";
import { addMinutes, floorBoard, floorBoard30 } from "../../test/fixtures";
import { setLanguage } from "../../i18n";
import { renderFloor, serveFloor, showBoard } from "./testing";

// The fixture is the room at 20:37Z on 20 November; tests run in Europe/Madrid (UTC+1), so the
// screen reads 21:37.

/** Serves `board()` as the room's `floor_board` (the board is behind the sign-in: Maria, a floor manager, is signed in); counts the reads. */
function serve(board: () => FloorBoard | IpcError) {
  const calls = { floorBoard: 0 };
  serveFloor((cmd) => {
    if (cmd !== "floor_board") return undefined;
    calls.floorBoard++;
    const b = board();
    if ("code" in b) throw b;
    return b;
  });
  return calls;
}

const card = (name: string) => screen.getByRole("listitem", { name });
const field = (name: string, f: string) => card(name).querySelector(`[data-field=${f}]`)?.textContent;

describe("the floor board shows every open table as a card", () => {
  it("a card shows the table's name, game, stakes, seated against the limit, dealer and button", async () => {
    await showBoard(floorBoard());
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    const t1 = card("Table 1");
    expect(within(t1).getByText("Texas Hold'em")).toBeTruthy();
    expect(within(t1).getByText("$1.00/$2.00 NL")).toBeTruthy();
    expect(field("Table 1", "seated")).toBe("5/9 seated");
    expect(field("Table 1", "dealer")).toBe("Dee · 37 min in the box");
    expect(field("Table 1", "button")).toBe("button seat 1");
    expect(within(t1).getByText(/Seated: 1 Ann, 2 Bob, 3 Cy, 4 Dot, 5 Eve\. Button on seat 1\./)).toBeTruthy();
  });

  it("a game's colour is never the only signal: its name is written on the chip", async () => {
    await showBoard(floorBoard());
    for (const [table, game] of [["Table 1", "Texas Hold'em"], ["Table 2", "Low Ball"], ["Table 3", "Pan"]] as const) {
      const chip = card(table).querySelector(".game-chip");
      expect(chip?.textContent).toBe(game);
    }
  });

  it("a hand in progress shows its number and stage; a table between hands says so", async () => {
    await showBoard(floorBoard());
    expect(field("Table 1", "hand")).toBe("hand 1 · flop");
    expect(field("Table 2", "hand")).toBe("no hand in progress");
  });

  it("a table without a dealer or a drawn button says so", async () => {
    await showBoard(floorBoard());
    expect(field("Table 3", "dealer")).toBe("no dealer");
    expect(field("Table 2", "button")).toBe("button not drawn");
  });
});

describe("a table is going only when hands are being dealt", () => {
  it("a table with a hand being dealt is going, however long the hand runs", async () => {
    await showBoard(floorBoard()); // hand 1 began 20:12Z and is on the flop at 20:37Z
    expect(field("Table 1", "activity")).toBe("going");
  });

  it("a table whose last hand began more than 10 minutes before the board says when, in local time", async () => {
    const board = floorBoard(); // last hand 20:12Z, board 20:37Z
    board.tables[0]!.hand = null; // the hand was finished since
    await showBoard(board);
    expect(field("Table 1", "activity")).toBe("open, no hands since 21:12");
  });

  it("a table whose last hand began within 10 minutes is going", async () => {
    const board = floorBoard();
    board.tables[0]!.hand = null;
    board.at = addMinutes(board.tables[0]!.last_hand_at!, 10); // exactly ten minutes: still going
    await showBoard(board);
    expect(field("Table 1", "activity")).toBe("going");
  });

  it("a table where no hand was ever dealt says no hands yet", async () => {
    await showBoard(floorBoard());
    expect(field("Table 2", "activity")).toBe("open, no hands yet");
  });
});

describe("the next collection", () => {
  it("a table whose collection is overdue says so in words, in red, with since when", async () => {
    await showBoard(floorBoard()); // Table 2: overdue since 20:30Z, board 20:37Z
    const line = card("Table 2").querySelector("[data-field=collection]")!;
    expect(line.textContent).toBe("⚠ collection overdue since 21:30 (7 min)");
    expect(line.classList.contains("overdue")).toBe(true);
    // The same 7 the cards and the dealers' banners count: 3 at Table 2 and 4 at Table 3, none recorded.
    expect(document.getElementById("board-overdue")!.textContent).toBe("7 collections to mark at 2 tables");
  });

  it("a time collection not yet due counts down to its time", async () => {
    const board = floorBoard();
    board.tables[1]!.overdue_since = null; // next due 21:00Z, board 20:37Z
    await showBoard(board);
    expect(field("Table 2", "collection")).toBe("next collection in 23:00");
  });

  it("a table that collects from each pot has no countdown: its drop is the schedule's, not money collected", async () => {
    await showBoard(floorBoard());
    expect(field("Table 1", "collection")).toBe("drop: 3.00 from each pot");
  });

  it("'collected' is the money the house took at the table this shift, never the rate", async () => {
    const board = floorBoard();
    board.tables[0]!.collected_cents = 123_400;
    board.tables[1]!.collected_cents = null; // no shift open when it was read
    await showBoard(board);
    expect(field("Table 1", "collected")).toBe("collected $1,234.00 this shift");
    expect(field("Table 2", "collected")).toBeUndefined();
  });

  it("Pan, dealt without a button, says nothing of a button, on the card or in the list", async () => {
    await showBoard(floorBoard()); // Table 3 is Pan
    expect(field("Table 3", "button")).toBeUndefined();
    expect(field("Table 1", "button")).toBe("button seat 1");
    await userEvent.click(screen.getByText("List"));
    const rows = within(screen.getByRole("table", { name: /open tables/i })).getAllByRole("row").slice(1);
    expect(rows[2]!.querySelector("[data-column=button]")?.textContent).toBe("no button");
  });
});

describe("the board is live", () => {
  it("shows when it was last updated, in local time", async () => {
    await showBoard(floorBoard());
    expect(screen.getByText("updated 21:37:00")).toBeTruthy();
    expect(document.getElementById("board-summary")?.textContent).toMatch(/Shift 1 · Maria since 21:00/);
  });

  it("reads the board again when the room says a table changed, and not for a rate change", async () => {
    let board = floorBoard();
    const calls = serve(() => board);
    renderFloor();
    await screen.findByText("updated 21:37:00");
    expect(calls.floorBoard).toBe(1);

    board = { ...floorBoard(), at: addMinutes(floorBoard().at, 1) };
    await act(() => announceChange({ table_id: 1, kind: "seats" }));
    await screen.findByText("updated 21:38:00");
    expect(calls.floorBoard).toBe(2);

    await act(() => announceChange({ table_id: null, kind: "rates" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.floorBoard).toBe(2);
  });

  it("when the database stops answering it says so plainly with advice, and keeps the last board", async () => {
    let answer: FloorBoard | IpcError = floorBoard();
    serve(() => answer);
    renderFloor();
    await screen.findByText("updated 21:37:00");

    answer = { code: "db_locked", message: "database is locked" };
    await act(() => announceChange({ table_id: null, kind: "elsewhere" }));
    const alert = await screen.findByRole("alert");
    expect(alert.dataset.code).toBe("db_locked");
    expect(alert.textContent).toMatch(/The database is not answering/);
    expect(alert.textContent).toMatch(/Another program is writing to the database/);
    expect(alert.textContent).toMatch(/as it was at 21:37:00/);
    expect(screen.getByText("last updated 21:37:00")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("with no tables open the board says so", async () => {
    await act(async () => {
      serve(() => ({ ...floorBoard(), tables: [] }));
      renderFloor();
    });
    expect(await screen.findByText("No tables are open.")).toBeTruthy();
  });
});

describe("the same tables as a sortable list", () => {
  it("the list shows the same words as the cards", async () => {
    await showBoard(floorBoard());
    await userEvent.click(screen.getByText("List"));
    const rows = within(screen.getByRole("table", { name: /open tables/i })).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    const t2 = rows[1]!;
    expect(t2.querySelector("[data-column=name]")?.textContent).toBe("Table 2");
    expect(t2.querySelector("[data-column=seated]")?.textContent).toBe("3/8");
    expect(t2.querySelector("[data-column=activity]")?.textContent).toBe("open, no hands yet");
    expect(t2.querySelector("[data-column=collectionOrder] .collection")?.textContent).toBe("⚠ overdue since 21:30 (7 min)");
    expect(t2.querySelector("[data-column=collectionOrder] [data-field=collected]")?.textContent).toBe("$0.00 collected");
  });

  it("each row of the list opens the same actions as its card", async () => {
    await showBoard(floorBoard());
    await userEvent.click(screen.getByText("List"));
    const rows = within(screen.getByRole("table", { name: /open tables/i })).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("button", { name: /^Actions for/ }).getAttribute("aria-label"))).toEqual([
      "Actions for Table 1",
      "Actions for Table 2",
      "Actions for Table 3",
    ]);
  });

  it("a column's header sorts by it, numbers as numbers and Table 10 after Table 9", async () => {
    await showBoard(floorBoard30());
    await userEvent.keyboard("l");
    const names = () =>
      [...document.querySelectorAll("tbody [data-column=name]")].map((c) => c.textContent);
    const header = (name: string) => screen.getByRole("button", { name });

    await userEvent.click(header("Table"));
    expect(names().slice(8, 11)).toEqual(["Table 9", "Table 10", "Table 11"]);
    expect(header("Table").closest("th")?.getAttribute("aria-sort")).toBe("ascending");
    await userEvent.click(header("Table"));
    expect(names()[0]).toBe("Table 30");
    expect(header("Table").closest("th")?.getAttribute("aria-sort")).toBe("descending");

    await userEvent.click(header("Seated"));
    const seated = [...document.querySelectorAll("tbody [data-column=seated]")].map((c) => Number(c.textContent!.split("/")[0]));
    expect(seated).toEqual([...seated].sort((a, b) => a - b));
  });

  it("works by keyboard: L shows the list, C the cards, and a header sorts with Enter", async () => {
    await showBoard(floorBoard());
    await userEvent.keyboard("l");
    expect(screen.getByRole("table", { name: /open tables/i })).toBeTruthy();
    screen.getByRole("button", { name: "Table" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Table" }).closest("th")?.getAttribute("aria-sort")).toBe("ascending");
    await userEvent.keyboard("c");
    expect(screen.getByRole("list", { name: /open tables/i })).toBeTruthy();
  });
});

describe("the board in Spanish", () => {
  it("says the board's words in Spanish, and none of the English", async () => {
    await setLanguage("es");
    try {
      serve(() => floorBoard());
      renderFloor();
      await screen.findByRole("list", { name: "Mesas abiertas como tarjetas" });
      expect(screen.getByRole("heading", { name: "Piso" })).toBeTruthy();
      expect(field("Table 1", "seated")).toBe("5/9 sentados");
      expect(field("Table 1", "dealer")).toBe("Dee · 37 min en la mesa");
      expect(field("Table 1", "button")).toBe("botón en el asiento 1");
      expect(field("Table 1", "hand")).toBe("mano 1 · flop");
      expect(field("Table 2", "hand")).toBe("ninguna mano en curso");
      expect(field("Table 2", "activity")).toBe("abierta, todavía sin manos");
      expect(field("Table 3", "dealer")).toBe("sin crupier");
      expect(screen.getByText("3 mesas abiertas")).toBeTruthy();
      expect(screen.getAllByRole("button", { name: "Acciones de Table 1" })).toHaveLength(1);
      const text = document.body.textContent ?? "";
      for (const english of ["Floor", "seated", "in the box", "no dealer", "tables open", "no hand in progress", "Actions"]) {
        expect(text).not.toContain(english);
      }
    } finally {
      await setLanguage("en");
    }
  });
});
