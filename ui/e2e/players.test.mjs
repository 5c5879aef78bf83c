// The players' registry in the built UI, in Chromium, with the IPC mocked (`players-script.ts`:
// five players, Tom Baker #1001 may play, Gus Tomlin #1002 at Table 2; the cash of the evening):
// "/" opens the search from the floor, "tom" finds both and Tom's card opens, fitting every size
// the room uses up to 1920x1080 and WCAG 2.2 AA clean; Tom is barred, then refused in red when
// the floor seats him by number; the Reports screen's cash logs (the multiple transaction log
// and the CTRs due) read and saved; and neither the wall board's data nor the floor board's
// ever holds a player's phone or notes. Self-exclusion: a Bureau notice entered with its photo
// from an image file; the photo comparison at seating (a walk-in not the patron is seated saying
// so; a registered player who is the patron is self-excluded, not seated); comps issued on a
// player's card beside his hours of the last 7 gaming days; the comp rules in Settings.
// Pictures in /tmp/players-shots (not kept in git).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { assertAccessible, assertFits, open, pageTest, SIZES } from "./browser.mjs";

const SHOTS = "/tmp/players-shots";
mkdirSync(SHOTS, { recursive: true });
const shot = (page, name) => page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });

/** Tom Baker's phone and notes (players-script.ts's `TOM`): the floor's and the cage's only. */
const TOM = { phone: "702-555-0188", notes: "Likes seat 9. Call when the $2/$5 list opens." };
const BIG = { width: 1920, height: 1080 };
const TABLET = { width: 1024, height: 768 };

const settled = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** From the floor board, "/" opens Players with the search focused; `text` typed; once `count` players are listed. */
async function search(page, text, count) {
  await page.waitForSelector("#floor-title");
  await page.keyboard.press("/");
  await page.waitForSelector("#players-title");
  assert.equal(await page.getAttribute("#nav-players", "aria-current"), "page");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "players-search");
  await page.keyboard.type(text);
  await page.waitForFunction((n) => document.querySelectorAll(".players-results [data-player]").length === n && !document.querySelector(".players-results[data-reading]"), count);
}

pageTest(
  "\"/\" opens the search; \"tom\" finds Tom Baker and Gus Tomlin with where each sits and his time today; Tom's card fits 1024x768 to 1920x1080 and passes WCAG 2.2 AA",
  () => open("reports", TABLET),
  async (page) => {
    await search(page, "tom", 2);
    const found = await page.$$eval(".players-results [data-player]", (bs) =>
      bs.map((b) => ({
        number: b.dataset.player,
        standing: b.querySelector("[data-standing]").textContent,
        where: b.querySelector("[data-field=where]").textContent,
        today: b.querySelector("[data-field=today]").textContent,
      })),
    );
    assert.deepEqual(found, [
      { number: "1001", standing: "✓ May play", where: "Not seated", today: "Today 0 min" },
      { number: "1002", standing: "✓ May play", where: "Table 2 · seat 3", today: "Today 2 h 10 min" },
    ]);
    await shot(page, "players-list-1024x768");
    await page.setViewportSize(BIG);
    await settled(page);
    await shot(page, "players-list-1920x1080");
    await page.setViewportSize(TABLET);
    // Tom's card: every field, the bar lifted last year in his history.
    await page.click('.players-results [data-player="1001"]');
    await page.waitForSelector('article.player-card[data-player="1001"]');
    assert.equal(await page.textContent("#player-card-title"), "#1001 Tom Baker");
    assert.equal(await page.textContent(".player-card [data-field=phone]"), TOM.phone);
    assert.equal(await page.textContent(".player-card [data-field=notes]"), TOM.notes);
    assert.equal(await page.textContent(".player-card [data-field=birth-date]"), "14 Mar 1971");
    assert.match(await page.textContent('.player-card li[data-restriction="1"] [data-field=lifted]'), /^Lifted by Maria on 1 Jul 2025, 20:00: Apologised in writing/);
    for (const size of [...SIZES, BIG]) {
      await page.setViewportSize(size);
      await settled(page);
      await assertFits(page, `Tom's card at ${size.width}x${size.height}`);
    }
    await assertAccessible(page);
    await page.setViewportSize(TABLET);
    await settled(page);
    await shot(page, "players-card-1024x768");
    await page.setViewportSize(BIG);
    await settled(page);
    await shot(page, "players-card-1920x1080");
    // Gus, seated: where and his time today on the card.
    await page.click('.players-results [data-player="1002"]');
    await page.waitForSelector('article.player-card[data-player="1002"]');
    assert.equal(await page.textContent(".player-card [data-field=where]"), "Table 2 · seat 3");
    assert.equal(await page.textContent(".player-card [data-field=today]"), "2 h 10 min");
    // Rita, self-excluded: in red first, and no lift.
    await page.fill("#players-search", "rita");
    await page.keyboard.press("Enter");
    await page.waitForSelector('article.player-card[data-player="1004"] #player-kept');
    assert.equal(await page.locator("#player-lift").count(), 0);
    assert.match(await page.textContent("#player-lift-why"), /^No lift: a self-exclusion stands for life/);
    await assertFits(page, "Rita's card at 1920x1080");
    await assertAccessible(page);
    await shot(page, "players-card-self-excluded-1920x1080");
    await page.setViewportSize(TABLET);
    await settled(page);
    await shot(page, "players-card-self-excluded-1024x768");
  },
);

pageTest(
  "Tom barred on his card is then refused in red, with its heading and the bar's reason, when the floor seats him by number; nothing is seated",
  () => open("reports", TABLET),
  async (page) => {
    await search(page, "tom", 2);
    await page.click('.players-results [data-player="1001"]');
    await page.waitForSelector('article.player-card[data-player="1001"]');
    await page.click("#player-bar");
    await page.waitForSelector("[role=dialog] #restrict-barred");
    await settled(page);
    await assertFits(page, "the bar dialog at 1024x768");
    await assertAccessible(page);
    await shot(page, "players-bar-dialog-1024x768");
    await page.fill("#restrict-barred-reason", "Threatened a dealer");
    await page.getByRole("button", { name: "Bar the player" }).click();
    await page.waitForSelector("[role=dialog]", { state: "detached" });
    await page.waitForSelector('.player-card [data-standing="barred"]');
    assert.match(await page.textContent("#player-kept"), /^✕ Barred until lifted: do not seat/);
    assert.equal(await page.getAttribute('.player-card li.restriction.in-force', "data-kind"), "barred");
    await assertAccessible(page);
    await shot(page, "players-card-barred-1024x768");
    await page.setViewportSize(BIG);
    await settled(page);
    await shot(page, "players-card-barred-1920x1080");
    await page.setViewportSize(TABLET);

    // The floor seats him at Table 1 by his number.
    await page.click("#nav-floor");
    await page.locator('li[data-table="1"] button').last().click();
    const drawer = page.locator(".mantine-Drawer-content");
    await drawer.waitFor();
    await drawer.getByRole("button", { name: "Seat a player" }).click();
    await page.waitForSelector(".chips-dialog form");
    const dialog = page.locator(".chips-dialog");
    await dialog.getByLabel("Player number").fill("1001");
    await dialog.getByLabel("Stack").fill("300");
    await dialog.getByLabel("Paid in cash at the table").check();
    await dialog.getByRole("button", { name: "Seat player" }).click();
    const alert = dialog.locator("[role=alert][data-code=player_barred]");
    await alert.waitFor();
    assert.equal(await alert.locator(".mantine-Alert-title").textContent(), "Barred: do not seat this player");
    await alert.locator("[data-field=restriction]").waitFor();
    assert.equal(await alert.locator("[data-field=restriction]").textContent(), "Barred until lifted. Reason: Threatened a dealer");
    // The heading is red, as every refusal.
    const colour = await alert.locator(".mantine-Alert-title").evaluate((e) => getComputedStyle(e).color);
    assert.match(colour, /^rgb\((1[4-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/, `the heading is ${colour}`);
    await settled(page);
    await assertFits(page, "the seat dialog's refusal at 1024x768");
    await assertAccessible(page);
    await shot(page, "seat-barred-1024x768");
    const seated = await page.evaluate(() => window.__cardroomMock.players.sent.filter((s) => s.cmd === "seat_player").map((s) => s.args.seat));
    assert.deepEqual(seated, [{ table_id: 1, seat_no: 6, player_name: "", player_number: "1001", stack_cents: 30000, entry: "wait_for_big_blind", cash: true }]);
    assert.equal(await page.locator('li[data-table="1"] .seat-button[data-seat="6"]').count(), 0);
  },
);

pageTest(
  "the Reports screen's cash logs: the multiple transaction log and the CTRs due of the gaming day, each saved as .xlsx or PDF; fits 1024x768 to 1920x1080, WCAG 2.2 AA",
  () => open("reports", TABLET),
  async (page) => {
    await page.click("#nav-reports");
    await page.click("#reports-view-tab-cash");
    await page.waitForSelector("#mtl tbody tr");
    await page.waitForSelector("#ctr tbody tr");
    assert.equal(await page.inputValue("#cash-from"), "2026-11-20");
    assert.equal(await page.locator("#mtl tbody tr").count(), 5);
    assert.deepEqual(
      await page.$$eval("#ctr tbody tr td", (tds) => tds.map((td) => td.textContent)),
      ["20 Nov 2026", "Ann Weber", "#1003", "$10,500.00", "$0.00", "cash in"],
    );
    assert.equal(await page.textContent('#mtl tbody tr[data-line="2"] [data-field=number]'), "not identified");
    for (const size of [...SIZES, BIG]) {
      await page.setViewportSize(size);
      await settled(page);
      await assertFits(page, `the cash logs at ${size.width}x${size.height}`);
    }
    await assertAccessible(page);
    await shot(page, "cash-logs-1920x1080");
    await page.setViewportSize(TABLET);
    await settled(page);
    await shot(page, "cash-logs-1024x768");
    // Saved where the dialog chose (the reports' dialogs answer in this scenario).
    await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/mtl-2026-11-20.xlsx"));
    await page.click("#cash-mtl-xlsx");
    await page.waitForSelector("#cash-mtl-saved");
    await page.evaluate(() => (window.__cardroomMock.reports.savePath = "/mock/exports/ctr-2026-11-20.pdf"));
    await page.click("#cash-ctr-pdf");
    await page.waitForSelector("#cash-ctr-saved");
    assert.deepEqual(await page.evaluate(() => window.__cardroomMock.players.written), [
      { path: "/mock/exports/mtl-2026-11-20.xlsx", log: "mtl", from: "2026-11-20", to: null },
      { path: "/mock/exports/ctr-2026-11-20.pdf", log: "ctr", from: "2026-11-20", to: null },
    ]);
  },
);

/** The PNG of the mock's notices (players-script.ts's `FACE_PNG`), as the file a floor manager picks. */
const FACE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAB4AAAAoCAIAAABmcd1FAAAAc0lEQVR42u3UsQ2AMAxE0RuMmjp1hmBONmAD5qBAQlFAJDF3EsVJv35ubGPddlEwbfrv9JJTGYeu0P4BCLtNHV/cd9206Tgt3GvtNWp/iP+1lp7mPFoXHXAfdbDcuw6iW+nguqWup4nupUPhnkHkmjbd7ADLhnV0wdGYFQAAAABJRU5ErkJggg==",
  "base64",
);

/** A notice of the Bureau entered in the mock's room (as the Notices view enters one). */
const enterNotice = (page, notice) =>
  page.evaluate(
    (n) => window.__TAURI_INTERNALS__.invoke("record_exclusion_notice", { notice: { birth_date: null, term: "one_year", starts_on: "2026-11-01", descriptors: null, photo: null, player_number: null, ...n } }),
    notice,
  );

/** From the floor board, Table 1's "Seat a player" dialog. */
async function seatDialog(page) {
  await page.click("#nav-floor");
  await page.locator('li[data-table="1"] button').last().click();
  const drawer = page.locator(".mantine-Drawer-content");
  await drawer.waitFor();
  await drawer.getByRole("button", { name: "Seat a player" }).click();
  await page.waitForSelector(".chips-dialog form");
  return page.locator(".chips-dialog");
}

pageTest(
  "a Bureau notice entered on the Players screen as it arrived, its photo from an image file, opens with the photo; fits 1024x768 to 1280x800, WCAG 2.2 AA",
  () => open("reports", TABLET),
  async (page) => {
    await search(page, "tom", 2);
    await page.click("#players-view-notices");
    await page.waitForSelector('article.notice-card[data-notice="1"] img[data-field=photo]');
    await page.click("#notice-enter");
    await page.waitForSelector("[role=dialog] #notice-form");
    await page.fill("#notice-name", "Dale Whitmore");
    await page.fill("#notice-birth", "1975-04-02");
    await page.getByRole("radio", { name: "Lifetime" }).check();
    await page.fill("#notice-starts", "2026-11-01");
    await page.fill("#notice-descriptors", "6'1\", red beard, tattoo on the left wrist");
    await page.fill("#notice-reference", "SE-2026-0311");
    await page.locator("[role=dialog] input[type=file]").setInputFiles({ name: "face.png", mimeType: "image/png", buffer: FACE });
    await page.waitForSelector("#notice-photo-preview");
    await settled(page);
    await assertFits(page, "the notice dialog at 1024x768");
    await assertAccessible(page);
    await shot(page, "notice-dialog-1024x768");
    await page.getByRole("button", { name: "Enter notice" }).click();
    await page.waitForSelector("[role=dialog]", { state: "detached" });
    const card = page.locator('article.notice-card[data-notice="2"]');
    await card.waitFor();
    assert.equal(await card.locator("#notice-title").textContent(), "Dale Whitmore · notice SE-2026-0311");
    assert.equal(await card.locator("[data-field=term]").textContent(), "For life, from 1 Nov 2026");
    await card.locator("img[data-field=photo]").waitFor();
    assert.ok(await card.locator("img[data-field=photo]").evaluate((img) => img.complete && img.naturalWidth === 30));
    const sent = await page.evaluate(() => window.__cardroomMock.players.sent.filter((s) => s.cmd === "record_exclusion_notice").map((s) => s.args.notice));
    assert.equal(sent.length, 1);
    assert.match(sent[0].photo, /^data:image\/png;base64,iVBOR/);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page);
      await assertFits(page, `the notices at ${size.width}x${size.height}`);
      await shot(page, `notices-${size.width}x${size.height}`);
    }
    await assertAccessible(page);
  },
);

pageTest(
  "seating a walk-in whose name is on a notice shows the notice's photo beside the player; “Not this person” seats the player saying the notice was compared",
  () => open("reports", TABLET),
  async (page) => {
    await page.waitForSelector("#floor-title");
    await enterNotice(page, { name: "Dale Whitmore", birth_date: "1975-04-02", descriptors: "6'1\", red beard", reference: "SE-2026-0311", photo: `data:image/png;base64,${FACE.toString("base64")}` });
    const dialog = await seatDialog(page);
    await dialog.getByLabel("Player's name").fill("dale whitmore");
    await dialog.getByLabel("Stack").fill("300");
    await dialog.getByRole("button", { name: "Seat player" }).click();
    const alert = dialog.locator("[role=alert][data-code=possible_self_exclusion]");
    await alert.waitFor();
    await alert.locator("img[data-field=photo]").waitFor();
    assert.equal(await alert.locator(".mantine-Alert-title").textContent(), "Possible self-excluded patron: compare the photo");
    assert.equal(await alert.locator('[data-side=notice] [data-field=birth-date]').textContent(), "2 Apr 1975");
    assert.equal(await alert.locator('[data-side=notice] [data-field=reference]').textContent(), "SE-2026-0311");
    assert.equal(await alert.locator('[data-side=player] [data-field=number]').textContent(), "Walk-in, not registered");
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page);
      await assertFits(page, `the photo comparison at ${size.width}x${size.height}`);
      await shot(page, `seat-compare-${size.width}x${size.height}`);
    }
    await assertAccessible(page);
    await alert.getByRole("button", { name: "Not this person: seat the player" }).click();
    await page.waitForSelector(".chips-dialog form", { state: "detached" });
    const seated = await page.evaluate(() => window.__cardroomMock.players.sent.filter((s) => s.cmd === "seat_player").map((s) => s.args.seat));
    assert.equal(seated.length, 2);
    assert.equal(seated[0].not_excluded, undefined);
    assert.deepEqual(seated[1], { ...seated[0], not_excluded: 2 });
    const board = await page.evaluate(() => window.__TAURI_INTERNALS__.invoke("floor_board", {}));
    const six = board.tables.find((t) => t.table.id === 1).seats.find((s) => s.seat_no === 6);
    assert.equal(six?.player_name, "dale whitmore");
  },
);

pageTest(
  "seating a registered player a notice names: “This is the person” self-excludes the player at once and nothing is seated",
  () => open("reports", TABLET),
  async (page) => {
    await page.waitForSelector("#floor-title");
    await enterNotice(page, { name: "Carl Diaz", reference: "SE-2026-0400", descriptors: "5'9\", bald" });
    const dialog = await seatDialog(page);
    await dialog.getByLabel("Player number").fill("1005");
    await dialog.getByLabel("Stack").fill("300");
    await dialog.getByRole("button", { name: "Seat player" }).click();
    const alert = dialog.locator("[role=alert][data-code=possible_self_exclusion]");
    await alert.waitFor();
    await alert.locator('[data-side=player] [data-field=name]:text("Carl Diaz")').waitFor();
    assert.equal(await alert.locator("[data-field=photo]").textContent(), "No photo came with this notice");
    await alert.getByRole("button", { name: "This is the person: do not seat" }).click();
    await alert.locator("[role=status]").waitFor();
    assert.match(await alert.locator("[role=status]").textContent(), /^Recorded: Carl Diaz is self-excluded, and was not seated/);
    await settled(page);
    await assertAccessible(page);
    await shot(page, "seat-compare-confirmed-1024x768");
    assert.deepEqual(await page.evaluate(() => window.__cardroomMock.players.sent.filter((s) => s.cmd === "confirm_exclusion").map((s) => s.args)), [{ noticeId: 2, number: "1005" }]);
    assert.equal(await page.evaluate(() => window.__cardroomMock.players.sent.filter((s) => s.cmd === "seat_player").length), 1);
    assert.equal(await page.locator('li[data-table="1"] .seat-button[data-seat="6"]').count(), 0);
    // His card says so.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.keyboard.press("Escape");
    await page.click("#nav-players");
    await page.fill("#players-search", "carl");
    await page.keyboard.press("Enter");
    await page.waitForSelector('article.player-card[data-player="1005"] [data-standing="self_excluded"]');
  },
);

pageTest(
  "a player's card: hours on each of the last 7 gaming days, the comps earned today issued in one press, an other comp with a reason; the comp rules in Settings; fits 1024x768 to 1280x800",
  () => open("reports", TABLET),
  async (page) => {
    await search(page, "gus", 1);
    await page.click('.players-results [data-player="1002"]');
    const card = page.locator('article.player-card[data-player="1002"]');
    await card.locator('#comps-earned li[data-rule="2"]').waitFor();
    assert.equal(await card.locator(".hours-days li").count(), 7);
    assert.equal(await card.locator("#hours-total").textContent(), "13 h 0 min over 7 gaming days");
    await card.locator('#comps-earned li[data-rule="2"]').getByRole("button", { name: "Issue $15.00 under Meal after 2 hours" }).click();
    await card.locator('#comps-earned li[data-rule="2"] [data-field=due]:text("$0.00")').waitFor();
    await card.locator("#other-comp-value").fill("5");
    await card.locator("#other-comp-reason").fill("Birthday");
    await card.locator("#other-comp-issue").click();
    await card.locator('#comps-issued li[data-comp="2"]').waitFor();
    assert.deepEqual(
      await page.evaluate(() => window.__cardroomMock.players.sent.filter((s) => s.cmd === "issue_comp").map((s) => s.args.comp)),
      [
        { number: "1002", rule_id: 2, value: null, unit: null, reason: null },
        { number: "1002", rule_id: null, value: 5, unit: "points", reason: "Birthday" },
      ],
    );
    assert.deepEqual(await card.locator("#comps-issued li").allTextContents(), ["$15.00 · Meal after 2 hours · by Maria", "5 points · Birthday · by Maria"]);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page);
      await assertFits(page, `Gus's card with comps at ${size.width}x${size.height}`);
      await card.scrollIntoViewIfNeeded();
      await card.locator("#player-comps-title").scrollIntoViewIfNeeded();
      await shot(page, `player-comps-${size.width}x${size.height}`);
    }
    await assertAccessible(page);
    // The comp rules, in Settings.
    await page.click("#nav-settings");
    await page.waitForSelector("#comp-rules-table");
    await page.locator("#comp-rules").scrollIntoViewIfNeeded();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page);
      await assertFits(page, `the comp rules at ${size.width}x${size.height}`);
      await page.locator("#comp-rules").scrollIntoViewIfNeeded();
      await shot(page, `comp-rules-${size.width}x${size.height}`);
    }
    await assertAccessible(page);
  },
);

test("no phone or note of a player is ever in the wall board's data or on it, nor in the floor board the tables read", async () => {
  const { page, problems, close } = await open("lists", TABLET);
  try {
    await page.waitForSelector("#floor-title");
    // Every answer of the shell the window reads, kept as text.
    const read = async (cmd) => JSON.stringify(await page.evaluate((c) => window.__TAURI_INTERNALS__.invoke(c, {}), cmd));
    // Every registered player's phone and notes, from the registry itself.
    const contacts = await page.evaluate(async () => {
      const found = await window.__TAURI_INTERNALS__.invoke("find_players", { text: "a" });
      const tom = await window.__TAURI_INTERNALS__.invoke("player", { number: "1001" });
      return [...found, tom].flatMap((p) => [p.phone, p.notes]).filter((x) => x);
    });
    assert.ok(contacts.includes(TOM.phone) && contacts.includes(TOM.notes), JSON.stringify(contacts));
    // The lists' notes (a phone typed for the floor) too.
    const board = JSON.parse(await read("waitlist_board"));
    const listNotes = board.lists.flatMap((l) => l.players.map((p) => p.note)).filter((x) => x);
    assert.ok(listNotes.length > 0);
    const wall = await read("wall_board");
    const floor = await read("floor_board");
    for (const secret of [...contacts, ...listNotes]) {
      assert.ok(!wall.includes(secret), `the wall board's data holds ${secret}`);
      assert.ok(!floor.includes(secret), `the floor board's data holds ${secret}`);
    }
    await page.keyboard.press("Alt+w");
    await page.waitForSelector(".wall-list");
    const shown = await page.textContent("body");
    for (const secret of [...contacts, ...listNotes]) assert.ok(!shown.includes(secret), `the wall board shows ${secret}`);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
