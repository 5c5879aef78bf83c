// A station whose database cannot be opened when it starts (here a file that is not a room; a
// server out of reach is the same to the window): the sign-in screen says why by its code, and
// the room opens by itself once it can, in the same window, without a restart.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import { realWindow } from "../lib/window.mjs";

const w = realWindow({ prepare: (db) => writeFileSync(db, Buffer.alloc(4096, 7)) });

test("a station whose database could not be opened at start says why, and opens it by itself once it can, without a restart", { timeout: 180000 }, async () => {
  const problem = w.browser.$("#session-problem");
  await problem.waitForExist({ timeout: 20000 });
  assert.equal(await problem.getAttribute("data-code"), "db_not_a_database");
  // The file is put right (moved away: the room makes a new one there); no tap, no restart.
  rmSync(w.db);
  await w.browser.$("#firstrun-name").waitForExist({ timeout: 15000 });
  assert.equal(await w.browser.$("#session-problem").isExisting(), false);
});
