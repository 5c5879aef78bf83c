import { describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen, within } from "@testing-library/react";
import type { ConsoleView, SeatChangeView } from "../../api";
import holdem from "../../fixtures/console/holdem.json";
import { renderApp } from "../../test/render";
import { ConsolePage } from "./ConsolePage";

type Script = { table_id: number; steps: { call: string; ok?: unknown }[] };

const request = (id: number, name: string, fromTable: number, fromName: string, seat: number, tableId: number): SeatChangeView => ({
  id,
  table_id: tableId,
  player_name: name,
  from_table_id: fromTable,
  from_table_name: fromName,
  from_seat: seat,
  requested_at: "2026-11-20T21:00:00Z",
  passed: false,
});

/** The console of the Hold'em fixture's table, its table's seat-change list as `list` says. */
async function show(list: (tableId: number) => SeatChangeView[]) {
  const fx = holdem as Script;
  const view = structuredClone(fx.steps[0]!.ok) as ConsoleView;
  view.table.seat_changes = list(view.table.table.id);
  mockIPC((cmd) => (cmd === "dealer_console" ? view : null), { shouldMockEvents: true });
  renderApp(<ConsolePage tableId={fx.table_id} />);
  await screen.findByRole("banner");
  return view;
}

describe("the seat-change list on the dealer's console", () => {
  it("the console shows its table's seat-change list in the room's order, each player with the seat he sits in now", async () => {
    const view = await show((t) => [request(3, "Bo", t, "this", 2, t), request(1, "Ann", 9, "Table 9", 4, t)]);
    const list = screen.getByRole("list", { name: "Seat changes (2)" });
    const rows = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent?.replace(/\s+/g, " ").trim());
    const open = view.table.seats.length < view.table.table.seat_limit;
    expect(rows).toEqual([`1 Bo · from seat 2 here${open ? " · seat open: offered first" : ""}`, "2 Ann · from Table 9 seat 4"]);
  });

  it("a table nobody asked to change seats at shows no list: the header keeps its room", async () => {
    await show(() => []);
    expect(screen.queryByRole("list", { name: /Seat change/ })).toBeNull();
  });
});
