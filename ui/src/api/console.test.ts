import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { keys } from "./keys";
import { useRoomChanges } from "./live";
import { ownCommits } from "./commits";
import { announceChange } from "./testing";
import { consoleCommands, useConsoleCall, useDealerConsole } from "./console";
import holdem from "../fixtures/console/holdem.json";
import type { ConsoleView, HandAction } from "../bindings";

// Two states of the same real hand: as this station showed it, and after another station's
// entry (the fixture's next step).
const steps = holdem.steps.filter((s) => "ok" in s).map((s) => (s as { ok: unknown }).ok as ConsoleView);
const shown = steps[6]!;
const moved = steps[7]!;

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return { client, Wrapper };
}

describe("the console's commands", () => {
  afterEach(() => ownCommits.clear());
  it("an answer replaces the console shown, without reading it again", async () => {
    let reads = 0;
    mockIPC((cmd) => {
      if (cmd === "dealer_console") return (reads++, shown);
      if (cmd === "act_in_hand") return moved;
    });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => ({ view: useDealerConsole(1), run: useConsoleCall() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.view.data?.hand?.seq).toBe(shown.hand!.seq));
    const fold: HandAction = { kind: "pot", action: { type: "fold", seat: 4 } };
    await act(() => result.current.run(1, consoleCommands.act, [shown.hand!.hand_id, shown.hand!.seq, fold]));
    await waitFor(() => expect(result.current.view.data?.hand?.seq).toBe(moved.hand!.seq));
    expect(reads).toBe(1);
  });

  it("an entry refused because another station moved first reads the console again", async () => {
    let reads = 0;
    mockIPC((cmd) => {
      if (cmd === "dealer_console") return reads++ === 0 ? shown : moved;
      if (cmd === "act_in_hand") throw { code: "hand_changed", message: "hand 1 changed: another entry was logged first" };
    });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => ({ view: useDealerConsole(1), run: useConsoleCall() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.view.data?.hand?.seq).toBe(shown.hand!.seq));
    const fold: HandAction = { kind: "pot", action: { type: "fold", seat: 4 } };
    await expect(result.current.run(1, consoleCommands.act, [shown.hand!.hand_id, shown.hand!.seq, fold])).rejects.toMatchObject({ code: "hand_changed" });
    await waitFor(() => expect(result.current.view.data?.hand?.seq).toBe(moved.hand!.seq));
    expect(reads).toBe(2);
  });

  it("any other refusal changes nothing and reads nothing", async () => {
    let reads = 0;
    mockIPC((cmd) => {
      if (cmd === "dealer_console") return (reads++, shown);
      if (cmd === "act_in_hand") throw { code: "duplicate_card", message: "Ah is already on the board" };
    });
    const { Wrapper, client } = wrapper();
    const { result } = renderHook(() => ({ view: useDealerConsole(1), run: useConsoleCall() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.view.data).toBeDefined());
    const fold: HandAction = { kind: "pot", action: { type: "fold", seat: 4 } };
    await expect(result.current.run(1, consoleCommands.act, [shown.hand!.hand_id, shown.hand!.seq, fold])).rejects.toMatchObject({ code: "duplicate_card" });
    expect(client.getQueryData(keys.dealerConsole(1))).toBe(result.current.view.data);
    expect(result.current.view.data?.hand?.seq).toBe(shown.hand!.seq);
    expect(reads).toBe(1);
  });

  // The shell announces each commit; for this window's own command the console already shows it.
  const commit = (id: number) => ({ id, origin: { station: "app" as const, machine: "desk" } });
  const answer: ConsoleView = { ...moved, commit: commit(41) };
  for (const order of ["before", "after"] as const) {
    it(`the room's change for the console's own command (announced ${order} its answer, same commit id) does not read the console again`, async () => {
      let reads = 0;
      mockIPC(
        async (cmd) => {
          if (cmd === "dealer_console") return (reads++, shown);
          if (cmd === "act_in_hand") {
            if (order === "before") await announceChange({ table_id: 1, kind: "hand", commit: commit(41) });
            else setTimeout(() => void announceChange({ table_id: 1, kind: "hand", commit: commit(41) }), 5);
            return answer;
          }
        },
        { shouldMockEvents: true },
      );
      const { Wrapper, client } = wrapper();
      const { result } = renderHook(() => (useRoomChanges(), { view: useDealerConsole(1), run: useConsoleCall() }), { wrapper: Wrapper });
      await waitFor(() => expect(result.current.view.data?.hand?.seq).toBe(shown.hand!.seq));
      const fold: HandAction = { kind: "pot", action: { type: "fold", seat: 4 } };
      await act(() => result.current.run(1, consoleCommands.act, [shown.hand!.hand_id, shown.hand!.seq, fold]));
      await new Promise((r) => setTimeout(r, 30));
      expect(result.current.view.data?.hand?.seq).toBe(moved.hand!.seq);
      expect(reads).toBe(1);
      // The next change at that table, another commit, is read.
      await act(() => announceChange({ table_id: 1, kind: "hand", commit: commit(42) }));
      await waitFor(() => expect(reads).toBe(2));
      expect(client.getQueryState(keys.dealerConsole(1))?.isInvalidated).toBe(false);
    });
  }

  it("another commit at the table heard while the command is unanswered is read once the answer comes", async () => {
    let reads = 0;
    mockIPC(
      async (cmd) => {
        if (cmd === "dealer_console") return (reads++, shown);
        if (cmd === "act_in_hand") {
          // A floor action at the same table commits first (entry 40), then this command (41).
          await announceChange({ table_id: 1, kind: "seats", commit: commit(40) });
          await announceChange({ table_id: 1, kind: "hand", commit: commit(41) });
          return answer;
        }
      },
      { shouldMockEvents: true },
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => (useRoomChanges(), { view: useDealerConsole(1), run: useConsoleCall() }), { wrapper: Wrapper });
    await waitFor(() => expect(reads).toBe(1));
    const fold: HandAction = { kind: "pot", action: { type: "fold", seat: 4 } };
    await act(() => result.current.run(1, consoleCommands.act, [shown.hand!.hand_id, shown.hand!.seq, fold]));
    await waitFor(() => expect(reads).toBe(2));
  });
});
