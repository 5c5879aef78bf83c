// The dealer's console for the other pot games, by touch, in the built UI in Chromium: each
// game's own steps (Pineapple's discard, the draw, Low Ball's kill, Mexican Poker's turn up or
// keep down), a void, and the time collection banner after the hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertAccessible, assertLayout, openConsole, playHand, screenshot } from "./dealer-driver.mjs";

/** Plays `name`'s hand by touch; at the first step of each kind in `check`, layout and WCAG. */
async function playByTouch(name, check = [], extra = async () => {}) {
  const { page, problems, close } = await openConsole(name);
  const seen = new Set();
  await playHand(page, name, "touch", async (i, p, step) => {
    const kind = step.args.action?.action.type ?? step.call;
    if (check.includes(kind) && !seen.has(kind)) {
      seen.add(kind);
      await assertLayout(p);
      await assertAccessible(p);
      await extra(kind, p);
    }
  });
  assert.deepEqual([...seen].sort(), [...check].sort(), "every checked step came up");
  await assertLayout(page);
  await assertAccessible(page);
  assert.deepEqual(problems, []);
  return { page, close };
}

test("Pineapple by touch: each seat's discard, the board entered on the grid, WCAG 2.2 AA, no scroll", async () => {
  const { page, close } = await playByTouch("pineapple", ["discard", "deal_board"], async (kind, p) => {
    if (kind === "discard") {
      assert.match(await p.textContent("#turn-line"), /· discards one card$/);
      await screenshot(p, "dealer-pineapple-discard.png");
    }
  });
  assert.match(await page.textContent("#turn-line"), /is over/);
  await close();
});

test("Crazy Pineapple by touch: the flop on the grid with three cards in each hand, then each seat's discard", async () => {
  let flopSeen = false;
  const { page, close } = await playByTouch("crazy-pineapple", ["discard", "deal_board"], async (kind, p) => {
    if (kind === "deal_board") flopSeen = true;
    if (kind === "discard") {
      assert.ok(flopSeen, "the discards come after the flop");
      assert.match(await p.textContent("#turn-line"), /· discards one card$/);
    }
  });
  assert.match(await page.textContent("#turn-line"), /is over/);
  await close();
});

test("Five Card Draw by touch: a misdeal voids the hand (recorded), then a whole hand with the draw", async () => {
  const { page, close } = await playByTouch("five-card-draw", ["void_hand", "draw", "show"], async (kind, p) => {
    if (kind === "draw") {
      // Stand pat and Draw 1..5: the most the engine allows, each a button with its key.
      const counts = await p.$$eval('[data-action="draw"]', (bs) => bs.map((b) => b.dataset.count));
      assert.deepEqual(counts, ["0", "1", "2", "3", "4", "5"]);
      await screenshot(p, "dealer-five-card-draw.png");
    }
  });
  await close();
});

test("Low Ball by touch: a kill from the engine's kills, the draw, then the collection banner with an exception", async () => {
  const { page, close } = await playByTouch("lowball", ["kill", "draw", "collect_time"], async (kind, p) => {
    if (kind === "kill") assert.equal(await p.locator('[data-action="kill"]').count(), 3, "one kill per seat the engine allows");
    if (kind === "collect_time") {
      // The hand is over: the banner lists each seat with its amount; no dialog stops the screen.
      assert.equal(await p.locator(".collection-seats li").count(), 3);
      assert.equal(await p.locator("[role=dialog]").count(), 0);
      await screenshot(p, "dealer-lowball-collection.png");
    }
  });
  assert.equal(await page.locator("[data-field=collection-banner]").count(), 0, "collected: the banner is gone");
  // What the one tap did, from the room's answer: each paying seat's stack after it, and the exception.
  await page.waitForSelector("[data-field=collected]");
  assert.deepEqual(await page.$$eval("[data-field=collected] li", (ls) => ls.map((l) => l.textContent)), [
    "Stacks after the time: Seat 1 Ned 88.00 · Seat 3 Oz 128.00.",
    "Seat 5 Pat: 4.00 not paid (new player).",
  ]);
  await assertLayout(page);
  await assertAccessible(page);
  await screenshot(page, "dealer-lowball-collected.png");
  await close();
});

test("Mexican Poker by touch: up cards entered from the 41-card deck, turn up or keep down", async () => {
  const { page, close } = await playByTouch("mexican", ["deal_hole", "turn_up", "keep_down"], async (kind, p) => {
    if (kind === "deal_hole") {
      // No 8s, 9s or 10s; the joker is in the deck.
      assert.equal(await p.locator(".card-grid [data-card]").count(), 41 + 1);
      assert.equal(await p.locator('.card-grid [data-card="8s"]').count(), 0);
      assert.equal(await p.locator('.card-grid [data-card="Jk"]').count(), 1);
    }
    if (kind === "turn_up") await screenshot(p, "dealer-mexican.png");
  });
  await close();
});
