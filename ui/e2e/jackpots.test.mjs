// The jackpots in the built UI, in Chromium, with the IPC mocked (`jackpots-script.ts`, scenario
// "jackpots": the demo's fund with a bad beat at Table 1 waiting, and the high-hand fund with its
// leader of the hour waiting for the hour to end): the floor board's banner, the Jackpots screen
// it opens (the funds, their rules, the hits, the payouts, the ledger) fitting every size the
// room uses and WCAG 2.2 AA clean, a hit paid with a witness in cash and in chips onto the
// stacks, a fund's terms changed (the high hand's terms dated later shown scheduled), the wall
// board's posted rules, and the dealer's console's alert.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, assertFits, assertWallWhole, open, pageTest, repo, SIZES } from "./browser.mjs";
import { assertLayout, openConsole, playHand } from "./dealer-driver.mjs";

const BAD_BEAT = "Table 1, hand 412 (Bad beat): Seat 1's four of a kind, nines lost to seat 2's straight flush, eight high";
const HIGH_HAND = "Table 1, hand 405 (High hand): Seat 4's straight flush, nine high leads the period from 21:00 to 22:00";

async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

pageTest("the board's banner, in the room's words, opens Jackpots: the funds, their rules and hits, the payouts and the ledger fit 1280x800; WCAG 2.2 AA", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#jackpot-banner");
  assert.equal(await page.textContent("#jackpot-banner .mantine-Alert-title"), "Bad-beat jackpot and high hand: keep the cards");
  assert.deepEqual(await page.locator("#jackpot-banner [data-field=jackpot-line]").allTextContents(), [BAD_BEAT, HIGH_HAND]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assertFits(page, `the floor board's banner at ${size.width}x${size.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await assertAccessible(page);
  await screenshot(page, "jackpot-banner.png");
  await page.click("#jackpot-banner-open");
  await page.waitForSelector("[data-hit]");
  await page.waitForSelector("#ledger");
  assert.equal(await page.getAttribute("#nav-jackpots", "aria-current"), "page");
  assert.equal(await page.textContent("[data-fund='1'] [data-field=balance]"), "$1,286.00");
  assert.match(await page.textContent("[data-fund='1'] [data-field=version]"), /^Terms v1 from 14 Nov 2026/);
  // The high hand's terms v2, dated to start on 1 Dec: shown coming, under the terms in force, with their rules.
  assert.match(await page.textContent("[data-fund='2'] [data-field=version]"), /^Terms v1 from 18 Nov 2026/);
  assert.equal(await page.textContent("[data-fund='2'] [data-later='2'] [data-field=later-version]"), "Terms v2 from 1 Dec 2026, 06:00 (scheduled)");
  assert.match(await page.textContent("[data-fund='2'] [data-later='2'] [data-field=later-rules]"), /^High-hand promotion\. .*Collection: \$1\.00 from every pot/);
  assert.equal(await page.locator("[data-fund='1'] [data-later]").count(), 0);
  // The high hand: the room's words with its period in the room's times; paid when the period ends.
  assert.equal(await page.textContent("[data-hit='9'] [data-field=hands]"), "Seat 4's straight flush, nine high leads the period from 21:00 to 22:00.");
  assert.equal(await page.textContent("[data-hit='9'] [data-field=period-end]"), "Paid when the period ends at 22:00, if no better hand is shown by then.");
  await assertFits(page, "Jackpots");
  await assertAccessible(page);
  await screenshot(page, "jackpots.png");

  // The ledger by quarter.
  await page.locator("#ledger-by label", { hasText: "Quarter" }).click();
  await page.waitForSelector('#ledger tr[data-period="2026-Q4"]');
  await assertAccessible(page);

  // Every size the room uses: nothing cut, no sideways scroll; the pay dialog (in chips too), the
  // new fund's form and the change of a fund's terms too.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assertFits(page, `Jackpots at ${size.width}x${size.height}`);
    for (const [button, what] of [
      [/Pay… Table 1, hand 412/, "the pay dialog"],
      [/Pay… Table 1, hand 405/, "the high hand's pay dialog"],
      ["Add fund…", "the new fund's form"],
      ["Change terms… Bad beat", "the change of the bad beat's terms"],
      ["Change terms… High hand", "the change of the high hand's terms"],
    ]) {
      await page.getByRole("button", { name: button }).click();
      await page.waitForSelector("[role=dialog]");
      await assertFits(page, `${what} at ${size.width}x${size.height}`);
      if (what === "the pay dialog") {
        await page.getByRole("dialog").locator("label", { hasText: "Pay in chips onto the stacks" }).click();
        await page.waitForSelector("text=Each share goes onto the player's stack at Table 1");
        await assertFits(page, `the pay dialog in chips at ${size.width}x${size.height}`);
      }
      if (typeof button === "string" && button.startsWith("Change terms") && size.width === 1280) await assertAccessible(page);
      if (button === "Add fund…") {
        await page.getByRole("dialog").locator("label", { hasText: "High hand of the period" }).click();
        await page.waitForSelector("#add-fund-period");
        await assertFits(page, `the new high-hand fund's form at ${size.width}x${size.height}`);
        if (size.width === 1280) await assertAccessible(page);
      }
      await page.keyboard.press("Escape");
      await page.waitForSelector("[role=dialog]", { state: "detached" });
    }
  }
});

pageTest("a hit paid with a witness: names required over the threshold, the witness's PIN and one's own; the bad beat leaves the banner", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("Alt+j");
  await page.waitForSelector("[data-hit]");
  await page.getByRole("button", { name: /Pay… Table 1, hand 412/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await assertAccessible(page);
  await dialog.getByRole("combobox", { name: /Witness/ }).selectOption("2");
  await dialog.getByLabel(/Witness's PIN/).fill("2468");
  await dialog.getByLabel(/^Your PIN/).fill("1357");
  await dialog.getByRole("button", { name: "Pay the jackpot" }).click();
  // Over $500.00: each player's name first.
  await page.waitForSelector("text=Type this player's name: the payout is over the house's limit.");
  assert.equal(await page.evaluate(() => window.__cardroomMock.jackpots.sent.filter((s) => s.cmd === "pay_jackpot").length), 0);
  for (const [seat, name] of [[1, "Ann Lee"], [2, "Bo Chen"], [3, "Cy Park"], [4, "Dot Ruiz"]]) await dialog.getByLabel(new RegExp(`^Seat ${seat},`)).fill(name);
  await dialog.getByLabel(/Witness's PIN/).fill("2468");
  await dialog.getByLabel(/^Your PIN/).fill("1357");
  await dialog.getByRole("button", { name: "Pay the jackpot" }).click();
  await dialog.getByRole("status").waitFor();
  assert.equal(await dialog.getByRole("status").textContent(), "Paid $1,157.40 from Bad beat; $128.60 stays in the fund.");
  await assertAccessible(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.waitForSelector("[data-hit='7']", { state: "detached" });
  await page.waitForSelector("#payouts tr[data-payout='2']");
  assert.equal(await page.textContent("[data-fund='1'] [data-field=balance]"), "$128.60");
  await page.click("#nav-floor");
  await page.waitForSelector("#floor-title");
  // The bad beat is paid: only the high hand, waiting for its hour to end, is left on the banner.
  await page.waitForFunction((line) => [...document.querySelectorAll("#jackpot-banner [data-field=jackpot-line]")].map((l) => l.textContent).join("|") === line, HIGH_HAND);
  assert.equal(await page.textContent("#jackpot-banner .mantine-Alert-title"), "High hand: keep the cards");
  // Paid in cash: the payout says nothing of chips, and in_chips was sent false.
  const sent = await page.evaluate(() => window.__cardroomMock.jackpots.sent.filter((s) => s.cmd === "pay_jackpot").at(-1).args.payment);
  assert.equal(sent.in_chips, false);
});

pageTest("a hit paid in chips onto the stacks: refused in words while a hand is dealt at Table 1, paid once it ends, 'in chips' in the summary and the payouts; WCAG 2.2 AA", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("Alt+j");
  await page.waitForSelector("[data-hit='7']");
  await page.getByRole("button", { name: /Pay… Table 1, hand 412/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  assert.equal(await dialog.getByRole("radio", { name: "Pay in cash" }).isChecked(), true, "cash unless chosen");
  await dialog.locator("label", { hasText: "Pay in chips onto the stacks" }).click();
  await dialog.getByText(/^Each share goes onto the player's stack at Table 1, between hands/).waitFor();
  await dialog.getByRole("combobox", { name: /Witness/ }).selectOption("2");
  for (const [seat, name] of [[1, "Ann Lee"], [2, "Bo Chen"], [3, "Cy Park"], [4, "Dot Ruiz"]]) await dialog.getByLabel(new RegExp(`^Seat ${seat},`)).fill(name);
  const pins = async () => {
    await dialog.getByLabel(/Witness's PIN/).fill("2468");
    await dialog.getByLabel(/^Your PIN/).fill("1357");
  };
  await pins();
  await assertAccessible(page);
  await screenshot(page, "jackpot-pay.png");
  await dialog.getByRole("button", { name: "Pay the jackpot" }).click();
  // A hand is being dealt at Table 1: the room refuses, in the chips' own words.
  await dialog.locator("#pay-7-refusal[data-code=hand_in_progress]").waitFor();
  assert.match(await dialog.locator("#pay-7-refusal [data-field=heading]").textContent(), /^A hand is being dealt at the hit's table.*Finish the hand first, or pay in cash/);
  await assertAccessible(page);
  // The hand ends: paid in chips.
  await page.evaluate(() => (window.__cardroomMock.jackpots.dealing = []));
  await pins();
  await dialog.getByRole("button", { name: "Pay the jackpot" }).click();
  await dialog.getByRole("status").waitFor();
  assert.equal(await dialog.getByRole("status").textContent(), "Paid $1,157.40 from Bad beat in chips onto the stacks at Table 1; $128.60 stays in the fund.");
  assert.match(await dialog.getByRole("list", { name: "Shares paid" }).textContent(), /Seat 1 Ann Lee \(losing hand\): \$643\.00 in chips/);
  const sent = await page.evaluate(() => window.__cardroomMock.jackpots.sent.filter((s) => s.cmd === "pay_jackpot").map((s) => s.args.payment.in_chips));
  assert.deepEqual(sent, [true, true]);
  await assertAccessible(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.waitForSelector("#payouts tr[data-payout='2']");
  const shares = await page.locator("#payouts tr[data-payout='2'] li").allTextContents();
  assert.equal(shares.length, 4);
  assert.ok(shares.every((t) => t.endsWith(" in chips")), shares.join(" | "));
  assert.doesNotMatch(await page.textContent("#payouts tr[data-payout='1']"), /in chips/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assertFits(page, `Jackpots with a payout in chips at ${size.width}x${size.height}`);
  }
});

pageTest("a fund's terms changed from now: the form filled with the terms in force, the new version and rules on the screen; WCAG 2.2 AA", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("Alt+j");
  await page.waitForSelector("[data-fund='1']");
  await page.getByRole("button", { name: "Change terms… Bad beat" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the terms of Bad beat" });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel("From", { exact: true }).inputValue(), "");
  assert.equal(await dialog.getByLabel(/^Losing hand at least/).inputValue(), "2c 2d 2h 2s 3c");
  assert.equal(await dialog.getByLabel(/^Losing hand \(%\)/).inputValue(), "50");
  await assertAccessible(page);
  await screenshot(page, "jackpot-terms.png");
  await dialog.getByLabel(/^Losing hand \(%\)/).fill("60");
  await dialog.getByLabel(/^Winning hand \(%\)/).fill("20");
  await dialog.getByLabel(/^Table share/).fill("10");
  await dialog.getByRole("button", { name: "Change the terms" }).click();
  await dialog.getByRole("status").waitFor();
  assert.match(await dialog.getByRole("status").textContent(), /^Bad beat has new terms: v2, from 20 Nov 2026, 21:3\d\. Its rules are posted from them\.$/);
  const sent = await page.evaluate(() => window.__cardroomMock.jackpots.sent.filter((s) => s.cmd === "change_jackpot_terms").at(-1).args.change);
  assert.equal(sent.fund_id, 1);
  assert.equal(sent.effective_from, null);
  assert.deepEqual(sent.terms.split, { loser: 60, winner: 20, table: 10 });
  await assertAccessible(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.waitForSelector("[role=dialog]", { state: "detached" });
  await page.waitForFunction(() => document.querySelector("[data-fund='1'] [data-field=version]")?.textContent?.startsWith("Terms v2 from 20 Nov 2026"));
  assert.match(await page.textContent("[data-fund='1'] [data-field=rules]"), /A hit pays 60% to the losing hand, 20% to the winning hand and 10% shared by the others dealt in/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assertFits(page, `Jackpots with new terms at ${size.width}x${size.height}`);
  }
});

pageTest("the wall board posts each jackpot's rules whole with the version in force (the high hand's v2 not before its date), the lists whole at 1280x800 and 1920x1080; WCAG 2.2 AA", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("Alt+9");
  await page.click("#open-wall");
  await page.waitForSelector("[data-jackpot-rules]");
  const posted = await page.$$eval("[data-jackpot-rules]", (es) => es.map((e) => [e.dataset.jackpotRules, e.querySelector(".wall-rule-version").textContent]));
  assert.deepEqual(posted, [
    ["Bad beat", "Rules v1:"],
    ["High hand", "Rules v1:"],
  ]);
  assert.match(await page.textContent("[data-jackpot-rules='High hand'] .wall-rule-text"), /Collection: \$0\.50 from every pot.* 10% stays for the next\.$/);
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await assertWallWhole(page, `${size.width}x${size.height}, two jackpots`);
    await assertAccessible(page);
  }
});

pageTest("a high hand is paid only once its period ends: the room's refusal in words, the hit still waiting", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("Alt+j");
  await page.waitForSelector("[data-hit='9']");
  await page.getByRole("button", { name: /Pay… Table 1, hand 405/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /A high hand is paid once its period ends, at 22:00/);
  await dialog.getByRole("combobox", { name: /Witness/ }).selectOption("2");
  await dialog.getByLabel(/Witness's PIN/).fill("2468");
  await dialog.getByLabel(/^Your PIN/).fill("1357");
  await dialog.getByRole("button", { name: "Pay the jackpot" }).click();
  await dialog.locator("#pay-9-refusal[data-code=jackpot_not_qualified]").waitFor();
  await assertAccessible(page);
  await page.keyboard.press("Escape");
  await page.waitForSelector("[data-hit='9']");
});

// What the room sends (the funds the hand qualifies for), and what the console says of them.
const CONSOLE_HITS = [
  { fund_name: "Bad beat", high_hand: false },
  { fund_name: "High hand", high_hand: true },
];
const CONSOLE_WORDS = ["Bad-beat jackpot qualifies (Bad beat): keep the cards", "High hand of the period so far (High hand): keep the cards"];

test("the dealer's console says a jackpot the hand qualifies for in the room's words, where the actions were: the table keeps its room at every size; WCAG 2.2 AA", async () => {
  const { page, problems, close } = await openConsole("holdem");
  await page.evaluate((w) => (window.__cardroomMock.consoleJackpot = w), CONSOLE_HITS);
  await playHand(page, "holdem", "keys");
  await page.waitForSelector("#action-area > #console-jackpot");
  assert.deepEqual(await page.locator("#console-jackpot [data-field=jackpot-line]").allTextContents(), CONSOLE_WORDS);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assertLayout(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await assertAccessible(page);
  await screenshot(page, "jackpot-console.png");
  assert.deepEqual(problems.filter((p) => !/duplicate_card|already on the board/.test(p)), []);
  await close();
});

test("between hands the console's jackpot and the time collection's banner both show whole, one above the other, at 1024x768", async () => {
  const { page, problems, close } = await openConsole("lowball", { width: 1024, height: 768 });
  await page.evaluate((w) => (window.__cardroomMock.consoleJackpot = w), CONSOLE_HITS);
  let checked = false;
  await playHand(page, "lowball", "touch", async (i, p, step) => {
    if (step.call !== "collect_time") return;
    await p.waitForSelector("#console-jackpot");
    const [alert, banner] = await Promise.all(["#console-jackpot", "#action-area .collection-banner"].map((s) => p.locator(s).boundingBox()));
    assert.ok(alert.y + alert.height <= banner.y, `the jackpot (bottom ${alert.y + alert.height}) lies over the collection's banner (top ${banner.y})`);
    await assertLayout(p);
    await assertAccessible(p);
    checked = true;
  });
  assert.ok(checked, "the hand ended with a collection due");
  assert.deepEqual(problems, []);
  await close();
});
