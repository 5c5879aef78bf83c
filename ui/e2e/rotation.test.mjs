// The dealers' rotation, the floor settings and seat time, in the built UI in Chromium, answered
// from the floor's day of a real room (src/fixtures/rotation.json, floor-settings.json,
// floor-board-floor-day.json: written by a Rust test) by the mock's small in-memory room
// (e2e/rotation-script.ts): the next pushes in order, a push in one click, a refusal when nobody
// is free, dealers taken out and added; the settings' ranges and a refusal; a seat sitting out
// past the limit flagged and picked up. WCAG 2.2 AA, buttons at least 44 px tall.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { assertAccessible, open, openByKey, pageTest, repo } from "./browser.mjs";

async function screenshot(page, name) {
  const dir = resolve(repo, "docs", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, name), animations: "disabled" });
}

/** Every visible button inside `within` (a selector or a locator) is at least 44 px tall (WCAG 2.5.5's touch target). */
async function assertTallButtons(page, within) {
  const selector = typeof within === "string" ? within : "the dialog";
  const scope = typeof within === "string" ? page.locator(within) : within;
  const boxes = [];
  for (const b of await scope.locator("button:visible").all()) {
    const box = await b.boundingBox();
    boxes.push({ name: (await b.getAttribute("aria-label")) ?? (await b.textContent()), height: box.height });
  }
  assert.ok(boxes.length > 0, `no button in ${selector}`);
  const short = boxes.filter((b) => b.height < 44);
  assert.deepEqual(short, [], `buttons under 44 px in ${selector}`);
}

const cells = (page, selector) => page.$$eval(selector, (els) => els.map((e) => e.textContent));
const pushField = (page, table, field) => page.textContent(`#pushes tr[data-table="${table}"] [data-field=${field}]`);

pageTest("the Dealers screen: the next pushes in order, overdue in colour and words, one-click pushes; WCAG 2.2 AA, 44 px buttons", () => open("rotation"), async (page) => {
  await openByKey(page, { nav: "rotation", words: "Dealers", key: "Alt+0", ready: "#pushes" });
  assert.equal(await page.textContent("h1"), "Dealers");

  // The room's plan as it reads it: 21:37Z is 22:37 in Madrid.
  assert.equal(await page.textContent("#rotation-updated"), "updated 22:37:00");
  assert.deepEqual(await cells(page, "#pushes tbody tr[data-table] th"), ["Table 1", "Table 2", "Table 3", "Table 4"]);
  assert.deepEqual(await cells(page, "#pushes tbody [data-field=in]"), ["Lucia", "Raj", "Dee", "Dan"]);
  assert.equal(await pushField(page, 1, "due"), "⚠ overdue since 21:30 (67 min)");
  assert.equal(await pushField(page, 1, "out"), "Dee, to the next table");
  assert.equal(await pushField(page, 3, "out"), "no dealer in the box");
  // Overdue in colour too: red text on a red-tinted row.
  const colour = await page.locator('#pushes tr[data-table="1"] .push-due').evaluate((e) => getComputedStyle(e).color);
  // The room's dark red of the light look (styles.css: --cr-bad, #a61b1b).
  assert.equal(colour, "rgb(166, 27, 27)", "the overdue time is red");
  assert.equal(await page.textContent("#rotation-overdue"), "⚠ 4 pushes overdue");
  assert.equal(await page.textContent('#dealers tr[data-dealer="2"] [data-field=state]'), "In the box at Table 1 since 21:00");
  assert.equal(await page.textContent('#dealers tr[data-dealer="4"] [data-field=state]'), "Waiting for a table since 21:37");
  await assertAccessible(page);
  await assertTallButtons(page, ".rotation-page");
  await screenshot(page, "rotation.png");

  // One click: Lucia goes in at Table 1, Dee waits for the next table.
  await page.getByRole("button", { name: "Push at Table 1: Lucia in, Dee out" }).click();
  await page.waitForFunction(() => document.querySelector('#dealers tr[data-dealer="4"] [data-field=state]')?.textContent === "In the box at Table 1 since 22:37");
  assert.equal(await page.textContent('#dealers tr[data-dealer="2"] [data-field=state]'), "Waiting for a table since 22:37");
  assert.equal(await page.textContent("#rotation-overdue"), "⚠ 3 pushes overdue");
  assert.equal(await page.evaluate(() => window.__cardroomMock.count("rotate")), 1);

  // Raj leaves: nobody is free for Table 2 after the others; its push is refused, and said so.
  await page.getByRole("button", { name: "Remove Raj from the rotation" }).click();
  await page.getByRole("button", { name: "Remove Dee from the rotation" }).click();
  await page.waitForFunction(() => [...document.querySelectorAll("#pushes [data-field=in]")].some((e) => e.textContent === "nobody free"));
  const nobody = await page.$$eval("#pushes tbody tr[data-table]", (trs) =>
    trs.filter((tr) => tr.querySelector("[data-field=in]")?.textContent === "nobody free").map((tr) => Number(tr.getAttribute("data-table"))),
  );
  const table = nobody[0];
  await page.locator(`#pushes tr[data-table="${table}"] button[data-action=push]`).click();
  const refusal = page.locator(`#push-${table}-refusal`);
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute("data-code"), "no_relief");
  assert.match(await refusal.textContent(), /Nobody free to push in/);
  assert.match(await refusal.textContent(), /no dealer is free to relieve/);
  await assertAccessible(page);

  // Dee comes back: the staff list offers him, and he waits for a table.
  await page.waitForFunction(() => !document.querySelector("#add-dealer-select")?.disabled);
  assert.deepEqual(await cells(page, "#add-dealer-select option"), ["Dee"]);
  await page.getByRole("button", { name: "Add to the rotation" }).click();
  await page.waitForFunction(() => document.querySelector('#dealers tr[data-dealer="2"] [data-field=state]')?.textContent === "Waiting for a table since 22:37");
  await assertTallButtons(page, ".rotation-page");
});

pageTest("the floor settings: the room's values, its ranges, a save and a refusal; WCAG 2.2 AA, 44 px buttons", () => open("ok"), async (page) => {
  await page.waitForSelector("#floor-title");
  await page.click("#nav-settings");
  await page.waitForSelector("#floor-settings-form");
  await page.locator("#floor-settings").scrollIntoViewIfNeeded();
  assert.equal(await page.inputValue("#floor-call-minutes"), "5");
  assert.equal(await page.inputValue("#floor-sit-out-limit-minutes"), "30");
  assert.equal(await page.inputValue("#start-players-joker_draw"), "2");
  await assertAccessible(page);
  await assertTallButtons(page, "#floor-settings");

  // Out of range: said beside the field, nothing sent.
  await page.fill("#floor-down-minutes", "35");
  await page.click("#floor-settings-save");
  await page.waitForSelector("#floor-down-minutes[aria-invalid=true]");
  assert.match(await page.textContent("#floor-settings"), /Give 20 to 30 minutes/);
  assert.equal(await page.evaluate(() => window.__cardroomMock.count("set_floor_settings")), 0);
  await assertAccessible(page);

  await page.fill("#floor-down-minutes", "25");
  await page.getByLabel("off the list").check();
  await page.click("#floor-settings-save");
  await page.waitForSelector("#floor-settings-saved");
  const kept = await page.evaluate(() => window.__cardroomMock.rotation.settings);
  assert.equal(kept.down_minutes, 25);
  assert.equal(kept.call_timeout, "off");

  // The room refuses: its code decides the words, its message is shown beneath.
  await page.evaluate(() =>
    window.__cardroomMock.rotation.failNext("set_floor_settings", { code: "invalid_input", message: "sit-out limit: give 5 to 240" }),
  );
  await page.fill("#floor-sit-out-limit-minutes", "45");
  await page.click("#floor-settings-save");
  const refusal = page.locator("#floor-settings-refusal");
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute("data-code"), "invalid_input");
  assert.match(await refusal.textContent(), /sit-out limit: give 5 to 240/);
  await assertAccessible(page);
  await assertTallButtons(page, "#floor-settings");
});

pageTest("the floor board flags a seat sitting out past the limit, and its menu picks the seat up after a confirmation", () => open("rotation"), async (page) => {
  await page.waitForSelector('li[data-table="3"]');
  const lou = page.locator('li[data-table="3"] [data-field=sit-out][data-seat="4"]');
  assert.equal(await lou.textContent(), "4 Lou · sitting out 39 min⚠ Over the 30 min limit");
  assert.equal(await lou.getAttribute("data-over"), "true");
  assert.equal(await page.textContent("#board-sit-outs"), "⚠ 1 seat sitting out over the 30 min limit");
  await assertAccessible(page);
  await screenshot(page, "floor-sit-out.png");

  await page.getByRole("button", { name: "Actions for Table 3" }).click();
  await page.getByRole("button", { name: "Seat 4 Lou, out 39 min, over limit: actions" }).click();
  await page.getByRole("menuitem", { name: "Pick up seat…" }).click();
  const dialog = page.getByRole("dialog", { name: "Pick up Lou's seat?" });
  await dialog.waitFor();
  await page.locator("[role=menu]").waitFor({ state: "detached" });
  await assertAccessible(page);
  await assertTallButtons(page, dialog);
  await dialog.getByRole("button", { name: "Pick up seat" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.waitForFunction(() => !document.querySelector('li[data-table="3"] [data-field=sit-out]'));
  assert.equal(await page.textContent('li[data-table="3"] [data-field=seated]'), "3/8 seated");
  assert.equal(await page.locator("#board-sit-outs").count(), 0);
  assert.equal(await page.evaluate(() => window.__cardroomMock.count("pick_up_seat")), 1);
});
