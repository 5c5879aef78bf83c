import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC } from "@tauri-apps/api/mocks";
import { CardPicker, cardsOf, deckFor, readCards } from "../../components/cards";
import { renderApp } from "../../test/render";
import { fewMarks, snapTo } from "./amount";
import { CollectionBanner } from "./CollectionBanner";
import { viewAt } from "./testViews";

beforeEach(() => mockIPC(() => null, { shouldMockEvents: true }));

describe("each game's deck", () => {
  it("Hold'em 52 cards; Low Ball 53 with the joker; Mexican Poker 41: no 8s, 9s, 10s, and the joker", () => {
    expect(cardsOf(deckFor("holdem", false))).toHaveLength(52);
    expect(cardsOf(deckFor("lowball", false))).toContain("Jk");
    const mexican = cardsOf(deckFor("mexican", false));
    expect(mexican).toHaveLength(41);
    expect(mexican.some((c) => /^[89T]/.test(c))).toBe(false);
  });
  it("the joker is offered where the table's deck holds it (Five Card Draw with joker), and only there", () => {
    expect(cardsOf(deckFor("five_card_draw", true))).toContain("Jk");
    expect(cardsOf(deckFor("five_card_draw", false))).not.toContain("Jk");
    const table = viewAt("lowball", 1).table.table;
    expect(table.joker).toBe(true);
    expect(cardsOf(deckFor(table.game, table.joker))).toHaveLength(53);
  });
  it("typed cards are read as the engine writes them, ?? unknown; a card not in the deck is named", () => {
    expect(readCards("ah KD 10c", deckFor("holdem", false))).toEqual({ cards: ["Ah", "Kd", "Tc"] });
    expect(readCards("AhKd7c", deckFor("holdem", false))).toEqual({ cards: ["Ah", "Kd", "7c"] });
    expect(readCards("?? jk", deckFor("lowball", true))).toEqual({ cards: ["??", "Jk"] });
    expect(readCards("8s", deckFor("mexican", false))).toEqual({ bad: "8s" });
    expect(readCards("Jk", deckFor("holdem", false))).toEqual({ bad: "Jk" });
  });
});

describe("a typed amount is snapped onto the engine's range", () => {
  const range = { raise: true, min_to: 1000, max_to: 6013, step: 25 };
  it("clamps to the range, goes down to a whole chip between, and keeps an all-in end", () => {
    expect(snapTo(range, 10)).toBe(1000);
    expect(snapTo(range, 2013)).toBe(2000);
    expect(snapTo(range, 6000)).toBe(6000);
    expect(snapTo(range, 6010)).toBe(6000);
    expect(snapTo(range, 99999)).toBe(6013);
  });
  it("a fixed limit's range steps from the small to the big bet: nothing between, each a mark to tap", () => {
    const mexican = { raise: false, min_to: 100, max_to: 200, step: 100 };
    expect(snapTo(mexican, 150)).toBe(100);
    expect(snapTo(mexican, 199)).toBe(100);
    expect(fewMarks(mexican)).toEqual([100, 200]);
    expect(fewMarks(range)).toBeNull();
  });
});

describe("the card picker: typed or tapped, the same entry", () => {
  function picker(min: number, allowUnknown = true, game: "holdem" | "mexican" = "holdem") {
    const onSubmit = vi.fn();
    renderApp(<CardPicker deck={deckFor(game, false)} min={min} allowUnknown={allowUnknown} label="The flop" submitLabel={(c) => `Deal ${c.join(" ")}`} onSubmit={onSubmit} />);
    return { onSubmit, field: screen.getByRole("textbox") };
  }
  it("typed cards, Enter confirms, sent as the engine writes them", async () => {
    const { onSubmit, field } = picker(3);
    await userEvent.type(field, "ah kd 7c{Enter}");
    expect(onSubmit).toHaveBeenCalledWith(["Ah", "Kd", "7c"]);
  });
  it("the wrong number of cards, or a card not in the deck, is said and nothing is sent", async () => {
    const { onSubmit, field } = picker(3, true, "mexican");
    await userEvent.type(field, "ah kd{Enter}");
    expect(screen.getByText(/Enter 3 cards/)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, "ah kd 9c{Enter}");
    expect(screen.getByText(/"9c" is not a card of this deck/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it("an unknown card is refused where the rules need the card", async () => {
    const { onSubmit, field } = picker(1, false);
    await userEvent.type(field, "??{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it("a tap on the grid adds the card to the entry, a second tap takes it out", async () => {
    const { onSubmit, field } = picker(2);
    await userEvent.click(screen.getByRole("button", { name: "ace of hearts" }));
    await userEvent.click(screen.getByRole("button", { name: "king of spades" }));
    expect((field as HTMLInputElement).value).toBe("Ah Ks");
    await userEvent.click(screen.getByRole("button", { name: "king of spades" }));
    await userEvent.click(screen.getByRole("button", { name: "an unknown card" }));
    await userEvent.click(screen.getByRole("button", { name: "Deal Ah ??" }));
    expect(onSubmit).toHaveBeenCalledWith(["Ah", "??"]);
  });
});

describe("the time collection banner waits for the hand's end and never stops it", () => {
  const due = viewAt("lowball", 13).collection; // three seats due, the hand just over
  /** The banner between hands (the seats `sittingOut` known to sit out): the mock it collects by. */
  const betweenHands = (sittingOut?: number[]) => {
    const onCollect = vi.fn();
    renderApp(<CollectionBanner due={due} sittingOut={sittingOut} handRunning={false} busy={false} onCollect={onCollect} />);
    return onCollect;
  };
  /** Seat `seat` marked with the choice labelled `as`. */
  const mark = (seat: number, as: string) => {
    const row = document.querySelector(`.collection-seats li[data-seat="${seat}"]`)!;
    return userEvent.click([...row.querySelectorAll("label")].find((l) => l.textContent === as)!);
  };
  it("while a hand runs it only says a collection is waiting: nothing to press", () => {
    renderApp(<CollectionBanner due={due} handRunning busy={false} onCollect={vi.fn()} />);
    expect(screen.getByRole("status").textContent).toMatch(/due at 21:30 for 3 seats: after this hand/);
    expect(screen.queryByRole("button")).toBeNull();
  });
  it("between hands: each seat with its amount; one tap collects from all", async () => {
    const onCollect = betweenHands();
    expect(screen.getByText(/Seat 1 Ned/).textContent).toBe("Seat 1 Ned 4.00");
    await userEvent.click(screen.getByRole("button", { name: "Collected from all" }));
    expect(onCollect).toHaveBeenCalledWith([], []);
  });
  it("a seat paid in cash is not an exception: it is paid, and its stack stays as it is", async () => {
    const onCollect = betweenHands();
    await mark(3, "Paid in cash");
    await userEvent.click(screen.getByRole("button", { name: "Collected from all" }));
    expect(onCollect).toHaveBeenCalledWith([], [3]);
  });
  it("a seat the room knows is sitting out is preselected Sitting out: one tap never records money he did not pay", async () => {
    const onCollect = betweenHands([3]);
    await userEvent.click(screen.getByRole("button", { name: "Collected, except 1 seat" }));
    expect(onCollect).toHaveBeenCalledWith([{ seat_no: 3, reason: "sitting_out" }], []);
  });
  it("a seat marked new (or sitting out, or left) is sent as an exception with its reason", async () => {
    const onCollect = betweenHands();
    await mark(5, "New");
    await userEvent.click(screen.getByRole("button", { name: "Collected, except 1 seat" }));
    expect(onCollect).toHaveBeenCalledWith([{ seat_no: 5, reason: "new_player" }], []);
  });
});
