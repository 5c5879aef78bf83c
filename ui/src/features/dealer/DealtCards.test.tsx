// The card picker greys the cards already dealt in the hand: a dealer cannot tap a card that is
// on the board or in another seat's hand (the room would refuse it as a duplicate).
import { describe, expect, it, vi } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CardPicker, deckFor } from "../../components/cards";
import { renderApp } from "../../test/render";
import { ConsolePage } from "./ConsolePage";
import { dealtCards, potView } from "./seats";
import { viewAt } from "./testViews";

/** The console showing the fixture's view at step `i` (the room's own answer). */
function consoleAt(i: number) {
  const view = viewAt("holdem", i);
  mockIPC((cmd) => (cmd === "dealer_console" ? view : null), { shouldMockEvents: true });
  renderApp(<ConsolePage tableId={view.table.table.id} />);
  return view;
}

const gridCard = (card: string) => document.querySelector<HTMLButtonElement>(`.card-grid [data-card="${card}"]`)!;

describe("cards already dealt are greyed on the card picker", () => {
  it("the dealt cards are the board and every seat's known hole cards; a seat naming its own keeps its own", () => {
    const pot = potView(viewAt("holdem", 21))!;
    // Seat 2 has shown Kh Ks; the board is Ah Kd 7c 2s 9h.
    expect([...dealtCards(pot)].sort()).toEqual(["2s", "7c", "9h", "Ah", "Kd", "Kh", "Ks"]);
    expect(dealtCards(pot, 2).has("Kh")).toBe(false);
    expect(dealtCards(pot, 3).has("Kh")).toBe(true);
  });

  it("dealing the turn: the flop's cards are greyed and a tap on one adds nothing", async () => {
    consoleAt(13);
    await screen.findByRole("group", { name: /The turn: tap the cards/ });
    for (const c of ["Ah", "Kd", "7c"]) {
      expect(gridCard(c).disabled).toBe(true);
      expect(gridCard(c).textContent).toMatch(/already dealt/);
    }
    expect(gridCard("2s").disabled).toBe(false);
    await userEvent.click(gridCard("Ah"));
    expect(screen.getByRole("textbox")).toHaveProperty("value", "");
    await userEvent.click(gridCard("2s"));
    expect(screen.getByRole("textbox")).toHaveProperty("value", "2s");
  });

  it("at the showdown, the next seat's picker greys the cards seat 2 showed and the board", async () => {
    consoleAt(21);
    await screen.findByRole("group", { name: /The cards shown: tap the cards/ });
    for (const c of ["Kh", "Ks", "Ah", "9h"]) expect(gridCard(c).disabled).toBe(true);
    expect(gridCard("7h").disabled).toBe(false);
  });

  it("a card no one has is tapped as before; with nothing dealt nothing is greyed", () => {
    const onSubmit = vi.fn();
    renderApp(<CardPicker deck={deckFor("holdem", false)} min={1} allowUnknown label="The flop" submitLabel={() => "Deal"} onSubmit={onSubmit} />);
    expect(document.querySelectorAll(".card-grid [data-card]:disabled")).toHaveLength(0);
  });
});
