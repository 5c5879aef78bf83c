// The dealer's console for Pan and the house-banked Draw Poker with Joker, by touch, in the built
// UI in Chromium: each game's own panel mounted in the console (its start through Next hand, the
// shell's turn line, refusal, undo, log strip and saved mark), the fixture's whole hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertAccessible, assertLayout, openConsole, pageTest, playHand, screenshot } from "./dealer-driver.mjs";

/** Layout and WCAG at the first step of each kind in `check`; `extra(kind, page, i)` there too. */
function checker(check, extra) {
  const seen = new Set();
  const at = async (i, p, step) => {
    const kind = step.args.action?.action.type ?? step.call;
    if (check.includes(kind) && !seen.has(kind)) {
      seen.add(kind);
      await assertLayout(p);
      await assertAccessible(p);
      await extra(kind, p, i);
    }
  };
  return { at, done: () => assert.deepEqual([...seen].sort(), [...check].sort(), "every checked step came up") };
}

pageTest("a whole Pan hand by touch: first hand chosen, tops, deal, stays, draws, melds, going out; only the moves the stage allows; WCAG 2.2 AA, no scroll", () => openConsole("pan"), async (page) => {
  const c = checker(["start_hand", "deal", "stay", "draw_stock", "discard", "meld", "go_out"], async (kind, p) => {
    if (kind === "start_hand") {
      // Between hands: Pan's start and the time collection, no seat ring of a pot game.
      assert.equal(await p.locator(".seat-ring").count(), 0);
      assert.equal(await p.locator("[data-field=collection-banner]").count(), 1);
      await screenshot(p, "dealer-pan-start.png");
    }
    if (kind === "draw_stock") {
      assert.equal(await p.textContent("#turn-line"), "Seat 1 Tia · draws from the stock");
      const moves = await p.$$eval(".pan-modes [data-action]", (bs) => bs.map((b) => b.dataset.action));
      assert.deepEqual(moves, ["mode-draw", "mode-irregular"], "before the draw: the stock only (the discard may not be taken)");
      assert.match(await p.textContent("[data-field=stock]"), /Stock 300 cards/);
    }
    if (kind === "go_out") {
      assert.match(await p.textContent("#turn-line"), /or goes out$/);
      assert.match(await p.textContent("[data-action=undo]"), /Undo: Seat 2 adds 2c to meld 3/);
      await screenshot(p, "dealer-pan.png");
    }
  });
  await playHand(page, "pan", "touch", c.at);
  c.done();
  assert.match(await page.textContent(".pan-result"), /Seat 2 Uma went out\./);
  assert.match(await page.textContent("#turn-line"), /Hand 1 is over/);
  // The next hand's start is back under the result, and Next hand may start it.
  assert.equal(await page.locator(".pan-start").count(), 1);
  assert.equal(await page.locator('[data-action="next_hand"]:enabled').count(), 1);
  await assertLayout(page);
  await assertAccessible(page);
});

test("a whole banked box by touch: seat and stakes, the deal, an exchange, the Bet, the house's exchange refused in words with nothing changed, the settlement", async () => {
  const { page, problems, close } = await openConsole("banked");
  let refusal = null;
  const c = checker(["start_hand", "deal_player", "exchange", "bet", "reveal_dealer", "dealer_exchange"], async (kind, p) => {
    if (kind === "reveal_dealer") assert.equal(await p.locator('.card-grid [data-card="Jk"]').count(), 1, "the joker is in the banked game's deck");
    if (kind === "exchange") await screenshot(p, "dealer-banked-decision.png");
  });
  await playHand(page, "banked", "touch", async (i, p, step) => {
    await c.at(i, p, step);
    if (i === 7) {
      // The refused "keep all five" (step 6): its words, the room's sentence, the box as it was.
      refusal = await p.textContent("#console-refusal");
      assert.match(refusal, /Not done: That is not the house's exchange\. The dealer changes exactly the cards the house rule says\./);
      assert.match(refusal, /The dealer must change 4c5h/);
      assert.equal(await p.locator(".console[data-view='9-5-1']").count(), 1, "the box is still at its entry 5");
      await assertLayout(p);
      await assertAccessible(p);
      await screenshot(p, "dealer-banked.png");
    }
  });
  c.done();
  assert.ok(refusal, "the refusal was seen");
  assert.equal(await page.locator("#console-refusal").count(), 0, "the next entry clears the refusal");
  assert.match(await page.textContent(".banked-settlement"), /Settled\. The dealer wins/);
  await assertLayout(page);
  await assertAccessible(page);
  await screenshot(page, "dealer-banked-settled.png");
  assert.deepEqual(problems.filter((p) => !/wrong_dealer_exchange|must change/.test(p)), []);
  await close();
});
