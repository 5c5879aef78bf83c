// The Settings screen and the navigation, in the built UI with the IPC mocked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertAccessible, open, pageTest } from "./browser.mjs";

pageTest("navigation switches between the screens, by click and by Alt+digit", () => open("ok"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.click("#nav-settings");
  assert.equal(await page.textContent("h1"), "Settings");
  assert.equal(await page.getAttribute("#nav-settings", "aria-current"), "page");
  await page.keyboard.press("Alt+1");
  assert.equal(await page.textContent("h1"), "Floor");
  assert.equal(await page.getAttribute("#nav-floor", "aria-current"), "page");
  await page.keyboard.press("Alt+4");
  assert.equal(await page.textContent("h1"), "Settings");
});

pageTest("Settings shows exactly the rates the room returns, amounts from cents, and passes WCAG 2.2 AA", () => open("ok"), async (page) => {
  await page.click("#nav-settings");
  await page.waitForSelector("#rates");
  const rows = await page.$$eval("#rates tbody tr", (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.deepEqual(rows[0], ["Texas Hold'em", "$2.00-$4.00", "$3.00", "from the pot before the deal", "1 Jan 2000"]);
  assert.equal(await page.textContent("#db-path"), "/mock/room.sqlite3");
  await assertAccessible(page);
});

test("a locked database is explained by its code, with the message as detail", async () => {
  const { page, close } = await open("locked");
  await page.click("#nav-settings");
  const alert = await page.waitForSelector("[role=alert]");
  assert.equal(await alert.getAttribute("data-code"), "db_locked");
  assert.match(await alert.textContent(), /Another program is writing to the database/);
  assert.match(await alert.textContent(), /is locked by another program/);
  assert.equal(await page.$("#rates"), null);
  await assertAccessible(page);
  await close();
});
