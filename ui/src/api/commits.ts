// The console's own commits, matched by their ids. A console command answers with the new
// console and names the commit it shows (`ConsoleView.commit`, the audit entry's id); the
// room's change event for that commit names the same id (`RoomChanged.commit`), so the console
// is not read again for it. No timing is involved: a change heard while a command at its table
// is still unanswered waits for that answer, then is either the answer's own or applied.

import type { RoomChanged } from "../bindings";

/** What a heard change is to the window: already shown, held until an answer, or to apply. */
export type Heard = "own" | "held" | "apply";

/** A command sent at a table and not yet answered. */
type Sent = { tableId: number };

/** Applies a change to the window's queries; `own`: its console already shows it. */
type Apply = (change: RoomChanged, own: boolean) => void;

/** How many answered commits are remembered while their change is on its way. */
const REMEMBERED = 64;

/** This window's console commands in flight and the commits their answers showed. */
export class OwnCommits {
  private sent: Sent[] = [];
  private shown: number[] = [];
  private held: RoomChanged[] = [];
  private apply: Apply = () => {};

  /** Where held changes go once their table's command is answered (the change listener). */
  applyWith(apply: Apply): void {
    this.apply = apply;
  }

  /** A console command is being sent at `tableId`. */
  send(tableId: number): Sent {
    const token = { tableId };
    this.sent.push(token);
    return token;
  }

  /** The command answered, showing `commit` (none: it committed nothing). */
  answered(token: Sent, commit: number | null): void {
    this.sent = this.sent.filter((s) => s !== token);
    if (commit !== null) {
      const i = this.held.findIndex((c) => c.commit?.id === commit);
      if (i >= 0) this.apply(...this.unhold(i, true));
      else this.shown = [...this.shown, commit].slice(-REMEMBERED);
    }
    this.release(token.tableId);
  }

  /** The command failed: it committed nothing; changes held for it are applied. */
  failed(token: Sent): void {
    this.sent = this.sent.filter((s) => s !== token);
    this.release(token.tableId);
  }

  /** A change was heard: whether the console already shows it, it waits for an answer, or applies. */
  hear(change: RoomChanged): Heard {
    const id = change.commit?.id;
    if (id === undefined) return "apply";
    if (this.shown.includes(id)) {
      this.shown = this.shown.filter((s) => s !== id);
      return "own";
    }
    if (change.table_id !== null && this.sent.some((s) => s.tableId === change.table_id)) {
      this.held.push(change);
      return "held";
    }
    return "apply";
  }

  /** Forgets everything (a test's fresh start). */
  clear(): void {
    this.sent = [];
    this.shown = [];
    this.held = [];
  }

  private unhold(i: number, own: boolean): [RoomChanged, boolean] {
    const [change] = this.held.splice(i, 1);
    return [change!, own];
  }

  /** Applies the changes held at `tableId` once no command there is unanswered. */
  private release(tableId: number): void {
    if (this.sent.some((s) => s.tableId === tableId)) return;
    const now = this.held.filter((c) => c.table_id === tableId);
    this.held = this.held.filter((c) => c.table_id !== tableId);
    for (const change of now) this.apply(change, false);
  }
}

/** This window's console commands in flight (one window, one console at a time). */
export const ownCommits = new OwnCommits();
