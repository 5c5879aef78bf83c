// The floor's waiting list in the real app, in a real window under Xvfb, on a real SQLite file:
// a player is added in the window, called and seated from the call (he leaves the list, the
// CLI sees him in the seat); another player's call times out on the room's clock and he goes
// to the bottom of the list, in the window and in the CLI alike.
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene, click, fill, cardroom } = w;
const LIST = "Low Ball $4.00/$8.00";

/** The names on the list, in order, as the window shows them. */
async function shownNames() {
  const cells = await w.browser.$$(`//ol[@aria-label="Players waiting for ${LIST}"]/li//*[@data-field="name"]`);
  const names = [];
  for (const cell of cells) names.push((await cell.getText()).trim());
  return names;
}

/** The names on the list, in order, as the CLI reads them. */
function cliNames() {
  const board = JSON.parse(cardroom("wait", "lists", "--json"));
  return board.lists[0].players.map((p) => p.player_name);
}

async function addInWindow(name) {
  await w.clickUntil(`Add player to ${LIST}`, `//label[starts-with(normalize-space(.), "Player's name")]`);
  await fill("Player's name", name);
  await click("Add to the list");
  await w.browser.$(`//ol[@aria-label="Players waiting for ${LIST}"]//*[normalize-space(.)="${name}"]`).waitForExist({ timeout: 10000 });
}

scene("the floor starts the room; a Low Ball table of three seats and its list are made from the CLI", async () => {
  await w.startRoom();
  cardroom("table", "open", "--name", "Table 1", "--game", "lowball", "--blinds", "2/4", "--bets", "4/8", "--seats", "3");
  for (const [seat, name] of [["1", "Ann"], ["2", "Bob"]]) {
    cardroom("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", "200");
  }
  cardroom("wait", "new-list", "--game", "lowball", "--structure", "fixed", "--blinds", "2/4", "--bets", "4/8");
  cardroom("wait", "settings", "--call-minutes", "1");
  await w.browser.$("#nav-waitlist").click();
  await w.browser.$(`//*[normalize-space(.)="${LIST}"]`).waitForExist({ timeout: 10000 });
});

scene("a player added in the window is called and seated from the call, and leaves the list", async () => {
  await addInWindow("Maria Gonzalez");
  await addInWindow("Tom Lee");
  assert.deepEqual(cliNames(), ["Maria Gonzalez", "Tom Lee"], "the CLI sees the same list");
  await click("Call Maria Gonzalez to Table 1");
  await w.clickUntil("Seat Maria Gonzalez at Table 1", `//label[starts-with(normalize-space(.), "Buy-in")]`);
  await fill("Buy-in", "150");
  await click("Seat Maria Gonzalez");
  await w.browser.waitUntil(async () => (await shownNames()).join() === "Tom Lee", { timeout: 10000, timeoutMsg: `Maria left the list: ${(await shownNames()).join()}` });
  const seats = JSON.parse(cardroom("seat", "list", "--table", "1", "--json"));
  const maria = seats.find((s) => s.player_name === "Maria Gonzalez");
  assert.equal(maria.stack_cents, 15000, "she sat down with her buy-in");
  assert.deepEqual(cliNames(), ["Tom Lee"]);
});

scene("a call that times out sends the player to the bottom, in the window and in the CLI", async () => {
  // Ann leaves: a seat opens, and Tom is called to it from the window.
  cardroom("seat", "remove", "--table", "1", "--seat", "1");
  await click("Call Tom Lee to Table 1");
  await w.browser.$(`//*[contains(normalize-space(.), "Called to Table 1")]`).waitForExist({ timeout: 10000 });
  cardroom("wait", "add", "--list", "1", "Cy Young");
  assert.deepEqual(cliNames(), ["Tom Lee", "Cy Young"], "called, he keeps his place while the call runs");
  // The call lasts one minute; nobody writes when it runs out.
  await sleep(62_000);
  assert.deepEqual(cliNames(), ["Cy Young", "Tom Lee"], "the CLI sees him at the bottom");
  await w.browser.waitUntil(async () => (await shownNames()).join() === "Cy Young,Tom Lee", {
    timeout: 30000,
    timeoutMsg: "the window shows him at the bottom",
  });
  await w.browser.$(`//*[contains(normalize-space(.), "Missed a call at")]`).waitForExist({ timeout: 5000 });
});
