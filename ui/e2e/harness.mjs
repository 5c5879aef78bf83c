// What every browser test's harness shares: a built page served by `vite preview` (with the
// app's CSP: the vite config sends it), Debian's Chromium, pages at 1280x800 in Europe/Madrid
// that collect page errors and CSP refusals, and axe-core for WCAG 2.2 AA.
import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";
import { freePort } from "../../scripts/free-port.mjs";

export const ui = resolve(import.meta.dirname, "..");
export const repo = resolve(ui, "..");
const vite = resolve(ui, "node_modules", ".bin", "vite");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Serves a build with `vite preview` (`args` choose it) for the tests of this file, and launches
 * Chromium. The port is one the system gives, never a fixed one: test files run two at a time
 * (and two runs may share a machine), and a file that found another file's server on a fixed
 * port read its pages until that file ended and took them away. `ready(text)` tells the page is
 * up. Returns the page's address and a getter for the browser, both set once `before` has run.
 */
export function servePreview({ args, path = "/", ready = () => true }) {
  let url;
  let server;
  let browser;
  before(async () => {
    for (let attempt = 0; ; attempt++) {
      const chosen = await freePort();
      url = `http://127.0.0.1:${chosen}${path}`;
      server = spawn(vite, ["preview", ...args, "--host", "127.0.0.1", "--port", String(chosen), "--strictPort"], { cwd: ui, stdio: "ignore" });
      let exited = false;
      server.once("exit", () => (exited = true));
      let up = false;
      for (let i = 0; i <= 100 && !exited && !up; i++) {
        try {
          const answer = await fetch(url);
          up = answer.ok && ready(await answer.text());
        } catch {}
        if (!up) await sleep(100);
      }
      // Up, and answered by this server (not one that was on the port and made ours exit).
      if (up && !exited) break;
      server.kill();
      // Another server took the port first (`--strictPort` exits): another one.
      if (!exited || attempt >= 3) throw new Error("vite preview did not start");
    }
    browser = await launchShared();
  });
  after(async () => {
    await releaseShared();
    server?.kill();
  });
  return {
    get url() {
      return url;
    },
    browser: () => browser,
  };
}

/**
 * The Chromium the tests drive: `CHROMIUM` when set, else Debian's headless shell (the same
 * Blink and V8 as its `chromium`, without the browser's own layer: the browser suite in three
 * quarters of the processor time, 723 CPU-s against 989), else Debian's `chromium` (where no
 * headless shell is packaged).
 */
export const CHROMIUM = process.env.CHROMIUM ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";

// One Chromium for every server a test file serves (the app's and the test pages'): each
// `servePreview` takes it in `before` and gives it back in `after`; the last one closes it.
let shared = null;
let users = 0;
function launchShared() {
  users += 1;
  shared ??= chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  return shared;
}
async function releaseShared() {
  users -= 1;
  if (users > 0 || !shared) return;
  const closing = shared;
  shared = null;
  await (await closing).close();
}

/** The query of a page's address that opens it in `look`'s language and scheme (`{ lang: "es", scheme: "dark" }`). */
export function lookQuery(look = {}) {
  const q = new URLSearchParams();
  if (look.lang) q.set("lang", look.lang);
  if (look.scheme) q.set("scheme", look.scheme);
  return q.toString();
}

/**
 * A new page at 1280x800 in Europe/Madrid (the room's UTC times shown as local). `problems`
 * collects page errors and CSP refusals: a test ends by asserting it is empty. The page asks
 * for reduced motion, so dialogs and menus appear whole at once (the theme's
 * `respectReducedMotion`): a size measured during a dialog's opening scale was a pixel short.
 */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: "Europe/Madrid",
    locale: "en-GB",
    reducedMotion: "reduce",
    ...options,
  });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  return { page, problems, close: () => context.close() };
}

/**
 * A test on a fresh page: `opened()` gives `{ page, problems, close }` (see `newPage`), `body`
 * gets the page. The test ends by asserting no page error or CSP refusal came, and the page
 * is closed even when the test fails.
 */
export function pageTest(name, opened, body) {
  return test(name, async () => {
    const { page, problems, close } = await opened();
    try {
      await body(page);
      assert.deepEqual(problems, []);
    } catch (e) {
      throw await withPageState(e, page, name, problems);
    } finally {
      await close();
    }
  });
}

/**
 * A failed test's page as it was: a screenshot in target/e2e-failures (named after the test) and,
 * in the error, the page's errors and the accessibility tree of what it shows (its dialogs and
 * their names included). A failure seen once in CI is then read from the log, not guessed.
 */
async function withPageState(error, page, name, problems) {
  const shot = resolve(repo, "target", "e2e-failures", `${name.replace(/[^\w]+/g, "-").slice(0, 80)}.png`);
  let state;
  try {
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, timeout: 5000 });
    const dialogs = [];
    for (const d of await page.locator("[role=dialog], [role=alertdialog], [role=menu]").all()) dialogs.push(await d.ariaSnapshot({ timeout: 5000 }));
    const tree = await page.locator("body").ariaSnapshot({ timeout: 5000 });
    state = [
      `screenshot: ${shot}`,
      `page errors: ${JSON.stringify(problems)}`,
      `dialogs and menus open: ${dialogs.length}`,
      ...dialogs.map((d) => d.slice(0, 3000)),
      `the page's accessibility tree:\n${tree.slice(0, 6000)}`,
    ].join("\n");
  } catch (e) {
    state = `the page's state could not be read: ${e}`;
  }
  if (error instanceof Error) {
    error.message += `\n${state}`;
    return error;
  }
  return new Error(`${String(error)}\n${state}`);
}

/**
 * axe-core's WCAG 2.0/2.1/2.2 A and AA rules on the page once it is drawn whole: the violations,
 * summarised. A dialog still fading in is waited for first: axe measures colours as painted,
 * and text at half its opacity failed `color-contrast` now and then on a busy machine.
 */
export async function axeViolations(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Every rule runs; only the violations are gathered (`resultTypes`) and only their summary
  // leaves the page: the whole result, every pass with its elements' HTML, is megabytes.
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
}

export async function assertAccessible(page) {
  assert.deepEqual(await axeViolations(page), []);
}

/**
 * The window sizes the room uses: a table's tablet (1024x768), the app window's default
 * (1200x800) and a desk's screen (1280x800). Every screen fits each of them.
 */
export const SIZES = [
  { width: 1024, height: 768 },
  { width: 1200, height: 800 },
  { width: 1280, height: 800 },
];

/**
 * What does not fit the window: the page scrolling sideways, and any text a user reads cut short
 * (a label whose box hides part of it, "Sho" for Show; a word past an edge that hides what
 * overflows, "saved ✓" past the window's right). Text inside a box that scrolls sideways of its
 * own (a report's grid) counts only while its box shows it whole; visually hidden text is not read.
 * A select's chosen option and an input's value count as its text.
 */
export function fitProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const doc = document.scrollingElement;
    if (doc.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways: ${doc.scrollWidth} px in ${window.innerWidth}`);
    const hides = (v) => v === "hidden" || v === "clip";
    const scrolls = (v) => v === "auto" || v === "scroll";
    const readable = (e) => {
      if (e.getClientRects().length === 0) return false;
      if (e.closest(".visually-hidden, .mantine-visually-hidden, [hidden]")) return false;
      const s = getComputedStyle(e);
      return s.visibility !== "hidden" && Number(s.opacity) > 0;
    };
    const ownText = (e) => [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("").trim();
    const name = (e) => `"${(e.textContent ?? "").trim().slice(0, 40)}" (${e.tagName.toLowerCase()}${e.className && typeof e.className === "string" ? "." + e.className.split(" ")[0] : ""})`;
    for (const e of document.body.querySelectorAll("*")) {
      if (!ownText(e) || !readable(e)) continue;
      // The text's own box cut it: it hides what overflows, or ends it with an ellipsis.
      const s = getComputedStyle(e);
      if ((hides(s.overflowX) || s.textOverflow === "ellipsis") && e.scrollWidth > e.clientWidth + 1) {
        problems.push(`${name(e)} is cut: ${e.scrollWidth} px of text in ${e.clientWidth}`);
        continue;
      }
      if (hides(s.overflowY) && e.scrollHeight > e.clientHeight + 2) {
        problems.push(`${name(e)} is cut below: ${e.scrollHeight} px of text in ${e.clientHeight}`);
        continue;
      }
      // A box around it hides it in part (a label in a button's label, a header in a grid cell).
      const r = e.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(e);
      const t = text.getBoundingClientRect();
      const left = Math.max(r.left, t.left);
      const right = Math.min(r.right, t.right);
      // Inside a box that scrolls on its own (a report's time grid), text past the window's
      // edge is scrolled to, not cut.
      let scroller = false;
      for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const as = getComputedStyle(a);
        if (scrolls(as.overflowX)) {
          scroller = true;
          break;
        }
        if (!hides(as.overflowX)) continue;
        const b = a.getBoundingClientRect();
        if (left < b.left - 1 || right > b.right + 1) {
          problems.push(`${name(e)} is cut by ${name(a).replace(/^".*" /, "")}: ${Math.round(left)}-${Math.round(right)} px shown in ${Math.round(b.left)}-${Math.round(b.right)}`);
          break;
        }
      }
      if (!scroller && (right > window.innerWidth + 1 || left < -1)) problems.push(`${name(e)} is past the window's edge: ${Math.round(left)}-${Math.round(right)} px`);
    }
    // A box drawn round its text (a card, a chip, a key) that the text spills out of: "10♠" wider
    // than its card.
    for (const e of document.body.querySelectorAll("*")) {
      const s = getComputedStyle(e);
      if (s.overflowX !== "visible" || !(parseFloat(s.borderLeftWidth) > 0 && parseFloat(s.borderRightWidth) > 0)) continue;
      if (!(e.textContent ?? "").trim() || !readable(e)) continue;
      if (e.scrollWidth > e.clientWidth + 1) problems.push(`${name(e)} spills out of its box: ${e.scrollWidth} px in ${e.clientWidth}`);
    }
    // A grid's column that its content is wider than: it runs under the next column (a table
    // under the form beside it).
    for (const g of document.body.querySelectorAll("*")) {
      if (!/grid/.test(getComputedStyle(g).display) || !readable(g)) continue;
      for (const e of g.children) {
        const s = getComputedStyle(e);
        if (s.overflowX !== "visible" || !readable(e)) continue;
        if (e.scrollWidth > e.clientWidth + 1) problems.push(`${name(e)} is wider than its column: ${e.scrollWidth} px in ${e.clientWidth}`);
      }
    }
    // A control's own text is not a text node: a select's chosen option and an input's value (or
    // its placeholder) are measured in the control's font against its room inside the padding
    // (a select squeezed to "Ev" for "Every kind").
    const pen = document.createElement("canvas").getContext("2d");
    for (const e of document.body.querySelectorAll("select, input")) {
      if (/^(checkbox|radio|hidden|file|range|color)$/.test(e.type) || !readable(e)) continue;
      const text = e.tagName === "SELECT" ? (e.selectedOptions[0]?.text ?? "") : e.value || e.placeholder;
      if (!text.trim()) continue;
      const s = getComputedStyle(e);
      pen.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const wide = pen.measureText(text).width + (parseFloat(s.letterSpacing) || 0) * text.length;
      const room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (wide > room + 1) problems.push(`"${text.slice(0, 40)}" (${e.tagName.toLowerCase()}#${e.id || e.name}) is cut: ${Math.round(wide)} px of text in ${Math.round(room)}`);
    }
    return [...new Set(problems)];
  });
}

/** The page at `page`'s size fits: no sideways scroll, no text cut (`fitProblems`). */
export async function assertFits(page, what = "the screen") {
  const { width, height } = page.viewportSize();
  assert.deepEqual(await fitProblems(page), [], `${what} does not fit ${width}x${height}`);
}
