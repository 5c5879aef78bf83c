// A mocked room for a component test that answers from an e2e script (e2e/*-script.ts), and
// records every call sent.
import { mockIPC } from "@tauri-apps/api/mocks";

type Args = Record<string, unknown>;
/** Answers a command, or says it is not its own (undefined). */
type Answer = (cmd: string, args: Args) => unknown;

/**
 * Serves `script`, each of `first` answering before it in turn (a test's own case, the screen's
 * other commands); a command none answers is refused. Returns the calls sent, in order.
 */
export function serveScript(script: { handles: (cmd: string) => boolean; answer: Answer }, ...first: (Answer | undefined)[]) {
  const calls: { cmd: string; args: Args }[] = [];
  mockIPC((cmd, raw) => {
    const args = (raw ?? {}) as Args;
    calls.push({ cmd, args });
    for (const answer of first) {
      const given = answer?.(cmd, args);
      if (given !== undefined) return given;
    }
    if (script.handles(cmd)) return script.answer(cmd, args);
    throw { code: "internal", message: `unknown command ${cmd}` };
  });
  return calls;
}
