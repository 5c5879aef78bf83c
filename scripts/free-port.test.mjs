// The test harnesses' ports (scripts/free-port.mjs): a port handed to one test process is never
// handed to another while the first lives, even before anything listens on it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { freePort, reserve } from "./free-port.mjs";

const module = new URL("./free-port.mjs", import.meta.url).href;

/** A process that reserves `port`, says so, and lives until it is told to end (or killed). */
async function holder(port) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", `
    const { reserve } = await import(${JSON.stringify(module)});
    console.log(reserve(${port}));
    process.stdin.on("data", () => process.exit(0));
  `], { stdio: ["pipe", "pipe", "inherit"] });
  const [line] = await once(child.stdout, "data");
  assert.equal(String(line).trim(), "true", "the holder reserved the port");
  return child;
}

test("a port another live test process reserved is not handed out, and is once that process has ended", async () => {
  const port = await freePort();
  const other = port + 1 < 65536 ? port + 1 : port - 1;
  const child = await holder(other);
  assert.equal(reserve(other), false, "held by a live process");
  child.stdin.write("end\n");
  await once(child, "exit");
  assert.equal(reserve(other), true, "released when its process ended");
});

test("a reservation left by a killed process is taken over", async () => {
  const port = await freePort();
  const other = port + 2 < 65536 ? port + 2 : port - 2;
  const child = await holder(other);
  child.kill("SIGKILL");
  await once(child, "exit");
  assert.equal(reserve(other), true);
});

test("test processes asking at the same moment are never given the same port", async () => {
  const children = Array.from({ length: 3 }, () =>
    spawn(process.execPath, ["--input-type=module", "-e", `
      const { freePort } = await import(${JSON.stringify(module)});
      const ports = [];
      for (let i = 0; i < 40; i++) ports.push(await freePort());
      console.log(JSON.stringify(ports));
      process.stdin.on("data", () => process.exit(0));
    `], { stdio: ["pipe", "pipe", "inherit"] }),
  );
  // Each keeps its ports until all have asked (as test files keep theirs while they run).
  const outputs = await Promise.all(
    children.map((child) => {
      let out = "";
      return new Promise((done) =>
        child.stdout.on("data", (d) => {
          out += d;
          if (out.endsWith("\n")) done(out);
        }),
      );
    }),
  );
  for (const child of children) child.stdin.end("end\n");
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, "exit") : null)));
  const all = outputs.flatMap((out) => JSON.parse(out));
  assert.equal(all.length, 120);
  assert.equal(new Set(all).size, all.length, "a port was given twice");
});
