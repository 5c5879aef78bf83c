// A bad-beat jackpot in the real app, on a real file: a Hold'em table feeding a bad-beat fund
// ("four of a kind or better beaten, both hole cards playing, four dealt in"), four nines lose
// to a straight flush dealt through the dealer's console; the console says to keep the cards and
// the floor's board raises the banner; the floor manager pays it on the Jackpots screen with a
// witness's PIN and his own; the wall board and the shift's report show the fund's new balance,
// the one the `cardroom` CLI reads from the same file.
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene } = w;
const $ = (selector) => w.browser.$(selector);
const dollars = (cents) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Seat 1's nines and seat 2's straight flush both use their two hole cards.
const holes = { 1: ["9s", "9h"], 2: ["8h", "4h"], 3: ["Ac", "Kc"], 4: ["2s", "3d"] };
const streets = [["9c", "9d", "5h"], ["6h"], ["7h"]];

async function tap(selector) {
  const el = $(selector);
  await el.waitForClickable({ timeout: 10000, interval: 20 });
  await el.click();
}

async function tapCards(cards) {
  for (const c of cards) await tap(`.card-grid [data-card="${c}"]`);
  await tap('[data-action="submit-cards"]');
}

/** The hand as the CLI reads it from the same file (none before it starts). */
function shown() {
  try {
    return JSON.parse(w.cardroom("hand", "show", "1", "--json"));
  } catch {
    return null;
  }
}

/** The fund as the CLI reads it. */
const fund = () => JSON.parse(w.cardroom("jackpot", "list", "--json")).funds[0];

scene("the floor opens a Hold'em table feeding a bad-beat fund with the CLI; the board opens its console", async () => {
  await w.startRoom();
  w.cardroom("staff", "add", "--role", "floor", "Wes");
  w.cardroom("staff", "set-pin", "--pin", "1357", "Wes");
  w.cardroom("table", "open", "--name", "Table 1", "--game", "holdem", "--structure", "no", "--blinds", "1/2", "--bets", "2/4", "--rate", "3");
  for (const [seat, name] of [["1", "Ann"], ["2", "Bob"], ["3", "Cy"], ["4", "Dot"]]) {
    w.cardroom("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", "100");
  }
  w.cardroom("table", "button", "1", "1=As", "2=2c", "3=3d", "4=4h");
  w.cardroom(
    "jackpot", "add", "--name", "Bad beat", "--games", "holdem", "--drop", "1.00", "--min-pot", "0",
    "--seed", "100", "--loser-at-least", "2c 2d 2h 2s 3c", "--min-dealt-in", "4", "--split", "50/25/15",
  );
  await tap('[aria-label="Console of Table 1"]');
  await $(".console").waitForExist({ timeout: 10000 });
});

scene("four nines beaten by a straight flush in the console: keep the cards, and the floor's banner", async () => {
  await tap('[data-action="next_hand"]');
  let view = null;
  await w.browser.waitUntil(() => (view = shown()) !== null, { timeout: 10000 });
  const board = [...streets];
  for (let i = 0; i < 40 && !view.finished; i++) {
    const { seq } = view;
    await $(`.console[data-view^="${view.hand_id}-${seq}-"]`).waitForExist({ timeout: 10000, interval: 20 });
    const legal = view.game.legal;
    if (legal.turn === "dealer" && legal.step === "deal_board") await tapCards(board.shift());
    else if (legal.phase === "showdown") await tapCards(holes[legal.seat]);
    else if (legal.check) await tap('[data-action="check"]');
    else await tap('[data-action="call"]');
    await w.browser.waitUntil(() => (view = shown()).seq > seq, { timeout: 10000 });
  }
  assert.equal(view.finished, true, "the hand was played to its end");
  assert.equal(board.length, 0, "the whole board was dealt");
  const alert = $("#console-jackpot");
  await alert.waitForExist({ timeout: 10000 });
  assert.match(await alert.getText(), /Bad-beat jackpot qualifies \(Bad beat\): keep the cards/);
  // The CLI sees the hit pending, and the fund holds its seed and the hand's collection.
  const f = fund();
  assert.equal(f.pending.length, 1);
  assert.equal(f.pending[0].hand_id, 1);
  assert.equal(f.balance_cents, 10_000 + 100);

  await $("#nav-floor").click();
  const banner = $("#jackpot-banner");
  await banner.waitForExist({ timeout: 10000 });
  assert.match(await banner.getText(), /Table 1, hand 1/);
});

scene("the floor manager pays it with the witness's PIN and his own; the wall board and the report show the new balance", async () => {
  await tap("#jackpot-banner-open");
  await $("#jackpots-title").waitForExist({ timeout: 10000 });
  const pay = $(`//button[starts-with(normalize-space(.), "Pay") and contains(., "hand 1")]`);
  await pay.waitForClickable({ timeout: 10000 });
  await pay.click();
  const dialog = $(`//*[@role="dialog"]`);
  await dialog.waitForExist({ timeout: 10000 });
  // The drawer or dialog slides in: a click aimed while it moves lands beside its target.
  await sleep(500);
  const wes = JSON.parse(w.cardroom("staff", "list", "--json")).find((s) => s.name === "Wes");
  await dialog.$("select").selectByAttribute("value", String(wes.id));
  await w.fill("Witness's PIN", "1357");
  await w.fill("Your PIN", "2468");
  await w.click("Pay the jackpot");
  const done = $(`//*[@role="dialog"]//*[@role="status"]`);
  await done.waitForExist({ timeout: 15000 });
  const after = fund();
  assert.equal(after.pending.length, 0, "paid, the hit is no longer pending");
  const payout = JSON.parse(w.cardroom("jackpot", "list", "--json")).payouts[0];
  assert.equal(payout.witness, "Wes");
  assert.equal(payout.fund_before_cents, 10_100);
  assert.equal(payout.fund_after_cents, after.balance_cents);
  assert.match(await done.getText(), new RegExp(`stays in the fund`));
  assert.ok((await done.getText()).includes(dollars(after.balance_cents)), await done.getText());
  await w.click("Done");

  // The wall board's figure for the fund.
  await w.browser.keys(["Alt", "w"]);
  const amount = $(`li[data-jackpot="Bad beat"] .wall-jackpot-amount`);
  await amount.waitForExist({ timeout: 10000 });
  await w.browser.waitUntil(async () => (await amount.getText()) === dollars(after.balance_cents), { timeout: 10000 });
  await w.browser.keys("Escape");

  // The shift's report rolls the fund forward to the same closing balance.
  await $("#nav-reports").waitForClickable({ timeout: 10000 });
  await $("#nav-reports").click();
  const funds = $(`//section[.//*[starts-with(normalize-space(.), "Jackpot funds")]]`);
  await funds.waitForExist({ timeout: 15000 });
  assert.ok((await funds.getText()).includes(dollars(after.balance_cents).slice(1)), await funds.getText());
});
