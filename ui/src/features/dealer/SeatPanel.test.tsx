import { describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CollectionDto, ConsoleView, SeatChips, SeatDto, SessionView } from "../../api";
import sessionDealer from "../../fixtures/session-dealer.json";
import sessionFloor from "../../fixtures/session-floor.json";
import pan from "../../fixtures/console/pan.json";
import { renderApp } from "../../test/render";
import { ConsolePage } from "./ConsolePage";
import { firstSeat } from "./panel";
import { seatRows } from "./seats";
import { viewAt } from "./testViews";
import { oneTapWords } from "./useConsoleCommands";

type Answer = (args: Record<string, unknown>) => unknown;

/** The seat's chips as the room's panel read answers them: the console's seat and its table's buy-in. */
function chipsOf(view: ConsoleView, seatNo: number, change: Partial<SeatDto> = {}, afterThisHand = false): SeatChips {
  const seat = view.table.seats.find((s) => s.seat_no === seatNo)!;
  return { seat: { ...seat, ...change }, buy_in: view.table.table.buy_in, after_this_hand: afterThisHand };
}

/**
 * The console of `view`'s table, read from the room; the one signed in is Table 1's dealer (or
 * the floor manager); `answers` for the commands a test sends. Every command is recorded.
 */
function showConsole(view: ConsoleView, answers: Record<string, Answer> = {}, session: "dealer" | "floor" = "dealer") {
  const sent: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      sent.push({ cmd, args });
      if (answers[cmd]) return answers[cmd](args);
      switch (cmd) {
        case "dealer_console":
          return view;
        case "session":
          return structuredClone(session === "floor" ? sessionFloor : sessionDealer) as SessionView;
        case "seat_chips":
          return chipsOf(view, args.seatNo as number);
        default:
          return null;
      }
    },
    { shouldMockEvents: true },
  );
  renderApp(<ConsolePage tableId={view.table.table.id} />);
  return { sent, of: (cmd: string) => sent.filter((s) => s.cmd === cmd) };
}

const tile = (seat: number) => document.querySelector<HTMLElement>(`.seat-tile[data-seat="${seat}"]`)!;
const panel = () => screen.findByRole("region", { name: /^Seat \d/ });

describe("a player's seat panel on the console", () => {
  it("a tap on a player's tile opens his panel over the actions: stack, status and the table's buy-in; a second tap closes it", async () => {
    const view = viewAt("holdem", 1); // Dot (seat 4) to act
    const { of } = showConsole(view);
    await screen.findByText(/^Seat 4 Dot · /);
    expect(tile(5).tagName).toBe("DIV"); // an empty seat is no button
    await userEvent.click(tile(3));
    const p = await panel();
    expect(within(p).getByRole("heading").textContent).toBe("Seat 3 Cy");
    expect(p.querySelector('[data-field="stack"]')!.textContent).toBe("stack 300.00");
    expect(p.querySelector('[data-field="buy-in"]')!.textContent).toBe("buy-in $20.00 to $1,000.00");
    expect(p.querySelector('[data-field="status"]')!.textContent).toMatch(/^in this hand/);
    expect(within(p).getByLabelText("Chips to add")).toBeTruthy();
    expect(within(p).getByText("The table's maximum: $1,000.00 in front of a player.")).toBeTruthy();
    await waitFor(() => expect(of("seat_chips")[0]?.args).toEqual({ tableId: 1, seatNo: 3 }));
    // The betting bar is under the panel, not beside it.
    expect(document.querySelector('[data-action="fold"]')).toBeNull();
    await userEvent.click(tile(3));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Seat 3 Cy" })).toBeNull());
    expect(document.querySelector('[data-action="fold"]')).not.toBeNull();
  });

  it("P opens the panel of the seat to act; ← and → go round the players; Esc closes it and the actions come back", async () => {
    const view = viewAt("holdem", 1);
    expect(firstSeat(view)).toBe(4);
    showConsole(view);
    await screen.findByText(/^Seat 4 Dot · /);
    await userEvent.keyboard("p");
    expect(within(await panel()).getByRole("heading").textContent).toBe("Seat 4 Dot");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(async () => expect(within(await panel()).getByRole("heading").textContent).toBe("Seat 1 Ann"));
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(async () => expect(within(await panel()).getByRole("heading").textContent).toBe("Seat 3 Cy"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(document.querySelector("#seat-panel")).toBeNull());
    expect(document.querySelector('[data-action="fold"]')).not.toBeNull();
  });

  it("Add chips sends the amount in cents; during the hand he is in, the panel and his tile say +X after this hand", async () => {
    const view = viewAt("holdem", 1);
    const later = structuredClone(view);
    later.table.seats.find((s) => s.seat_no === 3)!.pending_add_on_cents = 5000;
    let added = false;
    const { of } = showConsole(view, {
      add_chips: () => {
        added = true;
        return chipsOf(view, 3, { pending_add_on_cents: 5000 }, true);
      },
      // The room's read after the change: the chips wait for the hand's end.
      dealer_console: () => (added ? later : view),
      seat_chips: (a) => chipsOf(added ? later : view, a.seatNo as number),
    });
    await screen.findByText(/^Seat 4 Dot · /);
    await userEvent.click(tile(3));
    const p = await panel();
    await userEvent.type(within(p).getByLabelText("Chips to add"), "50");
    await userEvent.click(within(p).getByRole("button", { name: "Add chips" }));
    await waitFor(() => expect(of("add_chips")[0]?.args).toEqual({ chips: { table_id: 1, seat_no: 3, amount_cents: 5000, cash: false } }));
    expect((await within(p).findByRole("status")).textContent).toBe("+$50.00 after this hand: Cy is in the hand, and plays them from the next one.");
    await waitFor(() => expect(p.querySelector('[data-field="pending"]')?.textContent).toBe("+$50.00 after this hand"));
    await waitFor(() => expect(tile(3).querySelector('[data-field="pending"]')?.textContent).toBe("+50.00 after this hand"));
  });

  it("Sits out sends the player's seat out; a player sitting out is offered Back", async () => {
    const view = viewAt("holdem", 0); // no hand yet
    const out = structuredClone(view);
    out.table.seats.find((s) => s.seat_no === 2)!.sitting_out = true;
    const { of } = showConsole(out, { set_sitting_out: (a) => ({ ...out.table.seats[1]!, sitting_out: a.sittingOut }) });
    await screen.findByText(/Next hand \(N\) deals the first/);
    await userEvent.click(tile(1));
    const ann = await panel();
    await userEvent.click(within(ann).getByRole("button", { name: /Sits out/ }));
    await waitFor(() => expect(of("set_sitting_out")[0]?.args).toEqual({ tableId: 1, seatNo: 1, sittingOut: true }));
    await userEvent.click(within(ann).getByRole("button", { name: /Next/ }));
    const bob = await screen.findByRole("region", { name: "Seat 2 Bob" });
    expect(bob.querySelector('[data-field="status"]')!.textContent).toBe("sitting out");
    await userEvent.keyboard("o");
    await waitFor(() => expect(of("set_sitting_out")[1]?.args).toEqual({ tableId: 1, seatNo: 2, sittingOut: false }));
    expect(within(bob).getByRole("button", { name: /Back/ })).toBeTruthy();
  });

  it("a dealer is told that the floor unseats a player: no Leaves button", async () => {
    showConsole(viewAt("holdem", 0), {}, "dealer");
    await screen.findByText(/Next hand \(N\) deals the first/);
    await userEvent.click(tile(2));
    const p = await panel();
    expect(within(p).queryByRole("button", { name: /Leaves/ })).toBeNull();
    expect(within(p).getByText(/only a floor manager unseats a player/)).toBeTruthy();
  });

  it("a floor manager's Leaves shows the stack he leaves with, unseats him, and says what he took", async () => {
    const view = viewAt("holdem", 0);
    const gone = structuredClone(view);
    gone.table.seats = gone.table.seats.filter((s) => s.seat_no !== 2);
    let left = false;
    const { of } = showConsole(
      view,
      {
        unseat_player: () => {
          left = true;
          return view.table.seats[1]!;
        },
        dealer_console: () => (left ? gone : view),
      },
      "floor",
    );
    await screen.findByText(/Next hand \(N\) deals the first/);
    await userEvent.click(tile(2));
    const p = await panel();
    await userEvent.click(await within(p).findByRole("button", { name: /Leaves with 60\.00/ }));
    await waitFor(() => expect(of("unseat_player")[0]?.args).toEqual({ tableId: 1, seatNo: 2 }));
    await waitFor(() => expect(p.querySelector('[data-field="status"]')!.textContent).toBe("Bob left with 60.00."));
  });

  it("at a Pan table, with no ring of tiles, Players (P) in the header opens the first player's panel over the game", async () => {
    const view = structuredClone(pan.steps[0]!.ok) as unknown as ConsoleView;
    const first = [...view.table.seats].sort((a, b) => a.seat_no - b.seat_no)[0]!;
    showConsole(view);
    await screen.findByRole("region", { name: "The next Pan hand" });
    await userEvent.click(screen.getByRole("button", { name: /Players/ }));
    expect(within(await panel()).getByRole("heading").textContent).toBe(`Seat ${first.seat_no} ${first.player_name}`);
    expect(screen.queryByRole("region", { name: "The next Pan hand" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Players/ })).toBeNull();
  });
});

describe("the time collection: from the stacks, or in cash", () => {
  const due = viewAt("lowball", 14); // three seats due, the hand over

  it("between hands each seat may be paid, paid in cash, or not paid; never 'cannot cover', which the room decides", async () => {
    showConsole(due);
    const seat1 = (await screen.findByRole("region", { name: /Time collection due/ })).querySelector('li[data-seat="1"]')!;
    expect([...seat1.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Paid", "Paid in cash", "Sitting out", "New", "Left"]);
  });

  it("one tap takes the time from the stacks in one command, and says each stack after it from the room's answer", async () => {
    const answer = viewAt("lowball", 15);
    const { of } = showConsole(due, { collect_time: () => answer });
    const banner = await screen.findByRole("region", { name: /Time collection due/ });
    await userEvent.click([...banner.querySelectorAll('li[data-seat="5"] label')].find((l) => l.textContent === "New")!);
    await userEvent.click(within(banner).getByRole("button", { name: "Collected, except 1 seat" }));
    await waitFor(() => expect(of("collect_time")[0]?.args).toEqual({ tableId: 5, exceptions: [{ seat_no: 5, reason: "new_player" }] }));
    const result = await screen.findByRole("status", { name: /recorded$/ });
    expect([...result.querySelectorAll("li")].map((l) => l.textContent)).toEqual([
      "Stacks after the time: Seat 1 Ned 88.00 · Seat 3 Oz 128.00.",
      "Seat 5 Pat: 4.00 not paid (new player).",
    ]);
    expect(of("mark_collection")).toHaveLength(0);
  });

  it("a seat paid in cash is marked on its own: each seat's mark is the room's answer, a stack that cannot cover it said in words", async () => {
    const recorded: CollectionDto[] = due.collection.map((d, i) => ({
      key: 500 + i,
      id: 500 + i,
      table_id: 5,
      due_at: d.due_at,
      seat_no: d.seat_no,
      player_name: d.player_name,
      amount_cents: d.amount_cents,
      status: "due",
      reason: null,
      stack_after_cents: null,
    }));
    let marks = 0;
    const { of } = showConsole(due, {
      collections_due: () => recorded,
      // Read again once every seat is marked: nothing is due any more.
      dealer_console: () => (marks === recorded.length ? viewAt("lowball", 15) : due),
      mark_collection: (a) => {
        marks++;
        const c = recorded.find((r) => r.key === a.collection)!;
        const mark = a.mark as { status: string };
        // Ned pays in cash; Oz's stack pays; Pat's stack (as the room found it) cannot.
        if (mark.status === "paid_in_cash") return { ...c, status: "paid" };
        if (c.seat_no === 3) return { ...c, status: "paid", stack_after_cents: 12800 };
        return { ...c, status: "not_paid", reason: "cannot_cover" };
      },
    });
    const banner = await screen.findByRole("region", { name: /Time collection due/ });
    await userEvent.click([...banner.querySelectorAll('li[data-seat="1"] label')].find((l) => l.textContent === "Paid in cash")!);
    await userEvent.click(within(banner).getByRole("button", { name: "Collected from all" }));
    await waitFor(() => expect(of("mark_collection")).toHaveLength(3));
    expect(of("collections_due")[0]!.args).toEqual({ tableId: 5 });
    expect(of("mark_collection").map((c) => c.args)).toEqual([
      { collection: 500, mark: { status: "paid_in_cash" } },
      { collection: 501, mark: { status: "paid" } },
      { collection: 502, mark: { status: "paid" } },
    ]);
    expect(of("collect_time")).toHaveLength(0);
    const result = await screen.findByRole("status", { name: /recorded$/ });
    expect([...result.querySelectorAll("li")].map((l) => l.textContent)).toEqual([
      "Seat 1 Ned paid $4.00 in cash.",
      "Seat 3 Oz paid $4.00 from the stack: $128.00 left.",
      "Seat 5 Pat: the stack could not cover $4.00, so it is not paid.",
    ]);
  });

  it("the one tap's words name every paying seat's stack as the room answered, and each exception's reason", () => {
    const before = viewAt("lowball", 14);
    expect(oneTapWords(before.collection, [], viewAt("lowball", 15))).toEqual(["Stacks after the time: Seat 1 Ned 88.00 · Seat 3 Oz 128.00 · Seat 5 Pat 76.00."]);
  });
});

describe("chips waiting for the hand's end, on every game's seats", () => {
  it("the pot games' ring: on the player's tile, in words", () => {
    const view = viewAt("holdem", 1);
    view.table.seats[0]!.pending_add_on_cents = 2500;
    expect(seatRows(view).map((r) => r.pending)).toEqual([2500, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("Pan: beside the player's stack, in words", async () => {
    const during = pan.steps.find((s) => "ok" in s && s.ok?.hand && !s.ok.hand.finished)!;
    const view = structuredClone(during.ok) as unknown as ConsoleView;
    const seat = view.table.seats[0]!;
    seat.pending_add_on_cents = 1000;
    showConsole(view);
    await waitFor(() => expect(document.querySelector(`.pan-seat[data-seat="${seat.seat_no}"] [data-field="pending"]`)?.textContent).toBe("+10.00 after this hand"));
  });
});
