// What the sign-in, staff and rates browser tests share: their test page (`screens.html`,
// built by `build:mock` into e2e/dist/screens) served by `vite preview` with the app's CSP,
// Debian's Chromium, the room's clock fixed at the fixtures' time, and axe-core for WCAG 2.2 AA.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { before } from "node:test";
import { assertAccessible, axeViolations, lookQuery, newPage, pageTest, repo, servePreview, ui } from "./harness.mjs";

export { assertAccessible, axeViolations, pageTest, repo, ui };

const built = resolve(import.meta.dirname, "dist", "screens", "screens.html");
/** The fixtures' room time: 21:37 in Madrid. */
export const ROOM_NOW = JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "rate-schedule.json"), "utf8")).at;
before(() => {
  if (!existsSync(built)) throw new Error("e2e/dist/screens is missing: run `npm run build:mock` first");
});
// The app's own vite config sends the CSP; only the folder served differs.
const served = servePreview({ args: ["--outDir", "e2e/dist/screens"], path: "/screens.html" });

/**
 * A page at 1280x800 (or `viewport`) in Europe/Madrid, its clock fixed at the fixtures' room time, showing the
 * screens with the fake room started as `start`, in `look` (see browser.mjs's `open`). `problems` collects page errors and CSP
 * refusals: a test ends by asserting it is empty.
 */
export async function openScreens(start, viewport = { width: 1280, height: 800 }, look = {}) {
  const { page, problems, close } = await newPage(served.browser(), { viewport });
  await page.clock.setFixedTime(new Date(ROOM_NOW));
  const query = lookQuery(look);
  await page.goto(`${served.url}?start=${start}${query ? `&${query}` : ""}`);
  return { page, problems, close };
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
