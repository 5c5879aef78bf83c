import { afterEach, describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRateSchedule, type ConnectionChanged, type IpcError } from "../api";
import { announceConnection } from "../api/testing";
import { CHECK_COMMAND_LOSS_MS } from "../api/live";
import holdem from "../fixtures/console/holdem.json";
import { ConsolePage } from "../features/dealer/ConsolePage";
import { SessionGate } from "../features/signin";
import { serveFakeRoom } from "../../e2e/fake-room";
import { rateSchedule } from "../test/fixtures";
import { setLanguage } from "../i18n";
import { renderApp } from "../test/render";
import { ConnectionBanner } from "./ConnectionBanner";

const SERVER = "postgres://cardroom@db.local:5432/room";
const online: ConnectionChanged = { online: true, location: SERVER, reason: null, since: null };
// 20:40Z is 21:40 in Madrid.
const lost: ConnectionChanged = { online: false, location: SERVER, reason: "connection refused", since: "2026-11-20T20:40:00Z" };
const offline: IpcError = { code: "db_offline", message: `the connection to the database server ${SERVER} is lost` };

/**
 * The shell: its connection status (`status`), and the rate schedule as any screen's read,
 * failing with `db_offline` while `down`. Every command sent is counted.
 */
function shell(start: ConnectionChanged = online) {
  const room = { status: start, down: false, sent: [] as string[] };
  mockIPC(
    (cmd) => {
      room.sent.push(cmd);
      if (cmd === "connection_status") return room.status;
      if (room.down) throw offline;
      if (cmd === "rate_schedule") return rateSchedule();
      throw { code: "internal", message: `unexpected ${cmd}` };
    },
    { shouldMockEvents: true },
  );
  return { room, reads: () => room.sent.filter((c) => c === "rate_schedule").length };
}

/** Any screen's read: the rate schedule. */
function Screen() {
  const schedule = useRateSchedule();
  return <p id="screen">{schedule.data ? "read" : schedule.error ? `failed ${schedule.error.code}` : "reading"}</p>;
}

const banner = () => document.getElementById("connection-banner");
/** The banner above a screen that reads the rate schedule. */
const showWithScreen = () =>
  renderApp(
    <>
      <ConnectionBanner />
      <Screen />
    </>,
  );

// Notices are kept by Mantine's one store: each test starts with none.
afterEach(() => notifications.clean());

describe("the connection banner", () => {
  it("the shell's news that the server is lost shows it with the time and where; its news that it is back hides it, says so, and reads every screen again", async () => {
    const { reads } = shell();
    showWithScreen();
    await screen.findByText("read");
    await waitFor(() => expect(reads()).toBe(1));
    expect(banner()).toBeNull();

    await announceConnection(lost);
    const shown = await screen.findByRole("alert");
    expect(shown.id).toBe("connection-banner");
    expect(shown.textContent).toContain(
      "Connection to the database server lost since 21:40 — Cardroom keeps trying. Nothing you enter is saved until it is back.",
    );
    expect(document.getElementById("connection-location")!.textContent).toBe(SERVER);

    await announceConnection(online);
    await waitFor(() => expect(banner()).toBeNull());
    expect(await screen.findByText("Connection restored")).toBeTruthy();
    // Every query was invalidated: the screen read again.
    await waitFor(() => expect(reads()).toBe(2));
  });

  it("a station that starts while the server is lost shows the banner from the shell's status", async () => {
    shell(lost);
    renderApp(<ConnectionBanner />);
    const shown = await screen.findByRole("alert");
    expect(shown.textContent).toMatch(/lost since 21:40/);
    expect(shown.getAttribute("data-since")).toBe(lost.since);
  });

  it("a read failing with db_offline shows the banner at once, before the shell says anything; the shell's loss then takes over", async () => {
    const { room } = shell();
    room.down = true;
    showWithScreen();
    await screen.findByText("failed db_offline");
    const shown = await screen.findByRole("alert");
    expect(shown.textContent).toMatch(/^Connection to the database server lost since \d\d:\d\d — Cardroom keeps trying/);
    // Where: known from the shell's status read at start.
    expect(document.getElementById("connection-location")!.textContent).toBe(SERVER);
    // The shell, asked soon after, says it is lost since 21:40: its time is shown.
    room.status = lost;
    await waitFor(() => expect(banner()!.getAttribute("data-since")).toBe(lost.since), { timeout: CHECK_COMMAND_LOSS_MS + 2000 });
    expect(banner()!.textContent).toMatch(/lost since 21:40/);
  });

  it("a failed read the shell calls a blip (it reaches the server) is cleared quietly: no notice, no re-read of every screen", async () => {
    const { room, reads } = shell();
    room.down = true;
    showWithScreen();
    await screen.findByRole("alert");
    room.down = false;
    await waitFor(() => expect(banner()).toBeNull(), { timeout: CHECK_COMMAND_LOSS_MS + 2000 });
    expect(screen.queryByText("Connection restored")).toBeNull();
    expect(reads()).toBe(1);
  });
});

describe("the banner in Spanish", () => {
  it("says the loss, its time and its way back in Spanish, and nothing in English", async () => {
    try {
      await setLanguage("es");
      const { reads } = shell();
      showWithScreen();
      await screen.findByText("read");
      await waitFor(() => expect(reads()).toBe(1));
      await announceConnection(lost);
      const shown = await screen.findByRole("alert");
      expect(shown.textContent).toContain("Se perdió la conexión con el servidor de la base de datos desde las 21:40 — Cardroom sigue intentando.");
      expect(shown.textContent).toContain("Base de datos");
      expect(shown.textContent).toContain("Detalles para soporte técnico");
      expect(shown.textContent).not.toMatch(/Connection|Database|Details/);
      await announceConnection(online);
      expect(await screen.findByText("Conexión restablecida")).toBeTruthy();
      expect(screen.queryByText("Connection restored")).toBeNull();
    } finally {
      await setLanguage("en");
    }
  });
});

describe("before anyone signs in", () => {
  it("the sign-in screen shows the banner above it, and nothing above it while the server answers", async () => {
    serveFakeRoom({ start: "signed-out" });
    const { container } = renderApp(
      <SessionGate banner={<ConnectionBanner />}>
        <p>behind the gate</p>
      </SessionGate>,
    );
    await screen.findByRole("group", { name: "PIN pad" });
    // Online: the banner's place takes no room.
    expect(container.querySelector(".gate-banner")!.childElementCount).toBe(0);
    await announceConnection(lost);
    const shown = await screen.findByRole("alert");
    expect(shown.closest(".gate-banner")).not.toBeNull();
    expect(shown.textContent).toMatch(/lost since 21:40/);
  });
});

type Script = { table_id: number; steps: { call: string; args: Record<string, unknown>; ok?: unknown }[] };

describe("the dealer's console while the server is out of reach", () => {
  /** The Hold'em fixture's console, between hands; `start_hand` answered, or refused while `down`. */
  function holdemConsole() {
    const fx = holdem as Script;
    const room = { down: false };
    mockIPC(
      (cmd) => {
        if (cmd === "connection_status") return online;
        if (cmd === "dealer_console") return fx.steps[0]!.ok;
        if (room.down) throw offline;
        return fx.steps.find((s) => s.call === cmd)?.ok ?? null;
      },
      { shouldMockEvents: true },
    );
    renderApp(
      <>
        <ConnectionBanner />
        <ConsolePage tableId={fx.table_id} />
      </>,
    );
    return room;
  }
  const mark = () => document.querySelector(".save-state")!;

  it("an entry refused with db_offline reads 'not saved: connection lost', and the banner shows at once", async () => {
    const room = holdemConsole();
    await screen.findByRole("button", { name: /Next hand/ });
    room.down = true;
    await userEvent.click(screen.getByRole("button", { name: /Next hand/ }));
    const refusal = await waitFor(() => {
      const el = document.getElementById("console-refusal");
      if (!el) throw new Error("no refusal yet");
      return el;
    });
    expect(refusal.getAttribute("data-code")).toBe("db_offline");
    expect(refusal.textContent).toMatch(/^Not saved: connection lost\./);
    expect(mark().textContent).toBe("not saved: connection lost");
    expect(mark().getAttribute("data-state")).toBe("not-saved");
    expect(banner()).not.toBeNull();
  });

  it("an entry saved before the loss is no longer marked 'saved' once the server is lost", async () => {
    holdemConsole();
    await screen.findByRole("button", { name: /Next hand/ });
    await userEvent.click(screen.getByRole("button", { name: /Next hand/ }));
    await waitFor(() => expect(mark().textContent).toBe("saved ✓"));
    await announceConnection(lost);
    await waitFor(() => expect(mark().textContent).toBe("offline: not saving"));
    expect(mark().textContent).not.toMatch(/saved ✓/);
    await announceConnection(online);
    await waitFor(() => expect(banner()).toBeNull());
  });
});
