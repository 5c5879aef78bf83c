// The console's own commits. A console command answers with the new console, shown at once
// (`console.ts`); the room's change event for that same commit then need not read the console
// again. On a two-core dealer station that second read (an IPC call, the room's read, a parse,
// perhaps a render) ran beside the frame that shows the answer (docs/benchmarks.md).

/**
 * How long after its answer a command's commit is still looked for among the room's changes.
 * The shell announces a commit as it happens, so its change arrives with the answer or before.
 */
export const OWN_COMMIT_MS = 1_000;
/** A command still unanswered after this long is not looked for any more. */
export const IN_FLIGHT_MS = 60_000;

import type { ChangeKind } from "../bindings";

type Pending = { tableId: number; kind: ChangeKind; sent: number; answered: number | null };

/** The console commands sent and not yet matched with the change their commit made. */
export class OwnCommits {
  private pending: Pending[] = [];

  /** A console command is being sent; its commit will change `kind` at `tableId`. */
  expect(tableId: number, kind: ChangeKind, now = Date.now()): Pending {
    const token: Pending = { tableId, kind, sent: now, answered: null };
    this.pending.push(token);
    return token;
  }

  /** The command answered: its change, if not heard yet, comes within `OWN_COMMIT_MS`. */
  answered(token: Pending, now = Date.now()): void {
    token.answered = now;
  }

  /** The command failed: it committed nothing, so no change of its own will come. */
  cancel(token: Pending): void {
    this.pending = this.pending.filter((p) => p !== token);
  }

  /** Whether a change of `kind` at `tableId` is a sent command's own; it is then used up. */
  take(tableId: number | null, kind: ChangeKind, now = Date.now()): boolean {
    this.pending = this.pending.filter((p) => (p.answered === null ? now - p.sent < IN_FLIGHT_MS : now - p.answered < OWN_COMMIT_MS));
    const i = this.pending.findIndex((p) => p.tableId === tableId && p.kind === kind);
    if (i < 0) return false;
    this.pending.splice(i, 1);
    return true;
  }

  /** Forgets every command (a test's fresh start). */
  clear(): void {
    this.pending = [];
  }
}

/** This window's console commands in flight (one window, one console at a time). */
export const ownCommits = new OwnCommits();
