import { describe, expect, it } from "vitest";
import { GAMES } from "../api";
import { deckFor } from "../components/cards";
import { GAME_CODES, GAME_NAMES, gameSpec, hasBlinds, hasButton } from "./games";
import { choosesStructure, defaultChip, defaultOpenTable, tableRules } from "./openTableForm";

describe("the games' facts come from the room's one list (GAMES)", () => {
  it("lists the eight games in the floor's order, each named as the room names it", () => {
    expect(GAME_CODES).toEqual(["holdem", "pineapple", "crazy_pineapple", "five_card_draw", "lowball", "mexican", "pan", "joker_draw"]);
    expect(GAME_NAMES.lowball).toBe("Low Ball");
    for (const g of GAMES) expect(gameSpec(g.code)).toBe(g);
  });

  it("blinds for Hold'em, the Pineapples and Low Ball; no button in Pan or the banked game", () => {
    expect(GAME_CODES.filter(hasBlinds)).toEqual(["holdem", "pineapple", "crazy_pineapple", "lowball"]);
    expect(GAME_CODES.filter((g) => !hasButton(g))).toEqual(["pan", "joker_draw"]);
  });

  it("each game's deck: Mexican 41 with the joker, Low Ball's joker always, Five Card Draw's by the table, Pan's ace low", () => {
    expect(deckFor("mexican", false)).toEqual({ ranks: [..."AKQJ765432"], joker: true });
    expect(deckFor("lowball", false).joker).toBe(true);
    expect(deckFor("five_card_draw", false).joker).toBe(false);
    expect(deckFor("five_card_draw", true).joker).toBe(true);
    expect(deckFor("holdem", true)).toEqual({ ranks: [..."AKQJT98765432"], joker: false });
    expect(deckFor("pan", false).ranks.at(-1)).toBe("A");
  });

  it("the open-table form offers each game's structure, chip and options from its facts", () => {
    expect(defaultChip("pan")).toBe("0.25");
    expect(defaultChip("joker_draw")).toBe("0.10");
    expect(defaultChip("holdem")).toBe("1");
    expect(choosesStructure("pan")).toBe(false);
    expect(defaultOpenTable(undefined, "holdem").betting).toBe("no_limit");
    expect(defaultOpenTable(undefined, "lowball").betting).toBe("fixed_limit");
    expect(tableRules("five_card_draw", "fixed_limit", false).joker).toBe(true);
    expect(tableRules("joker_draw", "fixed_limit", false).cap).toBe(false);
  });
});
