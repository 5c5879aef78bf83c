// Every chip on the felt is in the room, in the real app on a real SQLite file: a Low Ball table
// collecting time every minute; the collection banner takes the time from the stacks; a player
// adds on in the window during a hand and the chips wait for it to end; the next hand starts
// with the stacks the felt has, and the CLI's `seat list` agrees with the window.
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene } = w;
const $ = (selector) => w.browser.$(selector);

async function tap(selector) {
  const el = $(selector);
  await el.waitForExist({ timeout: 10000, interval: 20 });
  await el.click();
}

/** The stacks the CLI reads from the same file, by seat. */
const cliStacks = () => JSON.parse(w.cardroom("seat", "list", "--table", "1", "--json")).map((s) => s.stack_cents);

/** A seat tile's text in the window. */
const tile = (seat) => $(`.seat-tile[data-seat="${seat}"]`).getText();

let opened = 0;

scene("a Low Ball table of three at 100.00, collecting every minute, opens on its console", async () => {
  await w.startRoom();
  w.cardroom("table", "open", "--name", "Table 1", "--game", "lowball", "--blinds", "2/4", "--bets", "4/8", "--every", "1");
  opened = Date.now();
  for (const [seat, name] of [["1", "Ann"], ["2", "Bob"], ["3", "Cy"]]) {
    w.cardroom("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", "100");
  }
  w.cardroom("table", "button", "1", "1=As", "2=Kd", "3=2c");
  await tap('[aria-label="Console of Table 1"]');
  await $(".console").waitForExist({ timeout: 10000 });
});

scene("the time collection is taken from the stacks between hands", async () => {
  // Due a minute after the table opened; the CLI records it on the same file and the
  // console, hearing the change, asks between hands.
  await sleep(Math.max(0, opened + 62_000 - Date.now()));
  w.cardroom("collect", "due", "--table", "1");
  await $('[data-field="collection-banner"]').waitForExist({ timeout: 10000 });
  await tap('[data-field="collection-banner"] [data-action="collect"]');
  await $('[data-field="collected"]').waitForExist({ timeout: 10000 });
  const rate = (100_00 - cliStacks()[0]);
  assert.ok(rate > 0, "the collection came off Ann's stack");
  assert.deepEqual(cliStacks(), [100_00 - rate, 100_00 - rate, 100_00 - rate]);
  await w.browser.waitUntil(async () => (await tile(1)).includes(((100_00 - rate) / 100).toFixed(2)), { timeout: 10000 });
});

scene("an add-on in the window during a hand waits for it, and lands when it ends", async () => {
  const before = cliStacks();
  w.cardroom("hand", "start", "--table", "1");
  await $('.console[data-view^="1-"]').waitForExist({ timeout: 10000 });
  await tap('.seat-tile[data-seat="1"]');
  await $("#seat-panel").waitForExist({ timeout: 10000 });
  const amount = $('#seat-panel input[id$="-chips-amount"]');
  await amount.setValue("50");
  await tap('#seat-panel [data-action="add-chips"]');
  await w.browser.waitUntil(async () => /\+\$50\.00 after this hand/.test(await $("#seat-panel").getText()), { timeout: 10000 });
  assert.deepEqual(cliStacks(), before, "table stakes: nothing lands during the hand");
  w.cardroom("hand", "void", "1", "--reason", "misdeal");
  await w.browser.waitUntil(async () => cliStacks()[0] === before[0] + 50_00, { timeout: 10000 });
  assert.deepEqual(cliStacks(), [before[0] + 50_00, before[1], before[2]]);
  await w.browser.waitUntil(async () => (await tile(1)).includes(((before[0] + 50_00) / 100).toFixed(2)), { timeout: 10000 });
});

scene("the next hand starts with the stacks the felt has", async () => {
  const stacks = cliStacks();
  const started = JSON.parse(w.cardroom("hand", "start", "--table", "1", "--json"));
  // Dealt in with these stacks: each seat's stack now and the blind the room posted for it.
  assert.deepEqual(started.game.seats.map((s) => s.stack + s.committed), stacks);
});
