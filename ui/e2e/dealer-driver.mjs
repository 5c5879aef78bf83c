// The dealer's console in the browser: plays a fixture's hand (src/fixtures/console/*.json)
// through the screen, each step by the gesture a dealer makes for it (a tap, or keys alone),
// and checks the mock answered exactly the script's commands.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, assertFits, open, pageTest, repo, ui } from "./browser.mjs";

export { assertAccessible, assertFits, pageTest };

export const script = (name) => JSON.parse(readFileSync(resolve(ui, "src", "fixtures", "console", `${name}.json`), "utf8"));
const money = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The console of the fixture `name`'s table, its dealer signed in, at 1280x800 or `viewport`, in `look` (see `open`). */
export async function openConsole(name, viewport, look) {
  const opened = await open(`console:${name}`, viewport, look);
  await opened.page.waitForSelector(".console");
  return opened;
}

export const progress = (page) => page.evaluate(() => window.__cardroomMock.consoleProgress());

/** Waits until the mock has answered `n` steps (or reports what it refused instead). */
async function answered(page, n, what) {
  for (let i = 0; i < 100; i++) {
    const p = await progress(page);
    assert.deepEqual(p.unexpected, [], `${what}: the console sent a command the script does not have`);
    if (p.answered >= n) return;
    await page.waitForTimeout(30);
  }
  assert.fail(`${what}: the console did not send step ${n - 1}`);
}

/**
 * Clicks the cards on the picker's grid, then its confirm button. A card already dealt is greyed
 * and cannot be tapped: the dealer types the cards instead (the room refuses them in words).
 */
async function tapCards(page, cards) {
  const dealt = await page.$$eval(".card-grid [data-card]:disabled", (bs) => bs.map((b) => b.dataset.card));
  if (cards.some((c) => dealt.includes(c))) await page.fill("[data-cards-field]", cards.join(" "));
  else for (const c of cards) await page.click(`.card-grid [data-card="${c}"]`);
  await page.click('[data-action="submit-cards"]');
}

/** Pan: taps the cards on Pan's grid (a card may come twice), then the confirm button. */
async function tapPanCards(page, cards) {
  for (const c of cards) await page.click(`.pan-grid [data-card="${c}"]`);
  await page.click('[data-action="submit-cards"]');
}

/** Chooses a mode of Pan's play row (Draw stock, Meld, Discard...) unless it is chosen. */
async function panMode(page, mode) {
  const button = page.locator(`[data-action="mode-${mode}"]`);
  if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
}

/** One Pan entry by touch. */
async function tapPan(page, a) {
  switch (a.type) {
    case "deal":
      await page.click(`.pan-deal [data-seat="${a.seat}"]`);
      return tapPanCards(page, a.cards);
    case "draw_stock":
      await panMode(page, "draw");
      return tapPanCards(page, [a.card]);
    case "discard": {
      await panMode(page, "discard");
      // After a stock draw the card drawn waits in the entry: one tap discards it.
      const entered = await page.$$eval(".pan-chosen [data-card]", (cs) => cs.map((c) => c.dataset.card));
      if (entered.length === 1 && entered[0] === a.card) return page.click('[data-action="submit-cards"]');
      while (await page.locator('[data-action="back-card"]:enabled').count()) await page.click('[data-action="back-card"]');
      return tapPanCards(page, [a.card]);
    }
    case "meld": {
      await panMode(page, "meld");
      const play = a.play;
      if (play.type !== "lay" && play.type !== "add") assert.fail(`no gesture for ${play.type}`);
      await page.click(`[data-action="meld-${play.type}"]`);
      if (play.type === "add") await page.click(`.pan-meld-choice button >> nth=${play.meld}`);
      return tapPanCards(page, play.cards);
    }
    default:
      return page.click(`[data-action="${a.type}"]`);
  }
}

/** The banked box's dealer taps the cards changed on the hand shown, so that exactly `discard` is tapped. */
async function toggleCards(page, discard) {
  for (const b of await page.locator(".card-toggles button[data-card]").all()) {
    const pressed = (await b.getAttribute("aria-pressed")) === "true";
    if (pressed !== discard.includes(await b.getAttribute("data-card"))) await b.click();
  }
}

/** One entry of the banked box by touch. */
async function tapBanked(page, a) {
  const unseen = (cards) => cards.every((c) => c === "??");
  switch (a.type) {
    case "deal_player":
      return unseen(a.cards) ? page.click('[data-action="deal-down"]') : tapCards(page, a.cards);
    case "deal_dealer":
      return unseen(a.cards) ? page.click('[data-action="deal-dealer-down"]') : tapCards(page, a.cards);
    case "reveal_dealer":
    case "show_player":
      return tapCards(page, a.cards);
    case "exchange":
      await toggleCards(page, a.discard);
      return tapCards(page, a.draw);
    case "dealer_exchange":
      await toggleCards(page, a.discard);
      return a.discard.length === 0 ? page.click('[data-action="keep"]') : tapCards(page, a.draw);
    default:
      return page.click(`[data-action="${a.type}"]`);
  }
}

/** Sets up the next hand's start as the script's (Pan's first hand; the box's seat and stakes), then Next hand. */
async function tapStart(page, start) {
  if (start.kind === "pan") await page.click(`.pan-start [data-seat="${start.first ?? "auto"}"]`);
  if (start.kind === "banked") {
    await page.click(`.banked-start [data-seat="${start.seat}"]`);
    for (const [field, cents] of [["ante", start.ante_cents], ["bonus", start.bonus_cents]]) {
      for (let i = 0; i < 100; i++) {
        const text = await page.textContent(`.banked-start output[data-field="${field}"]`);
        // "none" (or the page's language's word for it), else the amount.
        const now = /\d/.test(text) ? Math.round(Number(text.replace(/[^\d.]/g, "")) * 100) : 0;
        if (now === cents) break;
        await page.click(`.banked-start [data-step="${field}-${now < cents ? "up" : "down"}"]`);
      }
    }
  }
  return page.click('[data-action="next_hand"]');
}

/** The gesture of one step by touch (mouse clicks). */
async function tap(page, step, tableId) {
  const { call, args } = step;
  if (call === "start_hand") return tapStart(page, args.start);
  if (call === "undo_in_hand") return page.click('[data-action="undo"]');
  if (call === "void_hand") {
    await page.click('[data-action="void"]');
    return page.click(`[data-reason="${args.reason}"]`);
  }
  if (call === "dealer_console") return page.evaluate((t) => window.__cardroomMock.announce("collections", t), tableId);
  if (call === "collect_time") {
    // Each choice by its value (the same in every language): its label's `for` is "<id>-<value>".
    for (const e of args.exceptions) await page.click(`.collection-seats li[data-seat="${e.seat_no}"] label[for$="-${e.reason}"]`);
    return page.click('[data-action="collect"]');
  }
  if (args.action.kind === "pan") return tapPan(page, args.action.action);
  if (args.action.kind === "banked") return tapBanked(page, args.action.action);
  const a = args.action.action;
  const unseen = (cards) => cards !== null && cards.every((c) => c === "??");
  switch (a.type) {
    case "deal_hole":
    case "deal_draw":
      return unseen(a.cards) ? page.click(`[data-action="${a.type}"]`) : tapCards(page, a.cards);
    case "deal_board":
      return tapCards(page, a.cards);
    case "turn_up":
      return a.card === "??" ? page.click('[data-action="turn_up"]') : tapCards(page, [a.card]);
    case "show":
      return a.cards === null ? page.click('[data-action="show"]') : tapCards(page, a.cards);
    case "draw":
      return unseen(a.discards) ? page.click(`[data-action="draw"][data-count="${a.discards.length}"]`) : assert.fail("named discards");
    case "bet_or_raise": {
      const field = page.locator("[data-raise-amount]");
      if (await field.count()) {
        await field.fill(money(a.to));
        await field.press("Tab");
      }
      return page.click('[data-action="bet_or_raise"]');
    }
    case "kill":
      return page.click(`[data-action="kill"][data-seat="${a.seat}"]`);
    default:
      return page.click(`[data-action="${a.type}"]`);
  }
}

/** The gesture of one step by keyboard alone. */
async function keys(page, step) {
  const { call, args } = step;
  if (call === "start_hand") return page.keyboard.press("n");
  if (call === "undo_in_hand") return page.keyboard.press("Control+z");
  const a = args.action?.action;
  const typeCards = async (cards, focusKey) => {
    if (focusKey) await page.keyboard.press(focusKey);
    await page.keyboard.press("Control+a");
    await page.keyboard.type(cards.join(" "));
    await page.keyboard.press("Enter");
  };
  switch (a?.type) {
    case "post_forced_bets":
    case "burn":
    case "award_pot":
      return page.keyboard.press("d");
    case "deal_hole":
    case "deal_draw":
      return a.cards.every((c) => c === "??") ? page.keyboard.press("d") : typeCards(a.cards, "e");
    case "deal_board":
      return typeCards(a.cards, null); // the field has the focus as the step appears
    case "show":
      return a.cards === null ? page.keyboard.press("s") : typeCards(a.cards, "e");
    case "fold":
      return page.keyboard.press("f");
    case "check":
    case "call":
      return page.keyboard.press("c");
    case "all_in":
      return page.keyboard.press("a");
    case "bet_or_raise":
      await page.keyboard.press("r");
      if (await page.locator("[data-raise-amount]").count()) {
        await page.keyboard.type(money(a.to));
        await page.keyboard.press("Enter");
      }
      return;
    default:
      assert.fail(`no key for ${JSON.stringify(step)}`);
  }
}

/**
 * Plays the fixture's steps after the first read, by `how` ("touch" or "keys"). `at(i, page)`
 * runs before step i (checks, screenshots). A refused step must show the engine's message, by
 * code, and change nothing on the screen.
 */
export async function playHand(page, name, how, at = async () => {}) {
  const { steps, table_id } = script(name);
  const language = await page.evaluate(() => document.documentElement.lang || "en");
  const saved = savedWords(language);
  await answered(page, 1, "the first read");
  for (let i = 1; i < steps.length; i++) {
    const step = steps[i];
    await at(i, page, step);
    const before = await page.textContent("#turn-line");
    if (how === "keys") await keys(page, step);
    else await tap(page, step, table_id);
    await answered(page, i + 1, `step ${i} ${step.call} ${JSON.stringify(step.args)}`);
    if ("error" in step) {
      const refusal = await page.waitForSelector("#console-refusal");
      assert.equal(await refusal.getAttribute("data-code"), step.error.code);
      // The room's message is English; another language words the code its own way.
      if (language === "en") assert.match(await refusal.textContent(), new RegExp(escape(step.error.message)));
      assert.equal(await page.textContent("#turn-line"), before, "a refused action changes nothing");
      assert.equal(await page.textContent(".save-state"), "", "a refused action is not shown as saved");
    } else {
      // The screen shows the room's answer (the same mark as ConsolePage's `viewMark`).
      const v = step.ok;
      const mark = `${v.hand?.hand_id ?? 0}-${v.hand?.seq ?? 0}-${v.collection.length}`;
      await page.waitForSelector(`.console[data-view="${mark}"]`);
      if (step.call !== "dealer_console") assert.equal(await page.textContent(".save-state"), saved);
    }
  }
  const done = await progress(page);
  assert.equal(done.answered, steps.length, "every step of the hand was played");
}

/** "saved ✓" in the page's language (the console's words: src/locales/<lang>/dealer.json). */
const savedWords = (language) =>
  JSON.parse(readFileSync(resolve(ui, "src", "locales", language === "es" ? "es" : "en", "dealer.json"), "utf8")).header.saved;

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What a dealer at the table cannot read or hit: the console's text under 16 px, and a target
 * (a button, a card of the picker, a choice, the slider's thumb) under 44 by 44 px.
 */
export function consoleTargetProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const shown = (e) => e.getClientRects().length > 0 && !e.closest(".visually-hidden, .mantine-visually-hidden") && getComputedStyle(e).visibility !== "hidden";
    const name = (e) => `"${(e.textContent || e.getAttribute("aria-label") || "").trim().slice(0, 30)}" (${e.tagName.toLowerCase()}${typeof e.className === "string" && e.className ? "." + e.className.split(" ")[0] : ""})`;
    for (const e of document.querySelectorAll(".console *")) {
      const own = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== "");
      if (!own || !shown(e)) continue;
      const size = parseFloat(getComputedStyle(e).fontSize);
      if (size < 16) problems.push(`${name(e)} is ${size} px text`);
    }
    const targets = ".console button, .console [role=button], .console [role=slider], .console [role=radio], .console input:not([type=radio]):not([type=checkbox]), .console .mantine-SegmentedControl-label";
    for (const e of document.querySelectorAll(targets)) {
      if (!shown(e) || e.matches(".mantine-SegmentedControl-input")) continue;
      const b = e.getBoundingClientRect();
      if (b.width < 44 || b.height < 44) problems.push(`${name(e)} is ${Math.round(b.width)}x${Math.round(b.height)} px`);
    }
    return [...new Set(problems)];
  });
}

/** The console's text 16 px or larger, its targets 44 by 44 px or larger (`consoleTargetProblems`). */
export async function assertTargets(page) {
  const { width, height } = page.viewportSize();
  assert.deepEqual(await consoleTargetProblems(page), [], `the console at ${width}x${height}: text under 16 px or targets under 44 px`);
}

/** The screen's layout rules at its size: no vertical scroll, every action button 48 px or taller. */
export async function assertLayout(page) {
  const width = page.viewportSize().width;
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight }));
  assert.ok(scroll <= client, `the console scrolls: ${scroll} px in ${client}`);
  // Nothing reaches past the window's right edge either.
  const right = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, ...[...document.querySelectorAll(".console *")].map((e) => e.getBoundingClientRect().right)));
  assert.ok(right <= width, `the console is ${right} px wide in ${width}`);
  // Nothing of the table or its actions shows under the row of Undo and Next hand (a box that
  // scrolls or clips its content counts only as far as it shows).
  const under = await page.evaluate(() => {
    const floor = document.querySelector(".hand-controls").getBoundingClientRect().top;
    const area = document.querySelector("#action-area");
    const shown = (e) => {
      let bottom = e.getBoundingClientRect().bottom;
      for (let a = e.parentElement; a && a !== area.parentElement; a = a.parentElement) {
        if (getComputedStyle(a).overflowY !== "visible") bottom = Math.min(bottom, a.getBoundingClientRect().bottom);
      }
      return bottom;
    };
    return [...area.querySelectorAll("*")]
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden" && shown(e) > floor + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(" ")[0]}`)
      .slice(0, 5);
  });
  assert.deepEqual(under, [], "the actions run under the hand's controls");
  // Every seat's tile can be read whole: none lies over another.
  const tiles = await page.$$eval(".seat-tile", (ts) => ts.map((t) => [t.dataset.seat, t.getBoundingClientRect().toJSON()]));
  const over = [];
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      const [a, r] = tiles[i];
      const [b, q] = tiles[j];
      if (r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom) over.push(`seats ${a} and ${b}`);
    }
  }
  assert.deepEqual(over, [], "seat tiles lie over each other");
  const heights = await page.$$eval(".console button:not(.grid-card)", (bs) =>
    bs.filter((b) => b.offsetParent !== null).map((b) => [b.textContent.trim(), b.getBoundingClientRect().height]),
  );
  const small = heights.filter(([, h]) => h < 44);
  assert.deepEqual(small, [], "buttons under 44 px");
  const actions = await page.$$eval(".console [data-action]", (bs) => bs.filter((b) => b.offsetParent !== null).map((b) => [b.dataset.action, b.getBoundingClientRect().height]));
  assert.deepEqual(actions.filter(([, h]) => h < 48), [], "action buttons under 48 px");
}

/** Writes docs/screenshots/`name`. */
export async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}
