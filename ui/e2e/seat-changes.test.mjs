// The seat-change lists and a broken table in the built UI, in Chromium, with the IPC mocked from
// a real room's evening (scenario "lists": `waitlist-script.ts` works the lists and the tables'
// seat-change lists in memory). At 21:37 Table 2 (Low Ball, 8 seats) has Fay 1, Gus 3 and Hal
// 5; Table 3 (Pan) Ida 1, Jo 2, Kim 3, Lou 4; Xavier Ortiz is next on Table 2's waiting list.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, assertFits, open, pageTest, repo, SIZES } from "./browser.mjs";
import { assertLayout, assertTargets, openConsole } from "./dealer-driver.mjs";

/** Pictures to look at (e2e/artifacts/seat-changes, not kept in git). */
const shots = resolve(repo, "e2e", "artifacts", "seat-changes");
mkdirSync(shots, { recursive: true });

/** The floor board of the "lists" evening, once its cards are shown. */
async function board() {
  const opened = await open("lists");
  await opened.page.waitForSelector("#floor-title");
  await opened.page.waitForSelector("li[data-table='2']");
  return opened;
}

/** The open dialog, once its opening transition is over (axe reads colours as they are on the screen). */
async function dialogShown(page, name) {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  return dialog;
}

/** From table `from`'s actions, the player of the seat button `seat` asks for table `to` (its id). */
async function askSeatChange(page, from, seat, to) {
  await page.getByRole("button", { name: `Actions for ${from}` }).click();
  const drawer = await dialogShown(page, `${from} actions`);
  await drawer.getByRole("button", { name: seat }).click();
  await page.getByRole("menuitem", { name: "Seat change…" }).click();
  const d = await dialogShown(page, /^Seat change for /);
  await d.getByLabel("Table asked for").selectOption(String(to));
  await assertAccessible(page);
  await d.getByRole("button", { name: "Put on the list" }).click();
  await d.waitFor({ state: "detached" });
  return drawer;
}

const rows = (page, table) =>
  page.$$eval(`li[data-table='${table}'] [data-field=seat-changes] li`, (ls) => ls.map((l) => l.textContent.replace(/\s+/g, " ").trim()));

pageTest("a seat change asked from a player's menu shows on the table's card, numbered, players at the table first; the board fits every window size", () => board(), async (page) => {
  await askSeatChange(page, "Table 3", "Seat 1 Ida: actions", 2);
  await page.keyboard.press("Escape");
  await askSeatChange(page, "Table 2", "Seat 3 Gus: actions", 2);
  // The table's actions list them too, with Cancel, and offer the open seat to the first.
  const drawer = page.getByRole("dialog", { name: "Table 2 actions" });
  const offer = drawer.getByRole("group", { name: "Seat open at Table 2: offer it first to Gus (from seat 3 here)" });
  await offer.waitFor();
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "seat-change-actions.png") });
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "detached" });
  await page.waitForFunction(() => document.querySelectorAll("li[data-table='2'] [data-field=seat-changes] li").length === 2);
  assert.deepEqual(await rows(page, 2), ["1 Gus · from seat 3 here · seat open: offered first", "2 Ida · from Table 3 seat 1"]);
  assert.equal(await page.getAttribute("li[data-table='2'] [data-field=seat-changes] li[data-offered]", "data-request"), "2");
  await assertAccessible(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The lists' columns are laid out again for the new width.
    await page.waitForTimeout(300);
    await assertFits(page, `the board with a seat-change list at ${size.width}x${size.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: resolve(shots, "seat-change-board.png") });
});

pageTest("calling the list while a seat change is owed the seat is refused in plain words; the seat change is offered right there and Take seats him", () => board(), async (page) => {
  await askSeatChange(page, "Table 2", "Seat 3 Gus: actions", 2);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Alt+9");
  await page.waitForSelector("article[data-list]");
  const row = page.locator("#open-seats li[data-table='2']");
  await row.getByRole("button", { name: "Call Xavier Ortiz to Table 2" }).click();
  const alert = row.locator("[role=alert]");
  await alert.waitFor();
  assert.equal(await alert.getAttribute("data-code"), "seat_change_first");
  assert.match(await alert.textContent(), /^A player on this table's seat-change list is owed the open seat: offer it to that player first \(Take or Decline\)\. Nobody was called\./);
  const offer = row.getByRole("group", { name: "Seat open at Table 2: offer it first to Gus (from seat 3 here)" });
  assert.match(await offer.textContent(), /A player who declines comes off the list \(the house's rule\)\./);
  await assertAccessible(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The lists' columns are laid out again for the new width.
    await page.waitForTimeout(300);
    await assertFits(page, `the Lists screen with a seat change offered at ${size.width}x${size.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: resolve(shots, "seat-change-first.png") });
  await offer.getByLabel("Seat", { exact: true }).selectOption("7");
  await offer.getByRole("button", { name: "Take seat 7: Gus moves to it at Table 2" }).click();
  await offer.waitFor({ state: "detached" });
  await alert.waitFor({ state: "detached" });
  const sent = await page.evaluate(() => window.__cardroomMock.lists.sent.filter((c) => c.cmd === "take_seat_change").map((c) => c.args));
  assert.deepEqual(sent, [{ requestId: 1, seatNo: 7 }]);
  // Now the list is called.
  await row.getByRole("button", { name: "Call Xavier Ortiz to Table 2" }).click();
  await page.waitForSelector("#calls li[data-call] >> text=Xavier Ortiz");
  // The floor board: Gus in seat 7, the list empty.
  await page.keyboard.press("Alt+1");
  await page.waitForSelector("li[data-table='2']");
  assert.equal(await page.$("li[data-table='2'] [data-field=seat-changes]"), null);
  await page.getByRole("button", { name: "Actions for Table 2" }).click();
  const drawer = await dialogShown(page, "Table 2 actions");
  await drawer.getByRole("button", { name: "Seat 7 Gus: actions" }).waitFor();
});

pageTest("breaking a table says where its players go as the house sets it; they are on the game's list, from the broken table", () => board(), async (page) => {
  await page.getByRole("button", { name: "Actions for Table 4" }).click();
  const drawer = await dialogShown(page, "Table 4 actions");
  await drawer.getByRole("button", { name: "Break table" }).click();
  const d = await dialogShown(page, "Break Table 4?");
  assert.match(await d.textContent(), /go on the Texas Hold'em \$1\.00\/\$2\.00 NL waiting list, longest seated first/);
  assert.match(await d.textContent(), /As the house sets: its 9 players go ahead of everyone already waiting\./);
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "break-table.png") });
  await d.getByRole("button", { name: "Break Table 4" }).click();
  await page.waitForSelector("li[data-table='4']", { state: "detached" });
  await page.keyboard.press("Alt+9");
  await page.waitForSelector("article[data-list='1']");
  const names = await page.$$eval("article[data-list='1'] [data-field=name]", (ns) => ns.map((n) => n.textContent));
  assert.deepEqual(names.slice(0, 3), ["Nia", "Oz", "Pat"]);
  assert.deepEqual(names.slice(-2), ["Maria Gonzalez", "Tom Lee"]);
  assert.equal(await page.textContent("article[data-list='1'] li.wait-player >> nth=0 >> [data-field=from-broken-table]"), "From Table 4, broken");
  await assertAccessible(page);
});

pageTest("in Spanish and the dark look, the seat-change list and its offer are worded in Spanish and pass WCAG 2.2 AA", () => open("lists", { width: 1280, height: 800 }, { lang: "es", scheme: "dark" }), async (page) => {
  await page.waitForSelector("li[data-table='2']");
  await page.getByRole("button", { name: "Acciones de Table 2" }).click();
  const drawer = page.getByRole("dialog").first();
  await drawer.locator("[data-seat='3']").click();
  await page.getByRole("menuitem", { name: "Cambio de asiento…" }).click();
  const d = page.getByRole("dialog", { name: /^Cambio de asiento para / });
  await d.waitFor();
  await d.locator("select").selectOption("2");
  await d.locator("button[type=submit]").click();
  await d.waitFor({ state: "detached" });
  const offer = page.locator(".seat-change-offer");
  await offer.waitFor();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const text = await page.locator(".table-seat-changes").textContent();
  assert.match(text, /Cambio de asiento \(1\)/);
  assert.match(text, /Gus · desde el asiento 3 de esta mesa · asiento libre: se ofrece primero/);
  assert.match(text, /Asiento libre en Table 2: ofrézcalo primero a Gus/);
  for (const english of ["Seat change", "Take seat", "Declines", "offered first", "from seat", "house's rule"]) assert.ok(!text.includes(english), english);
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "seat-change-es-dark.png") });
});

for (const size of SIZES) {
  pageTest(`the dealer's console at ${size.width}x${size.height} shows its table's seat-change list in the header, and still fits without scrolling`, () => openConsole("holdem", size), async (page) => {
    // The Hold'em fixture's table is table 1.
    await page.evaluate(async () => {
      const asked = (id, name, fromId, fromName, seat) => ({ id, table_id: 1, player_name: name, from_table_id: fromId, from_table_name: fromName, from_seat: seat, requested_at: "2026-11-20T21:00:00Z", passed: false });
      window.__cardroomMock.consoleSeatChanges = [asked(4, "Cy", 1, "Table 1", 3), asked(2, "Maria Gonzalez", 12, "Table 12", 7), asked(5, "Bo", 9, "Table 9", 1)];
      await window.__cardroomMock.announce("seats", 1);
    });
    const list = page.getByRole("list", { name: "Seat changes (3)" });
    await list.waitFor();
    const rows = await list.locator("li").allTextContents();
    assert.deepEqual(rows.map((r) => r.replace(/\s+/g, " ").trim().replace(/ · seat open: offered first$/, "")), [
      "1 Cy · from seat 3 here",
      "2 Maria Gonzalez · from Table 12 seat 7",
      "3 Bo · from Table 9 seat 1",
    ]);
    await assertFits(page, `the console with a seat-change list at ${size.width}x${size.height}`);
    await assertLayout(page);
    await assertTargets(page);
    await assertAccessible(page);
    if (size.width === 1024) await page.screenshot({ path: resolve(shots, "console-seat-changes-1024.png") });
  });
}
