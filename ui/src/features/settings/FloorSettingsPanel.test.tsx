import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { fixtureFloorSettings, serveRotation } from "../../test/serveRotation";
import { FloorSettingsPanel } from "./FloorSettingsPanel";

async function show() {
  const room = serveRotation();
  renderApp(<FloorSettingsPanel />);
  await screen.findByRole("button", { name: "Save floor settings" });
  return room;
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function retype(label: string, text: string) {
  await userEvent.clear(input(label));
  await userEvent.type(input(label), text);
}

describe("the floor settings", () => {
  it("shows the settings in force, every game's players to start a game too", async () => {
    await show();
    const s = fixtureFloorSettings();
    expect(input("Minutes to answer a call").value).toBe(String(s.call_minutes));
    expect((screen.getByLabelText("to the bottom of the list") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("off the list") as HTMLInputElement).checked).toBe(false);
    expect(input("Sit-out limit").value).toBe("30");
    expect(input("Minutes in the box").value).toBe("30");
    expect(input("Break").value).toBe("20");
    expect(input("Downs before a break").value).toBe("3");
    const games = ["Texas Hold'em", "Pineapple", "Crazy Pineapple", "Five Card Draw", "Low Ball", "Mexican Poker", "Pan", "Draw Poker with Joker"];
    expect(games.map((g) => input(g).value)).toEqual(s.start_players.map((p) => String(p.players)));
    // Each field says the range the room takes.
    expect(screen.getByText("1 to 60")).toBeTruthy();
    expect(screen.getByText("5 to 240; then the board flags the seat")).toBeTruthy();
    expect(screen.getByText("20 to 30")).toBeTruthy();
  });

  it("a value outside the room's range is refused in the form, and nothing is sent", async () => {
    const room = await show();
    const cases: [string, string, string][] = [
      ["Minutes to answer a call", "61", "Give 1 to 60 minutes"],
      ["Sit-out limit", "4", "Give 5 to 240 minutes"],
      ["Minutes in the box", "19", "Give 20 to 30 minutes"],
      ["Break", "61", "Give 5 to 60 minutes"],
      ["Downs before a break", "11", "Give 1 to 10 downs"],
      ["Pan", "1", "Give 2 to 10 players"],
    ];
    for (const [label, text] of cases) await retype(label, text);
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    for (const [label, , message] of cases) {
      await waitFor(() => expect(input(label).getAttribute("aria-invalid")).toBe("true"));
      expect(document.getElementById(input(label).getAttribute("aria-describedby")!.split(" ").find((id) => id.endsWith("error"))!)?.textContent).toBe(message);
    }
    // The edges are in range.
    await retype("Minutes to answer a call", "60");
    await retype("Sit-out limit", "5");
    await retype("Minutes in the box", "20");
    await retype("Break", "60");
    await retype("Downs before a break", "10");
    await retype("Pan", "2");
    await waitFor(() => expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(0));
    expect(room.of("set_floor_settings")).toHaveLength(0);
  });

  it("the idle times of the table stations and the desks: shown, checked against the room's ranges, and sent", async () => {
    const room = await show();
    expect(input("Table station idle").value).toBe("120");
    expect(input("Desks lock after").value).toBe("5");
    expect(screen.getByText("30 to 1800; then it goes back to the dealers' sign-in")).toBeTruthy();
    expect(screen.getByText("1 to 60; idle at the floor's and the cage's desks")).toBeTruthy();
    await retype("Table station idle", "29");
    await retype("Desks lock after", "61");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(input("Table station idle").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Give 30 to 1800 seconds")).toBeTruthy();
    expect(screen.getByText("Give 1 to 60 minutes")).toBeTruthy();
    expect(room.of("set_floor_settings")).toHaveLength(0);
    await retype("Table station idle", "30");
    await retype("Desks lock after", "10");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(room.of("set_floor_settings")).toHaveLength(1));
    expect(room.of("set_floor_settings")[0]!.args).toEqual({ settings: { ...fixtureFloorSettings(), station_idle_seconds: 30, desk_lock_minutes: 10 } });
    expect(await screen.findByText(/Saved: the floor settings are in force/)).toBeTruthy();
  });

  it("an emptied field is refused too", async () => {
    const room = await show();
    await userEvent.clear(input("Break"));
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(input("Break").getAttribute("aria-invalid")).toBe("true"));
    expect(room.of("set_floor_settings")).toHaveLength(0);
  });

  it("Save sends every setting as whole numbers, and says they are in force", async () => {
    const room = await show();
    await retype("Minutes to answer a call", "7");
    await userEvent.click(screen.getByLabelText("off the list"));
    await retype("Sit-out limit", "45");
    await retype("Minutes in the box", "25");
    await retype("Break", "15");
    await retype("Downs before a break", "4");
    await retype("Texas Hold'em", "6");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(room.of("set_floor_settings")).toHaveLength(1));
    const sent = fixtureFloorSettings();
    sent.call_minutes = 7;
    sent.call_timeout = "off";
    sent.sit_out_limit_minutes = 45;
    sent.down_minutes = 25;
    sent.break_minutes = 15;
    sent.downs_before_break = 4;
    sent.start_players[0]!.players = 6;
    expect(room.of("set_floor_settings")[0]!.args).toEqual({ settings: sent });
    expect(await screen.findByText(/Saved: the floor settings are in force/)).toBeTruthy();
    // The form shows what the room kept.
    expect(input("Minutes to answer a call").value).toBe("7");
    expect(room.room.settings).toEqual(sent);
  });

  it("a refusal (invalid_input) is shown with the room's message, and the form keeps what was typed", async () => {
    const room = await show();
    room.room.failNext("set_floor_settings", { code: "invalid_input", message: "sit-out limit: give 5 to 240" });
    await retype("Sit-out limit", "90");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("invalid_input");
    expect(alert.textContent).toContain("The room cannot take that value, so nothing was changed. Check what you typed: the details below name it.");
    expect(alert.textContent).toContain("sit-out limit: give 5 to 240");
    expect(screen.getByRole("button", { name: "Save floor settings" }).getAttribute("aria-describedby")).toBe(alert.id);
    expect(input("Sit-out limit").value).toBe("90");
    expect(screen.queryByText(/Saved:/)).toBeNull();
  });

  it("the cage's variance threshold is shown in dollars, sent in cents, and read back as the room kept it", async () => {
    const room = await show();
    expect(input("Variance threshold").value).toBe("25.00");
    await retype("Variance threshold", "12.5");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(room.of("set_floor_settings")).toHaveLength(1));
    const sent = room.of("set_floor_settings")[0]!.args as { settings: { variance_threshold_cents: number } };
    expect(sent.settings).toEqual({ ...fixtureFloorSettings(), variance_threshold_cents: 1250 });
    expect(await screen.findByText(/Saved: the floor settings are in force/)).toBeTruthy();
    expect(input("Variance threshold").value).toBe("12.50");
  });

  it("the multiple transaction log's threshold is shown in dollars ($3,000.00 until set), sent in cents, and refused in the form outside $100.00 to $10,000.00", async () => {
    const room = await show();
    expect(input("Multiple transaction log threshold").value).toBe("3000.00");
    for (const text of ["99.99", "10000.01", "cash"]) {
      await retype("Multiple transaction log threshold", text);
      await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
      await waitFor(() => expect(input("Multiple transaction log threshold").getAttribute("aria-invalid")).toBe("true"));
      expect(screen.getByText("Give $100.00 to $10,000.00, in dollars")).toBeTruthy();
    }
    expect(room.of("set_floor_settings")).toHaveLength(0);
    await retype("Multiple transaction log threshold", "2,500");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(room.of("set_floor_settings")).toHaveLength(1));
    expect((room.of("set_floor_settings")[0]!.args as { settings: object }).settings).toEqual({ ...fixtureFloorSettings(), mtl_threshold_cents: 250000 });
    expect(await screen.findByText(/Saved: the floor settings are in force/)).toBeTruthy();
    expect(input("Multiple transaction log threshold").value).toBe("2500.00");
  });

  it("a variance threshold outside $0.00 to $10,000.00, or not dollars, is refused in the form", async () => {
    const room = await show();
    for (const text of ["10000.01", "abc", "1.234", ""]) {
      if (text === "") await userEvent.clear(input("Variance threshold"));
      else await retype("Variance threshold", text);
      await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
      await waitFor(() => expect(input("Variance threshold").getAttribute("aria-invalid")).toBe("true"));
      expect(screen.getByText("Give $0.00 to $10,000.00, in dollars")).toBeTruthy();
    }
    // The edges are in range.
    for (const text of ["0", "10,000.00"]) {
      await retype("Variance threshold", text);
      await waitFor(() => expect(input("Variance threshold").getAttribute("aria-invalid")).not.toBe("true"));
    }
    expect(room.of("set_floor_settings")).toHaveLength(0);
  });
  it("the gaming day start is shown as HH:MM and saved as minutes after midnight", async () => {
    const room = await show();
    // 360 minutes: 06:00, the house's default.
    expect(input("Gaming day starts at").value).toBe("06:00");
    expect(screen.getByText(/^00:00 to 23:59, local time/)).toBeTruthy();
    await retype("Gaming day starts at", "5:30");
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(room.of("set_floor_settings")).toHaveLength(1));
    expect(room.of("set_floor_settings")[0]!.args).toEqual({ settings: { ...fixtureFloorSettings(), gaming_day_starts_minutes: 330 } });
    expect(await screen.findByText(/Saved: the floor settings are in force/)).toBeTruthy();
    // The form shows what the room kept, as a time of day.
    expect(input("Gaming day starts at").value).toBe("05:30");
    // The day's edges: midnight and a minute before the next.
    for (const [text, minutes] of [["00:00", 0], ["23:59", 1439]] as const) {
      await retype("Gaming day starts at", text);
      await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
      await waitFor(() => expect(room.of("set_floor_settings").at(-1)!.args).toEqual({ settings: { ...fixtureFloorSettings(), gaming_day_starts_minutes: minutes } }));
    }
  });

  it("a gaming day start outside 00:00 to 23:59, or not HH:MM, is refused in the form, and nothing is sent", async () => {
    const room = await show();
    for (const text of ["24:00", "12:60", "6", "6.30", "noon", ""]) {
      if (text === "") await userEvent.clear(input("Gaming day starts at"));
      else await retype("Gaming day starts at", text);
      await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
      await waitFor(() => expect(input("Gaming day starts at").getAttribute("aria-invalid")).toBe("true"));
      expect(screen.getByText("Give a time from 00:00 to 23:59, as HH:MM")).toBeTruthy();
    }
    expect(room.of("set_floor_settings")).toHaveLength(0);
  });
  it("a seat change declined and a broken table's players: shown as the house sets them (the usual rules until set), and sent", async () => {
    const room = await show();
    const radio = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(radio("loses the place on the list (the usual rule)").checked).toBe(true);
    expect(radio("keeps the place, passed over for that seat only").checked).toBe(false);
    expect(radio("ahead of everyone waiting (the usual rule)").checked).toBe(true);
    expect(radio("after everyone waiting").checked).toBe(false);
    expect(screen.getByText(/the table's seat-change list is offered it before anyone on the waiting list is called/)).toBeTruthy();
    await userEvent.click(radio("keeps the place, passed over for that seat only"));
    await userEvent.click(radio("after everyone waiting"));
    await userEvent.click(screen.getByRole("button", { name: "Save floor settings" }));
    await waitFor(() => expect(room.of("set_floor_settings")).toHaveLength(1));
    const sent = fixtureFloorSettings();
    sent.seat_change_decline = "keeps";
    sent.broken_table_players = "bottom";
    expect(room.of("set_floor_settings")[0]!.args).toEqual({ settings: sent });
    expect(await screen.findByText(/Saved: the floor settings are in force/)).toBeTruthy();
    expect(radio("after everyone waiting").checked).toBe(true);
  });
});
