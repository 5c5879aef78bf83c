import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { servePlayers } from "../../test/servePlayers";
import { CompRulesPanel } from "./CompRulesPanel";

async function panel(role: "floor" | "cage" = "floor") {
  const room = servePlayers({ role });
  renderApp(
    <SignedIn>
      <CompRulesPanel />
    </SignedIn>,
  );
  const table = await screen.findByRole("table");
  return { room, table, user: userEvent.setup() };
}

const rows = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLElement>("tbody tr")].map((tr) => [
    tr.querySelector('[data-field="name"]')!.textContent,
    tr.querySelector('[data-field="earns"]')!.textContent,
    tr.querySelector('[data-field="state"]')!.textContent,
  ]);

describe("the comp rules", () => {
  it("each rule says in words what it earns and at what stakes, in points or dollars", async () => {
    const { table } = await panel();
    expect(rows(table)).toEqual([
      ["Meal after 2 hours", "$15.00 after 2 hours in a gaming day", "End"],
      ["Hourly points", "10 points per hour played, at a $2.00 big blind or more", "End"],
    ]);
  });

  it("a rule added is sent with its stakes and a dollar value in cents, and is listed in force", async () => {
    const { room, table, user } = await panel();
    const form = document.querySelector<HTMLElement>("#comp-rule-form")!;
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(await within(form).findByText("Give the rule a name.")).toBeTruthy();
    expect(room.of("add_comp_rule")).toHaveLength(0);
    await user.type(within(form).getByLabelText("Rule name"), "Big game dinner");
    await user.selectOptions(within(form).getByLabelText("How it earns"), "after_hours");
    const hours = within(form).getByLabelText("After (hours)");
    await user.clear(hours);
    await user.type(hours, "4");
    await user.type(within(form).getByLabelText(/Big blind of at least/), "5");
    await user.selectOptions(within(form).getByLabelText("Counted in"), "cents");
    await user.type(within(form).getByLabelText("Value"), "25");
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    await waitFor(() =>
      expect(room.of("add_comp_rule")[0]?.args).toEqual({
        rule: { name: "Big game dinner", kind: "after_hours", min_big_blind_cents: 500, hours: 4, value: 2500, unit: "cents" },
      }),
    );
    await waitFor(() => expect(rows(table)[0]).toEqual(["Big game dinner", "$25.00 after 4 hours in a gaming day, at a $5.00 big blind or more", "End"]));
  });

  it("a rule is ended, never edited: it stays listed as ended, after those in force", async () => {
    const { room, table, user } = await panel();
    await user.click(within(table).getByRole("button", { name: "End the rule Hourly points" }));
    await waitFor(() => expect(room.of("end_comp_rule")[0]?.args).toEqual({ ruleId: 1 }));
    await waitFor(() => expect(rows(table)[1]).toEqual(["Hourly points", "10 points per hour played, at a $2.00 big blind or more", "Ended 20 Nov 2026"]));
  });

  it("the cage reads the rules but adds and ends none", async () => {
    const { table } = await panel("cage");
    expect(within(table).queryByRole("button")).toBeNull();
    expect(document.querySelector("#comp-rule-form")).toBeNull();
  });
});
