import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Modal, TextInput } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { serveFakeRoom, type FakeRoomOptions } from "../../../e2e/fake-room";
import { useAddStaff } from "../../api";
import { renderApp } from "../../test/render";
import { DeskLock, SessionGate } from "./index";

const PINS = { Dee: "2468", Maria: "1357" };

/**
 * A screen behind the gate: a dialog open with a field (unless `dialog` is false), a button that
 * sends a command, and a hotkey (N) that counts its presses.
 */
function Desk({ dialog }: { dialog: boolean }) {
  const [presses, setPresses] = useState(0);
  useHotkeys("n", () => setPresses((n) => n + 1));
  const add = useAddStaff();
  return (
    <div>
      <p>Presses: {presses}</p>
      <button type="button" onClick={() => add.mutate({ name: "Zed", role: "dealer" })}>
        Add Zed
      </button>
      <Modal opened={dialog} onClose={() => undefined} title="A dialog">
        <TextInput label="Note" />
      </Modal>
      <DeskLock />
    </div>
  );
}

/** The desk, Maria signed in; the house's lock after `minutes` (a short one: the test waits it out). */
function showDesk(minutes: number, options: Partial<FakeRoomOptions> = {}, dialog = true) {
  const room = serveFakeRoom({ start: "floor", pins: PINS, idle: { desk_lock_minutes: minutes }, ...options });
  const user = userEvent.setup();
  renderApp(
    <SessionGate>
      <Desk dialog={dialog} />
    </SessionGate>,
  );
  return { room, user };
}

const lockCalls = (room: { calls: { cmd: string }[] }) => room.calls.filter((c) => c.cmd === "lock_desk").length;
const app = () => document.querySelector(".mantine-Modal-root")?.closest("body > *") as HTMLElement;

describe("the desk's lock", () => {
  it("locks after the house's idle time, over an open dialog, and the dialog keeps what was typed after the unlock", async () => {
    // 0.02 min: 1.2 s, so the test waits it out, and the note's 27 keys (each resets the
    // time) are typed well within it even on a busy two-core machine.
    const { room, user } = showDesk(0.02);
    const note = await screen.findByLabelText("Note");
    await user.type(note, "seat 4 wants a table change");
    const lock = await screen.findByRole("dialog", { name: "Desk locked" }, { timeout: 3000 });
    expect(lockCalls(room)).toBe(1);
    expect(within(lock).getByText("Maria")).toBeTruthy();
    // Everything beneath is out of reach: the app and the dialog's layer are inert; the lock is not.
    expect(app().hasAttribute("inert")).toBe(true);
    expect(lock.closest("[inert]")).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe("lock-pin"));
    // A key typed in the lock reaches no screen's hotkey.
    await user.keyboard("n");
    expect(screen.getByText("Presses: 0")).toBeTruthy();
    // A wrong PIN is said; the right one unlocks (the house's time made long, so it stays unlocked).
    await user.type(screen.getByLabelText("PIN for Maria"), "0000");
    await user.click(within(lock).getByRole("button", { name: "Unlock" }));
    expect((await within(lock).findByRole("alert")).textContent).toMatch(/That is not the PIN of the person signed in here/);
    room.setIdle({ desk_lock_minutes: 5 });
    await user.type(screen.getByLabelText("PIN for Maria"), PINS.Maria);
    await user.click(within(lock).getByRole("button", { name: "Unlock" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Desk locked" })).toBeNull());
    expect(app().hasAttribute("inert")).toBe(false);
    expect((screen.getByLabelText("Note") as HTMLInputElement).value).toBe("seat 4 wants a table change");
    expect(room.calls.filter((c) => c.cmd === "unlock_desk").map((c) => c.args.pin)).toEqual(["0000", PINS.Maria]);
  });

  it("input before the time keeps it unlocked", async () => {
    const { room, user } = showDesk(0.01); // 600 ms
    const note = await screen.findByLabelText("Note");
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 300));
      await user.type(note, "x");
    }
    expect(lockCalls(room)).toBe(0);
    expect(screen.queryByRole("dialog", { name: "Desk locked" })).toBeNull();
  });

  it("a desk the shell says is locked shows the lock at once; Sign in as someone else signs out", async () => {
    const { room, user } = showDesk(5, { locked: true });
    const lock = await screen.findByRole("dialog", { name: "Desk locked" });
    await user.click(within(lock).getByRole("button", { name: "Sign in as someone else" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "sign_out")).toBe(true);
    expect(screen.queryByRole("dialog", { name: "Desk locked" })).toBeNull();
  });

  it("a command the shell refuses because the desk is locked (locked meanwhile, elsewhere) brings the lock up at once", async () => {
    const { room, user } = showDesk(5, {}, false);
    const add = await screen.findByRole("button", { name: "Add Zed" });
    // The shell locked the desk without this window's timer knowing.
    room.handle("lock_desk", {});
    expect(screen.queryByRole("dialog", { name: "Desk locked" })).toBeNull();
    await user.click(add);
    expect(await screen.findByRole("dialog", { name: "Desk locked" })).toBeTruthy();
    expect(room.calls.filter((c) => c.cmd === "add_staff")).toHaveLength(1);
  });

  it("five wrong PINs lock the account, said as the sign-in says it", async () => {
    const { user } = showDesk(5, { locked: true });
    const lock = await screen.findByRole("dialog", { name: "Desk locked" });
    for (let i = 0; i < 5; i++) {
      await user.type(screen.getByLabelText("PIN for Maria"), "0000");
      await user.click(within(lock).getByRole("button", { name: "Unlock" }));
      await within(lock).findByRole("alert");
    }
    await waitFor(() => expect(within(lock).getByRole("alert").getAttribute("data-code")).toBe("account_locked"));
    expect(within(lock).getByRole("alert").textContent).toMatch(/this account is locked until/);
  });
});
