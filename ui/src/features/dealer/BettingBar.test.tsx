import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { formatCents } from "../../lib/money";
import { readAmount } from "./amount";
import { BettingBar } from "./BettingBar";
import { ConsoleHeader } from "./ConsoleHeader";
import { seatOptions, viewAt } from "./testViews";
import { LastCommandStore, type ConsoleCommands } from "./useConsoleCommands";

// No command reaches the shell here: the bar only calls `act`.
beforeEach(() => mockIPC(() => null, { shouldMockEvents: true }));

function commands(): ConsoleCommands {
  return { act: vi.fn(), send: vi.fn(), undo: vi.fn(), start: vi.fn(), voidHand: vi.fn(), collect: vi.fn(), collected: null, last: new LastCommandStore(), busy: false };
}

/** The betting bar of a fixture's view; what the dealer's actions send. */
function bar(name: "holdem" | "holdem-fixed" | "mexican" | "lowball", step: number) {
  const view = viewAt(name, step);
  const c = commands();
  renderApp(<BettingBar options={seatOptions(view)} sizes={view.sizes} commands={c} />);
  return { act: c.act as ReturnType<typeof vi.fn>, view };
}
const action = (name: string) => document.querySelector(`[data-action="${name}"]`);
const slot = (name: string) => document.querySelector(`.slot-${name}`)!;

describe("the action bar shows only the engine's legal actions, with amounts, in fixed slots", () => {
  it("facing a bet in no limit: Fold, Call 5.00, Raise to 10.00 and All-in 60.00, each with its key", () => {
    bar("holdem", 3); // seat 2: call 5.00, raise 10.00 to 60.00 (all-in)
    expect(action("fold")?.textContent).toBe("FFold");
    expect(action("call")?.textContent).toBe("CCall 5.00");
    expect(action("bet_or_raise")?.textContent).toBe("RRaise to 10.00");
    expect(action("all_in")?.textContent).toBe("AAll-in 60.00");
    expect(action("all_in")?.getAttribute("aria-keyshortcuts")).toBe("A");
    expect(action("check")).toBeNull();
  });

  it("Low Ball after the draw: the header says after the draw, and the first bet is 'Bet', never 'Raise to'", () => {
    const { view } = bar("lowball", 8); // the draw done: seat 3 may check or bet 16.00
    expect(action("check")?.textContent).toBe("CCheck");
    expect(action("bet_or_raise")?.textContent).toBe(`RBet ${formatCents(1600)}`);
    const { container } = renderApp(<ConsoleHeader view={view} last={new LastCommandStore()} onBack={() => {}} players={null} />);
    expect(container.querySelector('[data-field="hand"]')?.textContent).toMatch(/after the draw$/);
  });

  it("with nothing to call the slot says Check; a bet is 'Bet', not 'Raise to'", () => {
    bar("holdem", 8); // after the flop: seat 3 may check or bet 2.00 to 240.00
    expect(action("check")?.textContent).toBe("CCheck");
    expect(action("bet_or_raise")?.textContent).toBe("RBet 2.00");
  });

  it("an action that is not legal leaves its slot empty, and the slots stay", () => {
    bar("holdem-fixed", 1); // fixed limit: no all-in offered
    expect(action("all_in")).toBeNull();
    expect(slot("allin").childElementCount).toBe(0);
    expect(document.querySelectorAll(".betting-bar > .slot")).toHaveLength(4);
  });

  it("a fixed limit is one button with the amount, and no slider", () => {
    bar("holdem-fixed", 1);
    expect(action("bet_or_raise")?.textContent).toBe("RRaise to 4.00");
    expect(screen.queryByRole("slider")).toBeNull();
  });

  it("Mexican Poker's opening bet is the small or the big bet, never an amount between (the engine's step)", async () => {
    const { act, view } = bar("mexican", 4); // seat 2 must open: 1.00 or 2.00
    expect(seatOptions(view).bet_or_raise).toMatchObject({ min_to: 100, max_to: 200, step: 100 });
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    const amounts = within(screen.getByRole("group", { name: "Bet: choose the amount" })).getAllByRole("button");
    expect(amounts.map((b) => b.textContent)).toEqual(["Bet 1.00", "Bet 2.00"]);
    await userEvent.click(screen.getByRole("button", { name: "Bet 2.00" }));
    await userEvent.click(action("bet_or_raise")!);
    expect(act).toHaveBeenCalledWith({ type: "bet_or_raise", seat: 2, to: 200 });
  });
});

describe("keys: F, C, R (Enter bets the typed amount), A; none while typing", () => {
  it("C calls and F folds for the seat to act", async () => {
    const { act } = bar("holdem", 3);
    await userEvent.keyboard("c");
    expect(act).toHaveBeenLastCalledWith({ type: "call", seat: 2 });
    await userEvent.keyboard("f");
    expect(act).toHaveBeenLastCalledWith({ type: "fold", seat: 2 });
    await userEvent.keyboard("a");
    expect(act).toHaveBeenLastCalledWith({ type: "all_in", seat: 2 });
  });

  it("R puts the focus on the amount; typed keys there are the amount, not actions; Enter bets it", async () => {
    const { act } = bar("holdem", 3);
    await userEvent.keyboard("r");
    const field = screen.getByRole("textbox", { name: /Raise to amount/ });
    expect(document.activeElement).toBe(field);
    await userEvent.keyboard("20fca");
    expect(act).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, "20{Enter}");
    expect(act).toHaveBeenCalledWith({ type: "bet_or_raise", seat: 2, to: 2000 });
  });

  it("an amount the rules would change is refused in words and kept as typed; the raise waits until it is fixed", async () => {
    const { act } = bar("holdem", 3); // range 10.00 to 60.00, chip 0.25
    await userEvent.keyboard("r");
    const field = screen.getByRole("textbox", { name: /Raise to amount/ }) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, "4{Enter}");
    expect(act).not.toHaveBeenCalled();
    expect(field.value).toBe("4");
    expect(screen.getByText(`The least raise is to ${formatCents(1000)}.`)).toBeTruthy();
    expect((action("bet_or_raise") as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(field);
    await userEvent.type(field, "20.13");
    await userEvent.tab();
    expect(field.value).toBe("20.13");
    expect(screen.getByText(`Chips here are ${formatCents(25)}: ${formatCents(2013)} cannot be bet.`)).toBeTruthy();
    expect((action("bet_or_raise") as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(action("bet_or_raise")!);
    expect(act).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, "900{Enter}");
    expect(field.value).toBe("900");
    expect(screen.getByText(`The most this seat may raise is to ${formatCents(6000)}.`)).toBeTruthy();
    // Fixed: the words go, and the amount typed is the one bet.
    await userEvent.clear(field);
    await userEvent.type(field, "20.25{Enter}");
    expect(screen.queryByText(/cannot be bet|The most|The least/)).toBeNull();
    expect(act).toHaveBeenCalledWith({ type: "bet_or_raise", seat: 2, to: 2025 });
  });

  it("the words name the rule: a bet's least and the table's chip (1.00: 5.50 cannot be bet)", () => {
    const bet = { raise: false, min_to: 400, max_to: 10000, step: 100 };
    expect(readAmount(bet, "3")).toEqual({ problem: `The least bet is ${formatCents(400)}.` });
    expect(readAmount(bet, "5.50")).toEqual({ problem: `Chips here are ${formatCents(100)}: ${formatCents(550)} cannot be bet.` });
    expect(readAmount({ ...bet, raise: true }, "3")).toEqual({ problem: `The least raise is to ${formatCents(400)}.` });
    expect(readAmount(bet, "5")).toEqual({ cents: 500 });
    // An all-in end that is not a whole number of chips is still legal.
    expect(readAmount({ ...bet, max_to: 10050 }, "100.50")).toEqual({ cents: 10050 });
  });
});

describe("the raise slider follows the WAI-ARIA slider keys, in the table's chips", () => {
  it("says the amount in words, steps by a chip, jumps ten with PageUp, Home is the least, End the most", () => {
    bar("holdem", 3);
    const slider = screen.getByRole("slider");
    expect(slider.getAttribute("aria-valuetext")).toBe("10.00");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(slider.getAttribute("aria-valuetext")).toBe("10.25");
    fireEvent.keyDown(slider, { key: "PageUp" });
    expect(slider.getAttribute("aria-valuetext")).toBe("12.75");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider.getAttribute("aria-valuetext")).toBe("60.00");
    fireEvent.keyDown(slider, { key: "Home" });
    expect(slider.getAttribute("aria-valuetext")).toBe("10.00");
    expect(action("bet_or_raise")?.textContent).toBe("RRaise to 10.00");
  });

  it("the presets are the engine's: Min, ½ Pot, Pot, All-in put their amount on the button", async () => {
    bar("holdem", 3); // sizes: 10.00, 16.00, 26.00, 60.00
    await userEvent.click(screen.getByRole("button", { name: "½ Pot 16.00" }));
    expect(action("bet_or_raise")?.textContent).toBe("RRaise to 16.00");
    await userEvent.click(screen.getByRole("button", { name: "Pot 26.00" }));
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toBe("26.00");
  });
});
