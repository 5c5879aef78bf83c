// What every browser test shares: the built UI (ui/dist, unchanged) served by `vite preview`
// with the app's CSP, Debian's Chromium, Tauri's IPC mocked from the real room fixtures, and
// axe-core for WCAG 2.2 AA.
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { assertAccessible, assertFits, axeViolations, fitProblems, lookQuery, newPage, pageTest, repo, servePreview, SIZES, ui } from "./harness.mjs";

export { assertAccessible, assertFits, axeViolations, fitProblems, pageTest, repo, SIZES, ui };

const mock = resolve(import.meta.dirname, "dist", "mock-ipc.js");
const served = servePreview({ args: [] });

/**
 * A new page at 1280x800 (or `viewport`) in Europe/Madrid (the room's UTC times shown as local),
 * the app loaded with the mock in `scenario`, in English and the light look unless `look` says
 * otherwise (`{ lang: "es", scheme: "dark" }`). `problems` collects page errors and CSP refusals:
 * a test ends by asserting it is empty.
 */
export async function open(scenario, viewport = { width: 1280, height: 800 }, look = {}, desk = undefined) {
  const { page, problems, close } = await newPage(served.browser(), { viewport });
  await page.addInitScript(`window.__cardroomScenario = ${JSON.stringify(scenario)};`);
  // Signing in and out, the station and the desk's lock (mock-ipc.ts's `DeskOptions`), when asked.
  if (desk) await page.addInitScript(`window.__cardroomDesk = ${JSON.stringify(desk)};`);
  await page.addInitScript({ path: mock });
  const query = lookQuery(look);
  await page.goto(query ? `${served.url}?${query}` : served.url);
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

/**
 * Nothing on the wall board is cut: nothing out of the screen's frame, every name whole in its
 * list's area, the jackpots' rules whole above the screen's foot.
 */
export async function assertWallWhole(page, where) {
  // A resize fits the wall's type again (WallBoard's `useFit`): measured once it is drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const cut = await page.evaluate(() => {
    const out = [];
    for (const e of document.querySelectorAll(".wall *")) {
      const b = e.getBoundingClientRect();
      if (b.width > 0 && (b.right > window.innerWidth + 0.5 || b.bottom > window.innerHeight + 0.5)) out.push(`out of the frame: ${e.className || e.tagName}`);
    }
    const lists = document.querySelector(".wall-lists").getBoundingClientRect();
    for (const n of document.querySelectorAll(".wall-name")) {
      if (n.getBoundingClientRect().bottom > lists.bottom + 0.5) out.push(`name cut: ${n.textContent}`);
    }
    const foot = document.querySelector(".wall-body").getBoundingClientRect().bottom;
    for (const r of document.querySelectorAll(".wall-rule, .wall-games, .wall-jackpot")) {
      if (r.getBoundingClientRect().bottom > foot + 0.5) out.push(`cut at the foot: ${r.textContent.slice(0, 40)}`);
    }
    return out;
  });
  assert.deepEqual(cut, [], `the wall board at ${where}`);
}
