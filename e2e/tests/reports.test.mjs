// The end of a shift in the real app, on a real file: a shift logged from the terminal in the
// last hours (a Low Ball table, its collections, some never marked) is closed; in the window
// the floor manager signs it off with his PIN; an edit of the locked shift is refused; a
// correction with his PIN is appended and the report shows it as an adjustment, with who and
// why; the window's CSV is the CLI's, byte for byte; the cage counts the box, explains its
// variance and counter-signs; the report saved as .xlsx and PDF through the native save dialog
// (driven by xdotool) holds what the CLI's files do; a cancelled dialog writes nothing.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene } = w;
const $ = (selector) => w.browser.$(selector);

// The shift's history, minutes after `base` (three hours ago, to the minute): the CLI runs on
// its own clock, before anything is done in the window (the room's clock never goes back).
const base = Math.floor(Date.now() / 60_000) * 60_000 - 3 * 3_600_000;
const at = (minutes) => new Date(base + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * `cardroom` at `minutes` after `base` (null: now, once the window has acted), as `actor`
 * (none: the very first staff member).
 */
function run(minutes, actor, ...args) {
  const env = { ...process.env };
  delete env.CARDROOM_CLOCK;
  if (minutes !== null) env.CARDROOM_CLOCK = at(minutes);
  const out = spawnSync(w.cli, ["--db", w.db, ...(actor ? ["--as", actor] : []), ...args], { encoding: "utf8", env });
  return { ok: out.status === 0, stdout: out.stdout, stderr: out.stderr };
}
function ok(minutes, actor, ...args) {
  const out = run(minutes, actor, ...args);
  assert.ok(out.ok, `cardroom ${args.join(" ")}: ${out.stderr}`);
  return out.stdout;
}

let unmarked = [];

scene("a shift is logged from the terminal and closed with collections never marked", async () => {
  ok(0, null, "staff", "add", "Maria", "--role", "floor");
  ok(0, "Maria", "staff", "set-pin", "Maria", "--pin", "2468");
  ok(0, "Maria", "staff", "add", "Dee", "--role", "dealer");
  ok(0, "Maria", "shift", "open");
  ok(0, "Maria", "table", "open", "--name", "Table 1", "--game", "lowball", "--blinds", "2/4", "--bets", "4/8");
  ok(0, "Maria", "dealer", "push", "--table", "1", "--dealer", "Dee");
  for (const [seat, name] of [["1", "Ann"], ["2", "Bob"]]) ok(0, "Maria", "seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", "200");
  const due = (minutes) => JSON.parse(ok(minutes, "Dee", "collect", "due", "--table", "1", "--json"));
  for (const c of due(35)) ok(36, "Dee", "collect", "mark", String(c.id), "paid");
  const second = due(65);
  ok(66, "Dee", "collect", "mark", String(second.find((c) => c.player_name === "Ann").id), "paid");
  ok(90, "Maria", "shift", "close");
  const report = JSON.parse(ok(91, "Maria", "report", "shift", "--shift", "1", "--json"));
  unmarked = report.discrepancies;
  assert.ok(unmarked.length >= 1, JSON.stringify(report.discrepancies));
});

scene("the floor manager signs in and signs the closed shift off with his PIN", async () => {
  await $("#signin-name").waitForExist({ timeout: 20000 });
  await $("#signin-name").setValue("Maria");
  await $("#signin-pin").setValue("2468");
  await w.click("Sign in");
  await $("#nav-reports").waitForExist({ timeout: 10000 });
  await $("#nav-reports").click();
  await $('#sign-off-state[data-state="unsigned"]').waitForExist({ timeout: 15000 });
  await w.clickUntil("Sign off…", "#sign-off-pin");
  await $("#sign-off-pin").setValue("1111");
  await w.click("Sign off");
  const refusal = $("#sign-off-refusal");
  await refusal.waitForExist({ timeout: 10000 });
  assert.equal(await refusal.getAttribute("data-code"), "wrong_pin");
  await $("#sign-off-pin").clearValue();
  await $("#sign-off-pin").setValue("2468");
  await w.click("Sign off");
  await $('#sign-off-state[data-state="signed"]').waitForExist({ timeout: 10000 });
  assert.match(await $("#sign-off-state").getText(), /Signed off by Maria/);
});

scene("an edit of the locked shift is refused, from the terminal and in the window without the PIN", async () => {
  const first = unmarked[0];
  const marked = run(null, "Maria", "collect", "mark", String(first.collection_id), "paid");
  assert.ok(!marked.ok && marked.stderr.includes("shift_locked"), marked.stderr);
  const row = $(`#discrepancies tr[data-discrepancy="${first.collection_id}"]`);
  await row.waitForExist({ timeout: 10000 });
  // The row opens its details (a click can land while the report is still being read again
  // after the sign-off: it is clicked until its correction shows).
  const correct = $('//button[normalize-space(.)="Correct…"]');
  for (let i = 0; !(await correct.isExisting()); i++) {
    assert.ok(i < 3, "the discrepancy's row opens its details");
    if (i > 0) await w.browser.pause(1000);
    await row.$("td").click();
    await correct.waitForExist({ timeout: 3000 }).catch(() => {});
  }
  await w.clickUntil("Correct…", "#correction-reason");
  await $("#correction-paid").click();
  await $("#correction-reason").setValue("Found in the drop box at the count");
  await $("#correction-pin").setValue("0000");
  await w.click("Correct");
  const refusal = $("#correction-refusal");
  await refusal.waitForExist({ timeout: 10000 });
  assert.equal(await refusal.getAttribute("data-code"), "wrong_pin");
  assert.ok(await $("#no-adjustments").isExisting(), "nothing changed");
});

scene("a correction with the floor's PIN shows in the report as an adjustment; the window's CSV is the CLI's", async () => {
  await $("#correction-pin").clearValue();
  await $("#correction-pin").setValue("2468");
  await w.click("Correct");
  const table = $("#adjustments");
  await table.waitForExist({ timeout: 10000 });
  const text = await table.getText();
  assert.match(text, /Maria/);
  assert.match(text, /Found in the drop box at the count/);
  // The same report from the terminal: the adjustment, and the collection's row as it was.
  const report = JSON.parse(ok(null, "Maria", "report", "shift", "--shift", "1", "--json"));
  assert.equal(report.adjustments.length, 1);
  assert.equal(report.adjustments[0].made_by, "Maria");
  assert.equal(report.totals.adjustment_cents, unmarked[0].amount_cents);
  assert.equal(report.discrepancies.length, unmarked.length, "the original rows stay as they were");
  const query = { shift_id: 1, from: null, to: null, table_id: null, game: null, dealer_id: null };
  const fromWindow = await w.browser.executeAsync((query, done) => {
    window.__TAURI_INTERNALS__.invoke("report_csv", { query }).then(done, (e) => done(`refused: ${JSON.stringify(e)}`));
  }, query);
  const fromCli = ok(null, "Maria", "report", "shift", "--shift", "1", "--csv", "-");
  assert.equal(fromWindow, fromCli);
  assert.match(fromCli, /^adjustment,Table 1,,Maria,/m);
});

scene("the cage signs in, counts the box with a variance past the threshold, explains it and counter-signs", async () => {
  ok(null, "Maria", "staff", "add", "Cora", "--role", "cage");
  ok(null, "Maria", "staff", "set-pin", "Cora", "--pin", "1357");
  await $("#sign-out").click();
  await $("#signin-name").waitForExist({ timeout: 10000 });
  await $("#signin-name").setValue("Cora");
  await $("#signin-pin").setValue("1357");
  await w.click("Sign in");
  // The cage lands on its count of the latest shift, and has no floor screen.
  await $("#cage-boxes").waitForExist({ timeout: 15000 });
  assert.equal(await $("#nav-floor").isExisting(), false);
  const before = JSON.parse(ok(null, "Cora", "cage", "show", "--shift", "1", "--json"));
  assert.equal(before.boxes.length, 1);
  const box = before.boxes[0];
  // $30.00 more in the box than the room recorded: past the $25.00 threshold.
  const counted = box.expected_cents + 3000;
  await $(`#box-counted-${box.table_id}`).setValue(`${Math.floor(counted / 100)}.${String(counted % 100).padStart(2, "0")}`);
  await $(`#box-explanation-${box.table_id}`).waitForExist({ timeout: 10000 });
  await $(`#box-explanation-${box.table_id}`).setValue("A player's $30 tip went into the drop box");
  await w.click(`Save ${box.table}`);
  await $('#cage-blockers[data-state="ready"]').waitForExist({ timeout: 10000 });
  await w.clickUntil("Counter-sign…", "#countersign-pin");
  await $("#countersign-pin").setValue("1357");
  await w.click("Counter-sign");
  await $('#countersign-state[data-state="signed"]').waitForExist({ timeout: 10000 });
  assert.match(await $("#countersign-state").getText(), /Counter-signed by Cora/);
  // The room says the same from the terminal.
  const after = JSON.parse(ok(null, "Cora", "cage", "show", "--shift", "1", "--json"));
  assert.equal(after.boxes[0].variance_cents, 3000);
  assert.equal(after.boxes[0].explanation, "A player's $30 tip went into the drop box");
  assert.equal(after.shift.countersigned_by, "Cora");
});

/**
 * Answers the native save dialog (GTK's, on the test's X display) with `path`: waits for its
 * window, types the path into its name field and presses Enter. WebDriver cannot reach a
 * native window; xdotool drives it as a keyboard would.
 */
function answerSaveDialog(path) {
  const dialog = xdotool("search", "--sync", "--onlyvisible", "--name", "^Save").split("\n")[0];
  xdotool("windowfocus", "--sync", dialog);
  xdotool("key", "--clearmodifiers", "ctrl+a");
  xdotool("type", "--delay", "15", path);
  xdotool("key", "Return");
}

/** Closes the native save dialog with Escape: nothing chosen. */
function cancelSaveDialog() {
  const dialog = xdotool("search", "--sync", "--onlyvisible", "--name", "^Save").split("\n")[0];
  xdotool("windowfocus", "--sync", dialog);
  xdotool("key", "Escape");
}

const xdotool = (...args) => execFileSync("xdotool", args, { encoding: "utf8", timeout: 20000 }).trim();
const saidOnScreen = (words, what) =>
  w.browser.waitUntil(async () => (await w.browser.$("body").getText()).includes(words), { timeout: 20000, timeoutMsg: `${what}: the window never said "${words}"` });

scene("the counter-signed report is saved as .xlsx and PDF through the save dialog, with the CLI's content", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cardroom-files-"));
  await $("#nav-reports").click();
  await $("#report-title").waitForExist({ timeout: 15000 });
  for (const [button, name] of [["Save as .xlsx", "window.xlsx"], ["Save as PDF", "window.pdf"]]) {
    const path = join(dir, name);
    await w.click(button);
    answerSaveDialog(path);
    await saidOnScreen(`Saved to ${path}`, button);
    assert.ok(existsSync(path), `${path} written`);
  }
  // The dialog closed without a choice writes nothing, and the window says so.
  await w.click("Save as PDF");
  cancelSaveDialog();
  await saidOnScreen("Not saved: no file was chosen.", "a cancelled save");
  assert.deepEqual(readdirSync(dir).sort(), ["window.pdf", "window.xlsx"]);
  ok(null, "Cora", "report", "shift", "--shift", "1", "--xlsx", join(dir, "cli.xlsx"));
  ok(null, "Cora", "report", "shift", "--shift", "1", "--pdf", join(dir, "cli.pdf"));
  // The workbook's sheet is the same cell for cell (its properties carry the moment it was made).
  const sheet = (file) => execFileSync("unzip", ["-p", join(dir, file), "xl/worksheets/sheet1.xml"], { encoding: "utf8" });
  assert.equal(sheet("window.xlsx"), sheet("cli.xlsx"));
  const text = (file) => execFileSync("pdftotext", ["-layout", join(dir, file), "-"], { encoding: "utf8" });
  assert.equal(text("window.pdf"), text("cli.pdf"));
  assert.match(text("window.pdf"), /COUNTER-SIGNED by Cora/);
  assert.match(text("window.pdf"), /Collection report, shift 1/);
});
