import { describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConsoleView, HandAction, PanAction, PanView } from "../../../api";
import panJson from "../../../fixtures/console/pan.json";
import { PanPanel, PanStart } from ".";
import { renderKit, shortButtons, shownBefore, type Fixture } from "./testing";
import { capital, panTurnWords } from "./words";
import { seatLabel } from "../../../lib/panWords";

const fx = panJson as unknown as Fixture;
const acts = fx.steps.filter((s) => s.call === "act_in_hand");
/** The view the console shows before the n-th entry of the hand (refusals change nothing). */
function viewBefore(step: number): ConsoleView {
  return shownBefore(fx, acts[step]!);
}
const lastView = () => fx.steps.at(-1)!.ok!;
const panAction = (n: number) => (acts[n]!.args.action as HandAction & { kind: "pan" }).action;
const firstOf = (type: PanAction["type"]) => acts.findIndex((s) => (s.args.action as { action: PanAction }).action.type === type);

function show(view: ConsoleView) {
  const send = vi.fn<(a: HandAction) => void>();
  const r = renderKit(<PanPanel view={view} send={send} busy={false} />);
  return { send, rerender: (v: ConsoleView) => r.rerender(<PanPanel view={v} send={send} busy={false} />), container: r.container };
}

const user = () => userEvent.setup({ delay: null });
const field = () => screen.getByRole("textbox");
async function typeCards(u: ReturnType<typeof user>, cards: string[]) {
  await u.clear(field());
  await u.type(field(), `${cards.join(" ")}{Enter}`);
}
/** Keys go to the page, not a field. */
const away = () => act(() => (document.activeElement as HTMLElement | null)?.blur());

/** Enters one of the fixture's entries the way a dealer does: keys where there are keys. */
async function enter(u: ReturnType<typeof user>, a: PanAction) {
  away();
  switch (a.type) {
    case "post_tops":
      return u.click(screen.getByRole("button", { name: /Take the tops/ }));
    case "deal":
      await u.click(within(screen.getByRole("group", { name: "The seat dealt to" })).getByRole("button", { name: new RegExp(`^Seat ${a.seat}\\b`) }));
      return typeCards(u, a.cards);
    case "stay":
      return u.keyboard("s");
    case "draw_stock":
      await u.keyboard("d");
      return typeCards(u, [a.card]);
    case "discard":
      await u.keyboard("x");
      return typeCards(u, [a.card]);
    case "meld":
      await u.keyboard("m");
      if (a.play.type === "add") {
        await u.keyboard("a");
        await u.click(screen.getByRole("button", { name: new RegExp(`^Meld ${a.play.meld + 1}:`) }));
      }
      return typeCards(u, a.play.type === "lay" || a.play.type === "add" ? a.play.cards : []);
    case "go_out":
      return u.keyboard("o");
    default:
      throw new Error(`the fixture has no ${a.type}`);
  }
}

describe("PanPanel: a whole hand from the real room", () => {
  it("produces every entry of the fixture's hand, in order, exactly as the room took it", async () => {
    const u = user();
    const { send, rerender } = show(viewBefore(0));
    for (let n = 0; n < acts.length; n++) {
      await enter(u, panAction(n));
      expect(send, `entry ${n}: ${JSON.stringify(panAction(n))}`).toHaveBeenLastCalledWith(acts[n]!.args.action);
      expect(send).toHaveBeenCalledTimes(n + 1);
      rerender(acts[n]!.ok!);
    }
    expect(screen.getByRole("status").textContent).toContain("Seat 2 Uma went out.");
  }, 30_000);

  it("after a stock draw the card drawn waits in the discard entry: one tap discards it", async () => {
    const n = firstOf("discard");
    const u = user();
    const { send, rerender } = show(viewBefore(n - 1));
    await enter(u, panAction(n - 1));
    rerender(viewBefore(n));
    await u.click(screen.getByRole("button", { name: /^Discard 5c/ }));
    expect(send).toHaveBeenLastCalledWith(acts[n]!.args.action);
  });
});

describe("PanPanel: only the entries the phase takes", () => {

  it("the tops are taken by themselves: the first view waits for the deal, with no Take the tops", () => {
    show(viewBefore(0));
    expect(screen.queryByRole("button", { name: /Take the tops/ })).toBeNull();
    expect(viewBefore(0).hand?.automatic).toEqual([true]);
  });

  it("going on top: the seat to act stays or retires; nothing of the play", () => {
    show(viewBefore(firstOf("stay")));
    expect(screen.getByRole("button", { name: /Seat 1 Tia stays/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Seat 1 Tia retires/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Draw stock/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Take the tops/ })).toBeNull();
  });

  const moves = () => [...document.querySelectorAll(".pan-modes > *")].map((b) => (b.tagName === "BUTTON" ? b.textContent : "·"));

  it("the turn's first move: the stock only, when the top discard may not be taken; no meld, discard or go out yet", () => {
    show(viewBefore(firstOf("draw_stock")));
    expect(moves()).toEqual(["DDraw stock", "·", "·", "·", "·", "·", "IIrregular…"]);
    expect(screen.queryByRole("button", { name: /stays/ })).toBeNull();
    expect(screen.queryByRole("group", { name: "The seat dealt to" })).toBeNull();
  });

  it("the top discard is offered, by name, only when the engine says it may be taken; Force only when it fits his melds", () => {
    const takeable = fx.steps.find((s) => s.ok?.hand?.game.kind === "pan" && s.ok.hand.game.options.takeable === "5c")!.ok!;
    show(takeable);
    expect(moves()).toEqual(["DDraw stock", "TTake the 5c", "·", "·", "·", "·", "IIrregular…"]);
    const forced = fx.steps.find((s) => s.ok?.hand?.game.kind === "pan" && s.ok.hand.game.options.may_force)!.ok!;
    show(forced);
    expect(screen.getAllByRole("button", { name: /Force…/ })).toHaveLength(1);
  });

  it("after the stock draw: meld or discard (the card drawn waits in the discard entry), no second draw", () => {
    show(viewBefore(firstOf("discard")));
    expect(moves()).toEqual(["·", "·", "MMeld", "XDiscard", "·", "·", "IIrregular…"]);
    expect(screen.getByRole("button", { name: /^Discard 5c/ })).toBeTruthy();
  });

  it("Goes out appears only for the seat the engine says may go out", () => {
    show(viewBefore(firstOf("go_out")));
    expect(screen.getByRole("button", { name: /Goes out/ })).toBeTruthy();
    for (let n = 0; n < firstOf("go_out"); n++) {
      const { container } = show(viewBefore(n));
      expect(container.querySelector('[data-action="go_out"]'), `before entry ${n}`).toBeNull();
    }
  });

  it("a finished hand offers no entry and shows each player's result", () => {
    show(lastView());
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    const result = screen.getByRole("status");
    expect(result.textContent).toContain("Seat 1 Tia −2.25 paid");
    expect(result.textContent).toContain("Seat 2 Uma +2.25 won");
  });
});

describe("PanPanel: what the dealer reads", () => {
  it("each seat shows its melds numbered from 1, its conditions in chips, its net and stack", () => {
    const { container } = show(lastView());
    const uma = container.querySelector<HTMLElement>('[data-seat="2"]')!;
    expect(within(uma).getByLabelText("Meld 1, rope: Kh Qh Jh")).toBeTruthy();
    expect(within(uma).getByLabelText("Meld 3, set: 2h 2d 2c 2c")).toBeTruthy();
    expect(uma.querySelector('[data-field="meld_chips"]')!.textContent).toBe("3 chips");
    expect(uma.textContent).toContain("+2.25 won");
    expect(uma.textContent).toContain("stack 102.25");
  });

  it("the ledger says who paid whom, why, in chips and money, newest first", () => {
    show(lastView());
    const rows = within(screen.getByRole("region", { name: /Chip ledger/ })).getAllByRole("listitem");
    expect(rows).toHaveLength(8);
    expect(rows[0]!.textContent).toBe("Tops → Seat 2 Umathe tops2 chips · 0.50");
    expect(rows[1]!.textContent).toBe("Seat 1 Tia → Seat 2 Umaconditions again3 chips · 0.75");
    expect(rows.at(-1)!.textContent).toBe("Seat 1 Tia → Topstop1 chip · 0.25");
  });

  it("whose turn is impossible to miss: the outlined seat, and the turn line says what the stage allows", () => {
    const { container } = show(viewBefore(firstOf("draw_stock")));
    expect(container.querySelector('[data-to-act]')!.getAttribute("data-seat")).toBe("1");
    expect(screen.getByText("◀ to act")).toBeTruthy();
    const names = new Map([[1, "Tia"], [2, "Uma"]]);
    const words = (v: ConsoleView) => panTurnWords(v.hand!.game as PanView, (s) => seatLabel(s, names));
    expect(words(viewBefore(firstOf("draw_stock")))).toBe("Seat 1 Tia · draws from the stock");
    expect(words(viewBefore(firstOf("discard")))).toBe("Seat 1 Tia · melds the 5c at once or discards it");
    expect(words(viewBefore(firstOf("go_out")))).toBe("Seat 2 Uma · melds more or discards, or goes out");
    expect(words(viewBefore(0))).toBe("The dealer is dealing");
  });

  it("the dealer's steps and the hand's end are said from the phase, as the room words them", () => {
    const views = fx.steps.flatMap((s) => (s.ok?.hand?.game.kind === "pan" ? [s.ok.hand] : []));
    const said = views.filter((h) => ["tops", "dealing", "complete"].includes((h.game as PanView).phase));
    expect(said.length).toBeGreaterThan(1);
    for (const h of said) expect(panTurnWords(h.game as PanView, String)).toBe(capital(h.waiting_for.words));
  });

  it("the stock left and the top discard are in sight", () => {
    const { container } = show(viewBefore(firstOf("go_out")));
    expect(container.querySelector('[data-field="stock"]')!.textContent).toBe("Stock 286 cards");
    expect(within(container.querySelector<HTMLElement>('[data-field="top_discard"]')!).getByRole("img", { name: "two of clubs" })).toBeTruthy();
  });
});

describe("PanPanel: touch and keys", () => {
  it("no key fires while typing in a card field", async () => {
    const u = user();
    const { send } = show(viewBefore(firstOf("draw_stock")));
    await u.click(field());
    await u.keyboard("o");
    await u.keyboard("x");
    expect(send).not.toHaveBeenCalled();
    expect((field() as HTMLInputElement).value).toBe("ox");
  });

  it("a card may be tapped more than once (eight decks): the deal of Ah Jd Qd 3h Ah by touch", async () => {
    const u = user();
    const { send } = show(viewBefore(firstOf("deal")));
    const grid = screen.getByRole("group", { name: /tap the cards/ });
    for (const c of ["Ah", "Jd", "Qd", "3h", "Ah"]) await u.click(within(grid).getByRole("button", { name: `Add ${cardWords(c)}` }));
    await u.click(screen.getByRole("button", { name: /^Deal Ah Jd Qd 3h Ah to seat 1/ }));
    expect(send).toHaveBeenCalledWith({ kind: "pan", action: { type: "deal", seat: 1, cards: ["Ah", "Jd", "Qd", "3h", "Ah"] } });
  });

  it("Pan's grid has no 8, 9 or 10, and no joker", () => {
    show(viewBefore(firstOf("deal")));
    const grid = screen.getByRole("group", { name: /tap the cards/ });
    expect(within(grid).getAllByRole("button")).toHaveLength(41); // 40 cards and "??"
    expect(within(grid).queryByRole("button", { name: /ten|nine|eight|joker/ })).toBeNull();
  });

  it("every button is at least 48 px tall, at every step of the hand", () => {
    for (let n = 0; n < acts.length; n++) {
      const { container } = show(viewBefore(n));
      expect(shortButtons(container), `before entry ${n}`).toEqual([]);
    }
  });

  it("a table's first hand has no rule to go by: the dealer taps the first hand before Next hand can start it", async () => {
    const u = user();
    const onChoice = vi.fn();
    renderKit(<PanStart view={fx.steps[0]!.ok!} onChoice={onChoice} />);
    expect(fx.steps[0]!.ok!.hand).toBeNull();
    expect(screen.queryByRole("button", { name: "By the rule" })).toBeNull();
    expect(onChoice).toHaveBeenLastCalledWith(null);
    expect(screen.getByText(/tap the first hand/)).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Seat 1 Tia" }));
    expect(screen.getByText("Next hand (N) starts the hand, Seat 1 Tia first.")).toBeTruthy();
    expect(onChoice).toHaveBeenLastCalledWith(fx.steps[1]!.args.start);
  });

  it("after a hand, the first hand goes by the rule until one is tapped", async () => {
    const onChoice = vi.fn();
    renderKit(<PanStart view={lastView()} onChoice={onChoice} />);
    expect(screen.getByRole("button", { name: "By the rule" }).getAttribute("aria-pressed")).toBe("true");
    expect(onChoice).toHaveBeenLastCalledWith({ kind: "pan", first: null });
  });
});

const NAMES: Record<string, string> = { A: "ace", K: "king", Q: "queen", J: "jack", "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two" };
const SUITS: Record<string, string> = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };
const cardWords = (c: string) => `${NAMES[c[0]!]} of ${SUITS[c[1]!]}`;
