// The hand's log strip and the Undo button in the station's language: in English, every entry
// of every hand the real room dealt (the console fixtures, one per game) reads exactly as the
// room's own sentence (`log`, `undo`); in Spanish, none of them reads in English.
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen } from "@testing-library/react";
import type { ConsoleView, HandView } from "../../api";
import { setLanguage } from "../../i18n";
import { renderApp } from "../../test/render";
import { ConsolePage } from "./ConsolePage";
import { entryWords, handWords, undoWords, type LogEntry } from "./entryWords";

const FIXTURES = import.meta.glob<{ default: unknown }>("../../fixtures/console/*.json", { eager: true });

type Found = { hands: HandView[]; consoles: ConsoleView[] };

/** Every hand view (`log` with `entries`) and every console view (`undo_takes`) a fixture holds. */
function found(fixture: unknown): Found {
  const out: Found = { hands: [], consoles: [] };
  const walk = (x: unknown) => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== "object") return;
    const o = x as Record<string, unknown>;
    if (Array.isArray(o.log) && Array.isArray(o.entries)) out.hands.push(o as unknown as HandView);
    if ("undo_takes" in o) out.consoles.push(o as unknown as ConsoleView);
    Object.values(o).forEach(walk);
  };
  walk(fixture);
  return out;
}

const GAMES = Object.entries(FIXTURES).map(([path, m]) => [path.replace(/^.*\/|\.json$/g, ""), found(m.default)] as const);

/** Every event the fixtures hold, each once (its kind, type and fields), with the room's sentence. */
function everyEntry(): { entry: LogEntry; log: string }[] {
  const seen = new Map<string, { entry: LogEntry; log: string }>();
  for (const [, { hands }] of GAMES) {
    for (const h of hands) h.entries.forEach((entry, i) => seen.set(JSON.stringify(entry), { entry, log: h.log[i]! }));
  }
  return [...seen.values()];
}

// Events no fixture's hand came to, worded here as `words.rs` words them.
const MORE: { entry: LogEntry; log: string }[] = [
  {
    entry: {
      kind: "pot",
      event: {
        type: "forced_bets_posted",
        antes: [
          { seat: 1, amount: 50, all_in: false },
          { seat: 2, amount: 25, all_in: true },
        ],
        blinds: [{ seat: 3, amount: 123456, all_in: false }],
        button_drop: 100,
        pot_drop: 200,
        kill: { seat: 4, amount: 800, all_in: false },
      },
    },
    log: "Posted: antes 0.75 · blinds seat 3 1,234.56 · kill seat 4 8.00 · drop 3.00",
  },
  { entry: { kind: "pot", event: { type: "forced_bets_posted", antes: [], blinds: [], button_drop: 0, pot_drop: 0 } }, log: "Forced bets posted" },
  { entry: { kind: "pot", event: { type: "hole_dealt", seat: 2, cards: ["As", "??"] } }, log: "Seat 2 dealt As ??" },
  { entry: { kind: "pot", event: { type: "hole_dealt", seat: 2, cards: ["??"] } }, log: "Seat 2 dealt a card face down" },
  { entry: { kind: "pot", event: { type: "burned", card: "7c" } }, log: "Burn 7c" },
  { entry: { kind: "pot", event: { type: "board_dealt", street: "flop", cards: ["??", "??", "??"] } }, log: "Flop dealt, its cards not entered" },
  { entry: { kind: "pot", event: { type: "board_dealt", street: "fifth", cards: ["Qd"] } }, log: "Fifth card Qd" },
  { entry: { kind: "pot", event: { type: "called", seat: 5, amount: 1234500, all_in: true } }, log: "Seat 5 calls 12,345.00 (all-in)" },
  { entry: { kind: "pot", event: { type: "bet", seat: 5, to: 700, raise: false, all_in: true, full: false } }, log: "Seat 5 bets 7.00 (all-in)" },
  { entry: { kind: "pot", event: { type: "bet", seat: 5, to: 7000, raise: true, all_in: true, full: true } }, log: "Seat 5 raises to 70.00 (all-in)" },
  { entry: { kind: "pot", event: { type: "shown", seat: 3, cards: null } }, log: "Seat 3 shows" },
  { entry: { kind: "pot", event: { type: "mucked", seat: 3 } }, log: "Seat 3 mucks" },
  { entry: { kind: "pot", event: { type: "drew", seat: 4, discards: ["9h"] } }, log: "Seat 4 draws 1 (9h)" },
  { entry: { kind: "pot", event: { type: "reshuffled", cards: 7 } }, log: "Stub reshuffled (7 cards)" },
  { entry: { kind: "pot", event: { type: "exposed", seat: 6, card: "Jh", kept: true } }, log: "Seat 6's Jh exposed, kept" },
  { entry: { kind: "pot", event: { type: "exposed", seat: 6, card: "??", kept: false } }, log: "Seat 6's ?? exposed, replaced" },
  {
    entry: {
      kind: "pot",
      event: {
        type: "pot_awarded",
        pot: 2,
        amount: 1001,
        collected: 0,
        shares: [
          { seat: 1, amount: 501 },
          { seat: 4, amount: 500 },
        ],
      } as never,
    },
    log: "Side pot 2 10.01 to seat 1 5.01, seat 4 5.00",
  },
  { entry: { kind: "pan", event: { type: "tops_posted", payments: [] } }, log: "Tops posted" },
  { entry: { kind: "pan", event: { type: "dealt", seat: 3, cards: ["??", "??", "??", "??", "??"] } }, log: "Seat 3 dealt 5 cards face down" },
  { entry: { kind: "pan", event: { type: "served", seat: 3, card: "5h" } }, log: "Seat 3 served 5h" },
  { entry: { kind: "pan", event: { type: "withdrawn", seat: 3, card: "5h" } }, log: "Seat 3: 5h withdrawn" },
  {
    entry: { kind: "pan", event: { type: "fouled", seat: 2, payments: [{ from: "tops", to: { seat: 2 }, chips: 2, amount: 50, reason: "returned" }] } },
    log: "Seat 2 fouled (the tops pays seat 2 0.50)",
  },
  { entry: { kind: "pan", event: { type: "dead_hand", seat: 2, cards: 9, payments: [] } }, log: "Seat 2 dead hand (9 cards)" },
  { entry: { kind: "pan", event: { type: "reshuffled", cards: 30 } }, log: "Stock reshuffled (30 cards)" },
  {
    entry: { kind: "pan", event: { type: "retired", seat: 4, payments: [{ from: { seat: 4 }, to: "tops", chips: 1, amount: 25, reason: "forfeit" }] } },
    log: "Seat 4 retires (seat 4 pays the tops 0.25)",
  },
  { entry: { kind: "pan", event: { type: "forced", seat: 2, by: 5 } }, log: "Seat 5 forces seat 2" },
  {
    entry: { kind: "pan", event: { type: "melded", seat: 1, play: { type: "add", meld: 0, cards: ["7s"] }, from_discard: true, payments: [] } },
    log: "Seat 1 adds 7s to meld 1 from the discard",
  },
  {
    entry: { kind: "pan", event: { type: "melded", seat: 1, play: { type: "split", meld: 1, add: ["8s"], part: ["5s", "6s", "7s"] }, from_discard: false, payments: [] } },
    log: "Seat 1 adds 8s to meld 2 and splits it",
  },
  {
    entry: {
      kind: "pan",
      event: {
        type: "melded",
        seat: 1,
        play: { type: "borrow", meld: 2, take: ["Kh"], cards: ["Kc", "Kd"] },
        from_discard: false,
        payments: [
          { from: { seat: 2 }, to: { seat: 1 }, chips: 1, amount: 25, reason: "condition" },
          { from: { seat: 3 }, to: { seat: 1 }, chips: 1, amount: 25, reason: "condition" },
        ],
      },
    },
    log: "Seat 1 borrows Kh from meld 3 with Kc Kd (2 payments, 0.50)",
  },
  { entry: { kind: "banked", event: { type: "player_dealt", cards: ["??", "??", "??", "??", "??"] } }, log: "Player dealt 5 cards face down" },
  { entry: { kind: "banked", event: { type: "folded", settlement: { player_net: -90 } as never } }, log: "Player folds (−0.90)" },
  {
    entry: { kind: "banked", event: { type: "dealer_exchanged", rule: "made_hand", discarded: [], drawn: [], hand: "Full house, kings full of twos", qualifies: true } },
    log: "Dealer keeps the hand (Full house, kings full of twos)",
  },
  { entry: { kind: "banked", event: { type: "player_shown", cards: ["Ah", "Kh", "Qh", "Jh", "Th"] } }, log: "Player shows Ah Kh Qh Jh Th" },
  { entry: { kind: "banked", event: { type: "settled", settlement: { player_net: 0 } as never } }, log: "Settled: player 0.00" },
];

// Every hand the room describes (`describe.rs`), as it describes it.
const HANDS = [
  "Ace high",
  "Seven-five low",
  "Pair of sixes",
  "Two pair, aces and sevens",
  "Three of a kind, nines",
  "Straight, queen high",
  "Flush, king high",
  "Full house, tens full of fours",
  "Four of a kind, jacks",
  "Royal flush",
  "Straight flush, nine high",
  "Five of a kind, aces",
];

/** A sentence of card codes, numbers and amounts only: the same in every language. */
const WORDLESS = /^(?:[\s\d.,:()·+\u2212?]|\b(?:[2-9TJQKA][cdhs]|Jk)\b)*$/;

/** Words that say a sentence is still in English (the card codes, "all-in", "tops", "kill", "antes" are the room's in Spanish too). */
const ENGLISH =
  /\b(?:Seat|seat|folds|checks|calls|bets|raises|to|pot|Main|Side|shows|mucks|kills|dealt|Burn|burn|draws|stands|pat|receives|Posted|Forced|blinds|drop|face|down|cards?|Stub|Stock|reshuffled|exposed|kept|replaced|turns|keeps|the|and|of|for|with|from|stays|retires|served|withdrawn|fouled|dead|hand|lays|adds|meld|splits|borrows|forces|discards|goes|out|payments?|pays|Player|Dealer|Exchange|reveals|exchanges|Settled|player|high|Pair|pair|kind|Straight|Flush|house|Royal|automatic|steps)\b/;

afterEach(async () => {
  await setLanguage("en");
});

describe("the hand's log in the room's words", () => {
  it("the fixtures hold every game's hands, their entries and what Undo takes", () => {
    expect(GAMES.map(([game]) => game).sort()).toEqual(
      ["banked", "crazy-pineapple", "five-card-draw", "holdem", "holdem-fixed", "lowball", "mexican", "pan", "pineapple"].sort(),
    );
    for (const [game, { hands, consoles }] of GAMES) {
      expect(hands.length, game).toBeGreaterThan(0);
      expect(
        consoles.some((c) => c.undo_takes !== null),
        game,
      ).toBe(true);
      for (const h of hands) expect(h.entries.length, game).toBe(h.log.length);
    }
  });

  for (const [game, { hands, consoles }] of GAMES) {
    it(`${game}: in English every entry reads as the room's log says, and Undo as the room says`, () => {
      for (const h of hands) {
        h.entries.forEach((entry, i) => expect(entryWords(entry), JSON.stringify(entry)).toBe(h.log[i]));
      }
      for (const c of consoles) {
        if (c.undo_takes === null) expect(c.undo).toBeNull();
        else expect(undoWords(c.hand, c.undo_takes)).toBe(c.undo);
      }
    });

    it(`${game}: in Spanish no entry, nor what Undo takes, reads in English`, async () => {
      const english = new Map<string, string>();
      for (const h of hands) h.entries.forEach((entry, i) => english.set(JSON.stringify(entry), h.log[i]!));
      const undos = consoles.flatMap((c) => (c.undo_takes ? [{ c, en: c.undo! }] : []));
      await setLanguage("es");
      for (const [json, en] of english) {
        const es = entryWords(JSON.parse(json) as LogEntry);
        if (!WORDLESS.test(en)) expect(es, en).not.toBe(en);
        expect(es, en).not.toMatch(ENGLISH);
        expect(es.trim(), en).not.toBe("");
      }
      for (const { c, en } of undos) {
        const es = undoWords(c.hand, c.undo_takes!);
        expect(es, en).not.toBe(en);
        expect(es, en).not.toMatch(ENGLISH);
      }
    });
  }

  it("the events no fixture came to read as words.rs words them, and in Spanish not in English", async () => {
    const covered = new Set(everyEntry().map(({ entry }) => `${entry.kind}:${entry.event.type}`));
    for (const { entry, log } of MORE) {
      covered.add(`${entry.kind}:${entry.event.type}`);
      expect(entryWords(entry)).toBe(log);
    }
    // Every event type of every game is worded somewhere above.
    expect(covered.size).toBe(19 + 14 + 9);
    await setLanguage("es");
    for (const { entry, log } of MORE) {
      const es = entryWords(entry);
      expect(es, log).not.toBe(log);
      expect(es, log).not.toMatch(ENGLISH);
    }
  });

  it("what Undo takes when only automatic steps stand", async () => {
    const hand = GAMES[0]![1].hands[0]!;
    expect(undoWords(hand, { kind: "automatic_steps", count: 3 })).toBe("the 3 automatic steps");
    expect(undoWords(null, { kind: "automatic_steps", count: 2 })).toBe("the 2 automatic steps");
    await setLanguage("es");
    expect(undoWords(hand, { kind: "automatic_steps", count: 3 })).toBe("los 3 pasos automáticos");
  });

  it("a hand the room describes reads as the room says in English, and in Spanish in Spanish", async () => {
    for (const h of HANDS) expect(handWords(h)).toBe(h);
    expect(handWords("Something new")).toBe("Something new");
    await setLanguage("es");
    const es = HANDS.map(handWords);
    expect(es).toEqual([
      "Carta alta: as",
      "Baja siete-cinco",
      "Par de seises",
      "Dos pares, ases y sietes",
      "Trío de nueves",
      "Escalera, carta alta: reina",
      "Color, carta alta: rey",
      "Full de dieces con cuatros",
      "Póker de jotas",
      "Escalera real",
      "Escalera de color, carta alta: nueve",
      "Repóker de ases",
    ]);
    for (const h of es) expect(h).not.toMatch(ENGLISH);
  });
});

describe("a Spanish dealer's console", () => {
  it("shows the hand's log strip and what Undo takes back in Spanish", async () => {
    const { consoles } = GAMES.find(([game]) => game === "holdem")![1];
    // A hand in play with a full strip, Undo taking a seat's action.
    const view = consoles.find((c) => c.hand && !c.hand.finished && c.hand.log.length >= 6 && c.undo_takes?.kind === "entry")!;
    expect(view).toBeTruthy();
    await setLanguage("es");
    try {
      mockIPC((cmd) => (cmd === "dealer_console" ? view : null), { shouldMockEvents: true });
      renderApp(createElement(ConsolePage, { tableId: view.table.table.id }));
      const strip = await screen.findByRole("region", { name: "Las últimas entradas de la mano" });
      const items = [...strip.querySelectorAll("li")];
      expect(items).toHaveLength(4);
      const hand = view.hand!;
      items.forEach((li, i) => {
        const n = hand.log.length - 4 + i;
        expect(li.textContent).toContain(entryWords(hand.entries[n]!));
        expect(li.textContent).not.toContain(hand.log[n]!);
        expect(li.textContent).not.toMatch(ENGLISH);
        expect(li.textContent).toMatch(/Asiento \d|Flop|Turn|River|Se quema|Bote/);
      });
      const undo = document.querySelector('[data-action="undo"]')!;
      expect(undo.textContent).toContain(`Deshacer: ${undoWords(hand, view.undo_takes!)}`);
      expect(undo.textContent).not.toContain(view.undo!);
      expect(undo.textContent).not.toMatch(ENGLISH);
    } finally {
      await setLanguage("en");
    }
  });
});
