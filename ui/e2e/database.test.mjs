// Where the room lives and the connection to its server, in the built UI in Chromium with the
// IPC mocked (e2e/database-script.ts): Settings → Database on a file, on a server and locked by
// CARDROOM_DB; a server chosen (its password never shown back) and a refusal by its code; the
// Backups panel of a room on a server; the connection banner on the floor and on the dealer's
// console, from the shell's news and from a command refused with db_offline.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, open, pageTest, repo } from "./browser.mjs";
import { assertLayout, openConsole } from "./dealer-driver.mjs";

const SERVER = "postgres://cardroom@db.local:5432/room";
// A made-up password: the screen must never show it back.
const PASSWORD = "s3cret-Pw";
const TYPED = `postgres://cardroom:${PASSWORD}@db.local/room?sslmode=require`;

async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

/** Everything the page shows, and every field's value: a password must be in none. */
const shownAnywhere = (page) =>
  page.evaluate(() => document.body.innerText + [...document.querySelectorAll("[title],[aria-label],[data-since]")].map((e) => e.outerHTML).join(""));

async function settings(scenario) {
  const opened = await open(scenario);
  await opened.page.click("#nav-settings");
  await opened.page.waitForSelector("#db-next");
  return opened;
}

pageTest("Settings → Database on the station's own file: a server chosen by URL, said without its password; a refusal by its code; WCAG 2.2 AA", () => settings("ok"), async (page) => {
  assert.equal(await page.textContent("#db-path"), "/mock/room.sqlite3");
  assert.equal(await page.textContent("#db-kind"), "This station's own file");
  assert.equal(await page.textContent("#db-next"), "this station's own file");
  assert.equal(await page.getAttribute("#db-url", "type"), "password");
  assert.equal(await page.getAttribute("#db-url", "placeholder"), "postgres://cardroom:PASSWORD@db.local/room");
  assert.equal(await page.$("#db-use-file"), null, "#db-use-file is not shown");
  await assertAccessible(page);

  // A refusal first: said by its code, nothing saved, the URL kept in the field to correct.
  await page.fill("#db-url", TYPED);
  await page.evaluate(() => (window.__cardroomMock.database.refuseNext = "db_cannot_open"));
  await page.click("#db-connect");
  const refusal = await page.waitForSelector("#db-refusal");
  assert.equal(await refusal.getAttribute("data-code"), "db_cannot_open");
  assert.match(await refusal.textContent(), /did not accept the connection/);
  assert.equal(await page.$("#db-saved"), null, "#db-saved is not shown");
  assert.equal(await page.inputValue("#db-url"), TYPED);
  await assertAccessible(page);
  await page.locator("#database").scrollIntoViewIfNeeded();
  await screenshot(page, "settings-database-refused.png");

  // Then it connects: the server named without its password, used from the next start.
  await page.click("#db-connect");
  await page.waitForSelector("#db-saved");
  assert.equal(await page.textContent("#db-saved"), `This station will use ${SERVER} from its next start. Restart Cardroom to switch.`);
  assert.equal(await page.textContent("#db-next"), SERVER);
  assert.equal(await page.inputValue("#db-url"), "");
  assert.equal(await page.$("#db-refusal"), null, "#db-refusal is not shown");
  assert.equal(await page.evaluate(() => window.__cardroomMock.database.chosen), 2);
  assert.ok(!(await shownAnywhere(page)).includes(PASSWORD), "the password is shown somewhere");
  await page.waitForSelector("#db-use-file");
  await assertAccessible(page);
  await page.locator("#database").scrollIntoViewIfNeeded();
  await screenshot(page, "settings-database.png");

  // And back to the file, by keyboard.
  await page.focus("#db-use-file");
  await page.keyboard.press("Enter");
  // The file is what the station uses now: nothing to restart.
  await page.waitForFunction(() => /^This station uses its own file, now and from its next start/.test(document.querySelector("#db-saved")?.textContent ?? ""));
  assert.equal(await page.evaluate(() => window.__cardroomMock.database.lastChoseServer), false);
  // The button goes with the setting the answer carries (its re-read may be a frame behind).
  await page.waitForSelector("#db-use-file", { state: "detached", timeout: 2000 });
});

pageTest("a room on a server: Settings names the server, and Backups says it is backed up on the server, with no Back up now; WCAG 2.2 AA", () => settings("server"), async (page) => {
  assert.equal(await page.textContent("#db-path"), SERVER);
  assert.equal(await page.textContent("#db-kind"), "A database server every station of the room shares");
  const note = await page.waitForSelector("#backups-on-server");
  assert.match(await note.textContent(), /backed up on the server, not from this station/);
  assert.match(await note.textContent(), /pg_dump/);
  assert.equal(await page.$("#back-up-now"), null, "#back-up-now is not shown");
  assert.equal(await page.evaluate(() => window.__cardroomMock.count("last_backup")), 0);
  await assertAccessible(page);
  await page.locator("#database").scrollIntoViewIfNeeded();
  await screenshot(page, "settings-database-server.png");
});

pageTest("CARDROOM_DB set: the choice is locked, and says why; WCAG 2.2 AA", () => settings("env"), async (page) => {
  assert.match(await page.textContent("#db-from-env"), /CARDROOM_DB is set where Cardroom starts/);
  assert.equal(await page.textContent("#db-next"), "as CARDROOM_DB says");
  assert.equal(await page.isDisabled("#db-url"), true);
  assert.equal(await page.isDisabled("#db-connect"), true);
  await assertAccessible(page);
});

pageTest("a dealer has no Settings, so no Database form, and Alt+4 does nothing", () => open("console:holdem"), async (page) => {
  await page.waitForSelector(".console");
  assert.equal(await page.$("#nav-settings"), null, "#nav-settings is not shown");
  await page.keyboard.press("Alt+4");
  assert.equal(await page.$("#db-url"), null, "#db-url is not shown");
  assert.equal(await page.$("#settings-title"), null, "#settings-title is not shown");
});

pageTest("the connection lost: a banner on the floor with the time and the server; back: hidden, a notice, every screen read again; WCAG 2.2 AA", () => open("ok"), async (page) => {
  await page.waitForSelector("#floor-title");
  assert.equal(await page.$("#connection-banner"), null, "#connection-banner is not shown");
  const boards = await page.evaluate(() => window.__cardroomMock.count("floor_board"));

  // 20:40Z is 21:40 in Madrid.
  await page.evaluate(() => window.__cardroomMock.connection(false, "2026-11-20T20:40:00Z"));
  const banner = await page.waitForSelector("#connection-banner[role=alert]");
  assert.equal(
    await page.textContent(".connection-lost"),
    "Connection to the database server lost since 21:40 — Cardroom keeps trying. Nothing you enter is saved until it is back.",
  );
  assert.equal(await page.textContent("#connection-location"), SERVER);
  assert.ok((await banner.boundingBox()).y < 20, "the banner is at the top");
  await assertAccessible(page);
  await screenshot(page, "connection-lost.png");
  // It stays on every screen.
  await page.keyboard.press("Alt+4");
  await page.waitForSelector("#settings-title");
  assert.notEqual(await page.$("#connection-banner"), null);

  await page.keyboard.press("Alt+1");
  await page.evaluate(() => window.__cardroomMock.connection(true));
  await page.waitForSelector("#connection-banner", { state: "detached" });
  await page.waitForSelector(".connection-restored");
  assert.match(await page.textContent(".connection-restored"), /Connection restored/);
  await page.waitForFunction((n) => window.__cardroomMock.count("floor_board") > n, boards);
  await assertAccessible(page);
});

pageTest("a read refused with db_offline shows the banner at once, before the shell says anything", () => open("ok"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.evaluate(() => window.__cardroomMock.fail("db_offline"));
  // The Audit screen reads the trail: refused.
  await page.keyboard.press("Alt+8");
  await page.waitForSelector("#connection-banner");
  assert.match(await page.textContent(".connection-lost"), /^Connection to the database server lost since \d\d:\d\d — Cardroom keeps trying\./);
  await assertAccessible(page);
});

pageTest("the dealer's console with the server lost: the banner above, the table still fits; an entry reads 'not saved: connection lost', never 'saved'", () => openConsole("holdem"), async (page) => {
  await page.evaluate(() => window.__cardroomMock.connection(false, "2026-11-20T20:40:00Z"));
  await page.waitForSelector("#connection-banner");
  assert.equal(await page.textContent(".save-state"), "offline: not saving");
  // Next hand, sent while the server is out of reach: refused, and said so.
  await page.keyboard.press("n");
  const refusal = await page.waitForSelector("#console-refusal");
  assert.equal(await refusal.getAttribute("data-code"), "db_offline");
  assert.match(await refusal.textContent(), /^Not saved: connection lost\./);
  assert.equal(await page.textContent(".save-state"), "not saved: connection lost");
  await assertLayout(page);
  await assertAccessible(page);
  await screenshot(page, "dealer-connection-lost.png");
  // Back: the banner goes, the console reads the table again; the entry was not saved, so the
  // mark does not say it was.
  await page.evaluate(() => window.__cardroomMock.connection(true));
  await page.waitForSelector("#connection-banner", { state: "detached" });
  assert.notEqual(await page.textContent(".save-state"), "saved ✓");
  await assertLayout(page);
  const done = await page.evaluate(() => window.__cardroomMock.consoleProgress());
  assert.deepEqual(done.unexpected, []);
});

test("a station started while its server was out of reach: the sign-in screen says why, and a server chosen there opens the room without a restart; WCAG 2.2 AA", async () => {
  const { page, problems, close } = await open("unreachable");
  const problem = await page.waitForSelector("#session-problem");
  assert.equal(await problem.getAttribute("data-code"), "db_offline");
  assert.equal(await page.textContent("#db-now"), `This station is set to use the server ${SERVER}.`);
  await assertAccessible(page);
  await screenshot(page, "signin-database-unreachable.png");
  await page.fill("#db-url", TYPED);
  await page.click("#db-connect");
  await page.waitForSelector("#floor-title");
  assert.equal(await page.evaluate(() => window.__cardroomMock.database.chosen), 1);
  assert.equal(await page.evaluate(() => window.__cardroomMock.database.lastChoseServer), true);
  assert.ok(!(await shownAnywhere(page)).includes(PASSWORD), "the password is never shown back");
  assert.deepEqual(problems.filter((p) => !/db_offline/.test(p)), []);
  await close();
});
