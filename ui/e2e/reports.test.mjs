// The Reports screen in the built UI, in Chromium, answered from the seeded day of a real room
// (src/fixtures/reports.json, written by a Rust test): the grid and its totals, the filters,
// the charts, the CSV byte for byte, the print layout, REPRINT (a print recorded only when the
// user says it came out) and a counter-signed shift's stamp on every page, the sign-off and what
// is still open, a long report's progress, the count sheet, a gaming day's report, the exception
// report and its CSV, .xlsx and PDF, the shell's .xlsx and PDF files, and WCAG
// 2.2 AA.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertAccessible, fitProblems, newPage, pageTest, repo, servePreview, ui } from "./harness.mjs";

const fixture = JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "reports.json"), "utf8"));
const mock = resolve(import.meta.dirname, "dist", "mock-ipc.js");
const shots = resolve(repo, "docs", "screenshots");
const served = servePreview({ args: [] });

/** A value's JSON with every object's keys in order: equal for deep-equal values. */
const canonical = (v) =>
  JSON.stringify(v, (_, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
const sorted = canonical;
/** The fixture's answer to `call` with `args` (the first such step). */
function answer(call, args) {
  const step = fixture.steps.find((s) => s.call === call && sorted(s.args) === sorted(args));
  assert.ok(step, `the fixture has no ${call} ${JSON.stringify(args)}`);
  return step.ok;
}
const request = (q) => ({ shift_id: null, from: null, to: null, gaming_day: null, table_id: null, game: null, dealer_id: null, ...q });
const reportOf = (q) => answer("run_report", { query: request(q) });

/**
 * The app at 1280x800 in `timezoneId`, with the mock in `scenario`: "reports" (the seeded day's
 * answers, its staff list too) or "reports-30" (a whole shift of a 30-table room); the Reports
 * screen opened. `delayReports` holds the first report for that many ms
 * (or until the window cancels it); the reports after it answer at once.
 */
async function openReports({ timezoneId = "Europe/Madrid", delayReports = 0, rangeDiscrepancy = null, scenario = "reports" } = {}) {
  const { page, problems, close } = await newPage(served.browser(), { timezoneId });
  await page.addInitScript(`window.__cardroomScenario = ${JSON.stringify(scenario)};`);
  await page.addInitScript({ path: mock });
  await page.addInitScript(
    ({ delay: first, discrepancy }) => {
      let delay = first;
      // Holds the next report read for `ms` (a re-read after a change, say).
      window.__delayNextReport = (ms) => {
        delay = ms;
      };
      const inner = window.__TAURI_INTERNALS__.invoke;
      window.__reportsCancelled = [];
      let stop = null;
      window.__TAURI_INTERNALS__.invoke = async (cmd, args, options) => {
        if (cmd === "cancel_report") {
          window.__reportsCancelled.push(args.request);
          stop?.();
        }
        // A long report, as the shell runs it: a part read, then the rest after `delay`
        // unless the window cancels it first (then it stops with `cancelled`).
        if (cmd === "run_report" && delay > 0) {
          args.progress.onmessage({ done: 1, total: 4 });
          const held = delay;
          delay = 0;
          const cancelled = await new Promise((done) => {
            const timer = setTimeout(() => done(false), held);
            stop = () => {
              clearTimeout(timer);
              done(true);
            };
          });
          stop = null;
          if (cancelled) throw { code: "cancelled", message: "the report was cancelled" };
        }
        const answer = await inner(cmd, args, options);
        // A range's report with a collection never marked (see `rangeDiscrepancy`).
        if (cmd === "run_report" && discrepancy && args.query.from !== null) return { ...answer, discrepancies: [discrepancy] };
        return answer;
      };
    },
    { delay: delayReports, discrepancy: rangeDiscrepancy },
  );
  await page.goto(served.url);
  await page.click("#nav-reports");
  return { page, problems, close };
}

/** Text of a grid cell's field: `table` is a table id or "total", `column` a half hour or "total". */
const gridField = (page, table, column, field) =>
  page.textContent(`#report-grid tr[data-table="${table}"] [data-column="${column}"] [data-field=${field}]`);
const totalShown = (page, key) => page.textContent(`#report-totals [data-total="${key}"] dd`);
// Money as the screens write it: "$1,234.56", "−$4.00" (a true minus), "+$4.00" for a change.
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const money = (cents) => `${cents < 0 ? "\u2212" : ""}${dollars.format(Math.abs(cents) / 100)}`;
const signed = (cents) => (cents === 0 ? "$0.00" : `${cents < 0 ? "\u2212" : "+"}${money(Math.abs(cents))}`);
// Collected against due, and what the gap is: `−$5.50: $4.50 excused, $1.00 missing`, `−$4.00: all excused`.
const diffText = (f) => {
  const cents = f.collected_cents - f.due_cents;
  if (cents === 0) return "even";
  if (cents > 0) return `${signed(cents)} over`;
  const said = [["excused", f.excused_cents], ["missing", f.missing_cents]].filter(([, c]) => c !== 0);
  return `${signed(cents)}: ${said.length === 1 ? `all ${said[0][0]}` : said.map(([w, c]) => `${money(c)} ${w}`).join(", ")}`;
};
const sumOf = (figures, key) => figures.reduce((s, f) => s + f[key], 0);

/** The right edge of the page and of everything on it but what scrolls inside a box (the grid). */
const rightEdge = (page) =>
  page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth,
      ...[...document.querySelectorAll("main, main *")]
        .filter((e) => !e.parentElement?.closest(".grid-scroll"))
        .map((e) => e.getBoundingClientRect().right),
    ),
  );

/** The collection report's tab shown (not the screen's own Collections / Exceptions tabs, `#reports-view-tab-…`). */
const REPORT_TAB_SHOWN = '[role="tab"][aria-selected="true"]:not([id^="reports-view-"])';

async function waitForReport(page, title) {
  await page.waitForFunction((t) => document.querySelector("#report-title")?.textContent?.includes(t), title);
  await page.waitForSelector("#report-reading", { state: "detached" });
}

pageTest("the grid: the latest closed shift first, tables × half hours, totals equal the room's; WCAG 2.2 AA", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  const shift2 = reportOf({ shift_id: 2 });
  assert.equal(await page.inputValue("#report-shift"), "2", "the latest closed shift is chosen");
  const labels = await page.$$eval("#report-shift option", (os) => os.map((o) => o.textContent));
  assert.deepEqual(labels, ["Shift 2 · 22 Nov 2026, 19:00–01:01 · Frank · not signed off", "Shift 1 · 22 Nov 2026, 13:00–19:00 · Maria · signed off by Maria"]);

  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  const shift1 = reportOf({ shift_id: 1 });
  // Seven tables down, twelve half hours across, local time (13:00 is 12:00Z).
  assert.equal(await page.locator("#report-grid tbody tr").count(), 7);
  const heads = await page.$$eval("#report-grid thead th", (ths) => ths.map((th) => th.textContent));
  assert.equal(heads.length, 14);
  assert.deepEqual([heads[0], heads[1], heads[12], heads[13]], ["Table", "13:00", "18:30", "Total"]);
  // A cell: Table 3, 13:30 local (12:30Z): what fell due, what was collected, the difference.
  const cell = shift1.lines.filter((l) => l.table_id === 3 && l.half_hour === "2026-11-22T12:30:00Z").map((l) => l.figures);
  const due = cell.reduce((s, f) => s + f.due_cents, 0);
  const collected = cell.reduce((s, f) => s + f.collected_cents, 0);
  assert.equal(await gridField(page, 3, "2026-11-22T12:30:00Z", "due"), `due ${money(due)}`);
  assert.equal(await gridField(page, 3, "2026-11-22T12:30:00Z", "collected"), `collected ${money(collected)}`);
  const [excused_cents, missing_cents] = [sumOf(cell, "excused_cents"), sumOf(cell, "missing_cents")];
  assert.equal(await gridField(page, 3, "2026-11-22T12:30:00Z", "difference"), diffText({ due_cents: due, collected_cents: collected, excused_cents, missing_cents }));
  // What the cell shows: the house's money in it, marked "!" when time is missing there.
  const house = cell.reduce((s, f) => s + f.house_cents, 0);
  assert.equal(await gridField(page, 3, "2026-11-22T12:30:00Z", "house"), `${missing_cents > 0 ? "!" : ""}${money(house)}`);
  // Row totals are the room's by_table, column totals its by_half_hour, the corner its totals.
  for (const g of shift1.by_table) {
    const id = shift1.lines.find((l) => l.table === g.key).table_id;
    if (g.figures.due_count > 0) assert.equal(await gridField(page, id, "total", "due"), `due ${money(g.figures.due_cents)}`, g.key);
    if (g.figures.drop_count > 0) assert.equal(await gridField(page, id, "total", "drops"), `drop ${money(g.figures.drop_cents)}`, g.key);
  }
  for (const g of shift1.by_half_hour) {
    assert.equal(await gridField(page, "total", g.key, "collected"), `collected ${money(g.figures.collected_cents)}`, g.key);
  }
  const t = shift1.totals;
  assert.equal(await gridField(page, "total", "total", "due"), `due ${money(t.due_cents)}`);
  assert.equal(await gridField(page, "total", "total", "collected"), `collected ${money(t.collected_cents)}`);
  assert.equal(await gridField(page, "total", "total", "difference"), diffText(t));
  assert.equal(await gridField(page, "total", "total", "drops"), `drop ${money(t.drop_cents)}`);
  assert.equal(await page.locator('#report-grid tr[data-table="3"] .house').first().evaluate((e) => getComputedStyle(e).fontVariantNumeric), "tabular-nums");
  // Kept apart: time, drops, the bank; as recorded and after adjustments.
  assert.equal(await totalShown(page, "due"), money(t.due_cents));
  assert.equal(await totalShown(page, "collected"), money(t.collected_cents));
  assert.equal(await totalShown(page, "drops"), money(t.drop_cents));
  assert.equal(await totalShown(page, "house"), money(t.house_cents));
  assert.equal(await totalShown(page, "adjustments"), signed(t.adjustment_cents));
  assert.equal(await totalShown(page, "after"), money(t.house_cents + t.adjustment_cents));
  assert.equal(await totalShown(page, "banked"), signed(t.banked_cents));
  const bank7 = shift1.by_table.find((g) => g.key === "Table 7").figures.banked_cents;
  assert.equal(await page.textContent('#kept-apart tr[data-table="Table 7"] td:last-child'), signed(bank7));
  // The adjustments: who, when, why, what, the house's change.
  assert.equal(await page.locator("#adjustments tbody tr").count(), shift1.adjustments.length);
  assert.match(await page.textContent('#adjustments tr[data-adjustment="1"]'), /Maria.*Table 3.*paid → not paid \(left\).*The dealer marked the wrong seat/);
  assert.equal(await page.textContent('#adjustments tr[data-adjustment="1"] [data-field=house]'), signed(-400));
  // The missing money, one by one: the stacks that could not cover their time (excused money is none).
  assert.equal(await page.textContent("#discrepancies-title"), `Discrepancies (${shift1.discrepancies.length}): ${money(shift1.totals.missing_cents)} missing`);
  assert.equal(await page.locator("#discrepancies tbody tr").count(), shift1.discrepancies.length);
  assert.match(await page.textContent("#sign-off-state"), /Signed off by Maria at 23 Nov 2026, 10:05/);
  assert.equal(await page.getByRole("button", { name: "Sign off…" }).count(), 0, "a signed shift has no sign-off button");
  await assertAccessible(page);
  assert.ok((await rightEdge(page)) <= 1280, `the screen is ${await rightEdge(page)} px wide`);
  await page.screenshot({ path: resolve(shots, "report-shift.png"), animations: "disabled" });
});

/**
 * The report's first screen as laid out: every cell of the grid (its header rows, each table's
 * row, the totals row; the half hours and the totals column), the discrepancies' heading and the
 * summary; how far the page and the grid's box scroll; the smallest text of the grid; the money
 * the grid shows.
 */
const firstScreen = (page) =>
  page.evaluate(() => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const grid = document.querySelector(".grid-scroll");
    const doc = document.scrollingElement;
    const shown = (e) => e.getClientRects().length > 0 && !e.closest(".visually-hidden");
    return {
      cells: [...document.querySelectorAll("#report-grid th, #report-grid td")].map((e) => ({
        what: `${e.closest("tr").dataset.table ?? "head"} ${e.dataset.column ?? e.textContent}`,
        ...box(e),
      })),
      rows: [...document.querySelectorAll("#report-grid tbody tr, #report-grid tfoot tr")].map((tr) => [...tr.children].map((c) => c.dataset.column)),
      heading: box(document.querySelector("#summary-title")),
      summary: box(document.querySelector("#report-summary")),
      gridBox: box(grid),
      grid: { scrollWidth: grid.scrollWidth, clientWidth: grid.clientWidth, scrollHeight: grid.scrollHeight, clientHeight: grid.clientHeight },
      page: { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, scrollY: window.scrollY },
      smallest: Math.min(...[...document.querySelectorAll("#report-grid, #report-grid *, #report-summary, #report-summary *")].filter(shown).map((e) => parseFloat(getComputedStyle(e).fontSize))),
      money: [...document.querySelectorAll("#report-grid [data-field=house]")].map((e) => e.textContent),
    };
  });

/** `$1,234.56` → 123456: the grid's money read back (a leading "!" is the mark of time missing). */
const centsOf = (text) => {
  const m = /^!?(\u2212?)\$(\d{1,3}(?:,\d{3})*)\.(\d\d)$/.exec(text);
  assert.ok(m, `not money as the screens write it: "${text}"`);
  return (m[1] ? -1 : 1) * (Number(m[2].replaceAll(",", "")) * 100 + Number(m[3]));
};

/**
 * The shift's report in one screen at 1280x800: `tables` rows and `halfHours` columns, every
 * cell and the discrepancies' heading inside the window, the discrepancies above the grid,
 * nothing scrolled to and nothing cut, the grid's text 11 px or larger, WCAG 2.2 AA.
 */
async function assertOneScreen(page, { tables, halfHours }) {
  const s = await firstScreen(page);
  // Every table's row and the totals row: the table, each half hour, the table's total.
  assert.equal(s.rows.length, tables + 1, "every table and the totals row");
  for (const row of s.rows) {
    assert.equal(row.length, halfHours + 2, `a row of ${halfHours} half hours between the table and its total: ${row}`);
    assert.deepEqual([row[0], row.at(-1)], ["table", "total"]);
  }
  const outside = [...s.cells, { what: "the discrepancies' heading", ...s.heading }].filter((b) => b.left < 0 || b.top < 0 || b.right > 1280 || b.bottom > 800);
  assert.deepEqual(outside, [], "every cell of the grid and the discrepancies' heading are in the window");
  assert.ok(s.summary.bottom <= s.gridBox.top, "the discrepancies come first, above the grid");
  assert.ok(s.grid.scrollWidth <= s.grid.clientWidth && s.grid.scrollHeight <= s.grid.clientHeight, `the grid's box scrolls: ${JSON.stringify(s.grid)}`);
  assert.ok(s.page.scrollWidth <= s.page.clientWidth && s.page.scrollY === 0, `the page scrolls: ${JSON.stringify(s.page)}`);
  assert.ok(s.smallest >= 11, `text of ${s.smallest} px in the grid or the summary`);
  assert.deepEqual(await fitProblems(page), []);
  await assertAccessible(page);
  return s;
}

pageTest("one screen at 1280x800: the demo day's shift, its discrepancies first, then every table and half hour of the grid and its totals; nothing scrolls or is cut; WCAG 2.2 AA", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  const shift2 = reportOf({ shift_id: 2 });
  const s = await assertOneScreen(page, { tables: shift2.by_table.length, halfHours: shift2.by_half_hour.length });
  // The money with its currency, grouped, a true minus: the grid's, the summary's.
  for (const text of s.money) centsOf(text);
  assert.equal(await page.textContent("#summary-title"), `! Discrepancies (${shift2.discrepancies.length}): ${money(shift2.totals.missing_cents)} missing, ${shift2.discrepancies.length} not corrected`);
  const variance = await page.textContent("#summary-variance");
  assert.ok(variance.startsWith(`Time due ${money(shift2.totals.due_cents)} · collected ${money(shift2.totals.collected_cents)} · difference ${diffText(shift2.totals)} · `), variance);
  assert.match(variance, /\u2212\$422\.00/);
  assert.doesNotMatch(variance, /-\$/, "a true minus, never a hyphen");
  // The tables with the most missing, named; the rest counted; the list one click away.
  const missingTables = new Set(shift2.discrepancies.map((d) => d.table)).size;
  assert.equal(await page.locator("#report-summary .summary-tables li").count(), Math.min(missingTables, 3) + (missingTables > 3 ? 1 : 0));
  await page.getByRole("button", { name: `All ${shift2.discrepancies.length} below` }).click();
  await page.waitForFunction(() => document.activeElement?.id === "discrepancies-title");
  assert.ok((await page.locator("#discrepancies-title").boundingBox()).y < 100, "the list is in view");
  await page.evaluate(() => window.scrollTo(0, 0));
  // Sound to the cent: each row's total is the room's, the corner the report's.
  for (const g of shift2.by_table) {
    const id = shift2.lines.find((l) => l.table === g.key).table_id;
    assert.equal(centsOf(await gridField(page, id, "total", "house")), g.figures.house_cents, g.key);
  }
  assert.equal(centsOf(await gridField(page, "total", "total", "house")), shift2.totals.house_cents);
  await page.screenshot({ path: resolve(shots, "report-shift.png"), animations: "disabled" });
});

pageTest("one screen at 1280x800: a 30-table shift of 8 hours (16 half hours), its three discrepancies first, every cell in the window, the money adding up; nothing scrolls or is cut; WCAG 2.2 AA", () => openReports({ scenario: "reports-30" }), async (page) => {
  await waitForReport(page, "Shift 3 report");
  // The shift's name whole in the chooser, counter-signature and all (fitProblems measures the select).
  assert.equal(await page.$eval("#report-shift", (s) => s.selectedOptions[0].text), "Shift 3 · 27 Nov 2026, 18:00–02:00 · Maria · signed off by Maria · counter-signed by Cora");
  const s = await assertOneScreen(page, { tables: 30, halfHours: 16 });
  assert.deepEqual(await page.locator("#report-grid thead th[scope=colgroup]").allTextContents(), ["Fri 27 Nov 2026", "Sat 28 Nov 2026"]);
  assert.equal(await page.locator("#report-grid thead tr:last-child th").first().textContent(), "18:00");
  assert.equal(await page.locator("#report-grid thead tr:last-child th").last().textContent(), "01:30");
  assert.equal(await page.textContent("#summary-title"), "! Discrepancies (3): $12.00 missing, 3 not corrected");
  assert.deepEqual(await page.locator("#report-summary .summary-tables li").allTextContents(), ["Table 14 $6.00 (1)", "Table 21 $4.00 (1)", "Table 27 $2.00 (1)"]);
  // Where time is missing: the three half hours, marked in colour and with "!", and their tables' totals.
  const marked = await page.$$eval("#report-grid tbody .grid-cell.missing", (cells) => cells.map((c) => `${c.closest("tr").dataset.table} ${c.closest("td").dataset.column}`));
  assert.deepEqual(marked, ["14 2026-11-27T20:30:00Z", "14 total", "21 2026-11-28T00:30:00Z", "21 total", "27 2026-11-27T23:00:00Z", "27 total"]);
  // Every figure money, grouped (the half hours' totals pass $1,000); each row adds up to its total, each column to its foot.
  const cents = {};
  for (const text of s.money) centsOf(text);
  for (const row of await page.$$eval("#report-grid tbody tr, #report-grid tfoot tr", (trs) =>
    trs.map((tr) => [tr.dataset.table, [...tr.querySelectorAll("td")].map((td) => [td.dataset.column, td.querySelector("[data-field=house]")?.textContent ?? null])]),
  )) {
    cents[row[0]] = Object.fromEntries(row[1].map(([c, t]) => [c, t === null ? 0 : centsOf(t)]));
  }
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const tableIds = Object.keys(cents).filter((k) => k !== "total");
  const columns = Object.keys(cents.total).filter((c) => c !== "total");
  assert.equal(columns.length, 16);
  for (const id of tableIds) assert.equal(sum(columns.map((c) => cents[id][c])), cents[id].total, `table ${id}`);
  for (const c of columns) assert.equal(sum(tableIds.map((id) => cents[id][c])), cents.total[c], c);
  assert.ok(cents.total[columns[0]] >= 100000, "a half hour's total is four figures: $1,000 or more");
  assert.match(await page.textContent("#summary-variance"), new RegExp(`house ${money(cents.total.total).replace(/[$.]/g, "\\$&")}$`));
  await page.screenshot({ path: resolve(shots, "report-30-tables.png"), animations: "disabled" });
});

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pagesOf = (pdf) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/**
 * The report on paper: one Letter page, landscape (a PDF of the print layout, its pages counted
 * and its size read), and the print layout at the page's printable area (Letter landscape less
 * the 8 mm margins, in CSS px) holds the heading, the discrepancies, every cell of the grid and
 * the signature lines.
 */
async function assertOnePage(page) {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "Letter", landscape: true, printBackground: true });
  assert.equal(pagesOf(pdf), 1, "one page");
  assert.match(pdf.toString("latin1"), /\/MediaBox \[0 0 792 612\]/, "Letter, landscape (792 x 612 pt)");
  const area = { width: Math.floor(11 * 96 - (2 * 8 * 96) / 25.4), height: Math.floor(8.5 * 96 - (2 * 8 * 96) / 25.4) };
  await page.setViewportSize(area);
  const laid = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll("#print-heading, #report-summary, #report-grid th, #report-grid td, #report-signatures")].map((e) => {
      const r = e.getBoundingClientRect();
      return { what: e.id || `${e.closest("tr")?.dataset.table} ${e.dataset.column}`, right: r.right + window.scrollX, bottom: r.bottom + window.scrollY };
    });
    return { boxes, scrollWidth: document.scrollingElement.scrollWidth, shown: [...document.querySelectorAll("#report-details, #report-chooser, .report-bar")].filter((e) => e.getClientRects().length > 0).map((e) => e.id || e.className) };
  });
  assert.deepEqual(laid.shown, [], "the screen's controls and the details do not print");
  assert.ok(laid.scrollWidth <= area.width, `the paper is ${laid.scrollWidth} px wide in ${area.width}`);
  const past = laid.boxes.filter((b) => b.right > area.width + 1 || b.bottom > area.height + 1);
  assert.deepEqual(past, [], `past the printable area ${area.width}x${area.height}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ media: "screen" });
}

pageTest("on paper: the demo day's shift report is one landscape Letter page, its head, discrepancies, grid and signature lines", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  await assertOnePage(page);
});

pageTest("on paper: a 30-table 8-hour shift is one landscape Letter page, its head, discrepancies, grid and signature lines", () => openReports({ scenario: "reports-30" }), async (page) => {
  await waitForReport(page, "Shift 3 report");
  await assertOnePage(page);
});

/** What pdftotext says of a PDF: its text, the pages split at form feeds; and each page's words with their boxes (pt, from the top left). */
function pdfText(pdf) {
  const dir = mkdtempSync(join(tmpdir(), "cardroom-print-"));
  try {
    const file = join(dir, "print.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
    const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
    const entity = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
    const words = html
      .split("<page ")
      .slice(1)
      .map((p) =>
        [...p.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, x0, y0, x1, y1, w]) => ({
          x0: +x0,
          y0: +y0,
          x1: +x1,
          y1: +y1,
          text: w.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => entity[e]),
        })),
      );
    return { text, words };
  } finally {
    rmSync(dir, { recursive: true });
  }
}

/**
 * `stamp` heads every page of `pdf`: its words on one line at the top right of the page (within
 * the 8 mm margin), every other word of the page below it (nothing under it, nothing cut).
 * Returns the number of pages.
 */
function assertStampedPages(pdf, stamp) {
  const { text, words } = pdfText(pdf);
  assert.equal(text.length, pagesOf(pdf), "pdftotext reads every page");
  assert.equal(words.length, pagesOf(pdf));
  const n = stamp.split(" ").length;
  const margin = (8 * 72) / 25.4;
  words.forEach((page, i) => {
    assert.ok(text[i].includes(stamp), `page ${i + 1} of ${words.length} says "${stamp}"`);
    const at = page.findIndex((_, k) => page.slice(k, k + n).map((w) => w.text).join(" ") === stamp);
    assert.ok(at >= 0, `page ${i + 1}: the stamp's words`);
    const own = page.slice(at, at + n);
    const rest = [...page.slice(0, at), ...page.slice(at + n)];
    const bottom = Math.max(...own.map((w) => w.y1));
    assert.ok(own.every((w) => Math.abs(w.y0 - own[0].y0) < 0.5), `page ${i + 1}: the stamp is one line`);
    assert.ok(own[0].y0 < margin + 12, `page ${i + 1}: the stamp is at the top (${own[0].y0} pt)`);
    assert.ok(Math.max(...own.map((w) => w.x1)) <= 792 - margin + 1 && Math.max(...own.map((w) => w.x1)) > 792 - margin - 30, `page ${i + 1}: the stamp is at the right`);
    assert.ok(rest.length > 0, `page ${i + 1} has more than the stamp`);
    const above = rest.filter((w) => w.y0 < bottom - 0.5);
    assert.deepEqual(above.map((w) => w.text), [], `page ${i + 1}: nothing beside or under the stamp`);
  });
  return words.length;
}

pageTest("on paper: a counter-signed shift's every page is stamped at its head, who and when, in the screen's words; the 30 boxes' count sheet on two pages, the stamp on each", () => openReports({ scenario: "reports-30" }), async (page) => {
  await waitForReport(page, "Shift 3 report");
  // The stamp's time is the counter-signature's as the paper's signature line says it (the screen's words).
  const stamp = "COUNTER-SIGNED by Cora (cage) at 28 Nov 2026, 03:05";
  assert.match(await page.textContent("#report-signed"), /Counter-signed by Cora at 28 Nov 2026, 03:05$/);
  assert.equal(await page.locator("#countersigned-stamp").count(), 1);
  assert.equal(await page.textContent("#print-heading #countersigned-stamp"), stamp);
  assert.equal(await page.locator("#countersigned-stamp").isVisible(), false, "the stamp is for paper");
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("#countersigned-stamp").isVisible(), "the stamp prints");
  assert.equal(await page.locator("#countersigned-stamp").evaluate((e) => getComputedStyle(e).position), "fixed", "fixed: on every page");
  // The report: one page, stamped above its heading.
  assert.equal(assertStampedPages(await page.pdf({ format: "Letter", landscape: true, printBackground: true }), stamp), 1);
  await page.emulateMedia({ media: "screen" });
  assert.equal(await page.locator("#countersigned-stamp").isVisible(), false, "back on screen, no stamp");

  // The count sheet of the 30 boxes runs onto a second page: the stamp heads both.
  await page.getByRole("tab", { name: "Count sheet" }).click();
  await page.fill("#counter-1", "Ann Count");
  await page.fill("#counter-2", "Bo Tally");
  await page.getByRole("button", { name: "Make the count sheet" }).click();
  await page.locator("#count-sheet").waitFor();
  assert.equal(await page.locator("#count-sheet tbody tr").count(), 30);
  assert.equal(await page.textContent("#count-sheet #countersigned-stamp"), stamp);
  assert.equal(await page.locator("#countersigned-stamp").isVisible(), false);
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("#countersigned-stamp").isVisible());
  const sheet = await page.pdf({ format: "Letter", landscape: true, printBackground: true });
  assert.ok(assertStampedPages(sheet, stamp) >= 2, "the count sheet runs onto a second page");
  // Every box printed (none hidden under the stamp), and the signature lines.
  const { text } = pdfText(sheet);
  for (let t = 1; t <= 30; t++) assert.equal(text.filter((p) => new RegExp(`^Table ${t}$`, "m").test(p)).length, 1, `Table ${t} on one page`);
  assert.match(text.at(-1), /Counter-signed by Cora at 28 Nov 2026, 03:05/);
  await page.emulateMedia({ media: "screen" });
});

/**
 * The Reports screen of the seeded day, the room's exception report of a shift answered as
 * counter-signed by Cora at `at` (the seeded day has no counter-signed shift; the rest of the
 * answer is the room's).
 */
async function openCountersignedExceptions(at) {
  const { page, problems, close } = await newPage(served.browser());
  await page.addInitScript(`window.__cardroomScenario = "reports";`);
  await page.addInitScript({ path: mock });
  await page.addInitScript((when) => {
    const inner = window.__TAURI_INTERNALS__.invoke;
    window.__TAURI_INTERNALS__.invoke = async (cmd, args, options) => {
      const answer = await inner(cmd, args, options);
      return cmd === "exception_report" && answer.shift ? { ...answer, shift: { ...answer.shift, countersigned_by: "Cora", countersigned_at: when } } : answer;
    };
  }, at);
  await page.goto(served.url);
  await page.click("#nav-reports");
  return { page, problems, close };
}

pageTest("on paper: the exception report of a counter-signed shift, pages long, is stamped at the head of every page; every line printed", () => openCountersignedExceptions("2026-11-23T10:05:00Z"), async (page) => {
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  await page.getByRole("tab", { name: "Exceptions" }).click();
  await page.locator("#exceptions tbody tr").first().waitFor();
  const { lines } = answer("exception_report", { query: { shift_id: 1, gaming_day: null } });
  const stamp = "COUNTER-SIGNED by Cora (cage) at 23 Nov 2026, 11:05";
  assert.equal(await page.textContent("#exceptions-panel #print-heading #countersigned-stamp"), stamp);
  assert.equal(await page.locator("#countersigned-stamp").isVisible(), false, "the stamp is for paper");
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("#countersigned-stamp").isVisible(), "the stamp prints");
  const pdf = await page.pdf({ format: "Letter", landscape: true, printBackground: true });
  assert.ok(assertStampedPages(pdf, stamp) >= 2, `the ${lines.length} exceptions run onto more than one page`);
  // The whole list prints (not the screen's scrolling box): each line's audit entry, as many
  // times as it has lines (one entry may correct two collections).
  const all = pdfText(pdf).text.join("\n");
  const entries = new Map();
  for (const l of lines) if (l.audit_id !== null) entries.set(l.audit_id, (entries.get(l.audit_id) ?? 0) + 1);
  assert.ok(entries.size > 50);
  for (const [id, times] of entries) assert.equal(all.match(new RegExp(`#${id}(?!\\d)`, "g"))?.length, times, `#${id} printed ${times} time(s)`);
  await page.emulateMedia({ media: "screen" });
  assert.equal(await page.locator("#countersigned-stamp").isVisible(), false);
});

pageTest("the chips: each table's chips in the identity's columns, the room's total last, every table balancing; WCAG 2.2 AA", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  const { chips } = reportOf({ shift_id: 2 });
  const rows = page.locator("#chips tbody tr, #chips tfoot tr");
  assert.deepEqual(await rows.locator("th").allTextContents(), chips.map((a) => a.table));
  assert.equal(chips.at(-1).table, "The room");
  for (const a of chips) {
    const row = page.locator(`#chips tr[data-table="${a.table_id === 0 ? "total" : a.table_id}"]`);
    for (const key of ["opening_cents", "bought_in_cents", "cashed_out_cents", "drops_cents", "time_from_stacks_cents", "in_play_cents"]) {
      assert.equal(await row.locator(`[data-field="${key}"]`).textContent(), money(a[key]), `${a.table} ${key}`);
    }
    assert.equal(await row.locator('[data-field="difference"]').textContent(), "balances", a.table);
  }
  assert.equal(await page.locator("#chips-off").count(), 0, "every table balances");
  // Below the chips, each jackpot fund rolled forward over the shift: the players' money, apart.
  const { jackpots } = reportOf({ shift_id: 2 });
  assert.ok(jackpots.length > 0, "the demo's fund");
  assert.equal(await page.textContent("#jackpot-funds-title"), "Jackpot funds (the players' money, not the house's)");
  for (const l of jackpots) {
    const row = page.locator(`#jackpot-funds tr[data-fund="${l.fund_id}"]`);
    assert.equal(await row.locator("th").textContent(), l.fund_name);
    for (const key of ["opening_cents", "seed_cents", "collected_cents", "fee_cents", "paid_cents", "closing_cents"]) {
      assert.equal(await row.locator(`[data-field="${key}"]`).textContent(), money(l[key]), `${l.fund_name} ${key}`);
    }
    assert.equal(await row.locator('[data-field="adjustment_cents"]').textContent(), signed(l.adjustment_cents));
  }
  await page.locator("#chips-title").evaluate((e) => e.scrollIntoView({ block: "start" }));
  assert.ok((await rightEdge(page)) <= 1280, `the screen is ${await rightEdge(page)} px wide`);
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "report-chips.png"), animations: "disabled" });
});

pageTest("the filters: the room's answer for table 1, for Low Ball, for dealer Dee; the request exactly as sent", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  const tables = await page.$$eval("#report-table option", (os) => os.map((o) => o.textContent));
  assert.deepEqual(tables, ["All tables", "Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 6", "Table 7"]);
  const games = await page.$$eval("#report-game option", (os) => os.map((o) => o.value));
  assert.deepEqual(games, ["", "joker_draw", "lowball", "mexican", "pan", "pineapple", "holdem"]);

  for (const [select, value, q, title] of [
    ["#report-table", "1", { table_id: 1 }, "Table 1"],
    ["#report-game", "lowball", { game: "lowball" }, "Low Ball"],
    ["#report-dealer", "3", { dealer_id: 3 }, "dealer Dee"],
  ]) {
    await page.selectOption(select, value);
    await waitForReport(page, `· ${title}`);
    const r = reportOf({ shift_id: 1, ...q });
    assert.equal(await page.locator("#report-grid tbody tr").count(), new Set(r.lines.map((l) => l.table_id)).size, title);
    assert.equal(await gridField(page, "total", "total", "collected"), `collected ${money(r.totals.collected_cents)}`, title);
    assert.equal(await totalShown(page, "house"), money(r.totals.house_cents), title);
    assert.equal(await totalShown(page, "after"), money(r.totals.house_cents + r.totals.adjustment_cents), title);
    await page.selectOption(select, "");
    await waitForReport(page, "floor manager Maria");
  }
  assert.deepEqual(await page.evaluate(() => window.__cardroomMock.reports.unexpected), []);
  await assertAccessible(page);
});

/**
 * A collection that fell due at midnight at Table 4 and was never marked, derived from the range's
 * report: a player seated there then, and the hand being dealt. (The seeded day marks every
 * collection since the room keeps its chip ledger: its own discrepancies are stacks that could
 * not cover their time, none never marked.)
 */
function rangeDiscrepancy() {
  const due = "2026-11-23T00:00:00Z";
  const range = reportOf({ from: "2026-11-22T00:00:00Z", to: "2026-11-24T00:00:00Z" });
  const seat = range.seat_time.find((l) => l.table_id === 4 && l.seated_at < due && (l.left_at === null || l.left_at >= due));
  const hand = answer("hand_list", { query: { dealer_id: null, from: null, limit: null, shift_id: 2, table_id: null, to: null } }).find((h) => h.table_id === 4 && h.started_at <= due);
  assert.ok(seat && hand, "a player seated at Table 4 at midnight, and a hand there");
  return {
    table_id: 4,
    table: "Table 4",
    collection_id: 728,
    due_at: due,
    seat_no: seat.seat_no,
    player_name: seat.player_name,
    amount_cents: 50,
    problem: "fell due and was never marked paid or not paid",
    cannot_cover: false,
    hand_id: hand.hand_id,
    corrected: false,
  };
}

test("a range of days: the local days' midnights, its discrepancy drilled down to the hand and the correction", async () => {
  // In UTC the fixture's range (22 and 23 November) is [22 Nov 00:00Z, 24 Nov 00:00Z).
  const { page, problems, close } = await openReports({ timezoneId: "UTC", rangeDiscrepancy: rangeDiscrepancy() });
  await waitForReport(page, "Shift 2 report");
  await page.locator("#report-on label", { hasText: "Days" }).click();
  await page.fill("#report-first-day", "2026-11-22");
  await page.fill("#report-last-day", "2026-11-23");
  await waitForReport(page, "Report · 22 Nov 2026, 00:00 – 24 Nov 2026, 00:00");
  const range = reportOf({ from: "2026-11-22T00:00:00Z", to: "2026-11-24T00:00:00Z" });
  assert.equal(await page.locator("#report-grid thead th[data-column]").count(), range.by_half_hour.length + 2);
  // Two days: a header over each day's half hours.
  assert.deepEqual(await page.locator("#report-grid thead th[scope=colgroup]").allTextContents(), ["Sun 22 Nov 2026", "Mon 23 Nov 2026"]);
  assert.equal(await gridField(page, "total", "total", "due"), `due ${money(range.totals.due_cents)}`);
  assert.ok((await rightEdge(page)) <= 1280, `25 half hours fit 1280 wide (the grid scrolls): ${await rightEdge(page)} px`);
  // The discrepancy: table, time, seat, player, amount; a click opens it.
  const d = rangeDiscrepancy();
  const row = page.locator(`#discrepancies tr[data-discrepancy="${d.collection_id}"]`);
  assert.match(await row.textContent(), new RegExp(`${d.table}.*23 Nov 2026, 00:00.*${d.seat_no}.*${d.player_name}.*0\\.50.*not corrected`));
  await row.locator("td").first().click();
  await page.getByText(`Collection ${d.collection_id}. Hand ${d.hand_id} was being dealt when it fell due.`).waitFor();
  // The Details button says it is open, and closes and opens it by keyboard too.
  const details = row.getByRole("button", { name: `Hide ${d.table} seat ${d.seat_no} ${d.player_name}` });
  assert.equal(await details.getAttribute("aria-expanded"), "true");
  await details.focus();
  await page.keyboard.press("Enter");
  await page.getByText(`Collection ${d.collection_id}.`, { exact: false }).waitFor({ state: "detached" });
  await page.keyboard.press("Enter");
  await page.getByText(`Collection ${d.collection_id}. Hand ${d.hand_id} was being dealt when it fell due.`).waitFor();
  await assertAccessible(page);
  // Correct…: the PIN, the mark and a reason go to the room as one correction.
  await page.getByRole("button", { name: "Correct…", exact: true }).click();
  await page.getByRole("dialog", { name: "Correct a collection" }).waitFor();
  await page.getByRole("button", { name: "Correct", exact: true }).click();
  await page.getByText("Say why the mark is corrected.").waitFor();
  await page.getByLabel("Not paid").check();
  await page.selectOption("#correction-not-paid-reason", "left");
  await page.fill("#correction-reason", "Kip had left before it fell due");
  await page.fill("#correction-pin", fixture.pin);
  await assertAccessible(page);
  await page.getByRole("button", { name: "Correct", exact: true }).click();
  // The fixture records no correction: the room's refusal is said in words, nothing changed.
  const refusal = page.locator("#correction-refusal");
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute("data-code"), "internal");
  const sent = await page.evaluate(() => window.__cardroomMock.reports.unexpected);
  assert.deepEqual(sent.map((s) => JSON.parse(s.slice("correct_collection ".length))), [
    { pin: fixture.pin, correction: { collection_id: d.collection_id, mark: { status: "not_paid", reason: "left" }, reason: "Kip had left before it fell due" } },
  ]);
  await page.getByRole("button", { name: "Cancel" }).click();
  assert.deepEqual(problems, []);
  // Open the hand: the Hand history screen, with that hand.
  await page.getByRole("button", { name: "Open the hand", exact: true }).click();
  await page.waitForSelector('#nav-history[aria-current="page"]');
  await close();
});

pageTest("the charts are drawn from the report: one bar per half hour and series, per table, game and dealer; the bank's points", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  const shift1 = reportOf({ shift_id: 1 });
  await page.getByRole("tab", { name: "Charts" }).click();
  await page.waitForSelector("#chart-halves svg .recharts-bar-rectangle", { state: "attached" });
  /** Each bar's length in px, in the data's order (recharts draws one per data point). */
  const bars = (id, across = false) =>
    page.$$eval(`#${id} svg .recharts-bar-rectangle`, (gs, a) => gs.map((g) => (a ? g.getBoundingClientRect().width : g.getBoundingClientRect().height)), across);
  const halves = shift1.by_half_hour;
  // Collected against due: two bars per half hour (due, then collected), tall as the figures.
  const halfBars = await bars("chart-halves");
  assert.equal(halfBars.length, 2 * halves.length);
  const dues = halfBars.slice(0, halves.length);
  const collected = halfBars.slice(halves.length);
  const most = (values) => values.indexOf(Math.max(...values));
  assert.equal(most(dues), most(halves.map((g) => g.figures.due_cents)));
  assert.equal(most(collected), most(halves.map((g) => g.figures.collected_cents)));
  halves.forEach((g, i) => assert.equal(dues[i] === 0, g.figures.due_cents === 0, `due at ${g.key}`));
  // The house's money by table, game and dealer: a bar each, the longest the largest.
  for (const [id, groups] of [["chart-tables", shift1.by_table], ["chart-games", shift1.by_game], ["chart-dealers", shift1.by_dealer]]) {
    const lengths = await bars(id, true);
    assert.equal(lengths.length, groups.length, id);
    assert.equal(most(lengths), most(groups.map((g) => g.figures.house_cents)), id);
  }
  // The bank's result: a point per half hour.
  assert.equal(await page.locator("#chart-bank svg .recharts-line-dots circle").count(), halves.length);
  // The figures behind each chart are there in words too.
  await page.locator("#chart-halves summary").click();
  assert.equal(await page.locator("#chart-halves .mini-table tbody tr").count(), halves.length);
  await assertAccessible(page);
  await page.locator("#chart-halves summary").click();
  await page.screenshot({ path: resolve(shots, "report-chart.png"), animations: "disabled" });
});

pageTest("Export CSV writes exactly the room's CSV; the count sheet shows the boxes and exports its CSV; both are saved as PDF where the dialog chose", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await page.locator("#report-saved").waitFor();
  assert.equal(await page.textContent("#report-saved"), "Saved to /mock/exports/report.csv");
  const saved = await page.evaluate(() => window.__cardroomMock.reports.saved);
  assert.equal(saved.length, 1);
  assert.equal(saved[0].text, answer("report_csv", { query: request({ shift_id: 1 }) }), "byte for byte");

  // The count sheet (4 CCR 12385): the counters typed, the boxes and their amounts.
  await page.getByRole("tab", { name: "Count sheet" }).click();
  await page.getByRole("button", { name: "Make the count sheet" }).click();
  await page.getByText("Type the first counter's name.").waitFor();
  await page.fill("#counter-1", "Ann Count");
  await page.fill("#counter-2", "Bo Tally");
  await page.getByRole("button", { name: "Make the count sheet" }).click();
  await page.locator("#count-sheet").waitFor();
  const sheet = answer("count_sheet", { counters: ["Ann Count", "Bo Tally"], shiftId: 1 });
  assert.equal(await page.locator("#count-boxes tbody tr").count(), sheet.boxes.length);
  assert.equal(await page.textContent("#box-count"), String(sheet.box_count));
  assert.equal(await page.textContent("#count-total"), money(sheet.total_cents));
  assert.equal(await page.textContent('#count-boxes tr[data-table="3"] [data-field=amount]'), money(sheet.boxes[2].amount_cents));
  // Each table's jackpot box beside its drop box, and their total apart: never in the drop boxes' total.
  assert.equal(await page.textContent('#count-boxes tr[data-table="1"] [data-field=jackpot]'), money(sheet.boxes[0].jackpot_cents));
  assert.equal(await page.textContent("#count-jackpot-total"), money(sheet.jackpot_total_cents));
  assert.ok(sheet.jackpot_total_cents > 0, "the demo's pots fed the fund");
  assert.equal(await page.textContent("#count-sheet-counters"), "Ann Count, Bo Tally");
  assert.match(await page.textContent("#count-sheet"), /Made at23 Nov 2026, 10:06/);
  await assertAccessible(page);
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/count-sheet.csv"));
  await page.getByRole("button", { name: "Export count sheet CSV" }).click();
  await page.locator("#count-sheet-saved").waitFor();
  const both = await page.evaluate(() => window.__cardroomMock.reports.saved);
  assert.equal(both[1].path, "/mock/exports/count-sheet.csv");
  assert.equal(both[1].text, answer("count_sheet_csv", { counters: ["Ann Count", "Bo Tally"], shiftId: 1 }), "byte for byte");
  // Cancelling the save dialog writes nothing.
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = null));
  await page.getByRole("button", { name: "Export count sheet CSV" }).click();
  await page.getByText("Not saved: no file was chosen.").waitFor();
  assert.equal((await page.evaluate(() => window.__cardroomMock.reports.saved)).length, 2);
  // The count sheet and the report as PDF: the shell writes them where the dialog chose.
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/shift-1-count-sheet.pdf"));
  await page.getByRole("button", { name: "Save count sheet as PDF" }).click();
  await page.waitForFunction(() => document.querySelector("#count-sheet-pdf-saved")?.textContent === "Saved to /mock/exports/shift-1-count-sheet.pdf");
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/shift-1-report.pdf"));
  await page.getByRole("button", { name: "Save as PDF", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#report-pdf-saved")?.textContent === "Saved to /mock/exports/shift-1-report.pdf");
  const query = request({ shift_id: 1 });
  assert.equal(canonical(await page.evaluate(() => window.__cardroomMock.reports.written)), canonical([
    { call: "save_count_sheet_pdf", args: { path: "/mock/exports/shift-1-count-sheet.pdf", shiftId: 1, counters: ["Ann Count", "Bo Tally"] } },
    { call: "save_report_pdf", args: { path: "/mock/exports/shift-1-report.pdf", query } },
  ]));
  assert.deepEqual(await page.evaluate(() => window.__cardroomMock.reports.unexpected), []);
});

pageTest("Print: recorded only when the user says the paper came out; the paper layout (signature lines, no controls), REPRINT on the second print; no dialog, nothing recorded", () => openReports(), async (page) => {
  // A print dialog that opens and closes (what the user pressed in it, no browser says).
  await page.evaluate(() => {
    window.__printed = 0;
    window.__withDialog = true;
    window.print = () => {
      window.__printed++;
      if (!window.__withDialog) return;
      window.dispatchEvent(new Event("beforeprint"));
      window.dispatchEvent(new Event("afterprint"));
    };
  });
  const recorded = () => page.evaluate(() => window.__cardroomMock.reports.answered.filter((c) => c === "record_print").length);
  /** The question asked once the print dialog closed, answered `button`; the dialog gone. */
  const answerPrint = async (paper, button, { axe = false } = {}) => {
    const question = page.getByRole("dialog", { name: `Did the ${paper} come out of the printer?` });
    await question.waitFor();
    if (axe) await assertAccessible(page);
    await question.getByRole("button", { name: button }).click();
    await question.waitFor({ state: "detached" });
  };
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  await page.getByRole("tab", { name: "Charts" }).click();
  await page.getByRole("button", { name: "Print" }).click();
  await page.waitForFunction(() => window.__printed === 1);
  assert.equal(await page.textContent(REPORT_TAB_SHOWN), "Report", "printing shows the report");
  assert.equal(await recorded(), 0, "nothing is recorded before the user says the paper came out");
  await answerPrint("report", "Yes, record the print", { axe: true });
  await page.locator("#report-print-outcome").waitFor();
  assert.equal(await page.textContent("#report-print-outcome"), "The print is recorded as print no. 1: the original.");
  assert.equal(await recorded(), 1);
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("#report-signatures").isVisible(), "the signature lines print");
  assert.match(await page.textContent("#report-signatures"), /Floor manager: signature.*Cage: signature/);
  assert.ok(await page.locator("#print-heading").isVisible());
  assert.match(await page.textContent("#print-heading"), /print no\. 1/);
  assert.equal(await page.locator("#reprint-stamp").count(), 0, "the first print is no reprint");
  for (const hidden of ["#nav-reports", "#report-chooser", ".report-actions", "[role=tablist]"]) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} does not print`);
  }
  assert.equal(await page.locator(".mantine-AppShell-main").evaluate((e) => getComputedStyle(e).paddingLeft), "0px", "the report takes the page's width");
  assert.ok(await page.locator("#report-grid thead").isVisible());
  assert.equal(await page.locator("#report-grid thead").evaluate((e) => getComputedStyle(e).display), "table-header-group", "the header repeats on every page");
  assert.equal(await page.locator(".diff.missing, .diff.excused").first().evaluate((e) => getComputedStyle(e).printColorAdjust), "exact");
  const pageSize = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).flatMap((r) => (r instanceof CSSMediaRule ? [...r.cssRules] : [r])).filter((r) => r instanceof CSSPageRule).map((r) => r.style.size),
  );
  assert.ok(pageSize.includes("letter landscape"), `@page sizes: ${pageSize}`);
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("button", { name: "Print" }).click();
  await page.waitForFunction(() => window.__printed === 2);
  await answerPrint("report", "Yes, record the print");
  await page.waitForFunction(() => /print no\. 2: a REPRINT/.test(document.querySelector("#report-print-outcome")?.textContent ?? ""));
  await page.emulateMedia({ media: "print" });
  await page.locator("#reprint-stamp").waitFor();
  assert.ok(await page.locator("#reprint-stamp").isVisible());
  assert.equal(await page.textContent("#reprint-stamp"), "REPRINT");
  assert.match(await page.textContent("#print-heading"), /print no\. 2/);
  await page.emulateMedia({ media: "screen" });
  assert.equal(await page.locator("#reprint-stamp").isVisible(), false, "the stamp is for paper");
  assert.equal(await recorded(), 2);

  // A paper that did not come out is not recorded.
  await page.getByRole("button", { name: "Print" }).click();
  await page.waitForFunction(() => window.__printed === 3);
  await answerPrint("report", "No, nothing printed");
  await page.waitForFunction(() => document.querySelector("#report-print-outcome")?.textContent === "Nothing was recorded.");
  assert.equal(await recorded(), 2);

  // A window that shows no print dialog records nothing, and says so.
  await page.evaluate(() => (window.__withDialog = false));
  await page.getByRole("button", { name: "Print" }).click();
  await page.locator("#report-no-print").waitFor();
  assert.match(await page.textContent("#report-no-print"), /Nothing was printed: this window showed no print dialog\./);
  assert.equal(await page.getByRole("dialog").count(), 0, "no question without a print dialog");
  assert.equal(await recorded(), 2);
  await assertAccessible(page);
  await page.evaluate(() => (window.__withDialog = true));

  // The count sheet is counted on its own: its first print is the original.
  await page.getByRole("tab", { name: "Count sheet" }).click();
  await page.fill("#counter-1", "Ann Count");
  await page.fill("#counter-2", "Bo Tally");
  await page.getByRole("button", { name: "Make the count sheet" }).click();
  await page.locator("#count-sheet").waitFor();
  await page.getByRole("button", { name: "Print count sheet" }).click();
  await page.waitForFunction(() => window.__printed === 5);
  await answerPrint("count sheet", "Yes, record the print");
  await page.waitForFunction(() => document.querySelector("#count-sheet-print-outcome")?.textContent === "The print is recorded as print no. 1: the original.");
  assert.equal(await recorded(), 3);
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator("#count-sheet").isVisible(), "the count sheet prints");
  assert.match(await page.textContent("#count-sheet"), /print no\. 1/);
  assert.equal(await page.locator("#count-sheet #reprint-stamp").count(), 0, "the count sheet's first print is no reprint");
  await page.emulateMedia({ media: "screen" });
});

pageTest("Sign-off: a wrong PIN refused in words, then signed; the report shows who signed and when", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  assert.match(await page.textContent("#sign-off-state"), /Not signed off/);
  // By keyboard: the button, the PIN typed into the focused field, Enter.
  await page.getByRole("button", { name: "Sign off…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sign off shift 2" });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.id === "sign-off-pin");
  // What is still open is said before the PIN; it does not stop the signature.
  assert.match(await page.textContent("#sign-off-open"), /^! 56 discrepancies are still open: Table 3 seat 4 Lou \$4\.00 missing \(due \d\d:\d\d\), .* and 51 more\. You may still sign off/);
  await page.keyboard.type("1111");
  await page.keyboard.press("Enter");
  const refusal = page.locator("#sign-off-refusal");
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute("data-code"), "wrong_pin");
  assert.match(await refusal.textContent(), /That PIN is not right: type your own PIN again\. Nothing was changed\./);
  await assertAccessible(page);
  await page.fill("#sign-off-pin", fixture.pin);
  await page.getByRole("button", { name: "Sign off", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  await page.waitForFunction(() => /Signed off by Maria/.test(document.querySelector("#sign-off-state")?.textContent ?? ""));
  assert.match(await page.textContent("#sign-off-state"), /Signed off by Maria at 23 Nov 2026, 10:06/);
  assert.equal(await page.getByRole("button", { name: "Sign off…" }).count(), 0);
  assert.match(await page.locator('#report-shift option[value="2"]').textContent(), /signed off by Maria/);
  assert.deepEqual(await page.evaluate(() => window.__cardroomMock.reports.unexpected), []);
});

pageTest("a report read again after the sign-off keeps its rows where they were; a slow re-read floats at the foot of the window", () => openReports(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  const row = page.locator("#discrepancies tr[data-discrepancy]").first();
  const before = await row.boundingBox();
  await page.evaluate(() => window.__delayNextReport(3000));
  await page.getByRole("button", { name: "Sign off…" }).click();
  await page.fill("#sign-off-pin", fixture.pin);
  await page.getByRole("button", { name: "Sign off", exact: true }).click();
  const reading = page.locator("#report-reading");
  await reading.waitFor({ state: "attached" });
  // A quick re-read never shows; this one shows after a moment, over the report, not above it.
  await reading.waitFor({ state: "visible" });
  const during = await row.boundingBox();
  const bar = await reading.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(bar.y + bar.height <= viewport.height && bar.y + bar.height > viewport.height - 40, `at the foot of the window: ${JSON.stringify(bar)}`);
  await assertAccessible(page);
  await reading.waitFor({ state: "detached", timeout: 10000 });
  assert.deepEqual(during, before, "the rows did not move while the report was read again");
});

pageTest("a long report shows its progress and can be cancelled; the cancelled report says so plainly", () => openReports({ delayReports: 60000 }), async (page) => {
  await page.getByText("Reading the report… 1 of 4 parts").waitFor();
  const bar = page.getByRole("progressbar", { name: "Reading the report" });
  assert.equal(await bar.getAttribute("aria-valuenow"), "25");
  await assertAccessible(page);
  await page.click("#report-cancel");
  const failed = page.locator("#report-error");
  await failed.waitFor();
  assert.equal(await failed.getAttribute("data-code"), "cancelled");
  assert.match(await failed.textContent(), /You cancelled the report\. Nothing is shown; read it again when you are ready\./);
  assert.equal((await page.evaluate(() => window.__reportsCancelled)).length, 1, "the window asked the shell to stop it");
  assert.equal(await page.locator("#report-reading").count(), 0);
  await assertAccessible(page);
  await page.getByRole("button", { name: "Read it again" }).click();
  await waitForReport(page, "Shift 2 report");
  assert.equal(await page.locator("#report-error").count(), 0);
});

/**
 * Shift 1's count as the cage sees it mid-way (no generated fixture holds one; the boxes and
 * their recorded amounts are the count sheet's): Table 3 counted $60.00 short and explained,
 * Table 1 $5.00 short, the rest not counted. The room's order: over the threshold, other
 * variances, not counted.
 */
function cageCountOf1() {
  const sheet = answer("count_sheet", { counters: ["Ann Count", "Bo Tally"], shiftId: 1 });
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
  const rank = (b) => (b.over_threshold ? 0 : b.variance_cents ? 1 : b.counted_cents === null ? 2 : 3);
  boxes.sort((a, b) => rank(a) - rank(b));
  const done = boxes.filter((b) => b.counted_cents !== null);
  return {
    shift: sheet.shift, threshold_cents: 2500, boxes,
    expected_cents: sheet.total_cents,
    counted_cents: done.reduce((t, b) => t + b.counted_cents, 0),
    variance_cents: done.reduce((t, b) => t + b.variance_cents, 0),
    uncounted: boxes.length - done.length, unexplained: 0, ready: false,
  };
}

/** The Reports screen with Cora of the cage signed in: the cage's commands answered from `count`. */
async function openAsCage(count) {
  const { page, problems, close } = await newPage(served.browser());
  await page.addInitScript(`window.__cardroomScenario = "reports";`);
  await page.addInitScript({ path: mock });
  await page.addInitScript((answer) => {
    const inner = window.__TAURI_INTERNALS__.invoke;
    window.__cageSent = [];
    window.__TAURI_INTERNALS__.invoke = async (cmd, args, options) => {
      if (cmd === "session") {
        const view = await inner(cmd, args, options);
        return { ...view, staff: { ...view.staff, id: 10, name: "Cora", role: "cage" } };
      }
      if (cmd === "cage_count") return structuredClone(answer);
      if (cmd === "record_box_count") {
        window.__cageSent.push(args.count);
        throw { code: "already_countersigned", message: "shift 1 was counter-signed" };
      }
      return inner(cmd, args, options);
    };
  }, count);
  await page.goto(served.url);
  return { page, problems, close };
}

pageTest("the cage lands on its count: the boxes, the variances, an explanation asked past the threshold; WCAG 2.2 AA", () => openAsCage(cageCountOf1()), async (page) => {
  await page.waitForSelector('#nav-reports[aria-current="page"]');
  assert.equal(await page.locator("#nav-floor").count(), 0, "the cage has no floor screen");
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  await page.locator("#cage-boxes").waitFor();
  assert.equal(await page.textContent(REPORT_TAB_SHOWN), "Cage count");
  assert.equal(await page.locator("#cage-boxes tbody tr").count(), 7);
  assert.equal(await page.textContent("#cage-threshold"), "Variances over $25.00 need an explanation.");
  assert.equal(await page.getAttribute("#cage-boxes tbody tr:first-child", "data-table"), "3", "the variance over the threshold comes first");
  assert.equal(await page.textContent('#cage-boxes tr[data-table="3"] [data-field=variance]'), "\u2212$60.00 over the threshold");
  assert.equal(await page.textContent("#cage-blockers"), "! Before the counter-signature: 5 boxes are not counted.");
  assert.ok(await page.locator("#countersign-open").isDisabled(), "not ready: the counter-signature waits");
  // A box counted far off its record asks why before it is sent.
  await page.fill("#box-counted-5", "300");
  await page.locator("#box-explanation-5").waitFor();
  await assertAccessible(page);
  // The cage's table is whole at 1280x800: no column scrolled out of its box, nothing past the window.
  // (The page as a whole is checked by the one-screen tests: the chooser names a shift whole.)
  const box = await page.locator("#cage-boxes").evaluate((t) => {
    const scroller = t.closest(".table-scroll");
    return { right: t.getBoundingClientRect().right, scrolls: scroller.scrollWidth > scroller.clientWidth };
  });
  assert.ok(box.right <= 1280 && !box.scrolls, `the cage table is cut: ${JSON.stringify(box)}`);
  await page.screenshot({ path: resolve(shots, "report-cage.png"), animations: "disabled" });
  await page.getByRole("button", { name: "Save Table 5" }).click();
  await page.getByText("Explain the variance: it is over $25.00.").waitFor();
  assert.deepEqual(await page.evaluate(() => window.__cageSent), []);
  await page.fill("#box-explanation-5", "A $36 fill was logged as a drop");
  await page.getByRole("button", { name: "Save Table 5" }).click();
  const refusal = page.locator("#box-refusal-5");
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute("data-code"), "already_countersigned");
  assert.deepEqual(await page.evaluate(() => window.__cageSent), [
    { shift_id: 1, table_id: 5, counted_cents: 30000, explanation: "A $36 fill was logged as a drop", reason: null },
  ]);
});

// The exception report's kinds in words, one and many, as the screen says them.
const KIND_WORDS = {
  variance: ["count variance over the threshold", "count variances over the threshold"],
  correction: ["correction", "corrections"],
  void_hand: ["void hand", "void hands"],
  comp: ["comped collection", "comped collections"],
  not_paid: ["not-paid collection", "not-paid collections"],
  rate_change: ["rate change", "rate changes"],
  outside_buy_in: ["seating outside the buy-in", "seatings outside the buy-in"],
  stack_correction: ["stack correction", "stack corrections"],
  refusal: ["refusal for lack of authority", "refusals for lack of authority"],
  lock_out: ["sign-in lock-out", "sign-in lock-outs"],
  reprint: ["reprint", "reprints"],
};
/** `4 corrections · 1 reprint`: the kinds that happened, in the room's order. */
const summaryOf = (counts) =>
  counts.filter((c) => c.count > 0).map((c) => `${c.count} ${KIND_WORDS[c.kind][c.count === 1 ? 0 : 1]}`).join(" · ") || "No exceptions";

/**
 * The Reports screen (scenario "reports"): the mock's script answers the exception report and
 * its CSV from the seeded day's steps (`exception_report`, `exceptions_csv`), and keeps each
 * workbook or PDF the window asks the shell to write (`__cardroomMock.reports.written`).
 */
const openExceptions = () => openReports();

pageTest("the exception report: a shift's and a gaming day's, counted by kind, filtered, saved as CSV, .xlsx and PDF; a range is not offered; WCAG 2.2 AA", () => openExceptions(), async (page) => {
  await waitForReport(page, "Shift 2 report");
  await page.selectOption("#report-shift", "1");
  await waitForReport(page, "Shift 1 report");
  await page.getByRole("tab", { name: "Exceptions" }).click();
  const shift1 = answer("exception_report", { query: { shift_id: 1, gaming_day: null } });
  await page.locator("#exceptions tbody tr").first().waitFor();
  assert.equal(await page.textContent("#exceptions-title"), "Exceptions · Shift 1 (Maria) · 22 Nov 2026, 13:00–19:00");
  assert.equal(await page.textContent("#exceptions-summary"), summaryOf(shift1.counts));
  assert.equal(await page.locator("#exceptions tbody tr").count(), shift1.lines.length);
  // Oldest first, each with who, when, where and why, and its audit entry.
  assert.deepEqual(await page.$$eval("#exceptions tbody tr", (trs) => trs.map((tr) => tr.dataset.audit)), shift1.lines.map((l) => String(l.audit_id)));
  const first = page.locator("#exceptions tbody tr").first();
  const cell = (row, name) => row.locator(`[data-field="${name}"]`).textContent();
  assert.equal(await cell(first, "kind"), "Not-paid collection");
  assert.equal(await cell(first, "when"), "22 Nov 2026, 13:30");
  assert.equal(await cell(first, "who"), "Maria · app on vm");
  assert.equal(await cell(first, "table"), "Table 4");
  assert.equal(await cell(first, "why"), shift1.lines[0].why);
  assert.equal(await cell(first, "audit"), `#${shift1.lines[0].audit_id}`);
  // The collection report's filters are not the exception report's.
  assert.equal(await page.locator("#report-table").count(), 0);
  assert.ok((await rightEdge(page)) <= 1280, `the screen is ${await rightEdge(page)} px wide`);
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "report-exceptions.png"), animations: "disabled" });

  // A kind chosen by keyboard: only its lines; the summary still counts them all.
  const comps = shift1.counts.find((c) => c.kind === "comp").count;
  await page.locator("#exceptions-kind-comp").focus();
  await page.keyboard.press("Space");
  await page.waitForFunction((n) => document.querySelectorAll("#exceptions tbody tr").length === n, comps);
  assert.deepEqual(new Set(await page.$$eval("#exceptions tbody tr", (trs) => trs.map((tr) => tr.dataset.kind))), new Set(["comp"]));
  assert.equal(await page.textContent("#exceptions-shown"), `${comps} of ${shift1.lines.length} exceptions, oldest first.`);
  assert.equal(await page.textContent("#exceptions-summary"), summaryOf(shift1.counts));
  await page.keyboard.press("Space");
  await page.waitForFunction((n) => document.querySelectorAll("#exceptions tbody tr").length === n, shift1.lines.length);

  // CSV: the room's text byte for byte, where the dialog said. .xlsx and PDF: the shell writes them there.
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/exceptions-shift-1.csv"));
  await page.getByRole("button", { name: "Export CSV", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#exceptions-saved")?.textContent === "Saved to /mock/exports/exceptions-shift-1.csv");
  const saved = await page.evaluate(() => window.__cardroomMock.reports.saved);
  assert.deepEqual(saved, [{ path: "/mock/exports/exceptions-shift-1.csv", text: answer("exceptions_csv", { query: { shift_id: 1, gaming_day: null } }) }]);
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/shift-1-exceptions.xlsx"));
  await page.getByRole("button", { name: "Save as .xlsx", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#exceptions-saved")?.textContent === "Saved to /mock/exports/shift-1-exceptions.xlsx");
  await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/shift-1-exceptions.pdf"));
  await page.getByRole("button", { name: "Save as PDF", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("#exceptions-saved")?.textContent === "Saved to /mock/exports/shift-1-exceptions.pdf");
  assert.deepEqual(await page.evaluate(() => window.__cardroomMock.reports.written), [
    { call: "save_exceptions_xlsx", args: { path: "/mock/exports/shift-1-exceptions.xlsx", query: { shift_id: 1, gaming_day: null } } },
    { call: "save_exceptions_pdf", args: { path: "/mock/exports/shift-1-exceptions.pdf", query: { shift_id: 1, gaming_day: null } } },
  ]);

  // The gaming day the latest shift opened on: its 24 hours from the house's start of day.
  await page.locator("#report-on label", { hasText: /^Gaming day$/ }).click();
  assert.equal(await page.inputValue("#report-gaming-day"), "2026-11-22");
  const day = answer("exception_report", { query: { shift_id: null, gaming_day: "2026-11-22" } });
  await page.waitForFunction(() => /^Exceptions · Gaming day 22 Nov 2026 · /.test(document.querySelector("#exceptions-title")?.textContent ?? ""));
  await page.waitForFunction((n) => document.querySelectorAll("#exceptions tbody tr").length === n, day.lines.length);
  assert.equal(await page.textContent("#exceptions-summary"), summaryOf(day.counts));
  await assertAccessible(page);

  // A range of days has no exception report: the screen says so.
  await page.locator("#report-on label", { hasText: "Days" }).click();
  await page.locator("#exceptions-unavailable").waitFor();
  assert.match(await page.textContent("#exceptions-unavailable"), /not for a range of days: choose Shift or Gaming day above/);
  assert.equal(await page.locator("#exceptions").count(), 0);

  // The collection report of the same gaming day, titled by the day the room answered.
  await page.locator("#report-on label", { hasText: /^Gaming day$/ }).click();
  await page.getByRole("tab", { name: "Collections" }).click();
  await waitForReport(page, "Gaming day 22 Nov 2026 · ");
  const dayReport = reportOf({ gaming_day: "2026-11-22" });
  assert.equal(await totalShown(page, "house"), money(dayReport.totals.house_cents));
  assert.deepEqual(await page.evaluate(() => window.__cardroomMock.reports.unexpected), []);
  await assertAccessible(page);
});
