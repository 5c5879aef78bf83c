// The release app's start and memory against an empty Tauri 2 window measured in the same run
// (`make bench-app`; not part of `make test`; `RUNS=n` runs, 5 by default; `SHOW_PROCESSES=1`
// prints each process's share). Both run in a real window under Xvfb, driven by
// tauri-driver: time from asking for the window to its first screen being ready (the app's
// sign-in; the empty window's page), and the memory (PSS) of the program and its WebKit
// processes together after they sit idle.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";

const root = resolve(import.meta.dirname, "..", "..");
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const app = join(target, "release", "cardroom-app");
const empty = join(target, "release", "empty-window");
// The CLI only seeds the room: its debug build will do.
const cli = join(root, "target", "debug", "cardroom");
const RUNS = Number(process.env.RUNS ?? 5);

const work = mkdtempSync(join(tmpdir(), "cardroom-bench-"));
const db = join(work, "room.sqlite3");
// Two drivers: the second starts its windows with compositing off, as the app sets it for
// itself, so the empty window is also measured painting alike.
function startDriver(port, env = {}) {
  return spawn(join(root, "e2e", "node_modules", ".bin", "tauri-driver"), ["--port", String(port), "--native-port", String(port + 1)], {
    stdio: "ignore",
    env: { ...process.env, CARDROOM_DB: db, XDG_DATA_HOME: work, ...env },
  });
}
const drivers = [startDriver(4444), startDriver(4446, { WEBKIT_DISABLE_COMPOSITING_MODE: "1" })];
for (const port of [4444, 4446]) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) break;
    } catch {
      if (i > 100) throw new Error("tauri-driver did not start");
    }
    await sleep(100);
  }
}

async function open(application, port = 4444) {
  return remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "silent",
    capabilities: { "tauri:options": { application }, "wdio:enforceWebDriverClassic": true },
  });
}

/** Milliseconds from asking for the window to `selector` showing, and the session. */
async function start(application, selector, port = 4444) {
  const t0 = performance.now();
  const browser = await open(application, port);
  await browser.$(selector).waitForExist({ timeout: 20000, interval: 10 });
  return { ms: performance.now() - t0, browser };
}

/**
 * Memory in KiB of the processes whose command line names `exe`, and all their descendants:
 * each one's PSS (its own pages, and its share of the pages it shares with others), so the
 * libraries the WebKit processes share are counted once.
 */
function memoryOf(exe) {
  const procs = readdirSync("/proc").filter((p) => /^\d+$/.test(p)).map((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const pss = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
      return { pid: Number(pid), ppid, cmd, pss };
    } catch {
      return null;
    }
  }).filter(Boolean);
  const mine = new Set(procs.filter((p) => p.cmd.startsWith(exe)).map((p) => p.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs) if (!mine.has(p.pid) && mine.has(p.ppid)) (mine.add(p.pid), (grew = true));
  }
  const counted = procs.filter((p) => mine.has(p.pid));
  if (process.env.SHOW_PROCESSES) for (const p of counted) console.log(`  ${(p.pss / 1024).toFixed(0)} MiB ${p.cmd.split("\0")[0]}`);
  return counted.reduce((sum, p) => sum + p.pss, 0);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// A room with 30 open tables and their players, its floor manager signed in once to start it.
{
  const { browser } = await start(app, "#firstrun-name");
  await browser.$("#firstrun-name").setValue("Maria");
  for (const label of ["PIN (4 to 8 digits)", "The same PIN again"]) {
    const id = await browser.$(`//label[starts-with(normalize-space(.), "${label}")]`).getAttribute("for");
    await browser.$(`//*[@id="${id}"]`).setValue("2468");
  }
  await browser.$(`//button[normalize-space(.)="Start the room"]`).click();
  await browser.$("#floor-title").waitForExist({ timeout: 10000 });
  await browser.deleteSession();
  const games = [["holdem", "--blinds", "1/2", "--bets", "2/4", "--rate", "3"], ["lowball", "--blinds", "2/4", "--bets", "4/8"], ["pan", "--bets", "2/5"]];
  const shift = spawnSync(cli, ["--db", db, "--as", "Maria", "shift", "open"], { encoding: "utf8" });
  if (shift.status !== 0) throw new Error(shift.stderr); // every chip belongs to a shift
  for (let t = 1; t <= 30; t++) {
    const [game, ...stakes] = games[t % games.length];
    const run = (...args) => spawnSync(cli, ["--db", db, "--as", "Maria", ...args], { encoding: "utf8" });
    const opened = run("table", "open", "--name", `Table ${t}`, "--game", game, ...stakes);
    if (opened.status !== 0) throw new Error(opened.stderr);
    for (let s = 1; s <= 7; s++) {
      const seated = run("seat", "add", "--table", String(t), "--seat", String(s), "--name", `P${t}-${s}`, "--stack", "100");
      if (seated.status !== 0) throw new Error(seated.stderr);
    }
  }
}

const results = { app: { ms: [], kib: [], board: [] }, empty: { ms: [], kib: [] }, emptyCpu: { ms: [], kib: [] } };
for (let run = 0; run < RUNS; run++) {
  for (const [name, exe, selector, port] of [["empty", empty, "#ready", 4444], ["emptyCpu", empty, "#ready", 4446], ["app", app, "#signin-title", 4444]]) {
    const { ms, browser } = await start(exe, selector, port);
    results[name].ms.push(ms);
    if (name === "app") {
      // Sign in and show the board of 30 tables, then let it sit.
      await browser.$(`//button[.//span[contains(@class, "who-name") and normalize-space(.)="Maria"]]`).click();
      for (const d of "2468") await browser.$(`//button[normalize-space(.)="${d}"]`).click();
      const signedIn = performance.now();
      await browser.$(`//button[normalize-space(.)="Sign in"]`).click();
      await browser.$(`li[data-table="30"]`).waitForExist({ timeout: 10000, interval: 10 });
      results.app.board.push(performance.now() - signedIn);
    }
    await sleep(5000);
    results[name].kib.push(memoryOf(exe));
    await browser.deleteSession();
    await sleep(1000);
  }
}
for (const d of drivers) d.kill();
rmSync(work, { recursive: true, force: true });

const ms = (xs) => `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(", ")})`;
const mib = (xs) => `${(median(xs) / 1024).toFixed(0)} MiB (${xs.map((x) => (x / 1024).toFixed(0)).join(", ")})`;
console.log(`start to the first screen: app ${ms(results.app.ms)}; empty window ${ms(results.empty.ms)}; ratio ${(median(results.app.ms) / median(results.empty.ms)).toFixed(2)}`);
console.log(`from "Sign in" to the board of 30 tables: ${ms(results.app.board)}`);
console.log(`idle memory, the program and its WebKit processes: app with 30 tables on the board ${mib(results.app.kib)}; empty window ${mib(results.empty.kib)}; ratio ${(median(results.app.kib) / median(results.empty.kib)).toFixed(2)}`);
console.log(`  the empty window painting alike (compositing off, as the app sets it): ${mib(results.emptyCpu.kib)}; ratio ${(median(results.app.kib) / median(results.emptyCpu.kib)).toFixed(2)}`);
