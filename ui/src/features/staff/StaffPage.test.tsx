import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fixtureSchedule, serveFakeRoom, type FakeRoom } from "../../../e2e/fake-room";
import { renderApp } from "../../test/render";
import { retypePinAgain } from "../../test/pins";
import { setLanguage } from "../../i18n";
import { StaffPage } from "./StaffPage";

// The room's clock in the fixtures: 20:37Z on 20 November 2026 (21:37 in Europe/Madrid).
const roomNow = Date.parse(fixtureSchedule().at);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(roomNow);
});
afterEach(() => vi.useRealTimers());

/** Maria (floor) signed in; Dee has a PIN, the others none, as the fixtures' room plus one PIN. */
async function showStaff(prepare?: (room: FakeRoom) => void) {
  const room = serveFakeRoom({ start: "floor", pins: { Dee: "2468", Maria: "1357" }, now: () => roomNow });
  prepare?.(room);
  const user = userEvent.setup();
  renderApp(<StaffPage />);
  await screen.findByRole("table", { name: "Staff" });
  return { room, user };
}
const row = (name: string) => document.querySelector(`tr[data-staff="${name}"]`) as HTMLElement;
const cell = (name: string, field: string) => row(name).querySelector(`[data-field=${field}]`)?.textContent;
const roleOf = (name: string) => within(row(name)).getByLabelText(`Role of ${name}`) as HTMLSelectElement;

type User = ReturnType<typeof userEvent.setup>;
/** `name` typed in the add form, as a `role` other than Dealer if said, and added. */
async function addStaff(user: User, name: string, role?: "Floor manager" | "Cage") {
  await user.type(screen.getByLabelText("Name"), name);
  if (role) await user.click(screen.getByRole("radio", { name: role }));
  await user.click(screen.getByRole("button", { name: "Add" }));
}
/** Dan's PIN dialog (open) given `pin`, then `again` as the same PIN, and saved. */
async function savePinForDan(user: User, pin: string, again: string) {
  await user.type(screen.getByLabelText("New PIN for Dan"), pin);
  await user.type(screen.getByLabelText("The same PIN again"), again);
  await user.click(screen.getByRole("button", { name: "Save PIN" }));
}

describe("the staff list", () => {
  it("shows every member's role, whether active, and whether he has a PIN", async () => {
    await showStaff();
    const names = [...document.querySelectorAll("tr[data-staff]")].map((r) => r.getAttribute("data-staff"));
    expect(names).toEqual(["Dan", "Dee", "Lucia", "Maria"]);
    expect(roleOf("Maria").value).toBe("floor");
    expect(roleOf("Dee").value).toBe("dealer");
    expect([...roleOf("Dee").options].map((o) => o.textContent)).toEqual(["Dealer", "Floor manager", "Cage"]);
    expect(cell("Dee", "status")).toBe("Active");
    expect(cell("Dee", "pin")).toBe("Set");
    expect(cell("Dan", "pin")).toBe("No PIN yet");
    expect(within(row("Dee")).getByRole("button", { name: "Reset PIN for Dee" })).toBeTruthy();
    expect(within(row("Dan")).getByRole("button", { name: "Set PIN for Dan" })).toBeTruthy();
  });
});

describe("adding staff", () => {
  it("a new dealer appears in the list, with no PIN yet", async () => {
    const { room, user } = await showStaff();
    await addStaff(user, "Nora");
    expect(await screen.findByText(/Nora is added as a dealer/)).toBeTruthy();
    expect(room.calls.find((c) => c.cmd === "add_staff")?.args).toEqual({ name: "Nora", role: "dealer" });
    expect(cell("Nora", "pin")).toBe("No PIN yet");
  });

  it("a floor manager is added with the role chosen", async () => {
    const { room, user } = await showStaff();
    await addStaff(user, "Omar", "Floor manager");
    await screen.findByText(/Omar is added as a floor manager/);
    expect(room.calls.find((c) => c.cmd === "add_staff")?.args).toEqual({ name: "Omar", role: "floor" });
  });

  it("after a floor manager is added the role goes back to Dealer, so the next person is not one by mistake", async () => {
    const { room, user } = await showStaff();
    await addStaff(user, "Omar", "Floor manager");
    await screen.findByText(/Omar is added as a floor manager/);
    expect((screen.getByRole("radio", { name: "Dealer" }) as HTMLInputElement).checked).toBe(true);
    await addStaff(user, "Pia");
    await screen.findByText(/Pia is added as a dealer/);
    expect(room.calls.filter((c) => c.cmd === "add_staff").at(-1)?.args).toEqual({ name: "Pia", role: "dealer" });
  });

  it("a name already on staff is refused in words beside the form, and nothing is added", async () => {
    const { user } = await showStaff();
    await addStaff(user, "dee");
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("duplicate_staff");
    expect(alert.textContent).toMatch(/There is already a staff member called dee/);
    expect(alert.closest("form")?.id).toBe("");
    expect(document.querySelectorAll("tr[data-staff]")).toHaveLength(4);
  });

  it("an empty name is refused before the room is asked", async () => {
    const { room, user } = await showStaff();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Type the new staff member's name.")).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "add_staff")).toBe(false);
  });
});

describe("one outcome at a time", () => {
  it("a success notice goes when a new refusal shows", async () => {
    const { user } = await showStaff();
    await addStaff(user, "Nora");
    await screen.findByText(/Nora is added as a dealer/);
    await addStaff(user, "dee");
    expect((await screen.findByRole("alert")).getAttribute("data-code")).toBe("duplicate_staff");
    expect(screen.queryByText(/Nora is added/)).toBeNull();
  });

  it("a refusal goes when a later action succeeds", async () => {
    const { user } = await showStaff();
    await deactivate(user, "Maria");
    await screen.findByRole("alert");
    await addStaff(user, "Nora");
    await screen.findByText(/Nora is added as a dealer/);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a refused name goes when another action succeeds", async () => {
    const { user } = await showStaff();
    await addStaff(user, "dee");
    await screen.findByRole("alert");
    await deactivate(user, "Dan");
    await screen.findByText("Dan is inactive and can no longer sign in.");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

/** Deactivates `name`: the button, then the confirmation. */
async function deactivate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(row(name)).getByRole("button", { name: `Deactivate ${name}` }));
  const dialog = await screen.findByRole("dialog", { name: `Deactivate ${name}?` });
  await user.click(within(dialog).getByRole("button", { name: `Deactivate ${name}` }));
}

describe("deactivating and reactivating", () => {
  it("deactivating is confirmed first: Keep active changes nothing", async () => {
    const { user } = await showStaff();
    await user.click(within(row("Dan")).getByRole("button", { name: "Deactivate Dan" }));
    expect(await screen.findByRole("dialog", { name: "Deactivate Dan?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep active" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cell("Dan", "status")).toBe("Active");
  });

  it("a dealer is deactivated and reactivated", async () => {
    const { user } = await showStaff();
    await deactivate(user, "Dan");
    expect(await screen.findByText("Dan is inactive and can no longer sign in.")).toBeTruthy();
    expect(cell("Dan", "status")).toBe("Inactive");
    await user.click(within(row("Dan")).getByRole("button", { name: "Reactivate Dan" }));
    expect(await screen.findByText("Dan is active again.")).toBeTruthy();
    expect(cell("Dan", "status")).toBe("Active");
  });

  it("the last active floor manager cannot be deactivated: the refusal says so in words beside him", async () => {
    const { user } = await showStaff();
    await deactivate(user, "Maria");
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("last_floor_manager");
    expect(alert.textContent).toMatch(/Maria is the last active floor manager, and the room must keep one/);
    // Beside him: the row right after Maria's.
    expect(row("Maria").nextElementSibling?.contains(alert)).toBe(true);
    expect(cell("Maria", "status")).toBe("Active");
  });
});

describe("roles", () => {
  it("a dealer is made a floor manager and back", async () => {
    const { room, user } = await showStaff();
    await user.selectOptions(roleOf("Dan"), "floor");
    expect(await screen.findByText("Dan is now a floor manager.")).toBeTruthy();
    await user.selectOptions(roleOf("Dan"), "dealer");
    expect(await screen.findByText("Dan is now a dealer.")).toBeTruthy();
    expect(room.calls.filter((c) => c.cmd === "set_staff_role").map((c) => c.args)).toEqual([
      { staffId: 3, role: "floor" },
      { staffId: 3, role: "dealer" },
    ]);
  });

  it("the floor makes a staff member the cage's counter, and adds one as the cage", async () => {
    const { room, user } = await showStaff();
    await user.selectOptions(roleOf("Lucia"), "cage");
    expect(await screen.findByText("Lucia is now a cage counter.")).toBeTruthy();
    expect(roleOf("Lucia").value).toBe("cage");
    await addStaff(user, "Cora", "Cage");
    expect(await screen.findByText("Cora is added as a cage counter. Set a PIN so Cora can sign in.")).toBeTruthy();
    expect(room.calls.find((c) => c.cmd === "add_staff")?.args).toEqual({ name: "Cora", role: "cage" });
    expect(roleOf("Cora").value).toBe("cage");
  });

  it("the last active floor manager cannot become a dealer: the refusal says so beside him", async () => {
    const { user } = await showStaff();
    await user.selectOptions(roleOf("Maria"), "dealer");
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("last_floor_manager");
    expect(row("Maria").nextElementSibling?.contains(alert)).toBe(true);
    expect(roleOf("Maria").value).toBe("floor");
  });
});

describe("PINs", () => {
  it("a PIN is set with the same digits twice; a mismatch or a short PIN never reaches the room", async () => {
    const { room, user } = await showStaff();
    await user.click(within(row("Dan")).getByRole("button", { name: "Set PIN for Dan" }));
    await savePinForDan(user, "123", "123");
    expect(await screen.findByText("A PIN is 4 to 8 digits.")).toBeTruthy();
    await savePinForDan(user, "4", "5");
    expect(await screen.findByText("The two PINs differ: type the same PIN twice.")).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "set_pin")).toBe(false);
    await retypePinAgain(user, "1234", "Save PIN");
    expect(await screen.findByText("PIN set for Dan. Dan can sign in now.")).toBeTruthy();
    expect(room.calls.find((c) => c.cmd === "set_pin")?.args).toEqual({ staffId: 3, pin: "1234" });
    expect(cell("Dan", "pin")).toBe("Set");
  });

  it("a locked account shows until when, and a reset PIN lifts the lock", async () => {
    const { user } = await showStaff((room) => {
      // Five wrong PINs at the room, as a dealer would type them.
      for (let i = 0; i < 5; i++) expect(() => room.handle("sign_in", { name: "Dee", pin: "0000" })).toThrow();
    });
    expect(cell("Dee", "pin")).toMatch(/Locked until 21:42/);
    await user.click(within(row("Dee")).getByRole("button", { name: "Reset PIN for Dee" }));
    expect(screen.getByText(/Dee's account is locked until 21:42 after 5 wrong PINs. A new PIN lifts the lock at once./)).toBeTruthy();
    await user.type(screen.getByLabelText("New PIN for Dee"), "8642");
    await user.type(screen.getByLabelText("The same PIN again"), "8642");
    await user.click(screen.getByRole("button", { name: "Save PIN" }));
    expect(await screen.findByText("PIN reset for Dee: the lock is lifted. Dee can sign in now.")).toBeTruthy();
    expect(cell("Dee", "pin")).toBe("Set");
  });

  it("a lock that has run out is not shown", async () => {
    await showStaff((room) => {
      for (let i = 0; i < 5; i++) expect(() => room.handle("sign_in", { name: "Dee", pin: "0000" })).toThrow();
      vi.setSystemTime(roomNow + 6 * 60_000);
    });
    expect(cell("Dee", "pin")).toBe("Set");
  });
});

describe("the Staff screen in Spanish", () => {
  it("says the staff list and its form in Spanish, and none of the English", async () => {
    await setLanguage("es");
    try {
      serveFakeRoom({ start: "floor", pins: { Dee: "2468", Maria: "1357" }, now: () => roomNow });
      renderApp(<StaffPage />);
      await screen.findByRole("table", { name: "Personal" });
      expect(screen.getByRole("heading", { name: "Agregar personal" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Agregar" })).toBeTruthy();
      expect(cell("Dee", "pin")).toBe("Asignado");
      expect(cell("Dan", "pin")).toBe("Sin PIN todavía");
      expect(screen.getByRole("button", { name: "Restablecer PIN de Dee" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Desactivar a Dee" })).toBeTruthy();
      const text = document.body.textContent ?? "";
      for (const english of ["Add staff", "No PIN yet", "Reset PIN", "Deactivate", "Status"]) {
        expect(text).not.toContain(english);
      }
    } finally {
      await setLanguage("en");
    }
  });
});
