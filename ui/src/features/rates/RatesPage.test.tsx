import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fixtureSchedule, serveFakeRoom, type FakeRoom } from "../../../e2e/fake-room";
import { renderApp } from "../../test/render";
import { setLanguage } from "../../i18n";
import { RatesPage } from "./RatesPage";
import { dateTimeText } from "../../lib/time";

// The fixture is the schedule at 20:37Z on 20 November 2026; tests run in Europe/Madrid
// (UTC+1 in winter, UTC+2 in summer). The date's words follow the machine's locale; the
// local clock time is checked in each.
const schedule = fixtureSchedule();
const roomNow = Date.parse(schedule.at);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(roomNow);
});
afterEach(() => vi.useRealTimers());

async function showRates(prepare?: (room: FakeRoom) => void) {
  const room = serveFakeRoom({ start: "floor", now: () => roomNow });
  prepare?.(room);
  const user = userEvent.setup();
  renderApp(<RatesPage />);
  await screen.findByRole("table", { name: /In effect now/ });
  return { room, user };
}
const rows = () => [...document.querySelectorAll("#schedule tbody tr")].map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent));
const addRateCall = (room: FakeRoom) => room.calls.find((c) => c.cmd === "add_rate")?.args.rate;
type User = ReturnType<typeof userEvent.setup>;
/** A time game's rate typed: `game`, its limit band `from` to `to`, and the `amount`, as typed in dollars. */
async function typeBandRate(user: User, game: string, from: string, to: string, amount: string) {
  await user.selectOptions(screen.getByLabelText("Game"), game);
  await user.type(screen.getByLabelText("Band from ($)"), from);
  await user.type(screen.getByLabelText("Band to ($)"), to);
  await user.type(screen.getByLabelText("Amount ($)"), amount);
}
/** The rate's start typed over the one offered. */
async function typeStart(user: User, when: string) {
  await user.clear(screen.getByLabelText("In effect from"));
  await user.type(screen.getByLabelText("In effect from"), when);
}

describe("the schedule", () => {
  it("lists the rates in effect now: amounts from cents, and times in local time", async () => {
    await showRates();
    expect(screen.getByRole("heading", { name: `In effect now (${dateTimeText(schedule.at)})` }).textContent).toMatch(/21:37\)$/);
    expect(rows()).toHaveLength(schedule.rates.length);
    expect(rows()[0]).toEqual(["Texas Hold'em", "$2.00-$4.00", "$3.00", "from the pot before the deal", dateTimeText("2000-01-01T00:00:00Z")]);
    expect(rows()[0]![4]).toMatch(/01:00$/);
    expect(screen.getByText(/No rate for Crazy Pineapple, Mexican Poker, Draw Poker with Joker/)).toBeTruthy();
  });

  it("a date picked shows the schedule in effect then: a past date before any rate has none", async () => {
    const { room, user } = await showRates();
    await user.type(screen.getByLabelText("Show the schedule in effect at"), "1999-06-01T12:00");
    expect(await screen.findByRole("heading", { name: `In effect on ${dateTimeText("1999-06-01T10:00:00Z")} (past)` })).toBeTruthy();
    // Madrid is UTC+2 in June: the room is asked in UTC.
    expect(room.calls.filter((c) => c.cmd === "rate_schedule_at").at(-1)?.args).toEqual({ at: "1999-06-01T10:00:00Z" });
    expect(screen.getByText("No rate was in effect then.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back to now" }));
    expect(await screen.findByRole("heading", { name: /In effect now/ })).toBeTruthy();
  });
});

describe("adding a future rate", () => {
  it("a no-limit pot-drop rate is sent in cents, from local time as UTC, and is seen on its date", async () => {
    const { room, user } = await showRates();
    await user.selectOptions(screen.getByLabelText("Game"), "holdem");
    await user.click(screen.getByRole("radio", { name: "No limit" }));
    expect(screen.queryByLabelText("Band from ($)")).toBeNull();
    expect(screen.queryByLabelText("Every (minutes)")).toBeNull(); // Hold'em is a pot-drop game
    await user.type(screen.getByLabelText("Amount ($)"), "5.25");
    await typeStart(user, "2026-12-01T18:00");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    expect((await screen.findByText(/Added: Texas Hold'em No limit, \$5.25 from the pot before the deal, from/)).textContent).toMatch(/18:00\.$/);
    expect(addRateCall(room)).toEqual({
      game: "holdem",
      structure: "no_limit",
      min_limit_cents: null,
      max_limit_cents: null,
      amount_cents: 525,
      interval_minutes: null,
      effective_from: "2026-12-01T17:00:00Z",
    });
    await user.click(screen.getByRole("button", { name: "Show the schedule from then" }));
    expect(await screen.findByRole("heading", { name: `In effect on ${dateTimeText("2026-12-01T17:00:00Z")} (future)` })).toBeTruthy();
    expect(rows().find((r) => r[1] === "No limit")?.[2]).toBe("$5.25");
  });

  it("a time game's limit band and interval are sent as typed, in cents and minutes", async () => {
    const { room, user } = await showRates();
    await typeBandRate(user, "lowball", "4", "1,000", "$6");
    await user.type(screen.getByLabelText("Every (minutes)"), "20");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    await screen.findByText(/Added: Low Ball/);
    expect(addRateCall(room)).toMatchObject({ structure: "limit", min_limit_cents: 400, max_limit_cents: 100000, amount_cents: 600, interval_minutes: 20 });
  });

  it("a band given high first, an amount that is not dollars and a start in the past are refused before the room is asked", async () => {
    const { room, user } = await showRates();
    await typeBandRate(user, "pan", "5", "2", "four");
    await typeStart(user, "2026-11-20T09:00");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    expect(await screen.findByText("The high limit is below the low one: give the low limit first.")).toBeTruthy();
    expect(screen.getByText("Give the amount in dollars, such as 4 or 4.50.")).toBeTruthy();
    expect(screen.getByText("A new rate starts in the future: pick a later time.")).toBeTruthy();
    expect(room.calls.some((c) => c.cmd === "add_rate")).toBe(false);
  });

  it("the room's refusal is shown beside the form, in words chosen by its code, with its message as detail", async () => {
    const { room, user } = await showRates((r) =>
      r.failNext("add_rate", { code: "invalid_input", message: "amount: give at most $100000000000.00" }),
    );
    await user.selectOptions(screen.getByLabelText("Game"), "holdem");
    await user.click(screen.getByRole("radio", { name: "Pot limit" }));
    await user.type(screen.getByLabelText("Amount ($)"), "9999999999");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("invalid_input");
    expect(alert.textContent).toMatch(/The room cannot take that value, so nothing was changed\. Check what you typed: the details below name it\./);
    expect(alert.textContent).toMatch(/amount: give at most/);
    expect(alert.closest("form")?.id).toBe("add-rate");
    expect(room.calls.filter((c) => c.cmd === "add_rate")).toHaveLength(1);
  });
});

describe("the Rates screen in Spanish", () => {
  it("says the schedule and the form in Spanish, and none of the English", async () => {
    await setLanguage("es");
    try {
      serveFakeRoom({ start: "floor", now: () => roomNow });
      renderApp(<RatesPage />);
      await screen.findByRole("table", { name: /Vigente ahora/ });
      expect(screen.getByRole("heading", { name: "Tarifas" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Agregar una tarifa futura" })).toBeTruthy();
      expect(screen.getByRole("columnheader", { name: "Vigente desde" })).toBeTruthy();
      expect(screen.getByRole("radio", { name: "Sin límite" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Agregar tarifa" })).toBeTruthy();
      const text = document.body.textContent ?? "";
      for (const english of ["In effect", "Add a future rate", "Limit band", "Add rate", "Back to now"]) {
        expect(text).not.toContain(english);
      }
    } finally {
      await setLanguage("en");
    }
  });
});
