// The Debian package `make package` builds (scripts/package.sh): what it declares and holds,
// the CLI it ships running alone from the unpacked files, an install and a removal with dpkg
// into a root of the test's own (the room's data stays), and lintian's verdict.
//   CARDROOM_DEB=path/to.deb node --test scripts/package.test.mjs
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";

const deb = process.env.CARDROOM_DEB;
assert.ok(deb && existsSync(deb), `CARDROOM_DEB names no package: ${deb}`);
// The workspace's version (Cargo.toml), the app's, the CLI's and the package's.
const cargoToml = readFileSync(new URL("../Cargo.toml", import.meta.url), "utf8");
const version = /\[workspace\.package\][^[]*?\nversion = "([^"]+)"/.exec(cargoToml)[1];
const maintainer = /\[workspace\.package\][^[]*?\nauthors = \["([^"]+)"\]/.exec(cargoToml)[1];

const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { encoding: "utf8", ...opts });
const field = (name) => run("dpkg-deb", ["--field", deb, name]).trim();
const contents = run("dpkg-deb", ["--contents", deb])
  .split("\n")
  .filter(Boolean)
  .map((l) => l.split(/\s+/).slice(5).join(" ").replace(/^\.?\/?/, "/").replace(/ -> .*$/, ""));

const scratch = mkdtempSync(join(tmpdir(), "cardroom-deb-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

test("the package is cardroom at the app's version for amd64", () => {
  assert.equal(field("Package"), "cardroom");
  assert.equal(field("Version"), version);
  assert.equal(field("Architecture"), "amd64");
  assert.equal(field("Maintainer"), maintainer);
  assert.match(field("Description"), /cardroom/i);
});

test("the package declares WebKitGTK, GTK and every library its binaries link", () => {
  const depends = field("Depends");
  for (const lib of ["libwebkit2gtk-4.1-0", "libgtk-3-0", "libc6"]) {
    assert.match(depends, new RegExp(`(^|, )${lib.replace(/[.+]/g, "\\$&")}( |,|$)`), depends);
  }
});

test("the package holds the app, the CLI, the desktop entry, the icons at every size and the licences", () => {
  const wanted = [
    "/usr/bin/cardroom-app",
    "/usr/bin/cardroom",
    "/usr/share/applications/Cardroom.desktop",
    "/usr/share/doc/cardroom/copyright",
    "/usr/share/doc/cardroom/changelog.gz",
    ...["32x32", "64x64", "128x128", "256x256@2", "512x512"].map((s) => `/usr/share/icons/hicolor/${s}/apps/cardroom-app.png`),
  ];
  const missing = wanted.filter((f) => !contents.includes(f));
  assert.deepEqual(missing, [], `not in the package:\n${contents.join("\n")}`);
});

const root = join(scratch, "unpacked");
test("the unpacked desktop entry starts the app by name with its icon", () => {
  run("dpkg-deb", ["-x", deb, root]);
  const entry = readFileSync(join(root, "usr/share/applications/Cardroom.desktop"), "utf8");
  assert.match(entry, /^Type=Application$/m);
  assert.match(entry, /^Name=Cardroom$/m);
  assert.match(entry, /^Exec=cardroom-app$/m);
  assert.match(entry, /^Icon=cardroom-app$/m);
});

test("the licences name every crate and UI package shipped with its licence", () => {
  const copyright = readFileSync(join(root, "usr/share/doc/cardroom/copyright"), "utf8");
  assert.match(copyright, /^Format: https:\/\/www\.debian\.org\/doc\/packaging-manuals\/copyright-format\/1\.0\/$/m);
  for (const shipped of [/^ {3}rusqlite [\d.]+: MIT$/m, /^ {3}tauri [\d.]+: Apache-2\.0 OR MIT$/m, /^ {3}react [\d.]+: MIT$/m]) {
    assert.match(copyright, shipped);
  }
  assert.doesNotMatch(copyright, /unknown/);
});

test("the CLI from the unpacked package runs alone, says its version and creates a room", () => {
  const cli = join(root, "usr/bin/cardroom");
  assert.equal(run(cli, ["--version"]).trim(), `cardroom ${version}`);
  const db = join(scratch, "room.sqlite3");
  run(cli, ["--db", db, "db", "migrate"]);
  const check = spawnSync(cli, ["--db", db, "db", "check"], { encoding: "utf8" });
  assert.equal(check.status, 0, check.stdout + check.stderr);
  assert.ok(existsSync(db));
});

test("the app from the unpacked package starts in a window and opens its room", async (t) => {
  if (spawnSync("xvfb-run", ["--help"]).error) {
    t.skip("xvfb-run is not installed (scripts/system-deps.sh test installs it)");
    return;
  }
  const data = join(scratch, "data");
  mkdirSync(data);
  const app = spawn("xvfb-run", ["-a", join(root, "usr/bin/cardroom-app")], {
    env: { ...process.env, XDG_DATA_HOME: data },
    stdio: "ignore",
    detached: true,
  });
  let exited = null;
  app.on("exit", (code) => (exited = code));
  const db = join(data, "com.cardroom.app/cardroom.sqlite3");
  try {
    for (let waited = 0; waited < 60_000 && !existsSync(db) && exited === null; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(existsSync(db), `the app made no room in ${data} (exit: ${exited})`);
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(exited, null, "the app stopped after opening its room");
  } finally {
    try {
      process.kill(-app.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
});

test("dpkg installs the package and removes it cleanly, and the room's data stays", () => {
  // A root of the test's own, with its own dpkg database: the machine's is never touched.
  const sys = join(scratch, "root");
  for (const d of ["var/lib/dpkg/info", "var/lib/dpkg/updates", "home/floor/.local/share/com.cardroom.app"]) {
    mkdirSync(join(sys, d), { recursive: true });
  }
  writeFileSync(join(sys, "var/lib/dpkg/status"), "");
  const dpkg = (...args) =>
    run("dpkg", [`--root=${sys}`, "--force-depends", "--force-not-root", "--force-script-chrootless", "--log=/dev/null", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
  dpkg("--install", deb);
  assert.ok(existsSync(join(sys, "usr/bin/cardroom-app")));
  const cli = join(sys, "usr/bin/cardroom");
  const room = join(sys, "home/floor/.local/share/com.cardroom.app/cardroom.sqlite3");
  run(cli, ["--db", room, "db", "migrate"]);
  dpkg("--remove", "cardroom");
  for (const f of ["/usr/bin/cardroom-app", "/usr/bin/cardroom", "/usr/share/applications/Cardroom.desktop"]) {
    assert.ok(!existsSync(join(sys, f)), `${f} is left after the removal`);
  }
  assert.ok(existsSync(room), "removing the package deleted the room's database");
});

test("lintian finds no error in the package", (t) => {
  if (spawnSync("lintian", ["--version"]).status !== 0) {
    t.skip("lintian is not installed (scripts/system-deps.sh test installs it)");
    return;
  }
  const out = spawnSync("lintian", ["--fail-on", "error", "--no-tag-display-limit", deb], { encoding: "utf8" });
  assert.equal(out.status, 0, out.stdout + out.stderr);
});
