// The jackpots in the built UI, in Chromium, with the IPC mocked (`jackpots-script.ts`, scenario
// "jackpots": the demo's fund with a bad beat at Table 1 waiting): the floor board's banner, the
// Jackpots screen it opens (the fund, its rules, the hit, the payouts, the ledger) fitting
// 1280x800 and WCAG 2.2 AA clean, and a hit paid with a witness.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, assertFits, open, pageTest, repo, SIZES } from "./browser.mjs";

async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

pageTest("the board's banner opens Jackpots: the fund, its rules and its hit, the payouts and the ledger fit 1280x800; WCAG 2.2 AA", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#jackpot-banner");
  assert.equal(await page.textContent("#jackpot-banner [data-field=jackpot-line]"), "Bad-beat jackpot qualifies at Table 1, hand 412: keep the cards");
  await assertAccessible(page);
  await page.click("#jackpot-banner-open");
  await page.waitForSelector("[data-hit]");
  await page.waitForSelector("#ledger");
  assert.equal(await page.getAttribute("#nav-jackpots", "aria-current"), "page");
  assert.equal(await page.textContent("[data-fund='1'] [data-field=balance]"), "$1,286.00");
  assert.match(await page.textContent("[data-fund='1'] [data-field=version]"), /^Terms v1 from 14 Nov 2026/);
  await assertFits(page, "Jackpots");
  await assertAccessible(page);
  await screenshot(page, "jackpots.png");

  // The ledger by quarter.
  await page.locator("#ledger-by label", { hasText: "Quarter" }).click();
  await page.waitForSelector('#ledger tr[data-period="2026-Q4"]');
  await assertAccessible(page);

  // Every size the room uses: nothing cut, no sideways scroll; the pay dialog and the new fund's form too.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assertFits(page, `Jackpots at ${size.width}x${size.height}`);
    for (const [button, what] of [[/Pay… Table 1, hand 412/, "the pay dialog"], ["Add fund…", "the new fund's form"]]) {
      await page.getByRole("button", { name: button }).click();
      await page.waitForSelector("[role=dialog]");
      await assertFits(page, `${what} at ${size.width}x${size.height}`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("[role=dialog]", { state: "detached" });
    }
  }
});

pageTest("a hit paid with a witness: names required over the threshold, the witness's PIN and one's own; the banner goes", () => open("jackpots"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("Alt+j");
  await page.waitForSelector("[data-hit]");
  await page.getByRole("button", { name: /Pay… Table 1, hand 412/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await assertAccessible(page);
  await screenshot(page, "jackpot-pay.png");
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
  await page.waitForSelector("[data-hit]", { state: "detached" });
  await page.waitForSelector("#payouts tr[data-payout='2']");
  assert.equal(await page.textContent("[data-fund='1'] [data-field=balance]"), "$128.60");
  await page.click("#nav-floor");
  await page.waitForSelector("#floor-title");
  assert.equal(await page.$("#jackpot-banner"), null);
});
