import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC } from "@tauri-apps/api/mocks";
import type { FloorBoard, SessionView } from "../bindings";
import { floorBoard } from "../test/fixtures";
import { renderApp } from "../test/render";
import { dealerSession, floorSession } from "../features/floor/actions/testRoom";
import { useFloorBoard } from "./queries";
import { useSignIn } from "./session";

/** The board's tables, and a button that signs Maria in. */
function Probe() {
  const board = useFloorBoard();
  const signIn = useSignIn();
  return (
    <div>
      <p data-testid="tables">{board.data ? board.data.tables.map((t) => t.table.name).join(",") : "reading"}</p>
      <button onClick={() => signIn.mutate({ name: "Maria", pin: "2468" })}>Switch to Maria</button>
    </div>
  );
}

describe("switching the person signed in", () => {
  it("a dealer's one-table board never stays on the floor manager's screen: every read is made again for the new person", async () => {
    let who: SessionView = dealerSession();
    const full = floorBoard();
    // The room answers for whoever is signed in: the dealer sees his table only.
    const boardFor = (): FloorBoard => (who.staff?.role === "dealer" ? { ...full, tables: full.tables.slice(0, 1) } : full);
    mockIPC((cmd) => {
      switch (cmd) {
        case "session":
          return who;
        case "floor_board":
          return boardFor();
        case "sign_in":
          who = floorSession();
          return who;
        case "list_staff":
          return [];
        default:
          return null;
      }
    });
    renderApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId("tables").textContent).toBe("Table 1"));
    await userEvent.click(screen.getByRole("button", { name: "Switch to Maria" }));
    await waitFor(() => expect(screen.getByTestId("tables").textContent).toBe("Table 1,Table 2,Table 3"));
  });
});
