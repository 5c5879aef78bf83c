// The real app, built with its UI embedded, in a real window under Xvfb, on a real SQLite file
// (CARDROOM_DB): the first floor manager starts the room, opens a table, seats three players,
// pushes a dealer and draws for the button; the CLI seats a fourth on the same file and the
// board shows him; a dealer signs in and sees only his table; five wrong PINs lock an account.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";

const root = resolve(import.meta.dirname, "..", "..");
const app = join(root, "target", "debug", "cardroom-app");
const cli = join(root, "target", "debug", "cardroom");
const work = mkdtempSync(join(tmpdir(), "cardroom-e2e-"));
const db = join(work, "room.sqlite3");

let driver;
let browser;

async function waitForDriver(port) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("tauri-driver did not start");
}

before(async () => {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  driver = spawn(join(import.meta.dirname, "..", "node_modules", ".bin", "tauri-driver"), ["--port", "4444", "--native-port", "4445"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CARDROOM_DB: db, XDG_DATA_HOME: work },
  });
  await waitForDriver(4444);
  browser = await remote({
    hostname: "127.0.0.1",
    port: 4444,
    logLevel: "warn",
    capabilities: { "tauri:options": { application: app }, "wdio:enforceWebDriverClassic": true },
  });
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
  driver?.kill();
  rmSync(work, { recursive: true, force: true });
});

/** The element labelled `text` (a Mantine field: its label's `for`). */
async function field(text) {
  const label = browser.$(`//label[starts-with(normalize-space(.), "${text}")]`);
  await label.waitForExist({ timeout: 10000 });
  const id = await label.getAttribute("for");
  return browser.$(`//*[@id="${id}"]`);
}

/** The visible button whose text (or accessible name) is `text`. */
async function button(text) {
  const b = browser.$(`//button[normalize-space(.)="${text}" or @aria-label="${text}"]`);
  await b.waitForClickable({ timeout: 10000 });
  return b;
}

async function click(text) {
  await (await button(text)).click();
}

async function fill(label, value) {
  const input = await field(label);
  await input.waitForEnabled({ timeout: 10000 });
  await input.setValue(value);
}

/** Runs the `cardroom` CLI on the same file as Maria. */
function cardroom(...args) {
  const out = spawnSync(cli, ["--db", db, "--as", "Maria", ...args], { encoding: "utf8" });
  assert.equal(out.status, 0, out.stderr);
  return out.stdout;
}

/** A test that leaves a screenshot of the window in e2e/artifacts/ when it fails. */
function scene(name, body) {
  test(name, async () => {
    try {
      await body();
    } catch (e) {
      mkdirSync(join(root, "e2e", "artifacts"), { recursive: true });
      await browser.saveScreenshot(join(root, "e2e", "artifacts", `${name.slice(0, 40).replace(/\W+/g, "-")}.png`)).catch(() => {});
      throw e;
    }
  });
}

const seatedText = () => browser.$(`li[data-table="1"] [data-field=seated]`).getText();

scene("first run: the first floor manager starts the room and signs in", async () => {
  await browser.$("#firstrun-name").waitForExist({ timeout: 20000 });
  await browser.$("#firstrun-name").setValue("Maria");
  await fill("PIN (4 to 8 digits)", "2468");
  await fill("The same PIN again", "2468");
  await click("Start the room");
  await browser.$("#floor-title").waitForExist({ timeout: 10000 });
  assert.equal(await browser.$("#board-empty").getText(), "No tables are open.");
});

scene("the floor manager opens a table, seats three players, pushes a dealer and draws for the button", async () => {
  // A dealer to push, added from the Staff screen.
  await browser.$("#nav-staff").click();
  await browser.$("#add-staff-name").waitForExist({ timeout: 10000 });
  await browser.$("#add-staff-name").setValue("Dee");
  await click("Add");
  await browser.$(`//*[(self::td or self::th) and normalize-space(.)="Dee"]`).waitForExist({ timeout: 10000 });
  await click("Set PIN for Dee");
  await fill("New PIN for Dee", "1357");
  await fill("The same PIN again", "1357");
  await click("Save PIN");
  await browser.$("#nav-floor").click();

  await click("+ Open table");
  await fill("Table name", "Table 1");
  await (await field("Game")).selectByAttribute("value", "holdem");
  await fill("Small blind", "1");
  await fill("Big blind", "2");
  await fill("Manager's rate", "3");
  await browser.$("#open-table-collection").waitForExist({ timeout: 10000 });
  assert.equal(await browser.$("#open-table-collection").getText(), "3.00 from each pot");
  await click("Open table");
  await browser.$(`li[data-table="1"]`).waitForExist({ timeout: 10000 });

  await click("Actions for Table 1");
  for (const [name, stack] of [["Ann", "200"], ["Bob", "150"], ["Cy", "300"]]) {
    await click("Seat a player");
    await fill("Player's name", name);
    await fill("Stack", stack);
    await click("Seat player");
    await browser.$(`//*[contains(normalize-space(.), "${name}")]`).waitForExist({ timeout: 10000 });
  }
  await (await field("Dealer to push at Table 1")).selectByVisibleText("Dee");
  await click("Push");
  await click("Draw for the button");
  await fill("Seat 1 Ann", "As");
  await fill("Seat 2 Bob", "Kd");
  await fill("Seat 3 Cy", "2c");
  await click("Decide the button");
  await browser.keys("Escape");
  await browser.keys("Escape");
  await browser.waitUntil(async () => (await seatedText()) === "3/9 seated", { timeout: 10000 });
  assert.equal(await browser.$(`li[data-table="1"] [data-field=button]`).getText(), "button seat 1");
  assert.match(await browser.$(`li[data-table="1"] [data-field=dealer]`).getText(), /^Dee/);
});

scene("a player the CLI seats on the same file shows on the board within 2 s", async () => {
  cardroom("seat", "add", "--table", "1", "--seat", "4", "--name", "Dot", "--stack", "100");
  const seated = Date.now();
  await browser.waitUntil(async () => (await seatedText()) === "4/9 seated", { timeout: 2000, interval: 50 });
  assert.ok(Date.now() - seated <= 2000);
  // The file the window writes is a real, current Cardroom database that checks out.
  const check = spawnSync(cli, ["--db", db, "db", "check"], { encoding: "utf8" });
  assert.equal(check.status, 0, check.stderr);
});

scene("a dealer signs in with two taps and his PIN, sees only his table, and never Staff or Rates", async () => {
  await (await browser.$("#switch-user")).click();
  await browser.$(`//button[.//span[contains(@class, "who-name") and normalize-space(.)="Dee"]]`).click();
  for (const digit of "1357") await click(digit);
  await click("Sign in");
  await browser.$("#floor-title").waitForExist({ timeout: 10000 });
  assert.equal(await browser.$("#nav-staff").isExisting(), false);
  assert.equal(await browser.$("#nav-rates").isExisting(), false);
  assert.equal((await browser.$$("li[data-table]")).length, 1);
});

scene("five wrong PINs lock the account", async () => {
  await (await browser.$("#sign-out")).click();
  await browser.$("#signin-name").waitForExist({ timeout: 10000 });
  await browser.$("#signin-name").setValue("Maria");
  for (let i = 0; i < 5; i++) {
    await (await field("PIN for Maria")).setValue("9999");
    await click("Sign in");
    await sleep(300);
  }
  await browser.waitUntil(async () => /locked/i.test(await browser.$("#signin-refusal").getText()), { timeout: 10000 });
  await (await field("PIN for Maria")).setValue("2468");
  await click("Sign in");
  await sleep(500);
  assert.match(await browser.$("#signin-refusal").getText(), /locked/i, "even the right PIN while locked");
});
