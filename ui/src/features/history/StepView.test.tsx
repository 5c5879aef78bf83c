import { describe, expect, it } from "vitest";
import { render, within } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import type { HandView } from "../../api";
import { theme } from "../../Providers";
import { StepView } from "./StepView";
import { hand221, holdemHands, panHands } from "./testing";

const show = (hand: HandView) => render(<MantineProvider theme={theme}>{<StepView hand={hand} />}</MantineProvider>).container;
const cells = (root: HTMLElement, seat: number) =>
  [...root.querySelectorAll(`tr[data-seat="${seat}"] > *`)].map((c) => c.textContent);

describe("a pot game's hand at one step", () => {
  const hands = holdemHands();

  it("mid-hand: the street, the pots, every seat's stack, bet and cards, and the seat to act marked in words", () => {
    const hand = hands.find((h) => h.waiting_for.who.kind === "seat" && h.waiting_for.who.seat === 1)!;
    const root = show(hand);
    expect(root.querySelector("[data-field=waiting]")?.textContent).toBe(`Next: ${hand.waiting_for.words}`);
    expect(root.querySelector(".hist-street")?.textContent).toBe("pre-flop");
    expect(root.querySelector("tr[data-to-act]")?.getAttribute("data-seat")).toBe("1");
    expect(cells(root, 1)[4]).toBe("◀ to act");
    // Seat 2 posted the small blind, seat 3 the big one (the engine's numbers, as cents).
    expect(cells(root, 2)[0]).toMatch(/^Seat 2.*SB/);
    expect(cells(root, 3)[0]).toMatch(/^Seat 3.*BB/);
    expect(root.querySelector("tr[data-seat='4'] [data-field=bet]")?.textContent).toBe("6.00");
  });

  it("as it ended: the board, each seat's result with its sign, and who won each pot and the house's take", () => {
    const root = show(hands.at(-1)!);
    expect(root.querySelector("[data-field=waiting]")?.textContent).toBe("The hand is over.");
    const board = within(root.querySelector("[aria-label=Board]") as HTMLElement).getAllByRole("img").map((c) => c.getAttribute("data-card"));
    expect(board).toEqual(["Ah", "Kd", "7c", "2s", "9h"]);
    expect(root.querySelector("tr[data-seat='2'] [data-field=net]")?.textContent).toBe("+177.00");
    expect(root.querySelector("tr[data-seat='1'] [data-field=net]")?.textContent).toBe("−80.00");
    expect(root.querySelector("tr[data-seat='4']")?.getAttribute("data-state")).toBe("folded");
    expect(root.querySelector("[data-field=result]")?.textContent).toBe(
      "Result. main pot: 240.00 → seat 2 237.00side pot 1: 40.00 → seat 3 40.00house 3.00",
    );
  });
});

describe("Pan and the banked game at one step", () => {
  it("Pan as it ended: who went out and each player's net", () => {
    const root = show(panHands().at(-1)!);
    expect(root.querySelector("[data-field=result]")?.textContent).toBe("Seat 2 went out.Seat 1 −2.25 paidSeat 2 +2.25 won");
    expect(root.querySelectorAll(".pan-ledger-row").length).toBeGreaterThan(0);
  });

  it("a Draw Poker with Joker box: the player's cards once dealt, the dealer's unseen as backs, the settlement at the end", () => {
    const { steps } = hand221();
    const dealt = show(steps[2]!);
    const cards = (who: string) => [...dealt.querySelectorAll(`[data-field=${who}] [data-card]`)].map((c) => c.getAttribute("data-card"));
    expect(cards("player")).toEqual(["2c", "9c", "9d", "Jk", "6h"]);
    expect(cards("dealer")).toEqual(["??", "??", "??", "??", "??"]);
    const end = show(steps.at(-1)!);
    expect(end.querySelector("[aria-label=Settled] [data-field=player_net]")?.textContent).toMatch(/\+2\.00/);
  });
});
