// Players as people in the real app, on a real file: a player the floor barred (with the CLI,
// on the same file) is refused when the floor seats him by his number in the window. The
// refusal says so in plain words, and the seat stays empty.
import assert from "node:assert/strict";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene, click, fill, cardroom } = w;

scene("the floor starts the room, opens Table 1, registers Tom Baker and bars him", async () => {
  await w.startRoom();
  cardroom("table", "open", "--name", "Table 1", "--game", "holdem", "--structure", "no", "--blinds", "1/2", "--rate", "3");
  assert.match(cardroom("player", "add", "--name", "Tom Baker"), /player 1001 registered: Tom Baker \(Tom\)/);
  assert.match(cardroom("player", "bar", "1001", "--reason", "threatened a dealer"), /barred/);
  await w.browser.$(`li[data-table="1"]`).waitForExist({ timeout: 10000 });
});

scene("seated by his number in the window, the barred player is refused in plain words and the seat stays empty", async () => {
  await click("Actions for Table 1");
  await w.clickUntil("Seat a player", `//label[starts-with(normalize-space(.), "Player number")]`);
  await fill("Player number", "1001");
  await fill("Stack", "100");
  await click("Seat player");
  const refusal = w.browser.$(`//*[contains(normalize-space(.), "Barred: do not seat this player")]`);
  await refusal.waitForExist({ timeout: 10000 });
  assert.match(await w.browser.$("body").getText(), /threatened a dealer/i);
  const seats = JSON.parse(cardroom("seat", "list", "--table", "1", "--json"));
  assert.deepEqual(seats, [], "nobody was seated");
});
