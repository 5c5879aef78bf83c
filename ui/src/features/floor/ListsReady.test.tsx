import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { WaitlistBoard } from "../../api";
import { floorBoard } from "../../test/fixtures";
import listsJson from "../../fixtures/waitlist-board.json";
import { renderFloor, serveFloor } from "./testing";

/** The floor board, and the lists as `lists` (or refused when none). */
function serve(lists: WaitlistBoard | null) {
  serveFloor((cmd) => (cmd === "floor_board" ? floorBoard() : cmd === "waitlist_board" && lists ? lists : undefined));
  renderFloor();
}

describe("the floor board says when a waiting list can start a table", () => {
  it("a list with enough players waiting is named with its count, and where to start the table", async () => {
    const lists = structuredClone(listsJson) as WaitlistBoard;
    const lowball = lists.lists.find((l) => l.label.startsWith("Low Ball"))!;
    lowball.can_start = true;
    serve(lists);
    const ready = await screen.findByText(/enough to start a table/);
    // Wendy is called: three of the four wait.
    expect(ready.textContent).toBe("Low Ball $4.00/$8.00: 3 waiting, enough to start a table (Lists, Alt+9)");
  });

  it("says nothing when no list is long enough", async () => {
    serve(structuredClone(listsJson) as WaitlistBoard);
    await screen.findByRole("list", { name: /open tables/i });
    expect(screen.queryByText(/enough to start a table/)).toBeNull();
  });

  it("the board still shows, saying nothing of the lists, when they cannot be read", async () => {
    serve(null);
    await screen.findByRole("list", { name: /open tables/i });
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText(/enough to start a table/)).toBeNull();
  });
});
