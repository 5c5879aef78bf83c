import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FloorUndoable } from "../../../api";
import { renderApp } from "../../../test/render";
import { refusal, serveRoom } from "./testRoom";
import { UndoNotice } from "./UndoNotice";

/** A room time `seconds` from now. */
const fromNow = (seconds: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + seconds * 1000).toISOString().replace(".000Z", "Z");

const unseat = (until: string): FloorUndoable => ({
  audit_id: 41,
  kind: "unseat_player",
  words: "Seat 2 Bob unseated at Table 1 with 100.00",
  until,
});

describe("undo for the floor", () => {
  it("the last floor action is named with an Undo button; Undo sends its audit entry and says what was undone", async () => {
    let last: FloorUndoable | null = unseat(fromNow(50));
    const room = serveRoom({
      last_floor_action: () => last,
      undo_floor_action: () => {
        const words = last!.words;
        last = null;
        return words;
      },
    });
    renderApp(<UndoNotice />);
    const notice = await screen.findByRole("status", { name: "Last floor action" });
    expect(notice.textContent).toContain("Seat 2 Bob unseated at Table 1 with 100.00");
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(room.of("undo_floor_action")[0]?.args).toEqual({ auditId: 41 }));
    expect((await screen.findByText(/^Undone:/)).textContent).toBe("Undone: Seat 2 Bob unseated at Table 1 with 100.00");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("Ctrl+Z undoes it from the keyboard", async () => {
    const room = serveRoom({ last_floor_action: () => unseat(fromNow(50)), undo_floor_action: () => "Seat 2 Bob unseated at Table 1 with 100.00" });
    renderApp(<UndoNotice />);
    await screen.findByRole("button", { name: "Undo" });
    await userEvent.keyboard("{Control>}z{/Control}");
    await waitFor(() => expect(room.of("undo_floor_action")).toHaveLength(1));
  });

  it("on the console Ctrl+Z is the hand's: the notice's Undo is only a button there", async () => {
    const room = serveRoom({ last_floor_action: () => unseat(fromNow(50)) });
    renderApp(<UndoNotice hotkey={false} />);
    await screen.findByRole("button", { name: "Undo" });
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(room.of("undo_floor_action")).toHaveLength(0);
  });

  it("once its minute has passed, nothing is offered", async () => {
    serveRoom({ last_floor_action: () => unseat(fromNow(1)) });
    renderApp(<UndoNotice />);
    await screen.findByRole("button", { name: "Undo" });
    await act(() => new Promise((r) => setTimeout(r, 2100)));
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("an undo the room refuses (the seat was taken meanwhile) says why beside the notice", async () => {
    serveRoom({
      last_floor_action: () => unseat(fromNow(50)),
      undo_floor_action: () => {
        throw refusal("nothing_to_undo", "seat 2 at Table 1 is taken by Cy now");
      },
    });
    renderApp(<UndoNotice />);
    await userEvent.click(await screen.findByRole("button", { name: "Undo" }));
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
  });
});
