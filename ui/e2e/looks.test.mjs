// Every screen in Spanish and in the dark look: (Spanish, light), (English, dark) and (Spanish,
// dark), at a desk's screen (1280x800) and a table's tablet (1024x768). Each screen the sizes and
// screens tests visit is axe-clean (WCAG 2.2 AA, contrast included: the same rules as every
// browser test), has no sideways scroll and no label cut short (`fitProblems`), shows the look
// it was asked for, and in Spanish shows no English word of the UI (`ENGLISH`). The dealer's
// console plays a hand of Hold'em, Pan and the banked game through (axe at the first step of each
// kind). Pictures in e2e/artifacts/looks (not kept in git), three of them in docs/screenshots.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { axeViolations, fitProblems, open, repo, ui } from "./browser.mjs";
import { openConsole, playHand, script } from "./dealer-driver.mjs";
import { openScreens } from "./screens-browser.mjs";

const LOOKS = [
  { lang: "es", scheme: "light" },
  { lang: "en", scheme: "dark" },
  { lang: "es", scheme: "dark" },
];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/**
 * Words of the English UI that no Spanish screen may show: each is a label, heading or state
 * the Spanish locale words its own way (none is in src/locales/es), and none is in the fixtures'
 * names and free text once `DATA` is taken out. Matched whole and with its case.
 */
const ENGLISH = [
  "Seat", "Seats", "Table", "Tables", "Fold", "Check", "Call", "Raise", "Bet", "Undo", "Next hand", "Deal",
  "Settings", "Report", "Reports", "Sign in", "Sign out", "Save", "Cancel", "Close", "Print", "Export", "Shift",
  "Player", "Players", "Waiting", "Dealer", "Dealers", "Staff", "Rates", "Audit", "History", "Floor", "Lists",
  "Open", "Collected", "Overdue", "Hand", "Hands", "Board", "Discard", "Meld", "Pot", "Drop", "Pay", "Add", "Back",
  "Done", "Paid", "Sitting out", "Cards", "List", "Charts", "Exceptions", "Count sheet", "Cage count", "Totals",
  "saved", "seated", "minutes", "hours", "due", "missing", "collected", "checks", "calls", "folds", "raises", "bets",
  "dealt", "wins", "the", "and", "of", "to", "is", "at",
];
const ENGLISH_RE = new RegExp(`(?<![\\p{L}\\p{N}'’-])(${ENGLISH.join("|")})(?![\\p{L}\\p{N}'’-])`, "gu");
/**
 * Not the UI's words, taken out of the text before it is checked: the fixtures' names (the
 * tables, "Table 3"; the 30-table room's dealers, "Dealer 7"), and every text of the fixtures
 * and of the mock's scripts: what people typed into the seeded room (reasons, notes, a fund's
 * rules) and the room's own sentences, which the UI shows as the room sends them, in English,
 * until the room sends them as data: an adjustment's detail ("Seat 2 Kat 4.00 due 13:30: paid →
 * not paid"), a hand's steps on the audit trail ("Seat 3 checks"), a hit's or a box's hands
 * ("Three of a kind, nines"), a discrepancy's problem. What the UI words itself is checked
 * (`WORDED`), a table's collection terms among it ("3.00 de cada bote").
 */
const DATA = [/\bTable \d+\b/g, /\bDealer \d+\b/g];
/**
 * Skipped whole: what `.detail` holds, kept as the room said it for support (`ErrorDetails`); a
 * jackpot's posted rules, typed by the floor; a jackpot hit's hands, which the room words
 * (`HitView.words`, their times rewritten by the screens, so not found as the mock has them).
 */
const SKIP = ".detail, [data-field=rules], [data-field=later-rules], .wall-rule-text, [data-field=jackpot-line], [data-field=hands]";
const typed = new Set();
/**
 * The UI words these itself, by code or from the room's data, so they stay in the text checked:
 * a refusal's `message`, a hand's `log` and the step `undo` takes back.
 */
const WORDED = new Set(["message", "log", "undo"]);
function texts(v, key) {
  if (typeof v === "string") {
    if (/ /.test(v) && !WORDED.has(key)) typed.add(v);
  } else if (Array.isArray(v)) for (const x of v) texts(x, key);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) texts(x, k);
}
function collect(dir) {
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, f.name);
    if (f.isDirectory()) collect(path);
    else if (f.name.endsWith(".json")) texts(JSON.parse(readFileSync(path, "utf8")), null);
  }
}
collect(resolve(ui, "src", "fixtures"));
for (const f of readdirSync(import.meta.dirname).filter((n) => /-script\.ts$|^big-shift\.ts$|^fake-room\.ts$/.test(n))) {
  for (const m of readFileSync(resolve(import.meta.dirname, f), "utf8").matchAll(/"((?:[^"\\\n]|\\.)* (?:[^"\\\n]|\\.)*)"|`([^`$]* [^`$]*)`/g)) typed.add(m[1] ?? m[2]);
}
/**
 * Longest first: a sentence goes before the shorter ones it holds. A room time in one
 * ("due 2026-11-22T12:30:00Z") is shown as the screens write times ("due 13:30"), so it matches
 * any short run of text; "→" may be set apart from the words around it.
 */
const TYPED = [...typed]
  .sort((a, b) => b.length - a.length)
  .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, ".{1,24}?").replace(/\s*→\s*/g, "\\s*→?\\s*"));

/**
 * The English words of the UI a Spanish page shows: in its text (visually hidden text too: a
 * screen reader says it) and in what its controls say to a screen reader. Each as "word" in
 * the element that says it, with the words around it.
 */
function englishOn(page) {
  return page.evaluate(
    ({ source, data, typed, skip }) => {
      const english = new RegExp(source, "gu");
      const named = [...typed, ...data].map((s) => new RegExp(s, "g"));
      const clean = (t) => {
        // Most text has no English word at all: only the rest is cleaned of the fixtures' texts.
        if (!new RegExp(source, "u").test(t)) return t;
        for (const r of named) t = t.replace(r, " ");
        return t;
      };
      const where = (e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${typeof e.className === "string" && e.className ? "." + e.className.trim().split(/\s+/)[0] : ""}`;
      const found = new Map();
      const look = (text, e) => {
        const t = clean(text);
        for (const m of t.matchAll(english)) {
          const key = `"${m[1]}" in ${where(e)}`;
          if (!found.has(key)) found.set(key, t.slice(Math.max(0, m.index - 25), m.index + 35).replace(/\s+/g, " ").trim());
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const e = n.parentElement;
        if (!e || !n.textContent.trim() || e.closest("script, style") || e.getClientRects().length === 0) continue;
        if (skip && e.closest(skip)) continue;
        look(n.textContent, e);
      }
      for (const e of document.body.querySelectorAll("[aria-label], [placeholder], [title], [aria-valuetext]")) {
        if (e.getClientRects().length === 0 || (skip && e.closest(skip))) continue;
        for (const a of ["aria-label", "placeholder", "title", "aria-valuetext"]) if (e.getAttribute(a)) look(e.getAttribute(a), e);
      }
      return [...found].map(([k, v]) => `${k}: "…${v}…"`);
    },
    { source: ENGLISH_RE.source, data: DATA.map((d) => d.source), typed: TYPED, skip: SKIP },
  );
}

const label = ({ width, height }) => `${width}x${height}`;
const lookName = ({ lang, scheme }) => `${lang === "es" ? "Spanish" : "English"}, ${scheme}`;
const shots = resolve(repo, "e2e", "artifacts", "looks");
mkdirSync(shots, { recursive: true });
/** The pictures the README shows (docs/screenshots), by the picture's name here. */
const README = {
  "console-holdem-es-light": "dealer-holdem-es.png",
  "floor-en-dark": "floor-board-dark.png",
  "report-es-dark": "report-es-dark.png",
};

/** The words of `key` ("floor:openTable.button") in `lang`, from the locale files the UI reads. */
function words(lang, key) {
  const [ns, path] = key.split(":");
  const all = JSON.parse(readFileSync(resolve(ui, "src", "locales", lang, `${ns}.json`), "utf8"));
  const w = path.split(".").reduce((o, k) => o?.[k], all);
  assert.equal(typeof w, "string", `no words for ${key} in ${lang}`);
  return w;
}

/**
 * A checker for one look: `check(page, what)` records what is wrong with the screen shown, at
 * each size (the window resized, then back): the look and language asked for, fit, axe (unless
 * `axe: false`), English words; `shot` pictures it at 1280x800. `done()` asserts nothing was.
 */
function checker(look) {
  // Each problem once, with the first screen that showed it and how many more did.
  const problems = new Map();
  const said = (s, what) => {
    const seen = problems.get(s);
    if (seen) seen.more += 1;
    else problems.set(s, { first: what, more: 0 });
  };
  return {
    async check(page, what, { axe = true, shot = null, sizes = SIZES } = {}) {
      const shown = await page.evaluate(() => {
        const bg = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g).map(Number);
        return { scheme: document.documentElement.dataset.mantineColorScheme, lang: document.documentElement.lang, light: (bg[0] + bg[1] + bg[2]) / 3 > 128 };
      });
      if (shown.scheme !== look.scheme) said(`the look is ${shown.scheme}, not ${look.scheme}`, what);
      if (shown.lang !== look.lang) said(`the language is ${shown.lang}, not ${look.lang}`, what);
      if (shown.light !== (look.scheme === "light")) said(`the page's background is ${shown.light ? "light" : "dark"}`, what);
      const was = page.viewportSize();
      // The page's own size first: no resize when it is the only one.
      const order = [...sizes].sort((a, b) => (b.width === was.width) - (a.width === was.width));
      for (const size of order) {
        if (page.viewportSize().width !== size.width || page.viewportSize().height !== size.height) {
          await page.setViewportSize(size);
          await settled(page);
        }
        const where = `${what} at ${label(size)}`;
        for (const s of await fitProblems(page)) said(s, where);
        if (axe) for (const s of await axeViolations(page)) said(s, where);
        if (look.lang === "es") for (const w of await englishOn(page)) said(`English: ${w}`, where);
        if (shot && size.width === 1280) {
          const name = `${shot}-${look.lang}-${look.scheme}`;
          const path = README[name] ? resolve(repo, "docs", "screenshots", README[name]) : resolve(shots, `${name}.png`);
          await page.screenshot({ path, animations: "disabled" });
        }
      }
      if (page.viewportSize().width !== was.width || page.viewportSize().height !== was.height) {
        await page.setViewportSize(was);
        await settled(page);
      }
    },
    /** The page's own errors (and CSP refusals), then every problem found, all at once. */
    done(pageProblems = []) {
      const all = [...problems].map(([s, { first, more }]) => `${first}${more ? ` (and ${more} more)` : ""}: ${s}`);
      all.push(...pageProblems.map((p) => `page error: ${p}`));
      assert.deepEqual(all, [], `${lookName(look)}: ${all.length} problems`);
    },
  };
}

/** Waits for the next frame twice: a change of screen drawn whole. */
const settled = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Shift 1's cage count mid-way (as reports.test.mjs's `cageCountOf1`, from the count sheet's boxes). */
function cageCount() {
  const fixture = JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "reports.json"), "utf8"));
  const sheet = fixture.steps.find((s) => s.call === "count_sheet" && s.args.shiftId === 1).ok;
  const counted = { 3: [16800, "Two $30 time chips were put in Table 5's box", 1], 1: [10000, null, 2] };
  const boxes = sheet.boxes.map((b) => {
    const c = counted[b.table_id];
    const variance = c ? c[0] - b.amount_cents : null;
    return {
      table_id: b.table_id, table: b.table, game: b.game, expected_cents: b.amount_cents,
      counted_cents: c ? c[0] : null, variance_cents: variance, over_threshold: variance !== null && Math.abs(variance) > 2500,
      explanation: c ? c[1] : null, counted_by: c ? "Cora" : null, counted_at: c ? "2026-11-23T10:00:00Z" : null, counts: c ? c[2] : 0,
    };
  });
  const done = boxes.filter((b) => b.counted_cents !== null);
  return {
    shift: sheet.shift, threshold_cents: 2500, boxes, expected_cents: sheet.total_cents,
    counted_cents: done.reduce((t, b) => t + b.counted_cents, 0), variance_cents: done.reduce((t, b) => t + b.variance_cents, 0),
    uncounted: boxes.length - done.length, unexplained: 0, ready: false,
  };
}

// Each screen opens at 1280x800, and `check` sees it at 1024x768 too (the window resized): one
// page and one hand played for both sizes.
const size = SIZES[0];
const TABLET = SIZES[1];
for (const look of LOOKS) {
  {
    const at = lookName(look);

    test(`the dealer's console (${at}): a hand of Hold'em, Pan and the banked game, every step`, async () => {
      const c = checker(look);
      const pageProblems = [];
      for (const game of ["holdem", "pan", "banked"]) {
        // Played at the tablet's size. Each step kind's first step is checked at both sizes, axe
        // too (what a step shows is its kind's); pictured mid-hand at 1280x800. A look changes no
        // layout: in Spanish (light) every other step is checked at the tablet's size, the
        // tighter (sizes.test.mjs checks every step in English at each size).
        const { page, problems, close } = await openConsole(game, TABLET, look);
        const kinds = new Set();
        const mid = Math.floor(script(game).steps.length / 2);
        const every = look === LOOKS[0];
        await playHand(page, game, "touch", async (i, p, step) => {
          const kind = step.args.action?.action.type ?? step.call;
          const first = !kinds.has(kind);
          kinds.add(kind);
          const what = `${game}, before step ${i} (${kind})`;
          if (first || i === mid) await c.check(p, what, { axe: first, shot: i === mid ? `console-${game}` : null });
          else if (every) await c.check(p, what, { axe: false, sizes: [TABLET] });
        });
        await c.check(page, `${game}, after the hand`);
        if (game === "holdem") {
          // The seat panel, a player's tile tapped.
          await page.click('.seat-tile[data-seat="3"]');
          await page.waitForSelector("#seat-panel");
          await c.check(page, "the seat panel");
        }
        pageProblems.push(...problems.filter((p) => !/duplicate_card|already on the board|wrong_dealer_exchange|must change/.test(p)));
        await close();
      }
      c.done(pageProblems);
    });

    test(`the floor board, its table's actions and dialogs, Jackpots, Audit, Settings and Players (${at})`, async () => {
      const c = checker(look);
      const pageProblems = [];
      {
        const { page, problems, close } = await open("ok", size, look);
        await page.waitForSelector("li[data-table]");
        await c.check(page, "the board's cards", { shot: "floor" });
        await page.keyboard.press("l");
        await page.waitForSelector("table.board-list");
        await c.check(page, "the board's list");
        await page.keyboard.press("c");
        await page.waitForSelector("li[data-table]");
        await page.getByRole("button", { name: words(look.lang, "floor:openTable.button") }).click();
        await page.waitForSelector("[role=dialog]");
        await c.check(page, "the open-table dialog");
        await page.keyboard.press("Escape");
        await page.waitForSelector("[role=dialog]", { state: "detached" });
        // Closing the shift: what is still open, said first.
        await page.locator(".floor-controls button[aria-haspopup=dialog]").first().click();
        await page.waitForSelector(".mantine-Modal-content #shift-still-open, .mantine-Modal-content [data-code]");
        await c.check(page, "the close-shift dialog");
        await page.keyboard.press("Escape");
        await page.waitForSelector("[role=dialog]", { state: "detached" });
        // Table 1's actions: the drawer, a seat's menu and its add-chips dialog, the seat-a-player dialog.
        await page.locator('li[data-table="1"] button').last().click();
        const drawer = page.locator(".mantine-Drawer-content");
        await drawer.waitFor();
        await settled(page);
        await c.check(page, "Table 1's actions");
        await drawer.locator(".seat-button").first().click();
        await page.waitForSelector("[role=menu]");
        await settled(page);
        await c.check(page, "a seat's menu");
        await page.locator("[role=menu] [role=menuitem][aria-haspopup=dialog]").first().click();
        await page.waitForSelector(".chips-dialog form");
        await settled(page);
        await c.check(page, "the add-chips dialog");
        await page.click(".chips-dialog .mantine-Modal-close");
        await page.waitForSelector(".chips-dialog .mantine-Modal-content", { state: "detached" });
        await drawer.getByRole("button", { name: words(look.lang, "floor:seatPlayer.button") }).click();
        await page.waitForSelector(".chips-dialog form");
        await settled(page);
        await c.check(page, "the seat-a-player dialog");
        await page.click(".chips-dialog .mantine-Modal-close");
        await page.waitForSelector(".chips-dialog .mantine-Modal-content", { state: "detached" });
        await drawer.getByRole("button", { name: words(look.lang, "floor:closeTable.button") }).click();
        await page.waitForSelector(".mantine-Modal-content");
        await settled(page);
        await c.check(page, "the close-table dialog");
        await page.keyboard.press("Escape");
        await page.waitForSelector(".mantine-Modal-content", { state: "detached" });
        await page.keyboard.press("Escape");
        await page.waitForSelector(".mantine-Drawer-content", { state: "detached" });
        await page.click("#nav-audit");
        await page.waitForSelector("#audit-list");
        await c.check(page, "Audit");
        await page.locator("#audit-list tbody tr button").first().click();
        await settled(page);
        await c.check(page, "Audit, an entry opened");
        await page.click("#nav-settings");
        await page.waitForSelector("#floor-settings-form");
        await c.check(page, "Settings");
        // Players: Tom found and his card opened; Rita's, in red.
        await page.click("#nav-players");
        await page.waitForSelector("#players-search");
        await page.fill("#players-search", "tom");
        await page.keyboard.press("Enter");
        await page.waitForSelector('article.player-card[data-player="1001"]');
        await c.check(page, "Players, a card opened", { shot: "players" });
        await page.fill("#players-search", "rita");
        await page.keyboard.press("Enter");
        await page.waitForSelector('article.player-card[data-player="1004"]');
        await c.check(page, "Players, a self-excluded player's card");
        pageProblems.push(...problems);
        await close();
      }
      {
        const { page, problems, close } = await open("jackpots", size, look);
        await page.waitForSelector("#jackpot-banner");
        await c.check(page, "the board's jackpot banner");
        await page.click("#jackpot-banner-open");
        await page.waitForSelector("[data-hit]");
        await page.waitForSelector("#ledger");
        await c.check(page, "Jackpots");
        await page.locator("[data-hit] .jackpot-pay").first().click();
        await page.waitForSelector("[role=dialog]");
        await settled(page);
        await c.check(page, "the pay dialog");
        pageProblems.push(...problems);
        await close();
      }
      c.done(pageProblems);
    });

    test(`the waiting lists, the wall board, Dealers and Hand history (${at})`, async () => {
      const c = checker(look);
      const pageProblems = [];
      {
        const { page, problems, close } = await open("lists", size, look);
        await page.waitForSelector("#floor-title");
        await page.click("#nav-waitlist");
        await page.waitForSelector("article[data-list]");
        await c.check(page, "Lists");
        await page.click("#open-wall");
        await page.waitForSelector(".wall-list");
        await settled(page);
        // The wall board is dark by design, in either look: its page is the app's.
        await c.check(page, "the wall board");
        pageProblems.push(...problems);
        await close();
      }
      {
        const { page, problems, close } = await open("rotation", size, look);
        await page.click("#nav-rotation");
        await page.waitForSelector("#pushes");
        await c.check(page, "Dealers");
        pageProblems.push(...problems);
        await close();
      }
      {
        const { page, problems, close } = await open("reports", size, look);
        await page.click("#nav-history");
        await page.waitForSelector("#history-title");
        await page.selectOption("#history-shift", "1");
        await page.waitForSelector("tr[data-hand]");
        await c.check(page, "Hand history");
        await page.locator("tr[data-hand]").first().click();
        await page.waitForSelector("#hand-title");
        await c.check(page, "a hand in Hand history", { shot: "history-hand" });
        pageProblems.push(...problems);
        await close();
      }
      c.done(pageProblems);
    });

    test(`Reports: the report, its charts, count sheet, exceptions and the cage's count (${at})`, async () => {
      const c = checker(look);
      const pageProblems = [];
      {
        const { page, problems, close } = await open("reports", size, look);
        await page.click("#nav-reports");
        await page.waitForSelector("#report-grid");
        await page.waitForSelector("#report-reading", { state: "detached" });
        // Shift 1: its report has every part (adjustments, discrepancies, exceptions).
        await page.selectOption("#report-shift", "1");
        const title = words(look.lang, "reports:title.shift").split("{{span}}")[0].replace("{{id}}", "1");
        await page.waitForFunction((t) => document.querySelector("#report-title")?.textContent?.startsWith(t) && !document.querySelector("#report-reading"), title);
        await c.check(page, "the report", { shot: "report" });
        for (const tab of ["charts", "count"]) {
          await page.click(`[role=tab][id$="-tab-${tab}"]:not([id^="reports-view-"])`);
          await page.waitForTimeout(300);
          await c.check(page, `the report's ${tab}`, { shot: tab === "charts" ? "charts" : null });
        }
        await page.click("#reports-view-tab-exceptions");
        await page.locator("#exceptions tbody tr").first().waitFor();
        await c.check(page, "the exception report");
        await page.click("#reports-view-tab-cash");
        await page.locator("#ctr tbody tr").first().waitFor();
        await c.check(page, "the cash logs");
        pageProblems.push(...problems);
        await close();
      }
      {
        const { page, problems, close } = await openCage(size, look);
        await page.waitForSelector('#nav-reports[aria-current="page"]');
        await page.waitForSelector("#report-reading", { state: "detached" });
        await page.selectOption("#report-shift", "1");
        await page.locator("#cage-boxes").waitFor();
        await page.waitForSelector("#report-reading", { state: "detached" });
        await page.fill("#box-counted-5", "300");
        await page.locator("#box-explanation-5").waitFor();
        await c.check(page, "the cage's count");
        pageProblems.push(...problems);
        await close();
      }
      c.done(pageProblems);
    });

    test(`sign-in, the first run, Staff and Rates (${at})`, async () => {
      const c = checker(look);
      const pageProblems = [];
      for (const start of ["first-run", "signed-out"]) {
        const { page, problems, close } = await openScreens(start, size, look);
        await page.waitForSelector(start === "first-run" ? "#firstrun-title" : ".who");
        await c.check(page, start === "first-run" ? "the first run" : "sign-in", { shot: start === "signed-out" ? "signin" : null });
        if (start === "signed-out") {
          await page.locator(".who").first().click();
          await settled(page);
          await c.check(page, "sign-in, a person chosen");
        }
        pageProblems.push(...problems);
        await close();
      }
      {
        const { page, problems, close } = await openScreens("floor", size, look);
        await page.click("#nav-staff");
        await page.waitForSelector("#staff-list");
        await c.check(page, "Staff");
        await page.click("#nav-rates");
        await page.waitForSelector("#schedule");
        await c.check(page, "Rates");
        pageProblems.push(...problems);
        await close();
      }
      c.done(pageProblems);
    });
  }
}

/**
 * The app with Cora of the cage signed in, on Reports: the cage's count answered from
 * `cageCount()` (the mock serves no cage; the page is read again with the answer in place).
 */
async function openCage(size, look) {
  const opened = await open("reports", size, look);
  await opened.page.addInitScript((answer) => {
    const inner = window.__TAURI_INTERNALS__.invoke;
    window.__TAURI_INTERNALS__.invoke = async (cmd, args, options) => {
      if (cmd === "session") {
        const view = await inner(cmd, args, options);
        return { ...view, staff: { ...view.staff, id: 10, name: "Cora", role: "cage" } };
      }
      if (cmd === "cage_count") return structuredClone(answer);
      return inner(cmd, args, options);
    };
  }, cageCount());
  await opened.page.reload();
  return opened;
}
