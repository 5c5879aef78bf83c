// Table stations and the desk's lock in the built UI in Chromium, the shell mocked (mock-ipc.ts,
// its `__cardroomDesk`: signing in and out, the station, the lock): a table station shows only
// the dealers' sign-in and its table's console, goes back to the sign-in after the house's idle
// time with the hand kept in the room, says a closed table and waits for it; a desk locks after
// its idle time over an open dialog, which keeps what was typed after the unlock. Each passes
// WCAG 2.2 AA and fits 1280x800 and 1024x768.
import assert from "node:assert/strict";
import { assertAccessible, assertFits, open, pageTest } from "./browser.mjs";

const DEE = "2468";
const MARIA = "1357";
const DESK_SIZE = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

/** A table station serving Table 1 (the Hold'em script's table), nobody signed in. */
const station = (extra = {}) => ({ start: "signed-out", station: { table: "Table 1" }, ...extra });

const progress = (page) => page.evaluate(() => window.__cardroomMock.consoleProgress());
const deskCalls = (page, cmd) => page.evaluate((c) => window.__cardroomMock.desk.calls.filter((x) => x.cmd === c).length, cmd);

/** Taps `name` on the sign-in, the PIN on the pad, and Sign in. */
async function signIn(page, name, pin) {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  const pad = page.getByRole("group", { name: "PIN pad" });
  for (const d of pin) await pad.getByRole("button", { name: d, exact: true }).click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

for (const size of [DESK_SIZE, TABLET]) {
  pageTest(`a table station at ${size.width}x${size.height} shows only the dealers' sign-in, then its table's console: no nav, no other screen; WCAG 2.2 AA`, () => open("console:holdem", size, {}, station()), async (page) => {
    await page.waitForSelector("#signin-place");
    assert.equal(await page.textContent("#signin-place"), "Table station: Table 1");
    assert.equal(await page.locator("nav").count(), 0, "no nav on the sign-in");
    await assertFits(page, "the table station's sign-in");
    await assertAccessible(page);
    await signIn(page, "Dee", DEE);
    await page.waitForSelector(".console");
    // Only the console and who is signed in: no screens to go to.
    assert.equal(await page.locator("nav[aria-label=Screens]").count(), 0);
    assert.equal(await page.textContent("#station-name"), "Table 1");
    assert.match(await page.textContent("#session-who"), /Dee/);
    assert.equal(await page.locator("#station-setup").count(), 0, "a dealer has no way to the station's setup");
    await assertFits(page, "the table station's console");
    await assertAccessible(page);
    assert.deepEqual((await progress(page)).unexpected, []);
  });
}

pageTest("after the house's idle time the table station goes back to the sign-in; the hand started is there for the next dealer", () => open("console:holdem", DESK_SIZE, {}, station()), async (page) => {
  await signIn(page, "Dee", DEE);
  await page.waitForSelector(".console");
  await page.click('[data-action="next_hand"]');
  await page.waitForFunction(() => window.__cardroomMock.consoleProgress().answered >= 2);
  // The answer shown: the console's mark is the hand started (no hand was "0-0-0").
  await page.waitForSelector('.console:not([data-view="0-0-0"])');
  const started = await page.getAttribute(".console", "data-view");
  // The floor makes the idle time short (2 s): the session says it once read again.
  await page.evaluate(async () => {
    window.__cardroomMock.desk.setIdle({ station_idle_seconds: 2 });
    await window.__cardroomMock.announce("waitlists", null);
  });
  const idleFrom = Date.now();
  await page.waitForSelector("#signin-title", { timeout: 10000 });
  assert.ok(Date.now() - idleFrom >= 1500, "not before the idle time");
  assert.equal(await page.locator(".console").count(), 0);
  assert.equal(await deskCalls(page, "sign_out"), 1);
  assert.equal(await page.textContent("#signin-place"), "Table station: Table 1");
  // The next dealer signs in: the hand in progress, as the room kept it.
  await page.evaluate(() => window.__cardroomMock.desk.setIdle({ station_idle_seconds: 120 }));
  await signIn(page, "Dee", DEE);
  await page.waitForSelector(`.console[data-view="${started}"]`);
  assert.deepEqual((await progress(page)).unexpected, []);
});

for (const size of [DESK_SIZE, TABLET]) {
  pageTest(`a table station set for a closed table says so at ${size.width}x${size.height} and waits; once it opens, the sign-in shows by itself`, () => open("console:holdem", size, {}, station({ tables: { "Table 1": null } })), async (page) => {
    const heading = page.getByRole("heading", { name: "Table 1 is closed. This station waits until it opens." });
    await heading.waitFor();
    assert.equal(await page.locator(".who").count(), 0, "nobody signs in at a closed table");
    await assertFits(page, "the closed table's screen");
    await assertAccessible(page);
    await page.evaluate(async () => {
      window.__cardroomMock.desk.setTable("Table 1", 1);
      await window.__cardroomMock.announce("tables", 1);
    });
    await page.waitForSelector("#signin-place");
    assert.equal(await heading.count(), 0);
  });
}

for (const size of [DESK_SIZE, TABLET]) {
  pageTest(`the desk locks after its idle time over an open dialog at ${size.width}x${size.height}; unlocked with the PIN, the dialog keeps what was typed; WCAG 2.2 AA`, () => open("ok", size, {}, { start: "floor", idle: { desk_lock_minutes: 0.04 } }), async (page) => {
    await page.waitForSelector("#floor-title");
    await page.getByRole("button", { name: "+ Open table" }).click();
    await page.waitForSelector("[role=dialog] input[name=name]");
    await page.fill("input[name=name]", "Table 9");
    // 0.04 min: 2.4 s without input.
    const lock = page.getByRole("dialog", { name: "Desk locked" });
    await lock.waitFor({ timeout: 10000 });
    assert.equal(await deskCalls(page, "lock_desk"), 1);
    assert.match(await page.textContent("#lock-who"), /Maria/);
    // The app and its dialog are beneath, out of reach; the lock is above them.
    assert.equal(await page.evaluate(() => document.querySelector("input[name=name]").closest("[inert]") !== null), true);
    assert.equal(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2).closest("#desk-lock") !== null), true);
    await assertFits(page, "the desk's lock");
    await assertAccessible(page);
    // A wrong PIN is said; the right one unlocks (the house's time made long first).
    await page.fill("#lock-pin", "0000");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#lock-refusal[data-code=wrong_pin]");
    await assertAccessible(page);
    await page.evaluate(() => window.__cardroomMock.desk.setIdle({ desk_lock_minutes: 5 }));
    await page.fill("#lock-pin", MARIA);
    await page.keyboard.press("Enter");
    await lock.waitFor({ state: "detached" });
    assert.equal(await page.inputValue("[role=dialog] input[name=name]"), "Table 9");
    assert.equal(await page.evaluate(() => document.querySelector("[inert]")), null, "nothing is left out of reach");
    assert.equal(await deskCalls(page, "unlock_desk"), 2);
  });
}

pageTest("Sign in as someone else at a locked desk signs out to the sign-in", () => open("ok", DESK_SIZE, {}, { start: "floor", locked: true }), async (page) => {
  await page.getByRole("dialog", { name: "Desk locked" }).waitFor();
  await page.click("#lock-someone-else");
  await page.waitForSelector("#signin-title");
  assert.equal(await page.locator("#desk-lock").count(), 0);
  await signIn(page, "Dee", DEE);
  await page.waitForSelector("#session-who");
  assert.match(await page.textContent("#session-who"), /Dee/);
});

pageTest("a floor manager at a table station sets it back to the whole room from its bar, at 1024x768; WCAG 2.2 AA", () => open("console:holdem", TABLET, {}, station()), async (page) => {
  await signIn(page, "Maria", MARIA);
  await page.waitForSelector(".console");
  await page.click("#station-setup");
  const dialog = page.getByRole("dialog", { name: "This station" });
  await dialog.waitFor();
  assert.equal(await page.inputValue("#station-table"), "Table 1");
  await assertFits(page, "the station's setup");
  await assertAccessible(page);
  await page.selectOption("#station-table", "");
  await page.fill("#station-pin", MARIA);
  await page.click("#station-save");
  // The whole room: the room's screens, windowed again.
  await page.waitForSelector("nav[aria-label=Screens]");
  assert.deepEqual(await page.evaluate(() => window.__cardroomMock.desk.fullscreen), [false]);
  assert.equal(await page.evaluate(() => window.__cardroomMock.desk.station().table), null);
});
