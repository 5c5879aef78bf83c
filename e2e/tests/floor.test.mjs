// The real app, built with its UI embedded, in a real window under Xvfb, on a real SQLite file
// (CARDROOM_DB): the first floor manager starts the room, opens a table, seats three players,
// pushes a dealer and draws for the button; the CLI seats a fourth on the same file and the
// board shows him; a dealer signs in and sees only his table; five wrong PINs lock an account.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene, click, fill, field, cardroom } = w;

const seatedText = () => w.browser.$(`li[data-table="1"] [data-field=seated]`).getText();

scene("first run: the first floor manager starts the room and signs in", async () => {
  await w.startRoom();
  assert.equal(await w.browser.$("#board-empty").getText(), "No tables are open.");
});

scene("the floor manager opens a table, seats three players, pushes a dealer and draws for the button", async () => {
  // A dealer to push, added from the Staff screen.
  await w.browser.$("#nav-staff").click();
  await w.browser.$("#add-staff-name").waitForExist({ timeout: 10000 });
  await w.browser.$("#add-staff-name").setValue("Dee");
  await click("Add");
  await w.browser.$(`//*[(self::td or self::th) and normalize-space(.)="Dee"]`).waitForExist({ timeout: 10000 });
  await click("Set PIN for Dee");
  await fill("New PIN for Dee", "1357");
  await fill("The same PIN again", "1357");
  await click("Save PIN");
  await w.browser.$("#nav-floor").click();

  await click("+ Open table");
  await fill("Table name", "Table 1");
  await (await field("Game")).selectByAttribute("value", "holdem");
  await fill("Small blind", "1");
  await fill("Big blind", "2");
  await fill("Manager's rate", "3");
  // The schedule's rate shows first; the typed one replaces it when the form has re-rendered
  // (a slow window read 4.00 once, the schedule's, just after the typing).
  const collection = w.browser.$("#open-table-collection");
  await w.browser.waitUntil(async () => (await collection.isExisting()) && (await collection.getText()) === "3.00 from each pot", { timeout: 10000 }).catch(() => {});
  assert.equal(await collection.getText(), "3.00 from each pot");
  await click("Open table");
  await w.browser.$(`li[data-table="1"]`).waitForExist({ timeout: 10000 });

  await click("Actions for Table 1");
  for (const [name, stack] of [["Ann", "200"], ["Bob", "150"], ["Cy", "180"]]) {
    await w.clickUntil("Seat a player", `//label[starts-with(normalize-space(.), "Player's name")]`);
    await fill("Player's name", name);
    await fill("Stack", stack);
    await click("Seat player");
    await w.browser.$(`//*[contains(normalize-space(.), "${name}")]`).waitForExist({ timeout: 10000 });
  }
  await (await field("Dealer to push at Table 1")).selectByVisibleText("Dee");
  await click("Push");
  await click("Draw for the button");
  await fill("Seat 1 Ann", "As");
  await fill("Seat 2 Bob", "Kd");
  await fill("Seat 3 Cy", "2c");
  await click("Decide the button");
  await w.browser.keys("Escape");
  await w.browser.keys("Escape");
  await w.browser.waitUntil(async () => (await seatedText()) === "3/9 seated", { timeout: 10000 });
  assert.equal(await w.browser.$(`li[data-table="1"] [data-field=button]`).getText(), "button seat 1");
  assert.match(await w.browser.$(`li[data-table="1"] [data-field=dealer]`).getText(), /^Dee/);
});

scene("a player the CLI seats on the same file shows on the board within 2 s", async () => {
  cardroom("seat", "add", "--table", "1", "--seat", "4", "--name", "Dot", "--stack", "100");
  const seated = Date.now();
  await w.browser.waitUntil(async () => (await seatedText()) === "4/9 seated", { timeout: 2000, interval: 50 });
  assert.ok(Date.now() - seated <= 2000);
  // The file the window writes is a real, current Cardroom database that checks out.
  const check = spawnSync(w.cli, ["--db", w.db, "db", "check"], { encoding: "utf8" });
  assert.equal(check.status, 0, check.stderr);
});

scene("a floor manager's unseat is undone from the notice, and the CLI sees the seat back", async () => {
  await w.clickUntil("Actions for Table 1", `//button[@aria-label="Seat 4 Dot: actions"]`);
  // The drawer slides in: a click aimed while it moves lands beside its target.
  await sleep(800);
  const unseatItem = `//*[@role="menuitem" and normalize-space(.)="Unseat"]`;
  await w.clickUntil("Seat 4 Dot: actions", unseatItem);
  const unseat = w.browser.$(unseatItem);
  await unseat.waitForClickable({ timeout: 10000 });
  await unseat.click();
  await w.browser.waitUntil(async () => (await seatedText()) === "3/9 seated", { timeout: 10000 });
  const notice = w.browser.$(`//section[@aria-label="Last floor action"]`);
  await notice.waitForExist({ timeout: 10000 });
  assert.match(await notice.getText(), /Seat 4 Dot unseated at Table 1 with 100\.00/);
  await click("Undo");
  await w.browser.waitUntil(async () => (await seatedText()) === "4/9 seated", { timeout: 10000 });
  assert.match(await notice.getText(), /^Undone: Seat 4 Dot unseated/);
  // The room holds him again, with his chips: another program reads it from the same file.
  const seats = JSON.parse(cardroom("seat", "list", "--table", "1", "--json"));
  const dot = seats.find((s) => s.seat_no === 4);
  assert.equal(dot?.player_name, "Dot");
  assert.equal(dot?.stack_cents, 10000);
  await w.browser.keys("Escape");
});

scene("a dealer signs in with two taps and his PIN, lands on his table's console, sees only his table, and never Staff or Rates", async () => {
  await (await w.browser.$("#switch-user")).click();
  await w.browser.$(`//button[.//span[contains(@class, "who-name") and normalize-space(.)="Dee"]]`).click();
  for (const digit of "1357") await click(digit);
  await click("Sign in");
  await w.browser.$(".console").waitForExist({ timeout: 10000 });
  assert.match(await w.browser.$(".console-title").getText(), /Table 1/);
  await w.browser.$("#nav-floor").click();
  await w.browser.$("#floor-title").waitForExist({ timeout: 10000 });
  assert.equal(await w.browser.$("#nav-staff").isExisting(), false);
  assert.equal(await w.browser.$("#nav-rates").isExisting(), false);
  assert.equal((await w.browser.$$("li[data-table]")).length, 1);
});

scene("five wrong PINs lock the account", async () => {
  await (await w.browser.$("#sign-out")).click();
  await w.browser.$("#signin-name").waitForExist({ timeout: 10000 });
  await w.browser.$("#signin-name").setValue("Maria");
  for (let i = 0; i < 5; i++) {
    await (await field("PIN for Maria")).setValue("9999");
    await click("Sign in");
    await sleep(300);
  }
  await w.browser.waitUntil(async () => /locked/i.test(await w.browser.$("#signin-refusal").getText()), { timeout: 10000 });
  await (await field("PIN for Maria")).setValue("2468");
  await click("Sign in");
  await sleep(500);
  assert.match(await w.browser.$("#signin-refusal").getText(), /locked/i, "even the right PIN while locked");
});
