// The floor's Staff and Rates screens in the built screens, with the fake room behind them.
import assert from "node:assert/strict";
import { assertAccessible, openScreens, pageTest, screenshot } from "./screens-browser.mjs";

pageTest("Staff: the list, a locked account, the last floor manager's refusal in words; WCAG 2.2 AA", () => openScreens("floor"), async (page) => {
  // Five wrong PINs for Dee at another station.
  await page.waitForSelector("#nav-staff");
  await page.evaluate(() => {
    for (let i = 0; i < 5; i++) {
      try {
        window.__room.handle("sign_in", { name: "Dee", pin: "0000" });
      } catch {}
    }
  });
  await page.click("#nav-staff");
  await page.waitForSelector("#staff-list");
  const row = (name) => page.locator(`tr[data-staff="${name}"]`);
  assert.match(await row("Dee").locator("[data-field=pin]").textContent(), /Locked until 21:42/);
  await assertAccessible(page);

  await page.getByRole("button", { name: "Deactivate Maria" }).click();
  // Asked once more before it is done.
  await page.getByRole("dialog", { name: "Deactivate Maria?" }).getByRole("button", { name: "Deactivate Maria" }).click();
  const refusal = page.locator("#staff-refusal");
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute("data-code"), "last_floor_manager");
  assert.match(await refusal.textContent(), /Maria is the last active floor manager/);

  await page.fill("#add-staff-name", "Nora");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await row("Nora").waitFor();
  await page.getByRole("button", { name: "Reset PIN for Dee" }).click();
  await page.locator("#pin-lock-note").waitFor();
  await assertAccessible(page);
  await screenshot(page, "staff.png");

  await page.fill("#pin-new-2", "8642");
  await page.fill("#pin-again-2", "8642");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await page.getByText("PIN reset for Dee: the lock is lifted. Dee can sign in now.").waitFor();
  assert.equal(await row("Dee").locator("[data-field=pin]").textContent(), "Set");
});

pageTest("Rates: in effect now, a past date, a future rate added and seen on its date; WCAG 2.2 AA", () => openScreens("floor"), async (page) => {
  await page.click("#nav-rates");
  await page.waitForSelector("#schedule");
  assert.equal(await page.textContent("#schedule-title"), "In effect now (20 Nov 2026, 21:37)");
  const first = await page.$$eval("#schedule tbody tr:first-child td", (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(first, ["Texas Hold'em", "$2.00-$4.00", "$3.00", "from the pot before the deal", "1 Jan 2000, 01:00"]);
  await assertAccessible(page);

  await page.selectOption("#rate-game", "pineapple");
  await page.fill("#rate-low", "20");
  await page.fill("#rate-high", "80");
  await page.fill("#rate-amount", "8.50");
  await page.fill("#rate-interval", "30");
  await page.fill("#rate-from", "2026-12-01T18:00");
  await page.getByRole("button", { name: "Add rate" }).click();
  await page.locator("#rate-added").waitFor();
  const sent = await page.evaluate(() => window.__room.calls.find((c) => c.cmd === "add_rate").args.rate);
  assert.deepEqual(sent, {
    game: "pineapple",
    structure: "limit",
    min_limit_cents: 2000,
    max_limit_cents: 8000,
    amount_cents: 850,
    interval_minutes: 30,
    effective_from: "2026-12-01T17:00:00Z",
  });
  // A refusal beside the form: a band given high first is caught before the room is asked.
  await page.fill("#rate-low", "80");
  await page.fill("#rate-high", "20");
  await page.getByRole("button", { name: "Add rate" }).click();
  await page.getByText("The high limit is below the low one: give the low limit first.").waitFor();
  await assertAccessible(page);
  await screenshot(page, "rates.png");

  await page.getByRole("button", { name: "Show the schedule from then" }).click();
  await page.getByRole("heading", { name: "In effect on 1 Dec 2026, 18:00 (future)" }).waitFor();
  const pineapple = await page.$$eval("#schedule tbody tr", (trs) =>
    trs.map((tr) => [...tr.cells].map((c) => c.textContent)).filter((cells) => cells[0] === "Pineapple"),
  );
  assert.deepEqual(pineapple, [["Pineapple", "$20.00-$80.00", "$8.50", "per player every 30 minutes", "1 Dec 2026, 18:00"]]);

  await page.fill("#rates-at", "1999-06-01T12:00");
  await page.getByText("No rate was in effect then.").waitFor();
  assert.equal(await page.textContent("#schedule-title"), "In effect on 1 Jun 1999, 12:00 (past)");
});
