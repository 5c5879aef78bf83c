// A table station in the app (`App.tsx`, `TableStation.tsx`): only the dealers' sign-in and its
// table's console; back to the sign-in after the house's idle time; a closed table said and
// waited for; a floor manager sets it back to the whole room from its bar. And the language
// the screens speak: the person's choice, else the station's.
import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC, mockWindows } from "@tauri-apps/api/mocks";
import { createMemoryHistory } from "@tanstack/react-router";
import { fakeRoom, type FakeRoomOptions } from "../e2e/fake-room";
import holdem from "./fixtures/console/holdem.json";
import { announceChange } from "./api/testing";
import { setLanguage } from "./i18n";
import { floorBoard } from "./test/fixtures";
import { renderApp } from "./test/render";
import { App } from "./App";

const PINS = { Dee: "2468", Maria: "1357" };

afterEach(() => setLanguage("en"));

/** The app on a fake room set up as `options` say; Table 1's console answers the room's first read of it. */
function showStation(options: Partial<FakeRoomOptions> = {}) {
  const room = fakeRoom({ start: "signed-out", pins: PINS, ...options });
  mockWindows("main");
  mockIPC(
    (cmd, raw) => {
      const args = (raw ?? {}) as Record<string, unknown>;
      if (cmd === "dealer_console") {
        room.calls.push({ cmd, args });
        return holdem.steps[0]!.ok;
      }
      if (cmd === "floor_board") return floorBoard();
      return room.handle(cmd, args);
    },
    { shouldMockEvents: true },
  );
  const user = userEvent.setup();
  renderApp(<App history={createMemoryHistory({ initialEntries: ["/"] })} />);
  return { room, user };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, name: string, pin: string) {
  await user.click(await screen.findByRole("button", { name: new RegExp(name) }));
  const pad = screen.getByRole("group", { name: /PIN/ });
  for (const d of pin) await user.click(within(pad).getByRole("button", { name: d }));
  await user.click(screen.getByRole("button", { name: /^(Sign in|Entrar)$/ }));
}

const screensNav = () => document.querySelector("nav[aria-label=Screens]");

describe("a table station", () => {
  it("shows only the dealers' sign-in, then its table's console: no nav, no other screen", async () => {
    const { room, user } = showStation({ station: { table: "Table 1" } });
    expect(await screen.findByText("Table station: Table 1")).toBeTruthy();
    expect(screensNav()).toBeNull();
    await signIn(user, "Dee", PINS.Dee);
    await waitFor(() => expect(document.querySelector(".console")).toBeTruthy());
    expect(room.calls.find((c) => c.cmd === "dealer_console")?.args).toMatchObject({ tableId: 1 });
    expect(screensNav()).toBeNull();
    expect(document.getElementById("station-name")?.textContent).toBe("Table 1");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    // A dealer has no way to the station's setup.
    expect(screen.queryByRole("button", { name: "This station" })).toBeNull();
  });

  it("after the house's idle time it signs out and shows the sign-in; the next sign-in reads the table's console again", async () => {
    const { room, user } = showStation({ station: { table: "Table 1" }, idle: { station_idle_seconds: 0.4 } });
    await signIn(user, "Dee", PINS.Dee);
    await waitFor(() => expect(document.querySelector(".console")).toBeTruthy());
    const reads = room.calls.filter((c) => c.cmd === "dealer_console").length;
    expect(await screen.findByRole("heading", { name: "Sign in" }, { timeout: 3000 })).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "sign_out")).toBe(true);
    expect(document.querySelector(".console")).toBeNull();
    room.setIdle({ station_idle_seconds: 120 });
    await signIn(user, "Dee", PINS.Dee);
    await waitFor(() => expect(document.querySelector(".console")).toBeTruthy());
    expect(room.calls.filter((c) => c.cmd === "dealer_console").length).toBeGreaterThan(reads);
  });

  it("a closed table is said, full screen, and waited for: once it opens, the sign-in shows by itself", async () => {
    const { room } = showStation({ station: { table: "Table 2" }, tables: { "Table 1": 1, "Table 2": null } });
    expect(await screen.findByRole("heading", { name: "Table 2 is closed. This station waits until it opens." })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Dee/ })).toBeNull();
    room.setTable("Table 2", 7);
    await announceChange({ table_id: 7, kind: "tables" });
    expect(await screen.findByText("Table station: Table 2")).toBeTruthy();
    expect(screen.queryByText(/is closed/)).toBeNull();
  });

  it("a floor manager signed in at the station sets it back to the whole room from its bar: the room's screens come back, windowed", async () => {
    const { room, user } = showStation({ station: { table: "Table 1" } });
    await signIn(user, "Maria", PINS.Maria);
    await user.click(await screen.findByRole("button", { name: "This station" }));
    const dialog = await screen.findByRole("dialog", { name: "This station" });
    await user.selectOptions(within(dialog).getByLabelText("Serves"), "The whole room");
    await user.type(within(dialog).getByLabelText(/Your PIN/), PINS.Maria);
    await user.click(within(dialog).getByRole("button", { name: "Save this station" }));
    await waitFor(() => expect(screensNav()).toBeTruthy());
    expect(room.station().table).toBeNull();
    expect(room.fullscreen).toEqual([false]);
  });
});

describe("the language of the screens", () => {
  it("is the station's until someone who chose one signs in; their choice follows them, and signing out gives the station's back", async () => {
    const { room, user } = showStation({ station: { language: "es" } });
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeTruthy();
    await signIn(user, "Maria", PINS.Maria);
    // Maria chose none: the station's Spanish.
    const choice = (await screen.findByLabelText("Idioma")) as HTMLSelectElement;
    expect(choice.value).toBe("station");
    expect([...choice.options].map((o) => o.textContent)).toEqual(["English", "Español", "Estación"]);
    await user.selectOptions(choice, "en");
    expect(await screen.findByLabelText("Language")).toBeTruthy();
    expect(room.calls.filter((c) => c.cmd === "set_my_language").map((c) => c.args.language)).toEqual(["en"]);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeTruthy();
    // Her choice is hers: signing in again, in English.
    await signIn(user, "Maria", PINS.Maria);
    expect(await screen.findByLabelText("Language")).toBeTruthy();
  });
});
