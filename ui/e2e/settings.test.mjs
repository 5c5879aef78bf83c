// The built UI (ui/dist, unchanged) in Debian's Chromium with Tauri's IPC mocked.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";

const ui = resolve(import.meta.dirname, "..");
const mock = resolve(import.meta.dirname, "dist", "mock-ipc.js");
const url = "http://127.0.0.1:4173/";
let server;
let browser;

before(async () => {
  server = spawn(resolve(ui, "node_modules", ".bin", "vite"), ["preview", "--host", "127.0.0.1", "--port", "4173", "--strictPort"], {
    cwd: ui,
    stdio: "ignore",
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (i > 100) throw new Error("vite preview did not start");
    }
    await sleep(100);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

async function open(scenario) {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  await page.addInitScript(`window.__cardroomScenario = ${JSON.stringify(scenario)};`);
  await page.addInitScript({ path: mock });
  await page.goto(url);
  return { page, errors };
}

test("navigation switches between Floor, Table, Reports and Settings", async () => {
  const { page, errors } = await open("ok");
  assert.equal(await page.textContent("h1"), "Floor");
  for (const [id, title] of [["table", "Table"], ["reports", "Reports"], ["settings", "Settings"], ["floor", "Floor"]]) {
    await page.click(`#nav-${id}`);
    assert.equal(await page.textContent("h1"), title);
    assert.equal(await page.getAttribute(`#nav-${id}`, "aria-current"), "page");
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("Settings shows exactly the rates the command returns, amounts from cents", async () => {
  const { page, errors } = await open("ok");
  await page.click("#nav-settings");
  await page.waitForSelector("#rates");
  const rows = await page.$$eval("#rates tbody tr", (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.deepEqual(rows, [["Mexican Poker", "$1.00-$2.00", "1.25", "per player every 30 minutes", "2026-06-01"]]);
  assert.match(await page.textContent("#unrated"), /Draw Poker with Joker/);
  assert.equal(await page.textContent("#db-path"), "/mock/room.sqlite3");
  await page.screenshot({ path: resolve(ui, "e2e", "dist", "settings.png") });
  assert.deepEqual(errors, []);
  await page.close();
});

test("a locked database is explained by its code, with the message as detail", async () => {
  const { page } = await open("locked");
  await page.click("#nav-settings");
  const alert = await page.waitForSelector("[role=alert]");
  assert.equal(await alert.getAttribute("data-code"), "db_locked");
  assert.match(await alert.textContent(), /Another program is writing to the database/);
  assert.match(await alert.textContent(), /is locked by another program/);
  assert.equal(await page.$("#rates"), null);
  await page.close();
});
