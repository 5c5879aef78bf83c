// What the real-window tests share: the app built with its UI embedded, started by
// tauri-driver (WebKitWebDriver) on a display of its own (Xvfb) and ports of its own, on a
// fresh SQLite file (CARDROOM_DB), the `cardroom` CLI on the same file, and helpers to find
// Mantine fields and buttons. Each test file has its own display, ports, data folder and file,
// so files run side by side (`npm test`'s concurrency): their scenes mostly wait on the room's
// clock (a minute's collection, a call's countdown, an idle lock).
import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";
import { mkdirSync, mkdtempSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";
import { freePort } from "../../scripts/free-port.mjs";

export const root = resolve(import.meta.dirname, "..", "..");
// `make app`'s copy (the Makefile's APP_DIR): target/debug may hold a test build's.
const app = join(root, "target", "app", "cardroom-app");
const cli = join(root, "target", "app", "cardroom");

/** Whether something listens on `port` of this machine. */
function listening(port) {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

/**
 * An X display of this file's own: Xvfb picks a free number and writes it to the pipe on its
 * fd 3. (Not `-terminate`: a scene that starts the app again leaves the display no client for
 * a moment.)
 */
async function ownDisplay() {
  const x = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "inherit", "pipe"],
  });
  const number = await new Promise((done, fail) => {
    let text = "";
    x.stdio[3].on("data", (chunk) => {
      text += chunk;
      if (text.includes("\n")) done(text.trim());
    });
    x.once("exit", (code) => fail(new Error(`Xvfb ended before it showed a display (${code})`)));
  });
  return { display: `:${number}`, x };
}

/**
 * Waits until no driver of an earlier file is left on the ports: a WebKitWebDriver that outlived
 * its tauri-driver would take this file's session and start the app on the other file's room.
 */
async function portsFree(ports) {
  for (let i = 0; i < 100; i++) {
    const busy = [];
    for (const port of ports) if (await listening(port)) busy.push(port);
    if (busy.length === 0) return;
    await sleep(100);
  }
  throw new Error(`ports ${ports.join(", ")} are still taken by an earlier driver`);
}

async function waitForDriver(port) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("tauri-driver did not start");
}

/**
 * Where each thread of the app, its web process and WebKitWebDriver stands, written to `file`
 * (gdb, when the machine has it): a window that stops answering says where it waits. The
 * main threads' top frames go to the log too.
 */
function stacks(group, file) {
  if (!group || spawnSync("gdb", ["--version"]).status !== 0) return;
  const ps = spawnSync("ps", ["-o", "pid=,comm=", "--sid", String(group)], { encoding: "utf8" }).stdout ?? "";
  let text = "";
  for (const line of ps.trim().split("\n")) {
    const [pid, comm] = line.trim().split(/\s+/);
    if (!/cardroom-app|WebKit/.test(comm ?? "")) continue;
    const bt = spawnSync("gdb", ["-batch", "-p", pid, "-ex", "thread apply all bt 30"], { encoding: "utf8", timeout: 60000 });
    text += `==== ${comm} (${pid})\n${bt.stdout ?? ""}\n`;
    const out = bt.stdout ?? "";
    const at = out.indexOf("\nThread 1 (");
    const main = at < 0 ? "(no stack)" : out.slice(at + 1).split("\n").slice(0, 12).join("\n");
    console.log(`# where ${comm} (${pid})'s main thread stands:\n${main}`);
  }
  writeFileSync(file, text);
}

/**
 * Starts the app on a fresh database for this file's tests (or on what `prepare(db)` makes of
 * it first). Returns `w`: `w.browser` once started, `w.db` the file, and the helpers.
 */
export function realWindow({ prepare } = {}) {
  const work = mkdtempSync(join(tmpdir(), "cardroom-e2e-"));
  const w = { db: join(work, "room.sqlite3"), browser: null, driver: null };
  before(async () => {
    assert.ok(existsSync(app), `build the app first: ${app}`);
    // What the database file is before the app starts (none: a fresh room).
    prepare?.(w.db);
    w.ports = [await freePort()];
    while (w.ports.length < 2) {
      const port = await freePort();
      if (port !== w.ports[0]) w.ports.push(port);
    }
    await portsFree(w.ports);
    const { display, x } = await ownDisplay();
    w.xvfb = x;
    // This file's process and what it starts (xdotool for a save dialog) use this display.
    process.env.DISPLAY = display;
    // Its own process group: the driver, WebKitWebDriver and the app all end together after.
    w.driver = spawn(join(root, "e2e", "node_modules", ".bin", "tauri-driver"), ["--port", String(w.ports[0]), "--native-port", String(w.ports[1])], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, CARDROOM_DB: w.db, XDG_DATA_HOME: work },
      detached: true,
    });
    await waitForDriver(w.ports[0]);
    w.browser = await remote({
      hostname: "127.0.0.1",
      port: w.ports[0],
      logLevel: "warn",
      capabilities: { "tauri:options": { application: app }, "wdio:enforceWebDriverClassic": true },
    });
  });
  after(async () => {
    // A session stuck on a snapshot never answers its close: wait 10 s at most, then end the
    // whole group (tauri-driver, WebKitWebDriver, the app) so the next file starts clean.
    await Promise.race([w.browser?.deleteSession().catch(() => {}), sleep(10000)]);
    if (w.driver) {
      try {
        process.kill(-w.driver.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    w.xvfb?.kill("SIGKILL");
    if (w.ports) await portsFree(w.ports);
    rmSync(work, { recursive: true, force: true });
  });

  /** The element labelled `text` (a Mantine field: its label's `for`). */
  w.field = async (text) => {
    const label = w.browser.$(`//label[starts-with(normalize-space(.), "${text}")]`);
    await label.waitForExist({ timeout: 10000 });
    const id = await label.getAttribute("for");
    return w.browser.$(`//*[@id="${id}"]`);
  };
  /**
   * The visible button whose text (or accessible name) is `text`, once it has stopped moving: a
   * click on a button still sliding in with its drawer lands where the button was, on nothing.
   */
  w.button = async (text) => {
    const b = w.browser.$(`//button[normalize-space(.)="${text}" or @aria-label="${text}"]`);
    await b.waitForClickable({ timeout: 10000 });
    await b.waitForStable({ timeout: 10000 });
    return b;
  };
  w.click = async (text) => (await w.button(text)).click();
  /**
   * Clicks `text` until `selector` shows: a click that lands while a drawer or dialog is still
   * sliding in can miss its button (WebDriver aims at where it was).
   */
  w.clickUntil = async (text, selector) => {
    for (let i = 0; ; i++) {
      await w.click(text);
      try {
        await w.browser.$(selector).waitForExist({ timeout: 3000 });
        return;
      } catch (e) {
        if (i === 2) throw e;
      }
    }
  };
  w.fill = async (label, value) => {
    const input = await w.field(label);
    await input.waitForEnabled({ timeout: 10000 });
    await input.setValue(value);
  };
  /** Runs the `cardroom` CLI on the same file as Maria; returns its output. */
  w.cardroom = (...args) => {
    const out = spawnSync(cli, ["--db", w.db, "--as", "Maria", ...args], { encoding: "utf8" });
    assert.equal(out.status, 0, `cardroom ${args.join(" ")}: ${out.stderr}`);
    return out.stdout;
  };
  w.cli = cli;
  /** A test that leaves a screenshot of the window in e2e/artifacts/ when it fails. */
  w.scene = (name, body) =>
    // A test that hangs (a WebDriver call that never answers) fails after 3 minutes instead of
    // holding the whole run until make's timeout.
    test(name, { timeout: 180000 }, async () => {
      try {
        await body();
      } catch (e) {
        mkdirSync(join(root, "e2e", "artifacts"), { recursive: true });
        // WebKitWebDriver's snapshot can hang on a window painted without compositing: give up
        // on the picture after 5 s rather than on the test.
        const base = join(root, "e2e", "artifacts", name.slice(0, 40).replace(/\W+/g, "-"));
        const shot = w.browser.saveScreenshot(`${base}.png`).catch(() => {});
        await Promise.race([shot, sleep(5000)]);
        stacks(w.driver?.pid, `${base}.stacks.txt`);
        throw e;
      }
    });
  /** The first floor manager starts the room (Maria, PIN 2468) and sees the board. */
  w.startRoom = async () => {
    await w.browser.$("#firstrun-name").waitForExist({ timeout: 20000 });
    await w.browser.$("#firstrun-name").setValue("Maria");
    await w.fill("PIN (4 to 8 digits)", "2468");
    await w.fill("The same PIN again", "2468");
    await w.click("Start the room");
    // The first floor manager's PIN is hashed and the board loaded: a loaded machine takes time.
    await w.browser.$("#floor-title").waitForExist({ timeout: 30000 });
    // Money moves only inside a shift: Maria opens hers.
    w.cardroom("shift", "open");
  };
  return w;
}
