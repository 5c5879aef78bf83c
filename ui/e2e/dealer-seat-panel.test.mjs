// A player's seat panel on the dealer's console, in the built UI in Chromium: opened by a tap
// on his tile or by P, over the actions (never a modal); chips added during the hand he is in
// wait for its end, on the panel and on his tile; sits out and back; a dealer is told that the
// floor unseats players. WCAG 2.2 AA, 1280x800 without scrolling, every button 44 px or taller.
import assert from "node:assert/strict";
import { assertAccessible, assertLayout, openConsole, pageTest, progress, screenshot, script } from "./dealer-driver.mjs";

/** The console of the Hold'em fixture's table with its first hand started (the script's first two steps). */
async function handStarted() {
  const opened = await openConsole("holdem");
  const { page } = opened;
  const started = script("holdem").steps[1].ok;
  await page.waitForSelector('.console[data-view="0-0-0"]');
  await page.keyboard.press("n");
  await page.waitForSelector(`.console[data-view="${started.hand.hand_id}-${started.hand.seq}-0"]`);
  return opened;
}

const sent = (page) => page.evaluate(() => window.__cardroomMock.seats.sent);

pageTest("a tap on a player's tile opens his seat panel: chips bought during his hand say +50.00 after this hand, on the panel and his tile", () => handStarted(), async (page) => {
  await page.click('.seat-tile[data-seat="3"]');
  const panel = page.locator("#seat-panel");
  await panel.waitFor();
  assert.equal(await panel.locator("h2").textContent(), "Seat 3 Cy");
  assert.equal(await panel.locator('[data-field="stack"]').textContent(), "stack 300.00");
  assert.equal(await panel.locator('[data-field="buy-in"]').textContent(), "buy-in $20.00 to $1,000.00");
  assert.match(await panel.textContent(), /The table's maximum: \$1,000\.00 in front of a player\./);
  // A dealer does not unseat: the floor does, and the panel says so.
  assert.equal(await panel.locator('[data-action="leaves"]').count(), 0);
  assert.match(await panel.locator('[data-field="leaves"]').textContent(), /only a floor manager unseats a player/);

  await panel.getByLabel("Chips to add").fill("50");
  await panel.locator('[data-action="add-chips"]').click();
  await page.waitForSelector('#seat-panel [data-field="added"]');
  assert.equal(await page.textContent('#seat-panel [data-field="added"]'), "+$50.00 after this hand: Cy is in the hand, and plays them from the next one.");
  await page.waitForSelector('.seat-tile[data-seat="3"] [data-field="pending"]');
  assert.equal(await page.textContent('.seat-tile[data-seat="3"] [data-field="pending"]'), "+50.00 after this hand");
  assert.equal(await page.textContent('#seat-panel [data-field="pending"]'), "+$50.00 after this hand");
  assert.deepEqual((await sent(page)).filter((s) => s.cmd === "add_chips").map((s) => s.args), [{ chips: { table_id: 1, seat_no: 3, amount_cents: 5000, cash: false } }]);

  await assertLayout(page);
  await assertAccessible(page);
  await screenshot(page, "dealer-seat-panel.png");
  // The hand's script is where it was: the panel sent nothing to the hand.
  const p = await progress(page);
  assert.deepEqual(p.unexpected, []);
  assert.equal(p.answered, 2);
});

pageTest("by keys alone: P opens a panel, the arrows go round the players, O sits one out, Esc brings the actions back", () => handStarted(), async (page) => {
  await page.keyboard.press("p");
  await page.waitForSelector("#seat-panel");
  // The room posted and dealt: P opens the panel of the player to act.
  assert.equal(await page.textContent("#seat-panel h2"), "Seat 4 Dot");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#seat-panel h2")?.textContent === "Seat 1 Ann");
  await page.keyboard.press("o");
  await page.waitForFunction(() => /sitting out/.test(document.querySelector('#seat-panel [data-field="status"]')?.textContent ?? ""));
  assert.equal(await page.textContent('#seat-panel [data-action="back"]'), "OBack");
  assert.deepEqual((await sent(page)).filter((s) => s.cmd === "set_sitting_out").map((s) => s.args), [{ tableId: 1, seatNo: 1, sittingOut: true }]);
  await assertLayout(page);
  await assertAccessible(page);
  await page.keyboard.press("Escape");
  await page.waitForSelector("#seat-panel", { state: "detached" });
  await page.waitForSelector('[data-action="fold"]');
  assert.deepEqual((await progress(page)).unexpected, []);
});
