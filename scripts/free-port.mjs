// A port of 127.0.0.1 that nothing listens on now, for a test's server or driver. The system
// picks it, so two tests (or two runs on one machine) never reach for the same fixed port.
//
// A port the system calls free may already be promised: a test file starts a driver on it a
// few seconds later (WebKitWebDriver binds its port only when the session starts), and a file
// started at the same moment was given the same port meanwhile. Its tauri-driver could not
// listen there, and its client then found the other file's WebKitWebDriver on that port and
// took the session from under it (CI, 6 Dec: both files failed). So each port handed out is
// reserved until the process that took it ends: a file `<tmp>/cardroom-ports/<port>` created
// exclusively, holding its pid. A reservation whose process is gone is taken over.
import { createServer } from "node:net";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reservations = join(tmpdir(), "cardroom-ports");
const mine = new Set();
process.once("exit", () => {
  for (const file of mine) rmSync(file, { force: true });
});

/** A port the system says is unbound now. */
function unbound() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}

/** Reserves `port` for this process until it ends; false when another live process holds it. */
export function reserve(port) {
  mkdirSync(reservations, { recursive: true });
  const file = join(reservations, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      mine.add(file);
      return true;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
      let holder;
      try {
        holder = Number(readFileSync(file, "utf8"));
      } catch {
        continue; // removed meanwhile: try again
      }
      // Held by a live process, or just created and not yet written: not this one.
      if (!(Number.isInteger(holder) && holder > 0) || holder === process.pid || alive(holder)) return false;
      // Its process is gone: taken over once.
      rmSync(file, { force: true });
    }
  }
  return false;
}

export async function freePort() {
  for (let i = 0; i < 200; i++) {
    const port = await unbound();
    if (reserve(port)) return port;
  }
  throw new Error("no free port that another test has not reserved");
}
