// Seating a registered player by number, cash at the table, and the refusals about a player
// (barred, seated elsewhere, a nameless player's cash to identify), on the players' script of
// the browser mock (`e2e/players-script.ts`): Tom Baker (#1001) barred here first.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FloorBoard } from "../../../api";
import { playersScript } from "../../../../e2e/players-script";
import floorSettings from "../../../fixtures/floor-settings.json";
import { floorBoard } from "../../../test/fixtures";
import { floorSession, refusal, serveRoom } from "./testRoom";
import { dialog, seatPlayerDialog, show, table } from "./testBoard";
import { SeatActionsMenu } from ".";

/** The room with the players' registry: its seating, chips, cards and logs; Tom barred when `barTom`. */
function serveRegistry({
  barTom = false,
  mtlCents = floorSettings.mtl_threshold_cents,
  own = {},
}: { barTom?: boolean; mtlCents?: number; own?: Record<string, (a: Record<string, unknown>) => unknown> } = {}) {
  let board: FloorBoard = floorBoard();
  const script = playersScript({
    now: () => board.at,
    me: () => floorSession().staff,
    floor: () => board,
    setFloor: (b) => (board = b),
    settings: () => ({ ...floorSettings, mtl_threshold_cents: mtlCents }),
  });
  if (barTom) {
    script.answer("restrict_player", {
      restriction: { number: "1001", kind: "barred", scope: "play", reason: "Threatened a dealer", from_day: null, until_day: null },
    });
  }
  const by = (cmd: string) => (a: Record<string, unknown>) => script.answer(cmd, a);
  const room = serveRoom(
    { seat_player: by("seat_player"), add_chips: by("add_chips"), player: by("player"), identify_player: by("identify_player"), ...own },
    () => board,
  );
  return { room, script, board: () => board };
}

/** Fills the seat dialog: `number` and `name` (either may be empty), the stack, cash or not; then "Seat player". */
async function seat(d: HTMLElement, { number = "", name = "", stack = "300", cash = false }: { number?: string; name?: string; stack?: string; cash?: boolean }) {
  if (number) await userEvent.type(within(d).getByLabelText(/^Player number/), number);
  if (name) await userEvent.type(within(d).getByLabelText(/^Player's name/), name);
  await userEvent.type(within(d).getByLabelText(/^Stack/), stack);
  if (cash) await userEvent.click(within(d).getByLabelText(/^Paid in cash at the table/));
  await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
}

describe("seating a registered player by number", () => {
  it("the player number is sent as player_number and the name may be left empty: the room seats the player under the wall name", async () => {
    const { room, board } = serveRegistry();
    const d = await seatPlayerDialog(1);
    await seat(d, { number: "#1001" });
    await waitFor(() => expect(room.of("seat_player")).toHaveLength(1));
    expect(room.of("seat_player")[0]!.args.seat).toEqual({
      table_id: 1, seat_no: 6, player_name: "", player_number: "1001", stack_cents: 30000, entry: "wait_for_big_blind", cash: false,
    });
    expect(table(board(), 1).seats.find((s) => s.seat_no === 6)).toMatchObject({ player_name: "Tom", player_id: "1001" });
  });

  it("with neither a number nor a name nothing is sent, and the form asks for one", async () => {
    const { room } = serveRegistry();
    const d = await seatPlayerDialog(1);
    await seat(d, {});
    expect(await within(d).findByText("Give the player's name or number")).toBeTruthy();
    expect(room.of("seat_player")).toHaveLength(0);
  });

  it("Paid in cash at the table sends cash: true, and the buy-in goes to the cash log", async () => {
    // The house logs every cash transaction of $100.00 or more.
    const { room, script } = serveRegistry({ mtlCents: 10_000 });
    const d = await seatPlayerDialog(1);
    await seat(d, { name: "Zed", stack: "1000", cash: true });
    await waitFor(() => expect(room.of("seat_player")).toHaveLength(1));
    expect((room.of("seat_player")[0]!.args.seat as { cash: boolean }).cash).toBe(true);
    const log = script.answer("multiple_transaction_log", { from: "2026-11-20", to: null }) as { lines: { player_name: string; amount_cents: number; source: string }[] };
    expect(log.lines.at(-1)).toMatchObject({ player_name: "Zed", amount_cents: 100000, source: "buy_in" });
  });

  it("a barred player is refused in red: the heading says not to seat, and the card says why and until when; nothing is seated", async () => {
    const { room, board } = serveRegistry({ barTom: true });
    const d = await seatPlayerDialog(1);
    await seat(d, { number: "1001" });
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("player_barred");
    expect(alert.querySelector(".mantine-Alert-title")!.textContent).toBe("Barred: do not seat this player");
    expect(alert.textContent).toContain("The house has barred this player, who may not play. Nothing was changed.");
    await waitFor(() => expect(alert.querySelector("[data-field=restriction]")!.textContent).toBe("Barred until lifted. Reason: Threatened a dealer"));
    expect(within(d).getByLabelText(/^Player number/).getAttribute("aria-invalid")).toBe("true");
    expect(room.of("player")[0]!.args).toEqual({ number: "1001" });
    expect(table(board(), 1).seats.some((s) => s.seat_no === 6)).toBe(false);
  });

  it("a player seated at another table is refused with where the player sits", async () => {
    serveRegistry();
    const d = await seatPlayerDialog(1);
    await seat(d, { number: "1002" });
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("player_seated_elsewhere");
    expect(alert.querySelector(".mantine-Alert-title")!.textContent).toBe("Already seated at another table");
    await waitFor(() => expect(alert.querySelector("[data-field=seated]")!.textContent).toBe("Seated at Table 2 · seat 3."));
  });

  it("a nameless player's cash past a CTR's threshold is refused with its own heading: identify the player first", async () => {
    serveRegistry({ own: { seat_player: () => { throw refusal("identify_player", "Zed at Table 1, seat 6 would have $12,000.00 of cash in today"); } } });
    const d = await seatPlayerDialog(1);
    await seat(d, { name: "Zed", cash: true });
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("identify_player");
    expect(alert.querySelector(".mantine-Alert-title")!.textContent).toBe("Identify the player before taking more cash");
    expect(alert.textContent).toContain("identify the player (their player number) first");
  });
});

describe("cash at the table and naming a seat", () => {
  /** Table 1 and Cy in seat 3, with his menu's `action` chosen. */
  async function cysMenu(action: string) {
    await show((b) => <SeatActionsMenu seat={table(b, 1).seats[2]!} table={table(b, 1)} board={b} />);
    await userEvent.click(screen.getByRole("button", { name: "Seat 3 Cy: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: action }, { timeout: 3000 }));
    return dialog();
  }

  it("an add-on Paid in cash at the table sends cash: true", async () => {
    const { room } = serveRegistry();
    const d = await cysMenu("Add chips…");
    await userEvent.type(within(d).getByLabelText("Chips to add"), "50");
    await userEvent.click(within(d).getByLabelText("Paid in cash at the table"));
    await userEvent.click(within(d).getByRole("button", { name: "Add chips" }));
    await waitFor(() => expect(room.of("add_chips")[0]?.args).toEqual({ chips: { table_id: 1, seat_no: 3, amount_cents: 5000, cash: true } }));
  });

  it("Identify player… names a nameless seat by the player's number, and says who sits there now", async () => {
    const { room, board } = serveRegistry();
    const d = await cysMenu("Identify player…");
    await userEvent.type(within(d).getByLabelText(/^Player number/), "1001");
    await userEvent.click(within(d).getByRole("button", { name: "Identify" }));
    await waitFor(() => expect(room.of("identify_player")[0]?.args).toEqual({ tableId: 1, seatNo: 3, number: "1001" }));
    expect((await within(d).findByRole("status")).textContent).toBe("Seat 3 is now player #1001 (Tom).");
    expect(table(board(), 1).seats[2]).toMatchObject({ player_id: "1001" });
  });

  it("a registered player's seat offers no Identify player…", async () => {
    serveRegistry();
    // Ann, in seat 1 of Table 1, is player #1003.
    await show((b) => <SeatActionsMenu seat={table(b, 1).seats[0]!} table={table(b, 1)} board={b} />);
    await userEvent.click(screen.getByRole("button", { name: "Seat 1 Ann: actions" }));
    await screen.findByRole("menuitem", { name: "Add chips…" }, { timeout: 3000 });
    expect(screen.queryByRole("menuitem", { name: "Identify player…" })).toBeNull();
  });
});
