// The dealer's console, Hold'em, in the built UI in Chromium: a whole no-limit hand with an
// all-in, a side pot, an undo and a refused card, by keyboard alone; a fixed-limit hand by touch.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertAccessible, assertLayout, openConsole, pageTest, playHand, screenshot } from "./dealer-driver.mjs";

test("a whole no-limit Hold'em hand by keyboard alone: every command the script's, a refusal in words, WCAG 2.2 AA, no scroll", async () => {
  const { page, problems, close } = await openConsole("holdem");
  await playHand(page, "holdem", "keys", async (i, p, step) => {
    const a = step.args.action?.action;
    // Checks where the screen is at its fullest: the raise slider, the card picker.
    if (a?.type === "bet_or_raise" && a.seat === 4) {
      assert.match(await p.textContent("#turn-line"), /^Seat 4 Dot · 2\.00 to call$/);
      await assertLayout(p);
      await assertAccessible(p);
    }
    if (a?.type === "deal_board" && a.cards.length === 3) {
      await assertLayout(p);
      await assertAccessible(p);
    }
    if (step.call === "act_in_hand" && a?.type === "show" && a.seat === 2) await screenshot(p, "dealer-holdem-showdown.png");
  });
  // The result stays up until Next hand: two pots, each with its winner.
  assert.equal(await page.locator(".pots li[data-pot]").count(), 2);
  assert.match(await page.textContent("#turn-line"), /is over/);
  await assertLayout(page);
  await assertAccessible(page);
  await screenshot(page, "dealer-holdem-side-pot.png");
  assert.deepEqual(problems.filter((p) => !/duplicate_card|already on the board/.test(p)), []);
  await close();
});

pageTest("a fixed-limit Hold'em hand by touch: one Raise button with its amount, no slider", () => openConsole("holdem-fixed"), async (page) => {
  await playHand(page, "holdem-fixed", "touch", async (i, p, step) => {
    const a = step.args.action?.action;
    if (a?.type === "bet_or_raise" && i < 4) {
      assert.equal(await p.locator("[role=slider]").count(), 0, "a fixed limit has no slider");
      assert.match(await p.textContent('[data-action="bet_or_raise"]'), /Raise to 4\.00/);
      await assertLayout(p);
      await assertAccessible(p);
    }
  });
});
