// The package's copyright file (Debian's machine-readable format): Cardroom's own terms, then
// every component the package ships with its version and licence, read from the lock files
// (never typed by hand): the Rust crates the app and the CLI link (normal dependencies, Linux
// only; build tools and tests excluded) and the npm packages the UI's bundle holds (`.prod`).
//   node scripts/licences.mjs OUT
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/licences.mjs OUT");
  process.exit(2);
}

const cargo = process.env.CARGO || "cargo";
const meta = JSON.parse(
  execFileSync(cargo, ["metadata", "--format-version", "1", "--locked", "--filter-platform", "x86_64-unknown-linux-gnu"], {
    maxBuffer: 256 << 20,
  }),
);
const byId = new Map(meta.packages.map((p) => [p.id, p]));
const nodes = new Map(meta.resolve.nodes.map((n) => [n.id, n]));
const roots = meta.packages.filter((p) => p.name === "cardroom-app" || p.name === "cardroom-cli").map((p) => p.id);
const shipped = new Set();
const todo = [...roots];
while (todo.length > 0) {
  const id = todo.pop();
  if (shipped.has(id)) continue;
  shipped.add(id);
  for (const dep of nodes.get(id)?.deps ?? []) {
    // Only what is linked into the binaries: a normal dependency (kind null).
    if (dep.dep_kinds.some((k) => k.kind === null)) todo.push(dep.pkg);
  }
}
const ours = new Set(meta.workspace_members);
const crates = [...shipped]
  .filter((id) => !ours.has(id))
  .map((id) => byId.get(id))
  .map((p) => ({ name: p.name, version: p.version, licence: p.license ?? (p.license_file ? `see ${p.license_file}` : "unknown") }));

const npm = JSON.parse(execFileSync("npm", ["query", ".prod"], { cwd: "ui", maxBuffer: 64 << 20 }))
  .filter((p) => p.name !== "cardroom-ui")
  .map((p) => ({ name: p.name, version: p.version, licence: typeof p.license === "string" ? p.license : (p.license?.type ?? "unknown") }));

const unknown = [...crates, ...npm].filter((c) => c.licence === "unknown");
if (unknown.length > 0) {
  console.error(`no licence known for: ${unknown.map((c) => `${c.name} ${c.version}`).join(", ")}`);
  process.exit(1);
}

const sorted = (list) =>
  [...new Map(list.map((c) => [`${c.name} ${c.version}`, c])).values()].sort((a, b) =>
    `${a.name} ${a.version}`.localeCompare(`${b.name} ${b.version}`),
  );
const lines = (title, list) => [` ${title}:`, ...sorted(list).map((c) => `   ${c.name} ${c.version}: ${c.licence}`)];

const text = [
  "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
  "Upstream-Name: Cardroom",
  "Comment: The package bundles these components, each under its own licence.",
  ...lines(`Rust crates (${sorted(crates).length})`, crates),
  " .",
  ...lines(`JavaScript packages of the user interface (${sorted(npm).length})`, npm),
  "",
  "Files: *",
  "Copyright: The Cardroom authors",
  "License: proprietary",
  " Cardroom is licensed to the cardroom that installs it; it is not free software and may",
  " not be redistributed.",
  "",
].join("\n");
writeFileSync(out, text);
console.log(`${out}: ${sorted(crates).length} crates, ${sorted(npm).length} npm packages`);
