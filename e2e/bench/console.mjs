// Click → committed → repainted in the release app's dealer console, against a bare fsync
// measured in the same run (`make bench-app`; not part of `make test`; `N=n` pairs, 200 by
// default). A real window under Xvfb on a real file (SQLite synchronous=FULL, the app's
// setting): the dealer taps Call (or Check), the room commits, the console shows the answer
// and the browser paints; then Undo, the same way. Each sample is timed inside the page,
// from the tap to the frame that paints the new state (its animation frame, then a task
// posted from it, which runs once that frame is drawn), and split: the command's IPC call, the
// render, the frame. BENCH_LOG=file with CARDROOM_LOG=cardroom_app=debug keeps the app's log,
// with the time of each use case in the room.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";

const root = resolve(import.meta.dirname, "..", "..");
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const app = join(target, "release", "cardroom-app");
const cli = join(root, "target", "debug", "cardroom");
const N = Number(process.env.N ?? 200);

const work = mkdtempSync(join(tmpdir(), "cardroom-bench-"));
const db = join(work, "room.sqlite3");
const driver = spawn(join(root, "e2e", "node_modules", ".bin", "tauri-driver"), ["--port", "4444", "--native-port", "4445"], {
  // BENCH_LOG=file keeps the app's log (with CARDROOM_LOG=cardroom_app=debug, each use case's time).
  stdio: ["ignore", "ignore", process.env.BENCH_LOG ? openSync(process.env.BENCH_LOG, "w") : "ignore"],
  env: { ...process.env, CARDROOM_DB: db, XDG_DATA_HOME: work },
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch("http://127.0.0.1:4444/status")).ok) break;
  } catch {
    if (i > 100) throw new Error("tauri-driver did not start");
  }
  await sleep(100);
}
const browser = await remote({
  hostname: "127.0.0.1",
  port: 4444,
  logLevel: "silent",
  capabilities: { "tauri:options": { application: app }, "wdio:enforceWebDriverClassic": true },
});
const run = (...args) => {
  const out = spawnSync(cli, ["--db", db, "--as", "Maria", ...args], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(out.stderr);
};
async function tap(selector) {
  const el = browser.$(selector);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

// The room: Maria starts it; a no-limit table with three players; a hand dealt to the first
// decision.
await browser.$("#firstrun-name").waitForExist({ timeout: 20000 });
await browser.$("#firstrun-name").setValue("Maria");
for (const label of ["PIN (4 to 8 digits)", "The same PIN again"]) {
  const id = await browser.$(`//label[starts-with(normalize-space(.), "${label}")]`).getAttribute("for");
  await browser.$(`//*[@id="${id}"]`).setValue("2468");
}
await tap(`//button[normalize-space(.)="Start the room"]`);
await browser.$("#floor-title").waitForExist({ timeout: 10000 });
// Every chip belongs to a shift: the floor opens one before seating anybody.
run("shift", "open");
run("table", "open", "--name", "Table 1", "--game", "holdem", "--structure", "no", "--blinds", "1/2", "--bets", "2/4", "--rate", "3", "--max-buy-in", "500");
for (const [seat, name] of [["1", "Ann"], ["2", "Bob"], ["3", "Cy"]]) run("seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", "500");
run("table", "button", "1", "1=As", "2=2c", "3=3d");
await tap('[aria-label="Console of Table 1"]');
await browser.$(".console").waitForExist({ timeout: 10000 });
await tap('[data-action="next_hand"]');
while (!(await browser.$('[data-action="call"]').isExisting())) {
  await tap('[data-action="post_forced_bets"], [data-action="deal_hole"]');
  await sleep(50);
}

/** One tap, timed in the page until the console shows a new state and the browser paints. */
const timed = (selector) =>
  browser.executeAsync((selector, done) => {
    const consoleEl = document.querySelector(".console");
    const before = consoleEl.dataset.view;
    // The command's IPC call: Tauri's IPC is a fetch of ipc://, timed from the request to its
    // response arriving in the page.
    if (!window.benchFetch) {
      const fetch = window.fetch.bind(window);
      window.benchFetch = true;
      window.fetch = (url, ...rest) => {
        const sent = performance.now();
        const answer = fetch(url, ...rest);
        if (/(act|undo)_in_hand/.test(String(url))) answer.then(() => (window.benchIpc = [sent, performance.now()]));
        return answer;
      };
    }
    window.benchIpc = null;
    const t0 = performance.now();
    const seen = new MutationObserver(() => {
      if (consoleEl.dataset.view === before) return;
      seen.disconnect();
      const shown = performance.now() - t0;
      // The frame that paints the change: its animation frame, then a task right after it.
      requestAnimationFrame(() => {
        const raf = performance.now() - t0;
        // One channel for every sample: in WebKit each open port is the network process's to
        // keep, and a port per sample (never closed) made every garbage collection ask it about
        // hundreds of ports, an IPC storm that grew with the run.
        const channel = (window.benchChannel ??= new MessageChannel());
        const [sent, answered] = window.benchIpc ?? [t0, t0];
        channel.port1.onmessage = () => done([performance.now() - t0, shown, raf, sent - t0, answered - t0]);
        channel.port2.postMessage(null);
      });
    });
    seen.observe(consoleEl, { attributes: true, attributeFilter: ["data-view"] });
    document.querySelector(selector).click();
  }, selector);

const taps = [];
const answers = [];
const ipcs = [];
const renders = [];
const rafs = [];
for (let i = 0; i < N; i++) {
  for (const selector of ['[data-action="call"]', '[data-action="undo"]']) {
    const [painted, shown, raf, sent, answered] = await timed(selector);
    ipcs.push(answered - sent);
    renders.push(shown - answered);
    taps.push(painted);
    answers.push(shown);
    rafs.push(raf);
  }
}
await browser.deleteSession();
driver.kill();

// A bare fsync on the same file system, in the same run: a page written and synced.
const fd = openSync(join(work, "fsync.bin"), "w");
const page = Buffer.alloc(4096, 1);
const syncs = [];
for (let i = 0; i < 2 * N; i++) {
  const t0 = performance.now();
  writeSync(fd, page, 0, page.length, 0);
  fsyncSync(fd);
  syncs.push(performance.now() - t0);
}
closeSync(fd);
rmSync(work, { recursive: true, force: true });

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const line = (xs) => `p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`tap → committed → repainted (${taps.length} taps): ${line(taps)}`);
console.log(`  of which tap → the console shows the room's answer: ${line(answers)}`);
console.log(`  tap → the next animation frame: ${line(rafs)}`);
console.log(`  the command's IPC call, request → response in the page: ${line(ipcs)}`);
console.log(`  the response in the page → the console shows it: ${line(renders)}`);
console.log(`bare write + fsync of a 4 KiB page (${syncs.length}): ${line(syncs)}`);
console.log(`ratio at p99: ${(pct(taps, 99) / pct(syncs, 99)).toFixed(1)}x`);
