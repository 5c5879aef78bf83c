// What every browser test shares: the built UI (ui/dist, unchanged) served by `vite preview`
// with the app's CSP, Debian's Chromium, Tauri's IPC mocked from the real room fixtures, and
// axe-core for WCAG 2.2 AA.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";

export const ui = resolve(import.meta.dirname, "..");
export const repo = resolve(ui, "..");
const mock = resolve(import.meta.dirname, "dist", "mock-ipc.js");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
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

/**
 * A new page at 1280x800 in Europe/Madrid (the room's UTC times shown as local), the app loaded
 * with the mock in `scenario`. `problems` collects page errors and CSP refusals: a test ends by
 * asserting it is empty.
 */
export async function open(scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: "Europe/Madrid", locale: "en-GB" });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  await page.addInitScript(`window.__cardroomScenario = ${JSON.stringify(scenario)};`);
  await page.addInitScript({ path: mock });
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

/** axe-core's WCAG 2.0/2.1/2.2 A and AA rules on the page as it is: the violations, summarised. */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } }),
  );
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export async function assertAccessible(page) {
  assert.deepEqual(await axeViolations(page), []);
}
