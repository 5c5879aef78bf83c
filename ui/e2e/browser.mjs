// What every browser test shares: the built UI (ui/dist, unchanged) served by `vite preview`
// with the app's CSP, Debian's Chromium, Tauri's IPC mocked from the real room fixtures, and
// axe-core for WCAG 2.2 AA.
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { assertAccessible, assertFits, axeViolations, fitProblems, newPage, pageTest, repo, servePreview, SIZES, ui } from "./harness.mjs";

export { assertAccessible, assertFits, axeViolations, fitProblems, pageTest, repo, SIZES, ui };

const mock = resolve(import.meta.dirname, "dist", "mock-ipc.js");
const served = servePreview({ args: [], port: 4173 });

/**
 * A new page at 1280x800 (or `viewport`) in Europe/Madrid (the room's UTC times shown as local),
 * the app loaded with the mock in `scenario`. `problems` collects page errors and CSP refusals:
 * a test ends by asserting it is empty.
 */
export async function open(scenario, viewport = { width: 1280, height: 800 }) {
  const { page, problems, close } = await newPage(served.browser(), { viewport });
  await page.addInitScript(`window.__cardroomScenario = ${JSON.stringify(scenario)};`);
  await page.addInitScript({ path: mock });
  await page.goto(served.url);
  return { page, problems, close };
}

/**
 * From the floor board, the screen behind the link `#nav-${nav}` opened by its `key` (which the
 * link shows after its `words`); once `ready` shows, the link is marked as the current page.
 */
export async function openByKey(page, { nav, words, key, ready }) {
  await page.waitForSelector("#floor-title");
  assert.equal(await page.textContent(`#nav-${nav}`), `${words}${key}`);
  await page.keyboard.press(key);
  await page.waitForSelector(ready);
  assert.equal(await page.getAttribute(`#nav-${nav}`, "aria-current"), "page");
}
