// The dealer's console in the real app, on a real file: a no-limit Hold'em hand with a short
// stack all-in and a side pot is dealt and settled through the window, by the same entries
// the browser tests play (ui/src/fixtures/console/holdem.json, written by the real room); an
// undo in the window is seen by the `cardroom` CLI, and `cardroom hand show` gives the same
// settlement as the room that wrote the fixture.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { realWindow, root } from "../lib/window.mjs";

const w = realWindow();
const { scene } = w;
const hand = JSON.parse(readFileSync(join(root, "ui", "src", "fixtures", "console", "holdem.json"), "utf8"));
const money = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const $ = (selector) => w.browser.$(selector);

/** Every tap and typed card the dealer makes in the window, counted. */
let taps = 0;

async function tap(selector) {
  const el = $(selector);
  await el.waitForExist({ timeout: 10000, interval: 20 });
  await el.click();
  taps += 1;
}

async function tapCards(cards) {
  // A card already dealt is greyed on the grid: the dealer types it (the room refuses it).
  const dealt = [];
  for (const c of cards) {
    const b = $(`.card-grid [data-card="${c}"]`);
    await b.waitForExist({ timeout: 10000, interval: 20 });
    if (await b.isEnabled()) await b.click();
    else dealt.push(c);
    taps += 1;
  }
  if (dealt.length > 0) {
    const field = $(".card-picker input");
    await field.addValue(` ${dealt.join(" ")}`);
  }
  await tap('[data-action="submit-cards"]');
}

/** A dealer's gesture for one entry of the fixture's hand. */
async function enter(step) {
  const { call, args } = step;
  if (call === "start_hand") return tap('[data-action="next_hand"]');
  if (call === "undo_in_hand") return tap('[data-action="undo"]');
  const a = args.action.action;
  const unseen = (cards) => cards !== null && cards.every((c) => c === "??");
  switch (a.type) {
    case "deal_hole":
      return unseen(a.cards) ? tap('[data-action="deal_hole"]') : tapCards(a.cards);
    case "deal_board":
      return tapCards(a.cards);
    case "show":
      return tapCards(a.cards);
    case "bet_or_raise": {
      const field = $("[data-raise-amount]");
      if (await field.isExisting()) {
        await field.setValue(money(a.to));
        await w.browser.keys("Tab");
      }
      return tap('[data-action="bet_or_raise"]');
    }
    default:
      return tap(`[data-action="${a.type}"]`);
  }
}

/** The hand as the CLI reads it from the same file. */
const shown = () => JSON.parse(w.cardroom("hand", "show", "1", "--json"));

scene("the floor opens a table and seats four players with the CLI; the board opens its console", async () => {
  await w.startRoom();
  w.cardroom("table", "open", "--name", "Table 1", "--game", "holdem", "--structure", "no", "--blinds", "1/2", "--bets", "2/4", "--rate", "3", "--max-buy-in", "300");
  for (const [seat, name, stack] of [["1", "Ann", "200"], ["2", "Bob", "60"], ["3", "Cy", "300"], ["4", "Dot", "150"]]) {
    w.cardroom("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", stack);
  }
  w.cardroom("table", "button", "1", "1=As", "2=2c", "3=3d", "4=4h");
  await tap('[aria-label="Console of Table 1"]');
  await $(".console").waitForExist({ timeout: 10000 });
});

scene("a Hold'em hand with a side pot is dealt and settled in the window; the CLI sees its undo and its settlement", async () => {
  // The dealer enters the decisions, the board and the shown cards: the room posts the blinds,
  // deals unseen, burns and awards the pots by itself.
  const kinds = hand.steps.slice(1).map((s) => s.args.action?.action.type ?? s.call);
  const ceremony = kinds.filter((k) => ["post_forced_bets", "deal_hole", "burn", "award_pot"].includes(k));
  assert.deepEqual(ceremony, [], "no entry without a decision or a card");
  // What the hand to showdown costs: Next hand, one tap per decision (and the undo), and for
  // the board and the shown hands one tap per card and one to enter them.
  const cardEntries = hand.steps.slice(1).map((s) => s.args.action?.action).filter((a) => a && ["deal_board", "show"].includes(a.type));
  const decisions = kinds.filter((k) => ["fold", "check", "call", "bet_or_raise", "all_in", "undo_in_hand"].includes(k)).length;
  const cost = 1 + decisions + cardEntries.reduce((n, a) => n + a.cards.length + 1, 0);
  taps = 0;
  let undoSeen = false;
  for (const step of hand.steps.slice(1)) {
    await enter(step);
    if ("error" in step) {
      const refusal = $("#console-refusal");
      await refusal.waitForExist({ timeout: 10000 });
      assert.equal(await refusal.getAttribute("data-code"), step.error.code);
      continue;
    }
    const v = step.ok;
    await $(`.console[data-view="${v.hand.hand_id}-${v.hand.seq}-${v.collection.length}"]`).waitForExist({ timeout: 10000, interval: 20 });
    if (step.call === "undo_in_hand") {
      // Committed before the window showed it: the CLI reads the same hand, the entry undone.
      const cli = shown();
      assert.equal(cli.seq, v.hand.seq);
      assert.deepEqual(cli.log, v.hand.log);
      undoSeen = true;
    }
  }
  assert.ok(undoSeen, "the hand had an undo");
  assert.equal(taps, cost, "the decisions, the board and the shown cards: nothing else");
  const last = hand.steps.at(-1).ok.hand;
  const cli = shown();
  assert.equal(cli.finished, true);
  assert.deepEqual(cli.game.settlement, last.game.settlement, "the same settlement as the room that wrote the fixture");
  assert.deepEqual(cli.game.stacks, [[1, 12000], [2, 23700], [3, 26000], [4, 9000]]);
  assert.match(await $(".console").getText(), /main pot: 240\.00/);
  const text = w.cardroom("hand", "show", "1");
  assert.match(text, /settled: house collected 3\.00/);
});

scene("a hand folded round costs only Next hand and the folds: the room posts, deals and awards", async () => {
  const second = () => JSON.parse(w.cardroom("hand", "show", "2", "--json"));
  await tap('[data-action="next_hand"]');
  let view = null;
  await w.browser.waitUntil(
    () => {
      try {
        view = second();
        return true;
      } catch {
        return false;
      }
    },
    { timeout: 10000 },
  );
  assert.equal(view.game.legal.turn, "seat", "started, the hand waits for its first player");
  let taps = 1;
  while (!view.finished) {
    const seq = view.seq;
    await $(`.console[data-view^="${view.hand_id}-${seq}-"]`).waitForExist({ timeout: 10000, interval: 20 });
    await tap('[data-action="fold"]');
    taps += 1;
    await w.browser.waitUntil(() => (view = second()).seq > seq, { timeout: 10000 });
  }
  assert.equal(taps, 1 + 3, "Next hand and three folds at a four-handed table");
  assert.equal(view.automatic.filter((a) => !a).length, 3, "the folds are the only entries the dealer made");
  await $(`.console[data-view^="${view.hand_id}-${view.seq}-"]`).waitForExist({ timeout: 10000, interval: 20 });
});
