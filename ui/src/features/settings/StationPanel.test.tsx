import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC, mockWindows } from "@tauri-apps/api/mocks";
import { fakeRoom, type FakeRoomOptions } from "../../../e2e/fake-room";
import { floorBoard } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { StationPanel } from "./StationPanel";

const MARIA = "1357";

/** The panel, Maria (a floor manager) signed in; the room's open tables are the floor board's. */
async function show(options: Partial<FakeRoomOptions> = {}) {
  const room = fakeRoom({ start: "floor", pins: { Maria: MARIA, Dee: "2468" }, ...options });
  mockWindows("main");
  mockIPC((cmd, raw) => (cmd === "floor_board" ? floorBoard() : room.handle(cmd, (raw ?? {}) as Record<string, unknown>)));
  renderApp(<StationPanel />);
  await screen.findByRole("button", { name: "Save this station" });
  const panel = screen.getByRole("region", { name: "This station" });
  return { room, panel, user: userEvent.setup() };
}

const field = (panel: HTMLElement, label: string | RegExp) => within(panel).getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe("This station (Settings)", () => {
  it("shows what the station is: the whole room or one of the room's open tables, its language, look and start", async () => {
    const { panel } = await show();
    await waitFor(() => expect(options(field(panel, "Serves"))).toEqual(["The whole room", "Table 1", "Table 2", "Table 3"]));
    expect(field(panel, "Serves").value).toBe("");
    expect(field(panel, "Language before sign-in").value).toBe("en");
    expect(options(field(panel, "Language before sign-in"))).toEqual(["English", "Español"]);
    expect(within(panel).getByRole("radio", { name: "As the system" })).toHaveProperty("checked", true);
    expect(field(panel, "Start with the session").checked).toBe(false);
  });

  it("Save sends the setup with the floor manager's PIN, says what the station serves, and fills the screen for a table", async () => {
    const { room, panel, user } = await show();
    await waitFor(() => expect(options(field(panel, "Serves"))).toContain("Table 2"));
    await user.selectOptions(field(panel, "Serves"), "Table 2");
    await user.selectOptions(field(panel, "Language before sign-in"), "es");
    await user.click(within(panel).getByText("Dark"));
    await user.click(field(panel, "Start with the session"));
    await user.type(field(panel, /Your PIN/), MARIA);
    await user.click(within(panel).getByRole("button", { name: "Save this station" }));
    expect((await within(panel).findByText(/^Saved:/)).textContent).toBe("✓ Saved: this station serves Table 2 only, full screen.");
    expect(room.calls.filter((c) => c.cmd === "set_station").map((c) => c.args)).toEqual([
      { pin: MARIA, setup: { table: "Table 2", language: "es", theme: "dark", autostart: true } },
    ]);
    expect(room.station()).toEqual({ table: { name: "Table 2", open_id: 2 }, language: "es", theme: "dark", autostart: true });
    expect(room.fullscreen).toEqual([true]);
    // The PIN typed is not kept.
    expect(field(panel, /Your PIN/).value).toBe("");
  });

  it("asks for the PIN before sending anything; a wrong PIN is refused in words, nothing saved", async () => {
    const { room, panel, user } = await show();
    await user.click(within(panel).getByRole("button", { name: "Save this station" }));
    expect(await within(panel).findByText("Type your PIN: 4 to 8 digits.")).toBeTruthy();
    expect(room.calls.filter((c) => c.cmd === "set_station")).toHaveLength(0);
    await user.type(field(panel, /Your PIN/), "0000");
    await user.click(within(panel).getByRole("button", { name: "Save this station" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("wrong_pin");
    expect(alert.textContent).toContain("That PIN is not right: type your own PIN again. Nothing was changed.");
    expect(room.station().table).toBeNull();
    expect(room.fullscreen).toEqual([]);
  });

  it("a table the room never opened is refused in the station's own words", async () => {
    const { room, panel, user } = await show();
    room.failNext("set_station", { code: "invalid_input", message: "table: the room never opened a table called Table 9" });
    await user.type(field(panel, /Your PIN/), MARIA);
    await user.click(within(panel).getByRole("button", { name: "Save this station" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toContain("The room has never opened a table by that name, or this computer cannot keep the choice");
    expect(alert.textContent).toContain("table: the room never opened a table called Table 9");
  });

  it("a station set to a table closed now keeps it as a choice, said closed", async () => {
    const { panel } = await show({ station: { table: "Table 5" }, tables: { "Table 1": 1, "Table 5": null } });
    await waitFor(() => expect(field(panel, "Serves").value).toBe("Table 5"));
    expect(options(field(panel, "Serves"))).toEqual(["The whole room", "Table 5 (closed now)", "Table 1", "Table 2", "Table 3"]);
  });
});
