// What the sign-in, staff and rates browser tests share: their test page (`screens.html`,
// built by `build:mock` into e2e/dist/screens) served by `vite preview` with the app's CSP,
// Debian's Chromium, the room's clock fixed at the fixtures' time, and axe-core for WCAG 2.2 AA.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";

export const ui = resolve(import.meta.dirname, "..");
export const repo = resolve(ui, "..");
const built = resolve(import.meta.dirname, "dist", "screens", "screens.html");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const port = 4174;
const url = `http://127.0.0.1:${port}/screens.html`;
/** The fixtures' room time: 21:37 in Madrid. */
export const ROOM_NOW = JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "rate-schedule.json"), "utf8")).at;
let server;
let browser;

before(async () => {
  if (!existsSync(built)) throw new Error("e2e/dist/screens is missing: run `npm run build:mock` first");
  // The app's own vite config sends the CSP; only the folder served differs.
  server = spawn(resolve(ui, "node_modules", ".bin", "vite"), ["preview", "--outDir", "e2e/dist/screens", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
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
 * A page at 1280x800 in Europe/Madrid, its clock fixed at the fixtures' room time, showing the
 * screens with the fake room started as `start`. `problems` collects page errors and CSP
 * refusals: a test ends by asserting it is empty.
 */
export async function openScreens(start) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: "Europe/Madrid", locale: "en-GB" });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  await page.clock.setFixedTime(new Date(ROOM_NOW));
  await page.goto(`${url}?start=${start}`);
  return { page, problems, close: () => context.close() };
}

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

/** Writes docs/screenshots/`name` (the README's pictures), animations off. */
export async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

/** The smallest height and width of the elements `selector` matches, in CSS px. */
export async function smallestBox(page, selector) {
  const boxes = await Promise.all((await page.$$(selector)).map((e) => e.boundingBox()));
  return { count: boxes.length, height: Math.min(...boxes.map((b) => b.height)), width: Math.min(...boxes.map((b) => b.width)) };
}
