// Every screen at every size the room uses (1024x768, a table's tablet; 1200x800, the app
// window's default; 1280x800, a desk's screen): no sideways scroll and no label cut short. The
// dealer's console through every step of each game's fixture hand, its text 16 px or larger
// and its targets 44 px or larger; the floor board (cards, list, scrolled), the Reports screen,
// and every other screen and the floor's dialogs as each first opens.
import { test } from "node:test";
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { assertFits, open, repo, SIZES } from "./browser.mjs";
import { assertLayout, assertTargets, openConsole, playHand } from "./dealer-driver.mjs";
import { openScreens } from "./screens-browser.mjs";

/** Pictures at the tablet's size, to look at (e2e/artifacts/sizes, not kept in git). */
const screenshot = (page, name) => page.screenshot({ path: resolve(repo, "e2e", "artifacts", name), animations: "disabled" });

/** The seven games' fixture hands (Hold'em twice: no limit and fixed limit). */
const GAMES = ["holdem", "holdem-fixed", "pineapple", "crazy-pineapple", "five-card-draw", "lowball", "mexican", "pan", "banked"];

const label = ({ width, height }) => `${width}x${height}`;

for (const size of SIZES) {
  for (const game of GAMES) {
    test(`${game} at ${label(size)}: every step of the hand fits, text 16 px or larger, targets 44 px or larger`, async () => {
      const { page, problems, close } = await openConsole(game, size);
      const check = async (what) => {
        await assertFits(page, `${game}, ${what}`);
        await assertLayout(page);
        await assertTargets(page);
      };
      const shot = new Set();
      await playHand(page, game, "touch", async (i, p, step) => {
        await check(`before step ${i} (${step.call} ${step.args.action?.action.type ?? ""})`);
        const kind = step.args.action?.action.type ?? step.call;
        if (size.width === 1024 && !shot.has(kind)) {
          shot.add(kind);
          await screenshot(p, `sizes/${game}-${kind}-${label(size)}.png`);
        }
      });
      await check("after the hand");
      if (size.width === 1024) await screenshot(page, `sizes/${game}-after-${label(size)}.png`);
      assert.deepEqual(problems.filter((p) => !/duplicate_card|already on the board|wrong_dealer_exchange|must change/.test(p)), []);
      await close();
    });
  }

  test(`the floor board at ${label(size)}: cards, list, and 30 tables scrolled, nothing cut`, async () => {
    for (const scenario of ["ok", "30-tables"]) {
      const { page, problems, close } = await open(scenario, size);
      await page.waitForSelector("li[data-table]");
      await assertFits(page, `${scenario}: the board's cards`);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
      await assertFits(page, `${scenario}: the board's cards, scrolled`);
      await page.keyboard.press("l");
      await page.waitForSelector("table.board-list");
      await assertFits(page, `${scenario}: the board's list`);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
      await assertFits(page, `${scenario}: the board's list, scrolled`);
      if (size.width === 1024) await screenshot(page, `sizes/floor-${scenario}-list-${label(size)}.png`);
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test(`the Reports screen at ${label(size)}: the report (the demo day's, and a 30-table shift's), its charts and count sheet, nothing cut`, async () => {
    for (const scenario of ["reports", "reports-30"]) {
      const { page, problems, close } = await open(scenario, size);
      await page.click("#nav-reports");
      await page.waitForFunction(() => /report/.test(document.querySelector("#report-title")?.textContent ?? ""));
      await page.waitForSelector("#report-reading", { state: "detached" });
      await assertFits(page, `${scenario}: the report`);
      if (size.width === 1024) await screenshot(page, `sizes/${scenario}-${label(size)}.png`);
      for (const tab of ["Charts", "Count sheet"]) {
        await page.click(`[role=tab]:has-text("${tab}")`);
        await page.waitForTimeout(300);
        await assertFits(page, `${scenario}: the report's ${tab}`);
      }
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test(`every other screen at ${label(size)}: sign-in, lists, wall board, dealers, staff, rates, hand history, audit, settings, players, the cash logs, the seat panel and the open-table dialog, nothing cut`, async () => {
    const at = async (opened, what, shot) => {
      await assertFits(opened.page, what);
      if (size.width === 1024) await screenshot(opened.page, `sizes/${shot}-${label(size)}.png`);
    };
    /** `click` clicked, then, once `ready` shows, the screen checked as `what` (pictured as `shot`). */
    const visit = async (opened, click, ready, what, shot) => {
      await opened.page.click(click);
      await opened.page.waitForSelector(ready);
      await at(opened, what, shot);
    };
    const done = async ({ problems, close }) => {
      assert.deepEqual(problems, []);
      await close();
    };
    // Sign-in: the first run's form and the room's sign-in.
    for (const start of ["first-run", "signed-out"]) {
      const opened = await openScreens(start, size);
      await opened.page.waitForSelector(start === "first-run" ? "#firstrun-title" : ".who");
      await at(opened, `sign-in (${start})`, `signin-${start}`);
      await done(opened);
    }
    // Staff and Rates, the floor signed in to the fake room.
    {
      const opened = await openScreens("floor", size);
      await visit(opened, "#nav-staff", "#staff-list", "Staff", "staff");
      await visit(opened, "#nav-rates", "#schedule", "Rates", "rates");
      await done(opened);
    }
    // The floor's dialogs, Audit and Settings.
    {
      const opened = await open("ok", size);
      const { page } = opened;
      await page.waitForSelector("li[data-table]");
      await page.getByRole("button", { name: "+ Open table" }).click();
      await page.waitForSelector("[role=dialog]");
      await at(opened, "the open-table dialog", "open-table");
      await page.keyboard.press("Escape");
      await page.waitForSelector("[role=dialog]", { state: "detached" });
      await visit(opened, "#nav-audit", "#audit-list", "Audit", "audit");
      await visit(opened, "#nav-settings", "#floor-settings-form", "Settings", "settings");
      // Players: Tom found and his card opened; the cash logs on Reports.
      await visit(opened, "#nav-players", "#players-search", "Players", "players");
      await page.fill("#players-search", "tom");
      await page.keyboard.press("Enter");
      await page.waitForSelector("article.player-card");
      await at(opened, "a player's card", "player-card");
      await page.click("#player-bar");
      await page.waitForSelector("[role=dialog] #restrict-barred");
      await at(opened, "the bar dialog", "player-bar");
      await page.keyboard.press("Escape");
      await page.waitForSelector("[role=dialog]", { state: "detached" });
      await page.click("#nav-reports");
      await page.click("#reports-view-tab-cash");
      await page.waitForSelector("#ctr tbody tr");
      await at(opened, "the cash logs", "cash-logs");
      await done(opened);
    }
    // Lists and the wall board.
    {
      const opened = await open("lists", size);
      await opened.page.waitForSelector("#floor-title");
      await visit(opened, "#nav-waitlist", "article[data-list]", "Lists", "lists");
      await visit(opened, "#open-wall", ".wall-list", "the wall board", "wall");
      await done(opened);
    }
    // Dealers (the rotation).
    {
      const opened = await open("rotation", size);
      await visit(opened, "#nav-rotation", "#pushes", "Dealers", "rotation");
      await done(opened);
    }
    // The console's seat panel, a player's tile tapped.
    {
      const opened = await openConsole("holdem", size);
      await visit(opened, '.seat-tile[data-seat="3"]', "#seat-panel", "the console's seat panel", "seat-panel");
      await done(opened);
    }
    // Hand history: a shift's hands, then one hand opened.
    {
      const opened = await open("reports", size);
      const { page } = opened;
      await page.click("#nav-history");
      await page.waitForSelector("#history-title");
      await page.selectOption("#history-shift", "1");
      await page.waitForSelector("tr[data-hand]");
      await at(opened, "Hand history", "history");
      await page.locator("tr[data-hand]").first().click();
      await page.waitForSelector("#hand-title");
      await at(opened, "a hand in Hand history", "history-hand");
      await done(opened);
    }
  });
}
