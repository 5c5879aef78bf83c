// The waiting lists and the wall board in the built UI, in Chromium, with the IPC mocked from a
// real room's evening (scenario "lists": `waitlist-script.ts` works the lists in memory).
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { assertAccessible, assertWallWhole, open, pageTest, repo } from "./browser.mjs";

const shots = resolve(repo, "docs", "screenshots");

/** The Lists screen, reached by its hotkey, once the lists are shown. */
async function lists() {
  const opened = await open("lists");
  await opened.page.waitForSelector("#floor-title");
  await opened.page.keyboard.press("Alt+9");
  await opened.page.waitForSelector("article[data-list]");
  return opened;
}
const row = (page, name) => page.locator("li.wait-player", { has: page.locator(`[data-field=name]`, { hasText: name }) });

/** The open dialog, once its opening transition is over (axe reads colours as they are on the screen). */
async function dialogShown(page) {
  await page.waitForSelector("[role=dialog]");
  await page.waitForFunction(() => {
    const content = document.querySelector(".mantine-Modal-content");
    return content !== null && getComputedStyle(content).opacity === "1" && document.getAnimations().length === 0;
  });
  return page.locator("[role=dialog]");
}

/** Every visible button on the screen (or in `scope`) at least `min` px tall: none smaller. */
async function assertTall(page, scope, min) {
  const small = await page.$$eval(
    `${scope} button`,
    (els, m) =>
      els
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({ what: e.getAttribute("aria-label") || e.textContent?.trim(), box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.height < m)
        .map(({ what, box }) => `${what}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    min,
  );
  assert.deepEqual(small, []);
}

pageTest("the Lists screen shows the lists in order, the called player in words with his countdown, big targets, and passes WCAG 2.2 AA", () => lists(), async (page) => {
  assert.equal(await page.getAttribute("#nav-waitlist", "aria-current"), "page");
  // Each list goes to the column that ends highest: in the room's order, column by column.
  const titles = await page.$$eval(".lists-column", (cs) => cs.map((c) => [...c.querySelectorAll("article h2")].map((h) => h.textContent)));
  assert.deepEqual(titles, [["Texas Hold'em $1.00/$2.00 NL", "Any Texas Hold'em"], ["Low Ball $4.00/$8.00"]]);
  assert.deepEqual((await page.$$eval("article[data-list] h2", (hs) => hs.map((h) => h.textContent))).sort(), [
    "Any Texas Hold'em",
    "Low Ball $4.00/$8.00",
    "Texas Hold'em $1.00/$2.00 NL",
  ]);
  assert.deepEqual(await page.$$eval("article[data-list='2'] [data-field=name]", (ns) => ns.map((n) => n.textContent)), [
    "Wendy Park",
    "Xavier Ortiz",
    "Yuki Sato",
    "Vic Stone",
  ]);
  const wendy = row(page, "Wendy Park");
  assert.equal(await wendy.getAttribute("data-called"), "true");
  assert.match(await wendy.locator("[data-field=call]").textContent(), /^● Called to Table 2 · [23]:\d\d left$/);
  // Called reads in colour too: an amber row, unlike the others.
  const bg = (name) => row(page, name).evaluate((e) => getComputedStyle(e).backgroundColor);
  assert.notEqual(await bg("Wendy Park"), await bg("Xavier Ortiz"));
  // The countdown ticks on the screen, without reading the lists every second.
  const reads = await page.evaluate(() => window.__cardroomMock.count("waitlist_board"));
  const before = await wendy.locator("[data-field=left]").textContent();
  await page.waitForFunction((b) => document.querySelector("li[data-entry='5'] [data-field=left]")?.textContent !== b, before);
  assert.equal(await page.evaluate(() => window.__cardroomMock.count("waitlist_board")), reads);
  assert.equal(await row(page, "Maria Gonzalez").locator("[data-field=estimate]").textContent(), "estimated wait: up to about 75 min");
  assert.equal(await row(page, "Vic Stone").locator("[data-field=bottomed]").textContent(), "↓ Missed a call at 22:34: moved to the bottom");
  await assertTall(page, ".lists-page", 44);
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "waitlist.png") });
});

pageTest("a player added by keyboard is called to an open seat, seated from the call, and leaves the list; the board gains him", () => lists(), async (page) => {
  // Add him: the button, his name, Enter.
  await page.getByRole("button", { name: "Add player to Low Ball $4.00/$8.00" }).focus();
  await page.keyboard.press("Enter");
  await dialogShown(page);
  await page.keyboard.type("Ned Kelly");
  // A walk-in: no player number.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type("555-0199");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[role=dialog]", { state: "detached" });
  const ned = row(page, "Ned Kelly");
  await ned.waitFor();
  assert.equal(await ned.locator(".wait-place").textContent(), "5");
  assert.equal(await ned.locator("[data-field=note]").textContent(), "555-0199");
  // Four wait uncalled now: the house starts a Low Ball table at four.
  await page.getByRole("button", { name: "Start a table for Low Ball $4.00/$8.00" }).waitFor();

  // Call him to Table 2, out of turn.
  await ned.getByRole("button", { name: "Call Ned Kelly to Table 2" }).click();
  await page.waitForSelector("li.wait-player[data-called] >> text=Ned Kelly");
  assert.match(await ned.locator("[data-field=call]").textContent(), /Called to Table 2 · [45]:\d\d left/);
  await assertAccessible(page);

  // Seat him from his call: a free seat, his buy-in.
  const call = page.locator("#calls li[data-call]", { hasText: "Ned Kelly" });
  await call.getByRole("button", { name: "Seat Ned Kelly at Table 2" }).click();
  const dialog = await dialogShown(page);
  assert.deepEqual(await dialog.locator("select").evaluate((s) => [...s.options].map((o) => o.value)), ["2", "4", "6", "7", "8"]);
  await dialog.locator("select").selectOption("6");
  await dialog.getByLabel("Buy-in").fill("300");
  await dialog.getByLabel("Paid in cash at the table").check();
  await assertAccessible(page);
  await assertTall(page, "[role=dialog]", 44);
  await dialog.getByRole("button", { name: "Seat Ned Kelly" }).click();
  await dialog.waitFor({ state: "detached" });
  await ned.waitFor({ state: "detached" });
  assert.equal(await call.count(), 0);
  const sent = await page.evaluate(() => window.__cardroomMock.lists.sent.filter((c) => c.cmd === "seat_from_call").map((c) => c.args));
  assert.equal(sent.length, 1);
  const { call_id: callId, ...seat } = sent[0].seat;
  assert.ok(callId > 2, "his own call, not Wendy's");
  assert.deepEqual(seat, { seat_no: 6, stack_cents: 30000, entry: "wait_for_big_blind", cash: true, not_excluded: null });
  // The floor board shows him at Table 2.
  await page.keyboard.press("Alt+1");
  await page.waitForSelector("li[data-table='2']");
  assert.equal(await page.textContent("li[data-table='2'] [data-field=seated]"), "4/8 seated");
});

pageTest("a call refused by the room is said by its code beside the button, and the lists are read again", () => lists(), async (page) => {
  await page.evaluate(() => (window.__cardroomMock.lists.refuseNext = { cmd: "call_seat", code: "no_open_seat" }));
  const reads = await page.evaluate(() => window.__cardroomMock.count("waitlist_board"));
  await page.locator("#open-seats").getByRole("button", { name: "Call Xavier Ortiz to Table 2" }).click();
  const alert = page.locator("#open-seats [role=alert]");
  await alert.waitFor();
  assert.equal(await alert.getAttribute("data-code"), "no_open_seat");
  assert.match(await alert.textContent(), /That table has no open seat any more/);
  await page.waitForFunction((r) => window.__cardroomMock.count("waitlist_board") > r, reads);
  await assertAccessible(page);
});

pageTest("the wall board: full screen, first names only, called ones lit with their table, large type, WCAG 2.2 AA; Esc goes back", () => lists(), async (page) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.click("#open-wall");
  await page.waitForSelector(".wall-list");
  // No navigation: the screen is the wall's.
  assert.equal(await page.$("nav[aria-label=Screens]"), null);
  const names = await page.$$eval(".wall-list", (ls) => ls.map((l) => [...l.querySelectorAll(".wall-who")].map((n) => n.textContent)));
  assert.deepEqual(names, [["Maria G.", "Tom L."], ["Wendy P.", "Xavier O.", "Yuki S.", "Vic S."], ["Tom L.", "Zed Q."]]);
  assert.equal(await page.textContent(".wall-name[data-called] .wall-called"), "→ called to Table 2");
  const text = await page.textContent("body");
  for (const secret of ["Maria Gonzalez", "555-0142", "at the bar"]) assert.ok(!text.includes(secret), secret);
  // The jackpot's posted rules, whole, with the version of the terms in force.
  const rules = await page.textContent("[data-jackpot-rules='Bad beat']");
  assert.match(rules, /^Bad beat Rules v1: Bad-beat jackpot\. Games: Texas Hold'em\. .* 10% stays to seed the next jackpot\.$/);
  // Readable at 5 m: names of 32 px and more.
  const sizes = await page.$$eval(".wall-name", (ns) => ns.map((n) => parseFloat(getComputedStyle(n).fontSize)));
  assert.ok(Math.min(...sizes) >= 32, `names at ${Math.min(...sizes)} px`);
  // The rules smaller than the amounts, still read across the room.
  const px = (selector) => page.$eval(selector, (e) => parseFloat(getComputedStyle(e).fontSize));
  const [rulePx, amountPx] = [await px(".wall-rule-text"), await px(".wall-jackpot-amount")];
  assert.ok(rulePx >= 20 && rulePx < amountPx / 2, `rules at ${rulePx} px, amounts at ${amountPx} px`);
  await assertWallWhole(page, "1920x1080");
  await assertAccessible(page);
  await page.screenshot({ path: resolve(shots, "wall-board.png") });
  // A desk screen too: the lists, the games and the rules all whole.
  await page.setViewportSize({ width: 1280, height: 800 });
  await assertWallWhole(page, "1280x800");
  await assertAccessible(page);

  await page.keyboard.press("Escape");
  await page.waitForSelector("article[data-list]");
  assert.equal(await page.getAttribute("#nav-waitlist", "aria-current"), "page");
});

pageTest("a dealer opens the wall board from his navigation (he has no Lists screen), and Esc brings back his console", () => open("console:holdem"), async (page) => {
  await page.waitForSelector("#nav-wall");
  assert.equal(await page.$("#nav-waitlist"), null);
  await page.click("#nav-wall");
  await page.waitForSelector(".wall-list");
  await assertAccessible(page);
  await page.keyboard.press("Escape");
  await page.waitForSelector("#nav-console[aria-current=page]");
});
