import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { keys } from "./keys";
import { useAddChips, useCloseTable, useSeatPlayer, useTablePreview } from "./floor";
import { floorBoard } from "../test/fixtures";

/** A cache holding the board and a collections list, both fresh. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(keys.floorBoard, floorBoard());
  client.setQueryData([...keys.collectionsDue, 2, floorBoard().at], []);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
  return { client, wrapper, stale };
}

describe("the floor's commands refresh what they changed, and only when the room accepted them", () => {
  it("a seated player makes the board and the collections due stale at once", async () => {
    const seat = floorBoard().tables[0]!.seats[0]!;
    mockIPC((cmd) => (cmd === "seat_player" ? seat : undefined));
    const { wrapper, stale } = cache();
    const { result } = renderHook(() => useSeatPlayer(), { wrapper });
    await act(() =>
      result.current.mutateAsync([{ table_id: 1, seat_no: 6, player_name: "Zed", player_number: null, stack_cents: 100, entry: "playing", cash: false }]),
    );
    expect(stale().sort()).toEqual(["collectionsDue", "floorBoard"]);
  });

  it("chips added show in the seat's panel at once (the room's answer), and the board is made stale", async () => {
    const t1 = floorBoard().tables[0]!;
    const answer = { seat: { ...t1.seats[2]!, pending_add_on_cents: 5000 }, buy_in: t1.table.buy_in, after_this_hand: true };
    mockIPC((cmd) => (cmd === "add_chips" ? answer : undefined));
    const { client, wrapper, stale } = cache();
    const { result } = renderHook(() => useAddChips(), { wrapper });
    await act(() => result.current.mutateAsync([{ table_id: 1, seat_no: 3, amount_cents: 5000 }]));
    expect(client.getQueryData(keys.seatChipsOf(1, 3))).toEqual(answer);
    expect(stale()).toContain("floorBoard");
  });

  it("a refused command is the mutation's error, by code, and refreshes nothing", async () => {
    mockIPC(() => {
      throw { code: "hand_in_progress", message: "Table 1 has a hand in progress" };
    });
    const { wrapper, stale } = cache();
    const { result } = renderHook(() => useCloseTable(), { wrapper });
    act(() => result.current.mutate([1]));
    await waitFor(() => expect(result.current.error?.code).toBe("hand_in_progress"));
    expect(stale()).toEqual([]);
  });

  it("the preview asks nothing until the form is complete", async () => {
    let asked = 0;
    mockIPC(() => {
      asked++;
      return floorBoard().tables[0]!.table;
    });
    const { wrapper } = cache();
    const { result } = renderHook(() => useTablePreview(null), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe("idle");
    expect(asked).toBe(0);
  });
});
