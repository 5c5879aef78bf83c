// Sign-in and roles in the built screens, with the fake room behind them (e2e/fake-room.ts).
import assert from "node:assert/strict";
import { assertAccessible, openScreens, pageTest, screenshot, smallestBox } from "./screens-browser.mjs";

async function tapPin(page, pin) {
  for (const d of pin) await page.getByRole("group", { name: "PIN pad" }).getByRole("button", { name: d, exact: true }).click();
}

pageTest("an empty room asks for its first floor manager, and passes WCAG 2.2 AA", () => openScreens("first-run"), async (page) => {
  await page.waitForSelector("#firstrun-title");
  await assertAccessible(page);
  await page.fill("#firstrun-name", "Maria");
  await page.fill("#firstrun-pin", "1357");
  await page.fill("#firstrun-again", "1375");
  await page.click("text=Start the room >> nth=-1");
  await page.getByText("The two PINs differ: type the same PIN twice.").waitFor();
  await assertAccessible(page); // with the field's error shown
  await page.fill("#firstrun-again", "1357");
  await page.getByRole("button", { name: "Start the room" }).click();
  await page.waitForSelector("#session-who");
  assert.match(await page.textContent("#session-who"), /Maria/);
});

pageTest("sign-in: a tap on a name and the PIN on the pad; keys at least 64 px; WCAG 2.2 AA", () => openScreens("signed-out"), async (page) => {
  await page.waitForSelector(".who");
  const names = await page.$$eval(".who .who-name", (els) => els.map((e) => e.textContent));
  assert.deepEqual(names, ["Dan", "Dee", "Maria"]); // Lucia has no PIN
  const keys = await smallestBox(page, ".pin-key, .signin-submit, .who");
  assert.equal(keys.count, 12 + 1 + 3);
  assert.ok(keys.height >= 64, `a key is ${keys.height} px tall`);
  await assertAccessible(page);
  await page.getByRole("button", { name: /Dee/ }).click();
  await tapPin(page, "246");
  await screenshot(page, "signin.png");
  await tapPin(page, "8");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForSelector("#session-who");
  assert.match(await page.textContent("#session-who"), /Dee/);
});

pageTest("five wrong PINs lock the account, said with the time in local time, and passes WCAG 2.2 AA", () => openScreens("signed-out"), async (page) => {
  await page.getByRole("button", { name: /Dee/ }).click();
  for (let i = 1; i <= 5; i++) {
    await page.fill("#signin-pin", "0000");
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => window.__room.calls.filter((c) => c.cmd === "sign_in").length === n, i);
  }
  const alert = page.locator("#signin-refusal");
  await alert.getByText(/locked until 21:42/).waitFor(); // 20:37Z + 5 min, in Madrid
  assert.equal(await alert.getAttribute("data-code"), "account_locked");
  await assertAccessible(page);
});

pageTest("a dealer signed in sees only his table: no Staff or Rates screen", () => openScreens("dealer"), async (page) => {
  await page.waitForSelector("#floor-scope");
  assert.equal(await page.textContent("#floor-scope"), "Table 1 only");
  assert.equal(await page.$("#nav-staff"), null);
  assert.equal(await page.$("#nav-rates"), null);
  await assertAccessible(page);
});

pageTest("switching user takes two taps and the PIN", () => openScreens("floor"), async (page) => {
  await page.waitForSelector("#session-who");
  await page.click("#switch-user"); // tap 1
  await page.getByRole("button", { name: /Dee/ }).click(); // tap 2
  await page.keyboard.type("2468");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#floor-scope");
  assert.match(await page.textContent("#session-who"), /Dee/);
  assert.equal(await page.$("#nav-staff"), null);
});
