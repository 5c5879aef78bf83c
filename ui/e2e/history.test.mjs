// The Hand history screen in the built UI, in Chromium, answered from the seeded day of a real
// room (src/fixtures/reports.json, scenario "reports"): browse and filter a shift's hands, step
// through a hand by keyboard, its correction, a chip correction's form, export and file check.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, open, pageTest, repo, ui } from "./browser.mjs";

const fixture = JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "reports.json"), "utf8"));
const answer = (call, match = () => true) => fixture.steps.find((s) => s.call === call && match(s.args)).ok;
const shiftHands = answer("hand_list", (a) => a.query.shift_id === 1 && a.query.table_id === null);
const tableOneHands = answer("hand_list", (a) => a.query.table_id === 1);
const hand221 = answer("hand_history", (a) => a.handId === 221);
const checked = (path) => answer("check_hand_history", (a) => a.path === path);
/** The seat and player of hand 221's box, as the room wrote them. */
const box221 = hand221.steps[0].game;
const money = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
/** The entry that made each step, in the dealer's words, as the room wrote it. */
const entries = hand221.steps.map((s, n) => (n === 0 ? "As dealt" : s.log.at(-1)));

async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

/** The Hand history screen, shift 1 chosen (the fixture's day has its hands). */
async function openHistory() {
  const opened = await open("reports");
  const { page } = opened;
  await page.click("#nav-history");
  await page.waitForSelector("#history-title");
  await page.selectOption("#history-shift", "1");
  await page.waitForSelector("tr[data-hand]");
  return opened;
}

const rowsShown = (page) => page.$$eval("#hand-list tbody tr", (trs) => trs.map((tr) => Number(tr.getAttribute("data-hand"))));
const entryShown = (page) => page.textContent("#step-entry [data-field=entry]");

pageTest("browse a shift's hands newest first, a page at a time by keyboard, and filter by table; WCAG 2.2 AA", () => openHistory(), async (page) => {
  // The latest shift is chosen first; shift 1 was picked.
  assert.match(await page.textContent("#history-shift option:checked"), /^Shift 1 · Maria · 22 Nov 2026, 13:00–19:00$/);
  assert.equal(await page.textContent("#hand-count"), "221 hands, newest first · showing 1–50");
  assert.deepEqual(await rowsShown(page), shiftHands.slice(0, 50).map((h) => h.hand_id));
  const first = await page.$$eval("#hand-list tbody tr:first-child td", (tds) => tds.map((td) => td.textContent));
  // Started at 17:50Z: 18:50 in Madrid. The hand the floor corrected says so.
  assert.deepEqual(first, ["Table 7", "Open Table 7 hand 35", "Draw Poker with Joker", "Marco", "18:50", "corrected"]);
  assert.equal(await page.locator("[data-mark=corrected]").count(), 1);
  assert.equal(await page.textContent("#export-list"), "Export these 221 hands…");
  await assertAccessible(page);

  // Keyboard: one row in the tab order, ↓ and PageDown move, Enter opens.
  await page.focus("#hand-list tbody tr:first-child button");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement.closest("tr").getAttribute("data-hand")), String(shiftHands[1].hand_id));
  await page.keyboard.press("PageDown");
  assert.equal(await page.textContent("#hand-count"), "221 hands, newest first · showing 51–100");
  assert.equal(await page.evaluate(() => document.activeElement.closest("tr").getAttribute("data-hand")), String(shiftHands[50].hand_id));
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.textContent("#hand-count"), "221 hands, newest first · showing 101–150");
  await page.keyboard.press("Enter");
  await page.waitForSelector(`#hand-list tr[data-hand="${shiftHands[100].hand_id}"][data-open]`);

  // Filter by table: the room's own list of table 1 (35 hands, one page).
  await page.selectOption("#history-table", "1");
  await page.waitForFunction(() => document.querySelector("#hand-count")?.textContent === "35 hands, newest first");
  assert.deepEqual(await rowsShown(page), tableOneHands.map((h) => h.hand_id));
  assert.deepEqual(new Set(await page.$$eval("#hand-list [data-field=table]", (tds) => tds.map((td) => td.textContent))), new Set(["Table 1"]));
  assert.equal(await page.textContent("#export-list"), "Export these 35 hands…");
  await assertAccessible(page);
});

pageTest("hand 221 stepped through by keyboard, its correction with who and why, export and file check; WCAG 2.2 AA", () => openHistory(), async (page) => {
  await page.focus(`#hand-list tr[data-hand="221"] button`);
  await page.keyboard.press("Enter");
  await page.waitForSelector("#hand-title");
  assert.equal(await page.textContent("#hand-title"), "Table 7 · hand 35");
  const last = hand221.steps.length - 1;
  // It opens as the hand ended: the settlement shown.
  assert.equal(await entryShown(page), entries[last]);
  // The seeded box: the dealer's hand did not qualify.
  assert.equal(hand221.steps.at(-1).game.settlement.outcome, "no_game");
  assert.match(await page.textContent("section[aria-label=Settled]"), /No game: the dealer did not qualify/);
  // ← back to the deal, → to the end: the entry at each step is the room's.
  for (let n = last - 1; n >= 0; n--) {
    await page.keyboard.press("ArrowLeft");
    assert.equal(await entryShown(page), entries[n], `step ${n}`);
  }
  assert.equal(await page.textContent("[data-field=player]"), "Playernot dealt");
  for (let n = 1; n <= last; n++) {
    await page.keyboard.press("ArrowRight");
    assert.equal(await entryShown(page), entries[n], `step ${n}`);
    if (n === 1) {
      const cards = await page.$$eval("[data-field=player] [data-card]", (cs) => cs.map((c) => c.getAttribute("data-card")));
      assert.deepEqual(cards, hand221.steps[1].game.player_cards);
    }
  }
  // A click on an entry goes to its step.
  await page.click('.hist-log-entry[data-step="4"]');
  assert.equal(await entryShown(page), entries[4]);
  assert.equal(await page.textContent("#step-entry [data-field=step]"), `Entry 4 of ${last}`);

  // The floor's correction: when, who, why, what and the house's change.
  const adj = hand221.adjustments[0];
  const correction = page.locator(`[data-adjustment="${adj.id}"]`);
  assert.equal(await correction.locator("[data-field=made_by]").textContent(), "by Maria");
  assert.equal(await correction.locator("[data-field=reason]").textContent(), "Why: “The drop was taken twice”");
  assert.equal(await correction.locator("[data-field=detail]").textContent(), adj.detail);
  assert.equal(await correction.locator("[data-field=house]").textContent(), "house −$1.00");
  assert.equal(await correction.locator("[data-field=made_at]").textContent(), "23 Nov 2026, 10:05");
  await assertAccessible(page);
  // The picture: the hand as it ended, the dispute's result, beside the list.
  await page.click("text=Last");
  await screenshot(page, "hand-history.png");

  // Export the hand, then the shift's list: the native folder dialog answers /mock/exports.
  await page.evaluate(() => (window.__cardroomMock.reports.openPath = "/mock/exports"));
  await page.click("#export-hand");
  await page.waitForSelector("#files-outcome[data-count='1']");
  assert.match(await page.textContent("#files-outcome"), /^1 hand written to (\/mock\/exports|the folder you chose)\.$/);
  await page.click("#export-list");
  await page.waitForSelector("#files-outcome[data-count='221']");
  assert.match(await page.textContent("#files-outcome"), /^221 hands written to (\/mock\/exports|the folder you chose)\.$/);

  // A file checked by the rules engine: one that replays, one that is refused.
  await page.evaluate(() => (window.__cardroomMock.reports.openPath = "/mock/good.phh"));
  await page.click("#check-file");
  await page.waitForSelector("#files-outcome[data-ok=true]");
  assert.match(await page.textContent("#files-outcome"), /\/mock\/good\.phh checks out:.*\(Draw Poker with Joker\)/);
  assert.equal(await page.textContent("#files-outcome [data-field=stacks]"), `Finishing stacks: player 1 ${money(checked("/mock/good.phh").finishing_stacks[0])}`);
  await page.evaluate(() => (window.__cardroomMock.reports.openPath = "/mock/bad.phh"));
  await page.click("#check-file");
  const bad = await page.waitForSelector("#files-outcome[data-ok=false]");
  assert.equal(await bad.getAttribute("data-code"), "phh_syntax");
  assert.equal(await page.textContent("#files-outcome [data-field=message]"), checked("/mock/bad.phh").message);
  assert.match(checked("/mock/bad.phh").message, /^line \d+: key actions is defined twice$/);
  assert.match(await bad.textContent(), /\/mock\/bad\.phh is refused \(phh_syntax\)/);
  await assertAccessible(page);
  // Nothing but what the fixture answers was asked (the latest shift's list, before shift 1 was chosen, aside).
  const unexpected = await page.evaluate(() => window.__cardroomMock.reports.unexpected);
  assert.deepEqual(unexpected.filter((u) => !/"shift_id":2/.test(u)), []);
});

pageTest("Correct chips…: the form says what to fix, then sends the PIN and the correction in cents; a refusal in words", () => openHistory(), async (page) => {
  await page.click(`#hand-list tr[data-hand="221"] button`);
  await page.click("#correct-hand");
  await page.waitForSelector("#correct-form");
  // ← and → do not step the hand behind the dialog.
  const entry = await entryShown(page);
  await page.getByRole("button", { name: "Correct the hand" }).click();
  await page.getByText("Choose who gives the chips: a seat, or the house.").waitFor();
  await page.getByText("Type the amount in dollars, such as 1 or 2.50.").waitFor();
  await page.getByText("Type your PIN.").waitFor();
  assert.deepEqual(await page.$$eval("#correct-from option", (os) => os.map((o) => o.textContent)), ["Choose…", `Seat ${box221.seat} ${box221.player}`, "The house"]);
  await page.selectOption("#correct-from", "house");
  await page.selectOption("#correct-to", "house");
  await page.fill("#correct-amount", "1.005");
  await page.getByRole("button", { name: "Correct the hand" }).click();
  await page.getByText("The chips go from one party to another: choose a different one.").waitFor();
  await page.getByText("Type dollars and cents, such as 1 or 2.50 (at most two decimals).").waitFor();
  await assertAccessible(page);

  await page.selectOption("#correct-to", String(box221.seat));
  await page.fill("#correct-amount", "1,000.10");
  await page.fill("#correct-reason", "  Drop taken twice  ");
  await page.fill("#correct-pin", fixture.pin);
  assert.equal(await page.textContent("#correct-preview"), `Moves $1,000.10 from the house to Seat ${box221.seat} ${box221.player}.`);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await entryShown(page), entry);
  await page.getByRole("button", { name: "Correct the hand" }).click();
  // The fixture has no correction to answer: the mock refuses it, and the refusal is shown.
  const refusal = await page.waitForSelector("#correct-refusal");
  assert.equal(await refusal.getAttribute("data-code"), "internal");
  assert.match(await refusal.textContent(), /Something went wrong/);
  const sent = (await page.evaluate(() => window.__cardroomMock.reports.unexpected)).filter((u) => u.startsWith("correct_hand"));
  assert.equal(sent.length, 1);
  assert.deepEqual(JSON.parse(sent[0].replace(/^correct_hand /, "")), {
    pin: fixture.pin,
    correction: { hand_id: 221, from_seat: null, to_seat: box221.seat, amount_cents: 100010, reason: "Drop taken twice" },
  });
  await assertAccessible(page);
  await page.keyboard.press("Escape");
  await page.waitForSelector("#correct-form", { state: "detached" });
});
