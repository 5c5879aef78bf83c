// The real app, built with its UI embedded, in a real window under Xvfb: Settings shows the
// Mint rates read from the real SQLite file named by CARDROOM_DB.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, existsSync, rmSync } from "node:fs";
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

test("the app opens on the floor with the four sections", async () => {
  // The window may still be loading its page when the session starts: wait for it to render.
  await browser.$("#nav-floor").waitForExist({ timeout: 10000 });
  for (const id of ["floor", "table", "reports", "settings"]) {
    assert.ok(await browser.$(`#nav-${id}`).isExisting(), `nav ${id}`);
  }
  assert.equal(await browser.$("h1").getText(), "Floor");
});

test("Settings shows the Mint rates from the real database file", async () => {
  await browser.$("#nav-settings").click();
  const table = browser.$("#rates");
  await table.waitForExist({ timeout: 10000 });
  const row = async (game) => {
    const cells = await browser.$$(`#rates tr[data-game="${game}"] td`);
    const texts = [];
    for (const cell of cells) texts.push(await cell.getText());
    return texts.slice(0, 4);
  };
  assert.deepEqual(await row("pan"), ["Pan", "$2.00-$5.00", "0.50", "per player every 30 minutes"]);
  assert.deepEqual(await row("pineapple"), ["Pineapple", "$20.00-$80.00", "7.00", "per player every 30 minutes"]);
  assert.deepEqual(await row("five_card_draw"), ["Five Card Draw", "$4.00-$20.00", "4.00", "per player every 30 minutes"]);
  assert.deepEqual(await row("lowball"), ["Low Ball", "$4.00-$20.00", "4.00", "per player every 30 minutes"]);
  assert.equal((await browser.$$("#rates tbody tr")).length, 7);
  assert.match(await browser.$("#unrated").getText(), /Mexican Poker, Draw Poker with Joker/);
  assert.equal(await browser.$("#db-path").getText(), db);

  // The file the window read is a real, current Cardroom database.
  const check = spawnSync(cli, ["--db", db, "db", "check"], { encoding: "utf8" });
  assert.equal(check.status, 0, check.stderr);
  assert.match(check.stdout, /ok \(schema version \d+, journal wal\)/);
});
