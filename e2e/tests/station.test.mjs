// A table station in the real app, on a real file: the floor sets the house's idle time (30 s,
// the least) in Settings; the station is set to Table 1 with the `cardroom` CLI (its
// station.json in the app's data folder) and the app started again: the window shows only the
// dealers' sign-in, then Table 1's console. A hand is started and an action logged; after 30 s
// with nobody touching it the station is back at the sign-in, and the dealer who signs in finds
// the hand in progress as the room kept it.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene } = w;
const $ = (selector) => w.browser.$(selector);
const DEE_PIN = "1357";
const IDLE_SECONDS = 30;

/** The `cardroom` CLI as Maria, on the window's file and data folder (where station.json lives). */
function station(...args) {
  const out = spawnSync(w.cli, ["--db", w.db, "--as", "Maria", "station", ...args], {
    encoding: "utf8",
    env: { ...process.env, XDG_DATA_HOME: dirname(w.db), CARDROOM_PIN: "2468" },
  });
  assert.equal(out.status, 0, `cardroom station ${args.join(" ")}: ${out.stderr}`);
  return out.stdout;
}

/** Hand 1 as the CLI reads it from the same file. */
const hand = () => JSON.parse(w.cardroom("hand", "show", "1", "--json"));

/** Dee signs in at the station: a tap on the name, the PIN, Sign in. */
async function deeSignsIn() {
  const dee = $('//button[contains(@class, "who")][.//span[normalize-space(.)="Dee"]]');
  await dee.waitForClickable({ timeout: 20000 });
  await dee.click();
  await $("#signin-pin").setValue(DEE_PIN);
  await w.click("Sign in");
}

scene("the floor starts the room, opens Table 1 with Dee in the box, and sets the table stations' idle time to 30 s", async () => {
  await w.startRoom();
  w.cardroom("table", "open", "--name", "Table 1", "--game", "holdem", "--structure", "no", "--blinds", "1/2", "--bets", "2/4", "--rate", "3", "--max-buy-in", "300");
  for (const [seat, name, stack] of [["1", "Ann", "200"], ["2", "Bob", "60"], ["3", "Cy", "300"], ["4", "Dot", "150"]]) {
    w.cardroom("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", stack);
  }
  w.cardroom("table", "button", "1", "1=As", "2=2c", "3=3d", "4=4h");
  w.cardroom("staff", "add", "--role", "dealer", "Dee");
  w.cardroom("staff", "set-pin", "--pin", DEE_PIN, "Dee");
  w.cardroom("dealer", "push", "--table", "1", "--dealer", "Dee");
  await $("#nav-settings").click();
  const idle = await w.field("Table station idle");
  await idle.waitForEnabled({ timeout: 10000 });
  await idle.click();
  await w.browser.keys(["Control", "a"]);
  await w.browser.keys(String(IDLE_SECONDS).split(""));
  await w.click("Save floor settings");
  await $("#floor-settings-saved").waitForExist({ timeout: 10000 });
  const settings = JSON.parse(w.cardroom("wait", "settings", "--json"));
  assert.equal(settings.station_idle_seconds, IDLE_SECONDS);
});

scene("set to Table 1 with the CLI, the app started again shows only the dealers' sign-in, then Table 1's console", async () => {
  station("set", "--table", "Table 1");
  assert.match(station("show"), /serves Table 1 \(open/);
  // A new window: the station is read from its file at start.
  await w.browser.reloadSession();
  const place = $("#signin-place");
  await place.waitForExist({ timeout: 30000 });
  assert.equal(await place.getText(), "Table station: Table 1");
  assert.equal(await $("nav").isExisting(), false, "no nav at a table station");
  await deeSignsIn();
  await $(".console").waitForExist({ timeout: 20000 });
  assert.equal(await $("#station-name").getText(), "Table 1");
  assert.equal(await $("nav[aria-label=Screens]").isExisting(), false, "no screens to go to");
});

scene("a hand started and an action logged; after 30 s untouched the sign-in is back, and the dealer who signs in finds the hand in progress", async () => {
  await $('[data-action="next_hand"]').click();
  await $('.console[data-view^="1-"]').waitForExist({ timeout: 10000, interval: 20 });
  const started = hand();
  await $(`.console[data-view^="1-${started.seq}-"]`).waitForExist({ timeout: 10000, interval: 20 });
  await $('[data-action="fold"]').click();
  await w.browser.waitUntil(() => hand().seq > started.seq, { timeout: 10000 });
  const logged = hand();
  assert.equal(logged.finished, false);
  const untouched = Date.now();
  await $("#signin-title").waitForExist({ timeout: (IDLE_SECONDS + 30) * 1000, interval: 250 });
  const waited = (Date.now() - untouched) / 1000;
  assert.ok(waited >= IDLE_SECONDS - 2, `back at the sign-in after ${waited} s, not before ${IDLE_SECONDS} s`);
  assert.equal(await $(".console").isExisting(), false);
  // Nothing was lost: the room still has the hand where the dealer left it.
  assert.equal(hand().seq, logged.seq);
  await sleep(500);
  await deeSignsIn();
  await $(`.console[data-view^="1-${logged.seq}-"]`).waitForExist({ timeout: 20000, interval: 20 });
  assert.equal(hand().finished, false);
});
