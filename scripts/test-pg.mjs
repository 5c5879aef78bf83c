// `make rust-test-pg`: the store's and the room's test suites again, and the CLI's server
// tests, on PostgreSQL (CARDROOM_TEST_ENGINE=postgres: a server of the tests' own, initdb in a
// temp folder, stopped and removed when the tests end).
//
// It runs the very test binaries `cargo test --workspace` built: cargo names them without
// building anything (asking with `-p` or `--test` would resolve the features anew and build a
// second copy of the workspace, minutes on a CI machine).
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The room's tests about the SQLite file itself (`sqlite_only!()` in their body), as
 * `module::test` names: the server pass skips them, so they count as filtered out, not passed.
 */
function sqliteOnly() {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "crates", "room", "tests", "room");
  const names = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".rs"))) {
    let test = null;
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      const fn = /^\s*fn (\w+)\(/.exec(line);
      if (fn) test = fn[1];
      if (line.includes("sqlite_only!()") && test) names.push(`${file.slice(0, -3)}::${test}`);
    }
  }
  if (names.length === 0) throw new Error("no sqlite_only!() test found: has the room's suite moved?");
  return names;
}

const cargo = process.env.CARGO ?? "cargo";
// Arguments to this script (the Makefile's features) go to cargo, as `make rust-test` gave them.
const built = execFileSync(cargo, ["test", "--workspace", "--locked", "--no-run", "--message-format=json", ...process.argv.slice(2)], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
  maxBuffer: 1 << 28,
})
  .split("\n")
  .filter((line) => line.startsWith("{"))
  .map((line) => JSON.parse(line))
  .filter((m) => m.reason === "compiler-artifact" && m.executable && m.target.kind.includes("test"));

/**
 * Tests at once in each pass: more than the machine has processors, since a test on the server
 * mostly waits for its round trips, and each has a database of its own. Six keep two processors
 * busy (the room's pass alone here: 165 s).
 */
const THREADS = ["--test-threads", "6"];

/**
 * [package folder's name, test target, arguments] of each pass. The tests that need the server
 * are ignored in the SQLite pass (`cargo test` lists them as ignored, with the reason); here
 * they run with the rest.
 */
const passes = [
  ["store", "store", ["--include-ignored", ...THREADS]],
  ["room", "room", ["--include-ignored", ...THREADS, ...sqliteOnly().flatMap((name) => ["--skip", name])]],
  ["cli", "cli", ["server::", "--include-ignored", ...THREADS]],
];

for (const [pkg, target, args] of passes) {
  const found = built.find((m) => m.target.name === target && m.manifest_path.endsWith(`/${pkg}/Cargo.toml`));
  if (!found) throw new Error(`no test binary ${target} in crates/${pkg}: did the workspace's tests build?`);
  console.log(`\n== on PostgreSQL: ${pkg} ${target} ${args.join(" ")}`);
  // As cargo runs a test binary: from its package's folder.
  const run = spawnSync(found.executable, args, {
    cwd: dirname(found.manifest_path),
    stdio: "inherit",
    env: { ...process.env, CARDROOM_TEST_ENGINE: "postgres" },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
