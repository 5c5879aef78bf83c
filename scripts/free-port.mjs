// A port of 127.0.0.1 that nothing listens on now, for a test's server or driver. The system
// picks it, so two tests (or two runs on one machine) never reach for the same fixed port.
import { createServer } from "node:net";

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
