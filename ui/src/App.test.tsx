// The app's screens and addresses (`router.tsx`, `Shell.tsx`): where someone lands, what his
// role keeps from him whatever address is typed, how one screen opens another, the hotkeys and
// the wall board's way back. The room is the fake one of the sign-in's tests (its staff and
// PINs), the floor board and the seeded day's reports from the fixtures.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC } from "@tauri-apps/api/mocks";
import { createMemoryHistory } from "@tanstack/react-router";
import { fakeRoom, fixtureSchedule, type FakeRoomOptions, type Start } from "../e2e/fake-room";
import { reportsScript, type ReportsFixture } from "../e2e/reports-script";
import { demoHit, jackpotsScript } from "../e2e/jackpots-script";
import reportsJson from "./fixtures/reports.json";
import { setLanguage } from "./i18n";
import { floorBoard } from "./test/fixtures";
import { renderApp } from "./test/render";
import { App } from "./App";

const roomNow = Date.parse(fixtureSchedule().at);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(roomNow);
});
afterEach(() => vi.useRealTimers());

const PINS = { Dee: "2468", Maria: "1357" };

/**
 * The app at address `at`, `start` signed in (Maria the floor manager, or Dee dealing Table 1); a
 * bad beat waits to be paid when `hit`; the station set up as `station` says (the whole room).
 */
function showApp(start: Start, at: string, { hit = false, station }: { hit?: boolean; station?: FakeRoomOptions["station"] } = {}) {
  const room = fakeRoom({ start, pins: PINS, now: () => roomNow, station });
  const day = reportsScript(structuredClone(reportsJson) as unknown as ReportsFixture);
  const jackpots = jackpotsScript({ pending: hit, now: () => floorBoard().at, me: () => ({ id: 1, name: "Maria" }), staff: () => [], seated: () => null });
  mockIPC(
    async (cmd, raw) => {
      const args = (raw ?? {}) as Record<string, unknown>;
      // As in the real window, what the station is takes a moment to read.
      if (cmd === "station") await new Promise((done) => setTimeout(done, 30));
      if (cmd === "floor_board") return { ...floorBoard(), pending_jackpots: hit ? [demoHit()] : [] };
      if (jackpots.handles(cmd)) return jackpots.answer(cmd, args);
      if (cmd !== "list_staff" && day.handles(cmd)) return day.answer(cmd, args);
      return room.handle(cmd, args);
    },
    { shouldMockEvents: true },
  );
  const history = createMemoryHistory({ initialEntries: [at] });
  const user = userEvent.setup();
  renderApp(<App history={history} />);
  return { history, user };
}

type History = ReturnType<typeof showApp>["history"];

/** Waits until the address is `path` and its screen's nav item is marked as the page shown. */
async function shown(history: History, path: string, nav: string) {
  await waitFor(() => expect(history.location.pathname).toBe(path));
  await waitFor(() => expect(document.querySelector(`#nav-${nav}`)?.getAttribute("aria-current")).toBe("page"));
}

const navIds = () => [...document.querySelectorAll("nav[aria-label=Screens] [id^=nav-]")].map((e) => e.id);

async function switchTo(user: ReturnType<typeof userEvent.setup>, name: string, pin: string) {
  await user.click(await screen.findByRole("button", { name: "Switch user" }));
  await user.click(await screen.findByRole("button", { name: new RegExp(name) }));
  const pad = screen.getByRole("group", { name: "PIN pad" });
  for (const d of pin) await user.click(within(pad).getByRole("button", { name: d }));
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("where someone lands", () => {
  it("a dealer signed in lands on his table's console", async () => {
    const { history } = showApp("dealer", "/");
    await shown(history, "/console/1", "console");
    expect(navIds()).toEqual(["nav-console", "nav-floor", "nav-wall"]);
  });

  it("a floor manager signed in lands on the floor, with no console until he opens a table", async () => {
    const { history } = showApp("floor", "/");
    await shown(history, "/floor", "floor");
    expect(navIds()).not.toContain("nav-console");
    expect(navIds()).not.toContain("nav-wall");
    expect(screen.getByRole("button", { name: /Hand history/ }).textContent).toBe("Hand historyAlt+7");
  });

  it("a reload keeps the screen: the address names it", async () => {
    const { history } = showApp("floor", "/staff");
    await shown(history, "/staff", "staff");
    expect(await screen.findByRole("heading", { name: "Staff", level: 1 })).toBeTruthy();
  });

  // The real window once stayed blank here: the sign-in dropped the station's read, the router
  // was unmounted while it was read again, and mounted again it never ran the landing's guard.
  it("the room's first floor manager, once the room is started, lands on the floor board", async () => {
    const { history, user } = showApp("first-run", "/");
    await user.type(await screen.findByLabelText("Floor manager's name"), "Maria");
    await user.type(screen.getByLabelText("PIN (4 to 8 digits)"), "1357");
    await user.type(screen.getByLabelText("The same PIN again"), "1357");
    await user.click(screen.getByRole("button", { name: "Start the room" }));
    await shown(history, "/floor", "floor");
    expect(await screen.findByRole("heading", { name: "Floor", level: 1 })).toBeTruthy();
  });

  it("someone signing in at the bare address lands where they work", async () => {
    const { history, user } = showApp("signed-out", "/");
    await user.click(await screen.findByRole("button", { name: /Maria/ }));
    const pad = screen.getByRole("group", { name: "PIN pad" });
    for (const d of PINS.Maria) await user.click(within(pad).getByRole("button", { name: d }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await shown(history, "/floor", "floor");
  });

  it("someone else signing in lands where he works, not on the screen left by the last one", async () => {
    const { history, user } = showApp("dealer", "/");
    await shown(history, "/console/1", "console");
    await switchTo(user, "Maria", PINS.Maria);
    await shown(history, "/floor", "floor");
    await user.click(screen.getByRole("button", { name: /^Staff/ }));
    await shown(history, "/staff", "staff");
    await switchTo(user, "Dee", PINS.Dee);
    await shown(history, "/console/1", "console");
  });
});

describe("the language of the screens", () => {
  it("in Spanish, the nav names every screen in Spanish, and no screen in English", async () => {
    try {
      // The station speaks Spanish: the screens follow it.
      const { history } = showApp("floor", "/", { station: { language: "es" } });
      await shown(history, "/floor", "floor");
      const nav = document.querySelector("nav[aria-label=Pantallas]") as HTMLElement;
      expect(nav).toBeTruthy();
      const names = [...nav.querySelectorAll("[id^=nav-]")].map((e) => e.textContent);
      expect(names).toContain("PisoAlt+1");
      expect(names).toContain("PersonalAlt+2");
      expect(names).toContain("TarifasAlt+3");
      expect(names).toContain("ConfiguraciónAlt+4");
      expect(names).toContain("Historial de manosAlt+7");
      expect(names).toContain("CrupieresAlt+0");
      expect(nav.textContent).not.toMatch(/Floor|Staff|Rates|Settings|Hand history|Dealers|Reports/);
    } finally {
      await setLanguage("en");
    }
  });
});

describe("what a role keeps from them, whatever address is typed", () => {
  it("a dealer cannot reach a screen his role does not show: typing its address falls back to the floor", async () => {
    const { history } = showApp("dealer", "/staff");
    await shown(history, "/floor", "floor");
    expect(navIds()).not.toContain("nav-staff");
    expect(screen.queryByRole("heading", { name: "Staff", level: 1 })).toBeNull();
  });

  it("a dealer typing another table's console address falls back to the floor", async () => {
    const { history } = showApp("dealer", "/console/2");
    await shown(history, "/floor", "floor");
  });

  it("an address no screen has falls back to where one lands", async () => {
    const { history } = showApp("floor", "/nowhere");
    await shown(history, "/floor", "floor");
  });

  it("a hotkey of a screen the role does not show does nothing (a dealer's Alt+2); one it shows goes there", async () => {
    const { history, user } = showApp("dealer", "/");
    await shown(history, "/console/1", "console");
    await user.keyboard("{Alt>}2{/Alt}");
    await shown(history, "/console/1", "console");
    await user.keyboard("{Alt>}1{/Alt}");
    await shown(history, "/floor", "floor");
    await user.keyboard("{Alt>}5{/Alt}");
    await shown(history, "/console/1", "console");
  });
});

describe("one screen opens another", () => {
  it("the board opens a table's console; the nav's Console goes back to it", async () => {
    const { history, user } = showApp("floor", "/floor");
    await user.click(await screen.findByRole("button", { name: "Console of Table 1" }));
    await shown(history, "/console/1", "console");
    await user.click(screen.getByRole("button", { name: /^Floor/ }));
    await shown(history, "/floor", "floor");
    await user.click(document.querySelector("#nav-console")!);
    await shown(history, "/console/1", "console");
  });

  it("opening a hand from a report shows it in hand history", async () => {
    const { history, user } = showApp("floor", "/reports");
    await shown(history, "/reports", "reports");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Shift" }), "1");
    await user.click(await screen.findByRole("button", { name: "Open the hand 221" }));
    await shown(history, "/history/221", "history");
    expect(await screen.findByRole("heading", { name: "Table 7 · hand 35" })).toBeTruthy();
  });
});

describe("the jackpots", () => {
  it("the board's banner of a bad beat opens the Jackpots screen, where the hit waits to be paid; Alt+J goes there too", async () => {
    const { history, user } = showApp("floor", "/floor", { hit: true });
    await shown(history, "/floor", "floor");
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toContain("Bad-beat jackpot: keep the cards");
    expect(banner.textContent).toContain("Table 1, hand 412 (Bad beat): Seat 1's four of a kind, nines lost to seat 2's straight flush, eight high");
    await user.click(screen.getByRole("button", { name: "Open Jackpots to pay" }));
    await shown(history, "/jackpots", "jackpots");
    expect(await screen.findByRole("button", { name: /Pay… Table 1, hand 412/ })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Floor/ }));
    await shown(history, "/floor", "floor");
    await user.keyboard("{Alt>}j{/Alt}");
    await shown(history, "/jackpots", "jackpots");
  });

  it("a dealer has no Jackpots screen: its address falls back to the floor", async () => {
    const { history } = showApp("dealer", "/jackpots");
    await shown(history, "/floor", "floor");
    expect(navIds()).not.toContain("nav-jackpots");
  });
});

describe("the players' search", () => {
  it("\"/\" from any screen opens Players with the search box focused; Ctrl+K and Alt+P go there too", async () => {
    const { history, user } = showApp("floor", "/rates");
    await shown(history, "/rates", "rates");
    await user.keyboard("/");
    await shown(history, "/players", "players");
    const search = await screen.findByRole("searchbox", { name: "Find a player" });
    await waitFor(() => expect(document.activeElement).toBe(search));
    // Typing "/" in the search box is text, not the key.
    await user.keyboard("a/b");
    expect((search as HTMLInputElement).value).toBe("a/b");
    await user.click(screen.getByRole("button", { name: /^Floor/ }));
    await shown(history, "/floor", "floor");
    await user.keyboard("{Control>}k{/Control}");
    await shown(history, "/players", "players");
    await user.click(screen.getByRole("button", { name: /^Staff/ }));
    await shown(history, "/staff", "staff");
    await user.keyboard("{Alt>}p{/Alt}");
    await shown(history, "/players", "players");
  });

  it("a dealer has no Players, and \"/\" does nothing at his console", async () => {
    const { history, user } = showApp("dealer", "/");
    await shown(history, "/console/1", "console");
    expect(navIds()).not.toContain("nav-players");
    await user.keyboard("/");
    await shown(history, "/console/1", "console");
  });

  it("a dealer typing the Players address falls back to the floor", async () => {
    const { history } = showApp("dealer", "/players");
    await shown(history, "/floor", "floor");
  });
});

describe("the wall board", () => {
  it("Escape on the wall board returns to the screen before it", async () => {
    const { history, user } = showApp("floor", "/rates");
    await shown(history, "/rates", "rates");
    await user.keyboard("{Alt>}w{/Alt}");
    await waitFor(() => expect(history.location.pathname).toBe("/wall"));
    expect(await screen.findByRole("heading", { name: "Waiting lists", level: 1 })).toBeTruthy();
    expect(document.querySelector("nav[aria-label=Screens]")).toBeNull();
    await user.keyboard("{Escape}");
    await shown(history, "/rates", "rates");
  });
});
