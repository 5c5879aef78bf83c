import { formatCents } from "../../../lib/money";
import { describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConsoleView, HandAction, IpcError, JokerDrawAction } from "../../../api";
import bankedJson from "../../../fixtures/console/banked.json";
import { ConsoleRefusal } from "../ConsoleRefusal";
import { LastCommandStore } from "../useConsoleCommands";
import { renderKit, shortButtons, shownBefore, type Fixture } from "../pan/testing";
import { refusalWords } from "../../../lib/refusals";
import { BankedPanel, BankedStart } from ".";
import { bankedTurnWords } from "./words";
import { capital } from "../words";

const fx = bankedJson as unknown as Fixture;
const acts = fx.steps.filter((s) => s.call === "act_in_hand");
const actionOf = (n: number) => (acts[n]!.args.action as HandAction & { kind: "banked" }).action;
const indexOf = (type: JokerDrawAction["type"]) => acts.findIndex((s) => (s.args.action as { action: JokerDrawAction }).action.type === type);
function viewBefore(n: number): ConsoleView {
  return shownBefore(fx, acts[n]!);
}

/** The panel as the console mounts it, with the shell's refusal line beside it. */
function Console({ view, send, last }: { view: ConsoleView; send: (a: HandAction) => void; last: LastCommandStore }) {
  return (
    <>
      <ConsoleRefusal last={last} />
      <BankedPanel view={view} send={send} busy={false} />
    </>
  );
}
function show(view: ConsoleView) {
  const send = vi.fn<(a: HandAction) => void>();
  const last = new LastCommandStore();
  const r = renderKit(<Console view={view} send={send} last={last} />);
  const rerender = (v: ConsoleView, error: IpcError | null = null) => {
    act(() => last.set(error ? { state: "refused", error } : { state: "idle", error: null }));
    r.rerender(<Console view={v} send={send} last={last} />);
  };
  return { send, container: r.container, rerender };
}
const user = () => userEvent.setup({ delay: null });
const away = () => act(() => (document.activeElement as HTMLElement | null)?.blur());
const NAMES: Record<string, string> = { A: "ace", K: "king", Q: "queen", J: "jack", T: "ten", "9": "nine", "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two" };
const SUITS: Record<string, string> = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };
const words = (c: string) => (c === "Jk" ? "joker" : `${NAMES[c[0]!]} of ${SUITS[c[1]!]}`);
async function typeCards(u: ReturnType<typeof user>, cards: string[]) {
  const f = screen.getByRole("textbox");
  await u.clear(f);
  await u.type(f, `${cards.join(" ")}{Enter}`);
}
async function tapCards(u: ReturnType<typeof user>, cards: string[]) {
  for (const c of cards) await u.click(screen.getByRole("button", { name: `Change ${words(c)}` }));
}

/** Enters one of the fixture's entries the way a dealer does. */
async function enter(u: ReturnType<typeof user>, a: JokerDrawAction, view: ConsoleView) {
  away();
  const box = view.hand!.game as Extract<ConsoleView["hand"], object>["game"] & { kind: "banked" };
  switch (a.type) {
    case "deal_player":
    case "reveal_dealer":
      return typeCards(u, a.cards);
    case "deal_dealer":
      return u.keyboard("d");
    case "exchange":
      await tapCards(u, a.discard);
      return typeCards(u, a.draw);
    case "bet":
      return u.keyboard("r");
    case "dealer_exchange": {
      // Untap what is tapped and is not in this exchange, tap what is missing.
      for (const c of box.dealer_cards) {
        const b = screen.getByRole("button", { name: `Change ${words(c)}` });
        if ((b.getAttribute("aria-pressed") === "true") !== a.discard.includes(c)) await u.click(b);
      }
      if (a.discard.length === 0) return u.keyboard("k");
      return typeCards(u, a.draw);
    }
    case "settle":
      return u.keyboard("s");
    default:
      throw new Error(`the fixture has no ${a.type}`);
  }
}

describe("BankedPanel: a whole box from the real room", () => {
  it("produces every entry of the fixture's box in order, the refused dealer exchange included", async () => {
    const u = user();
    let view = viewBefore(0);
    const { send, rerender } = show(view);
    for (let n = 0; n < acts.length; n++) {
      await enter(u, actionOf(n), view);
      expect(send, `entry ${n}: ${JSON.stringify(actionOf(n))}`).toHaveBeenLastCalledWith(acts[n]!.args.action);
      expect(send).toHaveBeenCalledTimes(n + 1);
      const step = acts[n]!;
      if (step.ok) view = step.ok;
      rerender(view, step.error ?? null);
    }
    expect(screen.getByRole("region", { name: "Settled" }).textContent).toContain("The dealer wins");
  }, 30_000);

  it("the dealer's exchange: the house rule and the required cards are shown, and tapped already", () => {
    show(viewBefore(indexOf("dealer_exchange")));
    const plan = screen.getByRole("note", { name: "The house's required exchange" });
    expect(plan.textContent).toBe("House rule: Three of a kind: change the two other cards. Required: change 4♣5♥");
    const pressed = screen.getAllByRole("button", { pressed: true }).map((b) => b.getAttribute("data-card"));
    expect(pressed).toEqual(["4c", "5h"]);
    expect(screen.queryByText(/Not the house's exchange/)).toBeNull();
    expect(screen.getByRole("textbox", { name: /The dealer's cards drawn for 4c 5h/ })).toBeTruthy();
  });

  it("any other exchange is said not to be the house's, and the room's refusal is shown in words", async () => {
    const u = user();
    const n = indexOf("dealer_exchange");
    const { send, rerender } = show(viewBefore(n));
    await enter(u, actionOf(n), viewBefore(n));
    expect(screen.getByText(/Not the house's exchange: the room will refuse it. The house changes 4c 5h./)).toBeTruthy();
    expect(send).toHaveBeenLastCalledWith({ kind: "banked", action: { type: "dealer_exchange", discard: [], draw: [] } });
    const refusal = acts[n]!.error!;
    expect(refusal.code).toBe("wrong_dealer_exchange");
    rerender(viewBefore(n), refusal);
    expect(screen.getByRole("alert").textContent).toContain("The dealer must change 4c5h (three of a kind: change the two other cards), not nothing");
    expect(refusalWords(refusal)).toBe("That is not the house's exchange. The dealer changes exactly the cards the house rule says.");
  });
});

describe("BankedPanel: only the legal entries, with the engine's amounts", () => {
  it("the first decision: Fold, Bet 1.20 and Exchange 1 to 5 adding 0.60", () => {
    show(viewBefore(indexOf("exchange")));
    const names = screen.getAllByRole("button", { name: /Fold|Bet|Exchange/ }).map((b) => b.textContent);
    expect(names).toEqual(["FFold", "RBet 1.20", "XExchange 1 to 5 (adds 0.60)"]);
  });

  it("the second decision offers one card for 0.60 and the Bet of 2.40", () => {
    show(viewBefore(indexOf("bet")));
    expect(screen.getByRole("button", { name: /^R Bet 2.40|Bet 2.40/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Exchange 1 \(adds 0.60\)/ })).toBeTruthy();
    // One card is "the card", never "the 1 cards".
    expect(screen.getByText("Exchange: tap the card the player changes, then enter the card the player draws.")).toBeTruthy();
  });

  it("the first exchange's hint names the range of cards", () => {
    show(viewBefore(indexOf("exchange")));
    expect(screen.getByText("Exchange: tap the 1 to 5 cards the player changes, then enter the cards the player draws.")).toBeTruthy();
  });

  it("dealing offers no decision; the dealer's revealed cards must all be named (no unknown card)", () => {
    const { container } = show(viewBefore(0));
    expect(screen.queryByRole("button", { name: /Fold|Bet/ })).toBeNull();
    expect(container.querySelector('button[data-card="??"]')).not.toBeNull();
    const reveal = show(viewBefore(indexOf("reveal_dealer")));
    expect(reveal.container.querySelector('button[data-card="??"]')).toBeNull();
    expect(reveal.container.querySelector('button[data-card="Jk"]')).not.toBeNull();
  });

  it("once every card is known the box settles by itself, and what it paid is shown line by line", () => {
    show(fx.steps.at(-1)!.ok!);
    const s = screen.getByRole("region", { name: "Settled" });
    expect(s.querySelector('[data-field="ante"]')!.textContent).toBe("Ante box1.20−1.20");
    expect(s.querySelector('[data-field="bet"]')!.textContent).toBe("Bet2.40−2.40");
    expect(s.querySelector('[data-field="bonus"]')!.textContent).toBe("BONUS0.30−0.30lost");
    expect(s.querySelector('[data-field="house_net"]')!.textContent).toBe("House+3.90");
  });

  it("once settled, the box shows the player's stack after it, as the room holds it, not the one it began with", () => {
    const last = fx.steps.at(-1)!.ok!;
    const { container } = show(last);
    const game = last.hand!.game as { stack_cents: number; settlement: { player_net: number } };
    const after = game.stack_cents + game.settlement.player_net;
    expect(container.querySelector('[data-field="box-stack"]')!.textContent).toBe(`stack ${formatCents(after)} (was ${formatCents(game.stack_cents)})`);
    // The room's seat says the same.
    const seat = last.table.seats.find((x) => x.seat_no === (last.hand!.game as { seat: number }).seat)!;
    expect(seat.stack_cents).toBe(after);
  });

  it("the dealer's unknown cards show as backs", () => {
    show(viewBefore(indexOf("exchange")));
    expect(within(screen.getByRole("group", { name: "Dealer's cards" })).getAllByRole("img", { name: "unknown card" })).toHaveLength(5);
  });

  it("a settled box offers no entry", () => {
    const { container } = show(fx.steps.at(-1)!.ok!);
    expect(container.querySelectorAll(".banked-actions button")).toHaveLength(0);
  });

  it("every button is at least 48 px tall, at every step of the box", () => {
    for (let n = 0; n < acts.length; n++) {
      const { container } = show(viewBefore(n));
      expect(shortButtons(container.querySelector(".banked-panel")!), `before entry ${n}`).toEqual([]);
    }
  });
});

describe("BankedStart", () => {
  const first = () => fx.steps[0]!.ok!;
  it("asks for the seat, the ante within the room's range and the BONUS; Next hand gets the fixture's start", async () => {
    const u = user();
    const onChoice = vi.fn();
    renderKit(<BankedStart view={first()} onChoice={onChoice} />);
    expect(screen.getByRole("button", { name: /Seat 1 Vic/, pressed: true })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ante down 0.30" }).hasAttribute("disabled")).toBe(true);
    await u.click(screen.getByRole("button", { name: "Ante up 0.30" }));
    await u.click(screen.getByRole("button", { name: "BONUS up 0.30" }));
    expect(screen.getByText("Next hand (N) starts the box: seat 1, ante 0.60, BONUS 0.30.")).toBeTruthy();
    expect(onChoice).toHaveBeenLastCalledWith(fx.steps[1]!.args.start);
  });

  it("the stakes stay within the room's ante range (ConsoleView.antes), in its steps, not the stakes' words", async () => {
    const u = user();
    const onChoice = vi.fn();
    const view = { ...first(), antes: { min_cents: 50, max_cents: 150, step_cents: 50 } };
    renderKit(<BankedStart view={view} onChoice={onChoice} />);
    const up = screen.getByRole("button", { name: "Ante up 0.50" });
    for (let i = 0; i < 4; i++) if (!up.hasAttribute("disabled")) await u.click(up);
    expect(up.hasAttribute("disabled")).toBe(true);
    expect(onChoice).toHaveBeenLastCalledWith({ kind: "banked", seat: 1, ante_cents: 150, bonus_cents: 0 });
    expect(screen.getAllByText("0.50 to 1.50")).toHaveLength(2);
  });

  it("no box starts until a seat is tapped where several players sit", () => {
    const onChoice = vi.fn();
    const v = first();
    const view = { ...v, table: { ...v.table, seats: [...v.table.seats, { ...v.table.seats[0]!, seat_no: 2, player_name: "Wes" }] } };
    renderKit(<BankedStart view={view} onChoice={onChoice} />);
    expect(onChoice).toHaveBeenLastCalledWith(null);
    expect(screen.getByText(/Tap the seat that plays the box/)).toBeTruthy();
  });

  it("every button is at least 48 px tall", () => {
    const { container } = renderKit(<BankedStart view={first()} onChoice={() => {}} />);
    expect(shortButtons(container)).toEqual([]);
  });
});

describe("BankedPanel: what the box waits for", () => {
  it("is said from the box's phase and entry, as the room words it (`waiting_for`), in every step of the fixture", () => {
    const boxes = fx.steps.flatMap((s) => (s.ok?.hand?.game.kind === "banked" ? [s.ok.hand.game] : []));
    expect(boxes.length).toBeGreaterThan(4);
    for (const box of boxes) expect(bankedTurnWords(box)).toBe(capital(box.waiting_for));
  });
});
