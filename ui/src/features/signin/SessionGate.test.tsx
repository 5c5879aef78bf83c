import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fixtureSchedule, serveFakeRoom, type FakeRoom, type FakeRoomOptions } from "../../../e2e/fake-room";
import { SESSION_RETRY_MS } from "../../api/session";
import { renderApp } from "../../test/render";
import { retypePinAgain } from "../../test/pins";
import { useSession } from "../../lib/session";
import { SessionControls, SessionGate } from "./index";
import { setLanguage } from "../../i18n";

// The room's clock in the fixtures: 20:37Z on 20 November 2026; tests run in Europe/Madrid
// (UTC+1), so a lock until 20:42Z reads 21:42.
const roomNow = Date.parse(fixtureSchedule().at);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(roomNow);
});
afterEach(() => vi.useRealTimers());

const PINS = { Dee: "2468", Maria: "1357" }; // Dan and Lucia have none

function Behind() {
  const { staff, dealerTable, canSee } = useSession();
  return (
    <div>
      <p>Signed in: {staff.name}</p>
      <p>Table: {dealerTable ?? "all"}</p>
      <p>Staff screen: {canSee("staff") ? "shown" : "hidden"}</p>
      <SessionControls />
    </div>
  );
}

/** The gate over `Behind`, the room served as `options` say; `prepare` readies it before the first read. */
function showGate(options: Omit<FakeRoomOptions, "now">, prepare?: (room: FakeRoom) => void) {
  const room = serveFakeRoom({ ...options, now: () => roomNow });
  prepare?.(room);
  const user = userEvent.setup();
  renderApp(
    <SessionGate>
      <Behind />
    </SessionGate>,
  );
  return { room, user };
}

const pad = () => screen.getByRole("group", { name: "PIN pad" });
async function tapPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  for (const d of pin) await user.click(within(pad()).getByRole("button", { name: d }));
}
const signInCalls = (room: { calls: { cmd: string }[] }) => room.calls.filter((c) => c.cmd === "sign_in").length;

/** The first-run form filled for Maria with `pin`, and `again` as the PIN typed twice, then sent. */
async function startAsMaria(user: ReturnType<typeof userEvent.setup>, pin: string, again: string) {
  await user.type(await screen.findByLabelText("Floor manager's name"), "Maria");
  await user.type(screen.getByLabelText("PIN (4 to 8 digits)"), pin);
  await user.type(screen.getByLabelText("The same PIN again"), again);
  await user.click(screen.getByRole("button", { name: "Start the room" }));
}

describe("first run: an empty room asks for its first floor manager", () => {
  it("the first floor manager gives their name and the same PIN twice, and is then signed in", async () => {
    const { room, user } = showGate({ start: "first-run" });
    await startAsMaria(user, "1357", "1375");
    expect(await screen.findByText("The two PINs differ: type the same PIN twice.")).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "start_room")).toBe(false);

    await retypePinAgain(user, "1357", "Start the room");
    expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
    expect(room.calls.find((c) => c.cmd === "start_room")?.args).toEqual({ name: "Maria", pin: "1357" });
  });

  it("a PIN that is not 4 to 8 digits is refused before the room is asked", async () => {
    const { room, user } = showGate({ start: "first-run" });
    await startAsMaria(user, "135", "135");
    expect(await screen.findByText("A PIN is 4 to 8 digits.")).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "start_room")).toBe(false);
  });
});

describe("signing in: a name and a PIN", () => {
  it("the active staff with a PIN are listed to tap; a tap and the PIN on the pad sign in", async () => {
    const { room, user } = showGate({ start: "signed-out", pins: PINS });
    const who = await screen.findByRole("list", { name: "Who is signing in?" });
    expect(within(who).getAllByRole("button").map((b) => b.querySelector(".who-name")?.textContent)).toEqual(["Dee", "Maria"]);
    await user.click(within(who).getByRole("button", { name: /Dee/ }));
    expect(within(who).getByRole("button", { name: /Dee/ }).getAttribute("aria-pressed")).toBe("true");
    await tapPin(user, "2468");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in: Dee")).toBeTruthy();
    expect(room.calls.find((c) => c.cmd === "sign_in")?.args).toEqual({ name: "Dee", pin: "2468" });
  });

  it("the name can be typed, and the PIN typed on the keyboard; Enter signs in", async () => {
    const { user } = showGate({ start: "signed-out", pins: PINS });
    await user.type(await screen.findByLabelText("Or type your name"), "maria");
    await user.type(screen.getByLabelText("PIN for maria"), "13x57{Enter}");
    expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
  });

  it("the pad's Clear and delete keys correct the PIN; it holds digits only, at most 8", async () => {
    const { user } = showGate({ start: "signed-out", pins: PINS });
    await screen.findByRole("list", { name: "Who is signing in?" });
    const field = screen.getByLabelText("PIN") as HTMLInputElement;
    await tapPin(user, "123");
    await user.click(screen.getByRole("button", { name: "Delete the last digit" }));
    expect(field.value).toBe("12");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(field.value).toBe("");
    await user.type(field, "1234567890");
    expect(field.value).toBe("12345678");
  });

  it("a wrong PIN says the name and PIN do not match, and empties the PIN", async () => {
    const { user } = showGate({ start: "signed-out", pins: PINS });
    await user.click(await screen.findByRole("button", { name: /Dee/ }));
    await tapPin(user, "1111");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("wrong_pin");
    expect(alert.textContent).toMatch(/That name and PIN do not match/);
    expect((screen.getByLabelText("PIN for Dee") as HTMLInputElement).value).toBe("");
  });

  it("five wrong PINs say the account is locked and until when, in local time", async () => {
    const { room, user } = showGate({ start: "signed-out", pins: PINS });
    await user.click(await screen.findByRole("button", { name: /Dee/ }));
    for (let i = 1; i <= 5; i++) {
      await tapPin(user, "1111");
      await user.click(screen.getByRole("button", { name: "Sign in" }));
      await vi.waitFor(() => expect(signInCalls(room)).toBe(i));
    }
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("account_locked");
    await vi.waitFor(() => expect(alert.textContent).toMatch(/locked until 21:42/));
    expect(alert.textContent).toMatch(/have a floor manager reset the PIN/);
    // Even the right PIN is refused while locked.
    await tapPin(user, "2468");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(signInCalls(room)).toBe(6));
    expect((await screen.findByRole("alert")).textContent).toMatch(/locked until 21:42/);
    expect(screen.queryByText(/Signed in:/)).toBeNull();
  });

  it("a staff member without a PIN yet is told a floor manager sets one", async () => {
    const { user } = showGate({ start: "signed-out", pins: PINS });
    await user.type(await screen.findByLabelText("Or type your name"), "Lucia");
    await user.type(screen.getByLabelText("PIN for Lucia"), "0000{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("no_pin");
    expect(alert.textContent).toMatch(/a floor manager sets one on the Staff screen/);
  });

  it("without a name or with a short PIN nothing is sent, and the screen says what is missing", async () => {
    const { room, user } = showGate({ start: "signed-out", pins: PINS });
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Tap or type your name first.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Maria/ }));
    await tapPin(user, "135");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("A PIN is 4 to 8 digits.")).toBeTruthy();
    expect(signInCalls(room)).toBe(0);
  });
});

describe("switching user and signing out", () => {
  it("switching user takes two taps and the PIN", async () => {
    const { user } = showGate({ start: "floor", pins: PINS });
    expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Switch user" })); // tap 1
    await user.click(await screen.findByRole("button", { name: /Dee/ })); // tap 2
    await tapPin(user, "2468");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in: Dee")).toBeTruthy();
  });

  it("cancelling a switch keeps the one signed in", async () => {
    const { user } = showGate({ start: "floor", pins: PINS });
    await user.click(await screen.findByRole("button", { name: "Switch user" }));
    await user.click(await screen.findByRole("button", { name: "Cancel: stay signed in as Maria" }));
    expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
  });

  it("signing out shows the sign-in screen", async () => {
    const { user } = showGate({ start: "floor", pins: PINS });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
  });
});

describe("what each role sees behind the gate", () => {
  it("a dealer has his table and no Staff screen; a floor manager sees every table and Staff", async () => {
    showGate({ start: "dealer", pins: PINS });
    expect(await screen.findByText("Signed in: Dee")).toBeTruthy();
    expect(screen.getByText("Table: 1")).toBeTruthy();
    expect(screen.getByText("Staff screen: hidden")).toBeTruthy();
  });

  it("a database that does not answer is said in words, by its code, with a way to try again", async () => {
    const { user } = showGate({ start: "floor" }, (room) => room.failNext("session", { code: "db_locked", message: "database is locked" }));
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("db_locked");
    expect(alert.textContent).toMatch(/Another program is writing to the database/);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
  });

  it("a station whose server cannot be reached is set to another from that screen, and opens it without a restart", async () => {
    const down = { code: "db_offline" as const, message: "the connection to the database server postgres://cardroom@old.local/room is lost" };
    const { room, user } = showGate({ start: "floor" }, (r) => r.failNext("session", down));
    expect((await screen.findByRole("alert")).getAttribute("data-code")).toBe("db_offline");
    expect(await screen.findByText("This station is set to use its own file.")).toBeTruthy();
    await user.type(screen.getByLabelText(/Server URL/), "postgres://cardroom:secret@db.local/room");
    await user.click(screen.getByRole("button", { name: "Connect and use it now" }));
    expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
    const chosen = room.calls.filter((c) => c.cmd === "choose_database");
    expect(chosen).toEqual([{ cmd: "choose_database", args: { url: "postgres://cardroom:secret@db.local/room" } }]);
    // The session was read again once the choice was saved: the room opened from it.
    const order = room.calls.map((c) => c.cmd).filter((c) => c === "session" || c === "choose_database");
    expect(order.slice(-2)).toEqual(["choose_database", "session"]);
  });

  it("a station whose server is out of reach at start keeps asking, and signs in by itself once it answers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const down = { code: "db_offline" as const, message: "the connection to the database server postgres://cardroom@db.local/room is lost" };
      const { room } = showGate({ start: "floor" }, (r) => r.failNext("session", down));
      expect((await screen.findByRole("alert")).getAttribute("data-code")).toBe("db_offline");
      // Still down at the next ask.
      room.failNext("session", down);
      await act(() => vi.advanceTimersByTimeAsync(SESSION_RETRY_MS));
      expect(screen.getByRole("alert").getAttribute("data-code")).toBe("db_offline");
      // Back: the next ask opens the room, with no tap.
      await act(() => vi.advanceTimersByTimeAsync(SESSION_RETRY_MS));
      expect(await screen.findByText("Signed in: Maria")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("signing in, in Spanish", () => {
  it("the sign-in screen and what it says of a form not filled read in Spanish", async () => {
    await setLanguage("es");
    try {
      const { room, user } = showGate({ start: "signed-out", pins: PINS });
      expect(await screen.findByRole("list", { name: "¿Quién inicia sesión?" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeTruthy();
      expect(screen.getByRole("group", { name: "Teclado del PIN" })).toBeTruthy();
      expect(screen.getByLabelText("O escriba su nombre")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Entrar" }));
      expect(await screen.findByText("Primero toque o escriba su nombre.")).toBeTruthy();
      expect(signInCalls(room)).toBe(0);
      const text = document.querySelector(".gate")!.textContent ?? "";
      for (const english of ["Sign in", "Who is signing in?", "Clear", "type your name", "Tap or type"]) expect(text).not.toContain(english);
    } finally {
      await setLanguage("en");
    }
  });
});
