// A table's seat-change list in the real app, on a real file: Dan, at Table 2, asks (with the
// CLI) to move to Table 1, which is full; the board shows him on Table 1's list. When a seat
// opens there, the floor is offered it for Dan first, before the waiting list, and Dan moves
// with his stack; Eve, waiting on the list, keeps her place.
import assert from "node:assert/strict";
import { realWindow } from "../lib/window.mjs";

const w = realWindow();
const { scene, cardroom } = w;

scene("the floor starts the room; Table 1 is full, Dan at Table 2 asks to move to it, Eve waits on the list", async () => {
  await w.startRoom();
  const open = ["--game", "holdem", "--structure", "no", "--blinds", "1/2", "--rate", "3", "--seats", "3"];
  cardroom("table", "open", "--name", "Table 1", ...open);
  cardroom("table", "open", "--name", "Table 2", ...open);
  for (const [seat, name] of [["1", "Ann"], ["2", "Bob"], ["3", "Cal"]]) {
    cardroom("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", "100");
  }
  cardroom("seat", "add", "--table", "2", "--seat", "1", "--name", "Dan", "--stack", "150");
  cardroom("seat", "change", "ask", "--table", "1", "--from-table", "2", "--seat", "1");
  cardroom("wait", "new-list", "--game", "holdem", "--structure", "no", "--blinds", "1/2");
  cardroom("wait", "add", "--list", "1", "Eve");
  // The board shows Table 1's seat-change list, Dan first.
  const list = w.browser.$(`li[data-table="1"] .seat-change-list`);
  await list.waitForExist({ timeout: 15000 });
  await w.browser.waitUntil(async () => /Dan/.test(await list.getText()), { timeout: 10000, timeoutMsg: "Dan on Table 1's seat-change list" });
  assert.match(await list.getText(), /from Table 2 seat 1/);
});

scene("a seat opens at Table 1: it is offered to Dan first, and he moves there with his stack", async () => {
  cardroom("seat", "remove", "--table", "1", "--seat", "2");
  await w.clickUntil("Actions for Table 1", `//button[@aria-label="Take seat 2: Dan moves to it at Table 1"]`);
  await w.click("Take seat 2: Dan moves to it at Table 1");
  await w.browser.waitUntil(
    () => {
      const seats = JSON.parse(cardroom("seat", "list", "--table", "1", "--json"));
      return seats.some((s) => s.player_name === "Dan" && s.seat_no === 2);
    },
    { timeout: 10000, timeoutMsg: "Dan sits in seat 2 of Table 1" },
  );
  const dan = JSON.parse(cardroom("seat", "list", "--table", "1", "--json")).find((s) => s.player_name === "Dan");
  assert.equal(dan.stack_cents, 15000, "he moved with his stack");
  assert.deepEqual(JSON.parse(cardroom("seat", "list", "--table", "2", "--json")), [], "he left Table 2");
  assert.deepEqual(JSON.parse(cardroom("seat", "change", "list", "--table", "1", "--json")), [], "his request is done");
  const board = JSON.parse(cardroom("wait", "lists", "--json"));
  assert.deepEqual(
    board.lists[0].players.map((p) => p.player_name),
    ["Eve"],
    "the waiting list keeps its player",
  );
});
