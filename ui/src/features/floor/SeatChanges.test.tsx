import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC } from "@tauri-apps/api/mocks";
import type { FloorBoard, WaitlistBoard } from "../../api";
import floorDayJson from "../../fixtures/floor-board-floor-day.json";
import listsJson from "../../fixtures/waitlist-board.json";
import sessionFloor from "../../fixtures/session-floor.json";
import staffJson from "../../fixtures/staff.json";
import { rateSchedule } from "../../test/fixtures";
import { waitlistScript } from "../../../e2e/waitlist-script";
import { renderFloor } from "./testing";

// The floor's day of a real room at 21:37: Table 2 (Low Ball, 8 seats) has Fay 1, Gus 3 and
// Hal 5; Table 3 (Pan) Ida 1, Jo 2, Kim 3, Lou 4; Tables 1 and 4 are full. The seat-change
// lists are worked by the same in-memory room as the Lists screen's (`e2e/waitlist-script.ts`).
function serve(edit: (lists: WaitlistBoard) => void = () => {}) {
  let floor = structuredClone(floorDayJson) as FloorBoard;
  const lists = structuredClone(listsJson) as WaitlistBoard;
  edit(lists);
  const script = waitlistScript({ board: lists, floor: () => floor, setFloor: (b) => (floor = b) });
  const calls: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      calls.push({ cmd, args });
      if (cmd === "session") return sessionFloor;
      if (cmd === "list_staff") return staffJson;
      if (cmd === "rate_schedule") return rateSchedule();
      if (cmd === "collections_due") return [];
      if (cmd === "last_floor_action") return null;
      if (cmd === "floor_board") return structuredClone(floor);
      if (script.handles(cmd)) return script.answer(cmd, args);
      throw { code: "internal", message: `unexpected ${cmd}` };
    },
    { shouldMockEvents: true },
  );
  return { of: (cmd: string) => calls.filter((c) => c.cmd === cmd), floor: () => floor, lists: () => script.board() };
}

const card = (name: string) => screen.getByRole("listitem", { name });
const rows = (el: HTMLElement) => [...el.querySelectorAll("[data-field=seat-changes] li")].map((li) => li.textContent?.replace(/\s+/g, " ").trim());

async function showBoard() {
  renderFloor();
  await screen.findByRole("list", { name: /open tables/i });
}

/** Opens table `name`'s actions (the drawer). */
async function actions(name: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  return screen.findByRole("dialog", { name: new RegExp(`^${name}`) });
}

/** From the drawer of `from`, the player `seat` asks for a seat change to `to`'s table (an option's value). */
async function askSeatChange(drawer: HTMLElement, seat: string, to: string) {
  await userEvent.click(within(drawer).getByRole("button", { name: seat }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Seat change…" }, { timeout: 3000 }));
  const d = await screen.findByRole("dialog", { name: /^Seat change for / });
  await userEvent.selectOptions(within(d).getByLabelText("Table asked for"), to);
  await userEvent.click(within(d).getByRole("button", { name: "Put on the list" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: /^Seat change for / })).toBeNull());
}

describe("a seat-change list per table, on the floor board", () => {
  it("a seated player asks from his seat's menu; the table he asked for shows him numbered, with the seat he sits in now", async () => {
    const room = serve();
    await showBoard();
    const drawer = await actions("Table 3");
    await askSeatChange(drawer, "Seat 1 Ida: actions", "2");
    expect(room.of("request_seat_change").map((c) => c.args)).toEqual([{ tableId: 2, fromTableId: 3, fromSeatNo: 1 }]);
    await waitFor(() => expect(rows(card("Table 2"))).toEqual(["1 Ida · from Table 3 seat 1 · seat open: offered first"]));
    expect(within(card("Table 2")).getByText("Seat change (1)")).toBeTruthy();
  });

  it("players already at the table come first, then the others, each in the order they asked", async () => {
    serve();
    await showBoard();
    await askSeatChange(await actions("Table 3"), "Seat 1 Ida: actions", "2");
    await userEvent.keyboard("{Escape}");
    await askSeatChange(await actions("Table 2"), "Seat 3 Gus: actions", "2");
    await waitFor(() =>
      expect(rows(card("Table 2"))).toEqual(["1 Gus · from seat 3 here · seat open: offered first", "2 Ida · from Table 3 seat 1"]),
    );
  });

  it("a player already on the list is refused in plain words, and the list stays as it was", async () => {
    serve();
    await showBoard();
    const drawer = await actions("Table 3");
    await askSeatChange(drawer, "Seat 1 Ida: actions", "2");
    await userEvent.click(within(drawer).getByRole("button", { name: "Seat 1 Ida: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Seat change…" }, { timeout: 3000 }));
    const d = await screen.findByRole("dialog", { name: /^Seat change for / });
    await userEvent.selectOptions(within(d).getByLabelText("Table asked for"), "2");
    await userEvent.click(within(d).getByRole("button", { name: "Put on the list" }));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("already_on_seat_change_list");
    expect(alert.textContent).toMatch(/^That player is already on this table's seat-change list\. Nothing was changed\./);
    expect(rows(card("Table 2"))).toHaveLength(1);
  });

  it("a seat open at the table is offered to the first on its list: Take moves the player there with his stack, and the list moves up", async () => {
    const room = serve();
    await showBoard();
    await askSeatChange(await actions("Table 3"), "Seat 1 Ida: actions", "2");
    await userEvent.keyboard("{Escape}");
    await askSeatChange(await actions("Table 2"), "Seat 3 Gus: actions", "2");
    const drawer = screen.getByRole("dialog", { name: /^Table 2/ });
    const offer = await within(drawer).findByRole("group", { name: /^Seat open at Table 2: offer it first to Gus \(from seat 3 here\)$/ });
    expect(within(offer).getByText("A player who declines comes off the list (the house's rule).")).toBeTruthy();
    await userEvent.selectOptions(within(offer).getByLabelText("Seat"), "6");
    await userEvent.click(within(offer).getByRole("button", { name: "Take seat 6: Gus moves to it at Table 2" }));
    await waitFor(() => expect(room.of("take_seat_change").map((c) => c.args)).toEqual([{ requestId: 2, seatNo: 6 }]));
    await waitFor(() => expect(rows(card("Table 2"))).toEqual(["1 Ida · from Table 3 seat 1 · seat open: offered first"]));
    expect(room.floor().tables.find((t) => t.table.id === 2)!.seats.map((s) => `${s.seat_no} ${s.player_name}`)).toEqual(["1 Fay", "5 Hal", "6 Gus"]);
  });

  it("under the house's rule that a player who declines keeps his place, Declines passes him over for this seat only", async () => {
    const room = serve((l) => (l.settings.seat_change_decline = "keeps"));
    await showBoard();
    await askSeatChange(await actions("Table 3"), "Seat 1 Ida: actions", "2");
    const drawer = screen.getByRole("dialog", { name: /^Table 3/ });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(drawer.isConnected).toBe(false));
    const t2 = await actions("Table 2");
    const offer = await within(t2).findByRole("group", { name: /offer it first to Ida/ });
    expect(within(offer).getByText(/keeps the place on the list and is passed over for this seat only/)).toBeTruthy();
    await userEvent.click(within(offer).getByRole("button", { name: "Ida declines the seat" }));
    await waitFor(() => expect(rows(card("Table 2"))).toEqual(["1 Ida · from Table 3 seat 1 · passed over this time"]));
    expect(room.of("decline_seat_change")).toHaveLength(1);
  });

  it("the floor cancels a request from the table's actions", async () => {
    const room = serve();
    await showBoard();
    await askSeatChange(await actions("Table 3"), "Seat 1 Ida: actions", "2");
    await userEvent.keyboard("{Escape}");
    const t2 = await actions("Table 2");
    await userEvent.click(await within(t2).findByRole("button", { name: "Cancel the seat change of Ida" }));
    await waitFor(() => expect(card("Table 2").querySelector("[data-field=seat-changes]")).toBeNull());
    expect(room.of("cancel_seat_change").map((c) => c.args)).toEqual([{ requestId: 1 }]);
  });
});

describe("breaking a table", () => {
  it("the confirmation says where its players go as the house sets it, then they are on the game's list and the table is gone", async () => {
    const room = serve();
    await showBoard();
    const drawer = await actions("Table 4");
    await userEvent.click(within(drawer).getByRole("button", { name: "Break table" }));
    const d = await screen.findByRole("dialog", { name: "Break Table 4?" });
    expect(d.textContent).toContain("go on the Texas Hold'em $1.00/$2.00 NL waiting list, longest seated first");
    expect(within(d).getByText("As the house sets: its 9 players go ahead of everyone already waiting.")).toBeTruthy();
    expect(room.of("break_table")).toHaveLength(0);
    await userEvent.click(within(d).getByRole("button", { name: "Break Table 4" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Table 4" })).toBeNull());
    expect(room.of("break_table").map((c) => c.args)).toEqual([{ tableId: 4 }]);
    const holdem = room.lists().lists.find((l) => l.id === 1)!;
    expect(holdem.players.slice(0, 3).map((p) => [p.player_name, p.from_broken_table])).toEqual([
      ["Nia", "Table 4"],
      ["Oz", "Table 4"],
      ["Pat", "Table 4"],
    ]);
    expect(holdem.players.slice(-2).map((p) => p.player_name)).toEqual(["Maria Gonzalez", "Tom Lee"]);
  });

  it("with the house's rule that they go after everyone waiting, the confirmation says so", async () => {
    serve((l) => (l.settings.broken_table_players = "bottom"));
    await showBoard();
    const drawer = await actions("Table 4");
    await userEvent.click(within(drawer).getByRole("button", { name: "Break table" }));
    const d = await screen.findByRole("dialog", { name: "Break Table 4?" });
    expect(within(d).getByText("As the house sets: its 9 players go after everyone already waiting.")).toBeTruthy();
  });
});
