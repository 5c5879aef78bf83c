import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { PlayerCardView } from "./PlayerCardView";
import { servePlayers } from "./testing";

/** Gus Tomlin's card (#1002: 2 h 10 min at Table 2 today, 20 Nov 2026), as the floor or the cage. */
async function gus(role: "floor" | "cage" = "floor") {
  const room = servePlayers({ role });
  renderApp(
    <SignedIn>
      <PlayerCardView number="1002" />
    </SignedIn>,
  );
  const card = await screen.findByRole("article", { name: /#1002 Gus Tomlin/ });
  return { room, card, user: userEvent.setup() };
}

const earnedRow = async (card: HTMLElement, rule: number) =>
  waitFor(() => {
    const row = card.querySelector<HTMLElement>(`#comps-earned li[data-rule="${rule}"]`);
    if (!row) throw new Error(`no rule ${rule}`);
    return row;
  });
const cell = (row: Element, name: string) => row.querySelector(`[data-field="${name}"]`)!.textContent;

describe("a player's hours", () => {
  it("shows his seated time on each of the last 7 gaming days, today the last, and their total", async () => {
    const { room, card } = await gus();
    await waitFor(() => expect(card.querySelectorAll(".hours-days li")).toHaveLength(7));
    expect(room.of("player_hours")[0]?.args).toEqual({ number: "1002", from: "2026-11-14", to: "2026-11-20" });
    const days = [...card.querySelectorAll<HTMLElement>(".hours-days li")].map((li) => [li.dataset.day, li.dataset.minutes]);
    expect(days).toEqual([
      ["2026-11-14", "120"],
      ["2026-11-15", "0"],
      ["2026-11-16", "75"],
      ["2026-11-17", "270"],
      ["2026-11-18", "0"],
      ["2026-11-19", "185"],
      ["2026-11-20", "130"],
    ]);
    expect(card.querySelector('.hours-days li[aria-current="date"]')!.getAttribute("data-day")).toBe("2026-11-20");
    expect(card.querySelector("#hours-total")!.textContent).toBe("13 h 0 min over 7 gaming days");
  });

  it("another period is asked for when its first day is changed", async () => {
    const { room, card } = await gus();
    await waitFor(() => expect(card.querySelectorAll(".hours-days li")).toHaveLength(7));
    // A date field changes once its date is whole.
    fireEvent.change(within(card).getByLabelText("First gaming day"), { target: { value: "2026-11-18" } });
    await waitFor(() => expect(card.querySelectorAll(".hours-days li")).toHaveLength(3));
    expect(room.of("player_hours").at(-1)?.args).toEqual({ number: "1002", from: "2026-11-18", to: "2026-11-20" });
  });
});

describe("a player's comps", () => {
  it("each rule in force says what it has earned him today and what is due, and Issue gives what is due under it", async () => {
    const { room, card, user } = await gus();
    const points = await earnedRow(card, 1);
    expect([cell(points, "earned"), cell(points, "issued"), cell(points, "due")]).toEqual(["20 points", "0 points", "20 points"]);
    const meal = await earnedRow(card, 2);
    expect([cell(meal, "earned"), cell(meal, "due")]).toEqual(["$15.00", "$15.00"]);
    expect(within(meal).getByText(/\$15\.00 after 2 hours in a gaming day · 2 h 10 min counted/)).toBeTruthy();
    await user.click(within(meal).getByRole("button", { name: "Issue $15.00 under Meal after 2 hours" }));
    await waitFor(() => expect(room.of("issue_comp")[0]?.args).toEqual({ comp: { number: "1002", rule_id: 2, value: null, unit: null, reason: null } }));
    const issued = await within(card).findByRole("status", { name: "Comps issued today" });
    await waitFor(() => expect(issued.textContent).toMatch(/\$15\.00 · Meal after 2 hours · by Maria/));
    // What was issued is no longer due: the button is off.
    await waitFor(() => expect(cell(card.querySelector('#comps-earned li[data-rule="2"]')!, "due")).toBe("$0.00"));
    expect(within(card.querySelector<HTMLElement>('#comps-earned li[data-rule="2"]')!).getByRole("button", { name: /Issue \$0\.00/ }).hasAttribute("disabled")).toBe(true);
  });

  it("an other comp needs a value and a reason; in dollars it is sent in cents", async () => {
    const { room, card, user } = await gus();
    await earnedRow(card, 1);
    const form = card.querySelector<HTMLElement>("#other-comp")!;
    await user.click(within(form).getByRole("button", { name: "Issue comp" }));
    expect(await within(form).findByText("Say why this comp is given.")).toBeTruthy();
    expect(within(form).getByText("Give 1 to 1,000,000 points.")).toBeTruthy();
    expect(room.of("issue_comp")).toHaveLength(0);
    await user.click(within(form).getByRole("radio", { name: "Dollars" }));
    await user.type(within(form).getByLabelText("Value"), "12.50");
    await user.type(within(form).getByLabelText("Reason"), "Waited an hour for a seat");
    await user.click(within(form).getByRole("button", { name: "Issue comp" }));
    await waitFor(() =>
      expect(room.of("issue_comp")[0]?.args).toEqual({ comp: { number: "1002", rule_id: null, value: 1250, unit: "cents", reason: "Waited an hour for a seat" } }),
    );
    const issued = await within(card).findByRole("status", { name: "Comps issued today" });
    await waitFor(() => expect(issued.textContent).toMatch(/\$12\.50 · Waited an hour for a seat/));
  });

  it("the cage reads the comps earned but issues none", async () => {
    const { card } = await gus("cage");
    await earnedRow(card, 1);
    expect(within(card).queryByRole("button", { name: /^Issue/ })).toBeNull();
    expect(card.querySelector("#other-comp")).toBeNull();
  });
});

describe("the comps issued today on a player's card", () => {
  it("are read with the card for today's gaming day alone (from = to = today), before any issue", async () => {
    const asked: Record<string, unknown>[] = [];
    const servedComp = { id: 41, rule_id: null, value: 500, unit: "cents", reason: "Birthday", gaming_day: "2026-11-20", issued_at: "2026-11-20T19:02:00Z", issued_by: "Maria" };
    servePlayers({ own: (cmd, args) => (cmd === "player_comps" ? (asked.push(args), [servedComp]) : undefined) });
    renderApp(
      <SignedIn>
        <PlayerCardView number="1002" />
      </SignedIn>,
    );
    const card = await screen.findByRole("article", { name: /#1002 Gus Tomlin/ });
    const issued = within(card).getByRole("status", { name: "Comps issued today" });
    await waitFor(() => expect(issued.querySelector('li[data-comp="41"]')?.textContent).toBe("$5.00 · Birthday · by Maria"));
    expect(asked).toEqual([{ number: "1002", from: "2026-11-20", to: "2026-11-20" }]);
  });

  it("none issued today is said in words, and a comp issued is listed at once", async () => {
    const { room, card, user } = await gus();
    const issued = within(card).getByRole("status", { name: "Comps issued today" });
    await waitFor(() => expect(within(issued).getByText("None issued today.")).toBeTruthy());
    expect(room.of("player_comps")[0]?.args).toEqual({ number: "1002", from: "2026-11-20", to: "2026-11-20" });
    const points = await earnedRow(card, 1);
    await user.click(within(points).getByRole("button", { name: "Issue 20 points under Hourly points" }));
    await waitFor(() => expect(issued.querySelectorAll("li[data-comp]")).toHaveLength(1));
    expect(within(issued).queryByText("None issued today.")).toBeNull();
  });

  it("are read again after an issue (the players change), so a comp issued at another station shows too", async () => {
    const { room, card, user } = await gus();
    await earnedRow(card, 2);
    const before = room.of("player_comps").length;
    await user.click(within(card.querySelector<HTMLElement>('#comps-earned li[data-rule="2"]')!).getByRole("button", { name: /^Issue \$15\.00/ }));
    await waitFor(() => expect(room.of("player_comps").length).toBeGreaterThan(before));
  });
});
