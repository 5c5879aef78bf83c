// The floor board in the built UI, in Chromium, fed with the real room views of src/fixtures.
import { test } from "node:test";
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { assertAccessible, open, pageTest, repo } from "./browser.mjs";

const shots = resolve(repo, "docs", "screenshots");

/** Text of one field of a table's card. */
const field = (page, table, name) => page.textContent(`li[data-table="${table}"] [data-field=${name}]`);

pageTest("the board's cards show the room as it is, in local time, and pass WCAG 2.2 AA", () => open("ok"), async (page) => {
  await page.waitForSelector("li[data-table]");
  assert.equal(await page.locator("li[data-table]").count(), 3);
  assert.equal(await page.textContent("#board-updated"), "updated 21:37:00");
  assert.equal(await field(page, 1, "hand"), "hand 1 · flop");
  assert.equal(await field(page, 1, "activity"), "going", "a hand is being dealt");
  assert.equal(await field(page, 2, "collection"), "⚠ collection overdue since 21:30 (7 min)");
  assert.equal(await field(page, 3, "dealer"), "no dealer");
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "floor-board-cards.png") });
});

pageTest("the list shows the same tables, sorts by keyboard, and passes WCAG 2.2 AA", () => open("ok"), async (page) => {
  await page.waitForSelector("li[data-table]");
  await page.keyboard.press("l");
  await page.waitForSelector("table.board-list");
  assert.equal(await page.locator("table.board-list tbody tr").count(), 3);
  // Tab reaches the sort buttons; Enter sorts.
  await page.focus("th button");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute("th:first-child", "aria-sort"), "descending");
  assert.deepEqual(await page.$$eval("tbody [data-column=name]", (cs) => cs.map((c) => c.textContent)), ["Table 3", "Table 2", "Table 1"]);
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "floor-board-list.png") });
});

test("when the database stops answering the board says so with advice and keeps the last board", async () => {
  const { page, problems, close } = await open("ok");
  await page.waitForSelector("li[data-table]");
  await page.evaluate(() => window.__cardroomMock.fail("db_locked"));
  await page.evaluate(() => window.__cardroomMock.change("seats", 1, "unseat-one"));
  const alert = await page.waitForSelector("#board-error");
  assert.equal(await alert.getAttribute("data-code"), "db_locked");
  assert.match(await alert.textContent(), /The database is not answering/);
  assert.match(await alert.textContent(), /Another program is writing to the database/);
  assert.equal(await page.textContent("#board-updated"), "last updated 21:37:00");
  assert.equal(await page.locator("li[data-table]").count(), 3);
  await assertAccessible(page);

  await page.evaluate(() => window.__cardroomMock.fail(null));
  await page.evaluate(() => window.__cardroomMock.change("seats", 1, "unseat-one"));
  await page.waitForSelector("#board-error", { state: "detached" });
  assert.equal(await page.textContent("#board-updated"), "updated 21:39:00");
  assert.equal(await field(page, 1, "seated"), "3/9 seated");
  assert.deepEqual(problems.filter((p) => !/db_locked/.test(p)), []);
  await close();
});

pageTest("30 open tables fit 1280 wide, as cards and as a list", () => open("30-tables"), async (page) => {
  await page.waitForSelector("li[data-table]");
  assert.equal(await page.locator("li[data-table]").count(), 30);
  // The right edge of everything on the screen, and of anything scrolled inside a box.
  const right = () =>
    page.evaluate(() =>
      Math.max(
        document.documentElement.scrollWidth,
        ...[...document.querySelectorAll("main, main *")].map((e) => {
          const box = e.getBoundingClientRect();
          return /auto|scroll/.test(getComputedStyle(e).overflowX) ? box.left + e.scrollWidth : box.right;
        }),
      ),
    );
  assert.ok((await right()) <= 1280, `cards: ${await right()} px wide`);
  await page.keyboard.press("l");
  await page.waitForSelector("table.board-list");
  assert.ok((await right()) <= 1280, `list: ${await right()} px wide`);
  await assertAccessible(page);
});

pageTest("with 30 tables a change at one table shows on that table's card, and the other 29 keep theirs", () => open("30-tables"), async (page) => {
  await page.waitForSelector("li[data-table]");
  const seated = () =>
    page.$$eval("li[data-table]", (cards) => Object.fromEntries(cards.map((c) => [c.dataset.table, c.querySelector("[data-field=seated]")?.textContent])));
  const before = await seated();
  const rendered = await page.evaluate(() => performance.getEntriesByName("floor-board:render").length);
  await page.evaluate(() => window.__cardroomMock.change("seats", 7, "unseat-one"));
  await page.waitForFunction((b) => performance.getEntriesByName("floor-board:render").length > b, rendered);
  const after = await seated();
  const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
  assert.deepEqual(changed, ["7"], `table 7 before: ${before[7]}, after: ${after[7]}`);
  assert.equal(Object.keys(after).length, 30);
});
