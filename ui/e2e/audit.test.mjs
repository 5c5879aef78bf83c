// The Audit screen and the backups in Settings, in the built UI in Chromium, answered from an
// evening of a real room (src/fixtures/audit.json): the trail newest first with its refusal
// marked, the filters' queries, a row opened by keyboard, the CSV saved; the last backup, a
// failed one, and a dealer who never sees the screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, open, openByKey, pageTest, repo, ui } from "./browser.mjs";

const fixture = JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "audit.json"), "utf8"));
const openQuery = { staff_id: null, table_id: null, from: null, to: null, kind: null, outcome: null, limit: null };

async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

const rowsShown = (page) => page.$$eval("#audit-list tbody tr[data-entry]", (trs) => trs.map((tr) => Number(tr.getAttribute("data-entry"))));
const lastQuery = (page) => page.evaluate(() => window.__cardroomMock.audit.queries.at(-1));

pageTest("the trail newest first, the refusal marked in words, filters sent as the room's query, a row opened by keyboard; WCAG 2.2 AA", () => open("ok"), async (page) => {
  await openByKey(page, { nav: "audit", words: "Audit", key: "Alt+8", ready: "#audit-list" });
  assert.deepEqual(await rowsShown(page), fixture.all.map((e) => e.id));
  assert.deepEqual(await lastQuery(page), openQuery);
  assert.equal(await page.textContent("#audit-count"), `${fixture.all.length} entries, newest first · 1 refused`);

  // The refusal: 20:37Z is 21:37 in Madrid; marked, with the room's words.
  const refused = fixture.refused[0];
  const row = page.locator(`tr[data-entry="${refused.id}"]`);
  assert.equal(await row.getAttribute("data-outcome"), "refused");
  assert.equal(await row.locator("td[data-field=at]").textContent(), "20 Nov 2026, 21:37:00");
  assert.equal(await row.locator("td[data-field=staff]").textContent(), refused.staff);
  assert.equal(await row.locator("td[data-field=where]").textContent(), `App · ${refused.machine}`);
  assert.equal(await row.locator("td[data-field=kind]").textContent(), "Open table");
  assert.equal(await row.locator("[data-mark=refused]").textContent(), "Refused");
  assert.equal(await row.locator("[data-field=refusal]").textContent(), "Only a floor manager may do this.");
  await assertAccessible(page);

  // Keyboard: from the filters, Tab reaches a row's button; Enter opens its changes and hash.
  const entry = fixture.all.find((e) => e.changes.length > 0);
  await page.focus("#audit-outcome");
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.classList.contains("audit-open"))) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.closest("tr")?.getAttribute("data-entry")), String(fixture.all[0].id));
  await page.focus(`tr[data-entry="${entry.id}"] .audit-open`);
  await page.keyboard.press("Enter");
  const detail = page.locator(`#audit-detail-${entry.id}`);
  await detail.waitFor();
  assert.deepEqual(await detail.locator("li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-what"))), entry.changes.map((c) => c.what));
  assert.equal(await detail.locator("[data-field=hash]").textContent(), entry.hash);
  await assertAccessible(page);
  await screenshot(page, "audit.png");

  // Filters: each is the room's query; the time range typed in local time is sent as UTC.
  await page.selectOption("#audit-staff", "2");
  await page.waitForFunction(() => window.__cardroomMock.audit.queries.at(-1)?.staff_id === 2);
  await page.fill("#audit-from", "2026-11-20T21:00");
  await page.waitForFunction(() => window.__cardroomMock.audit.queries.at(-1)?.from !== null);
  assert.deepEqual(await lastQuery(page), { ...openQuery, staff_id: 2, from: "2026-11-20T20:00:00Z" });
  await page.click("#audit-clear");
  await page.selectOption("#audit-outcome", "refused");
  await page.waitForFunction(() => window.__cardroomMock.audit.queries.at(-1)?.outcome === "refused");
  assert.deepEqual(await lastQuery(page), { ...openQuery, outcome: "refused" });
  await page.waitForFunction((n) => document.querySelectorAll("#audit-list tbody tr[data-entry]").length === n, fixture.refused.length);
  assert.deepEqual(await rowsShown(page), fixture.refused.map((e) => e.id));
  // Nothing matches: said in words.
  await page.selectOption("#audit-staff", "1");
  await page.waitForSelector("#audit-empty");
  assert.match(await page.textContent("#audit-empty"), /No entry matches these filters/);
  await assertAccessible(page);
});

pageTest("Export CSV… saves the room's CSV where the save dialog says", () => open("ok"), async (page) => {
  await page.click("#nav-audit");
  await page.waitForSelector("#audit-list");
  await page.click("#audit-export");
  await page.waitForSelector("#audit-saved");
  assert.match(await page.textContent("#audit-saved"), /^Saved to (\/mock\/exports\/audit\.csv|the file you chose)$/);
  const saved = await page.evaluate(() => window.__cardroomMock.audit.saved);
  assert.deepEqual(saved, [{ path: "/mock/exports/audit.csv", text: fixture.csv }]);
});

pageTest("a dealer has no Audit screen, and Alt+8 does nothing", () => open("console:holdem"), async (page) => {
  await page.waitForSelector("#nav-floor");
  assert.equal(await page.$("#nav-audit"), null);
  const before = await page.textContent("h1");
  await page.keyboard.press("Alt+8");
  assert.equal(await page.textContent("h1"), before);
  assert.equal(await page.$("#audit-title"), null);
});

test("Settings: the last backup and its check, Back up now with its progress, a failed backup's problems; WCAG 2.2 AA", async () => {
  const { page, problems, close } = await open("ok");
  await page.click("#nav-settings");
  await page.waitForSelector("#last-backup");
  assert.equal(await page.getAttribute("#last-backup", "data-ok"), "true");
  assert.equal(await page.textContent("#backup-at"), "20 Nov 2026, 21:37");
  assert.equal(await page.textContent("#backup-reason"), "Made by hand (Back up now)");
  assert.equal(await page.textContent("#backup-size"), `${Math.round(fixture.backup.bytes / 1024)} KB`);
  assert.equal(await page.textContent("#backup-path"), fixture.backup.path);
  assert.equal(await page.textContent("#backup-result"), "Checked: sound");
  await assertAccessible(page);
  await page.locator("#backups").scrollIntoViewIfNeeded();
  await screenshot(page, "settings-backups.png");

  // The next backup's check finds a change made outside Cardroom: a failure, its problem listed.
  await page.evaluate(() => (window.__cardroomMock.audit.backupFails = true));
  await page.focus("#back-up-now");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#last-backup[data-ok=false]");
  assert.match(await page.textContent("#backup-result"), /^FAILED/);
  assert.deepEqual(await page.$$eval("#backup-problems [data-field=problem]", (lis) => lis.map((li) => li.textContent)), fixture.backupFailed.problems);
  assert.match(await page.textContent("#backup-done"), /its check found problems/);
  await assertAccessible(page);
  await screenshot(page, "settings-backups-failed.png");

  // A refusal is said by its code.
  await page.evaluate(() => (window.__cardroomMock.audit.refuseNext = "backup_failed"));
  await page.click("#back-up-now");
  const refusal = await page.waitForSelector("#backup-refusal");
  assert.equal(await refusal.getAttribute("data-code"), "backup_failed");
  assert.match(await refusal.textContent(), /The backup could not be written/);
  await assertAccessible(page);
  assert.deepEqual(problems, []);
  await close();
});
