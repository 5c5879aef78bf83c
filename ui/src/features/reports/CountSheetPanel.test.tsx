import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CountSheet } from "../../api";
import { renderApp } from "../../test/render";
import { formatDollars } from "../../lib/money";
import { ReportsPage } from "./ReportsPage";
import { fixture, okOf, serveReports } from "./testFixture";

describe("the count sheet's jackpot boxes", () => {
  it("each table's jackpot box in a column of its own, and their total apart from the drop boxes'", async () => {
    serveReports();
    const user = userEvent.setup();
    renderApp(<ReportsPage />);
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 2 report/));
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift" }), "1");
    await waitFor(() => expect(document.querySelector("#report-title")?.textContent).toMatch(/^Shift 1 report/));
    await user.click(screen.getByRole("tab", { name: "Count sheet" }));
    await user.type(screen.getByLabelText("First counter"), "Ann Count");
    await user.type(screen.getByLabelText("Second counter"), "Bo Tally");
    await user.click(screen.getByRole("button", { name: "Make the count sheet" }));
    const table = await screen.findByRole("table", { name: /Count sheet · shift 1/ });
    const sheet = okOf<CountSheet>(fixture().steps.find((s) => s.call === "count_sheet"));
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Drop box (table)",
      "Game",
      "Drops",
      "Time collected",
      "Adjustments",
      "Box amount",
      "Jackpot box",
    ]);
    // Table 1's jackpot box: $34.00, its drop box's amount $105.00 without it.
    const t1 = table.querySelector<HTMLElement>('tbody tr[data-table="1"]')!;
    expect(t1.querySelector('[data-field="jackpot"]')!.textContent).toBe("$34.00");
    expect(t1.querySelector('[data-field="amount"]')!.textContent).toBe(formatDollars(sheet.boxes[0]!.amount_cents));
    expect(table.querySelector('tbody tr[data-table="3"] [data-field="jackpot"]')!.textContent).toBe("$0.00");
    // The totals: the drop boxes' and, apart, the jackpot boxes' ($59.00).
    expect(document.getElementById("count-total")!.textContent).toBe(formatDollars(sheet.total_cents));
    expect(document.getElementById("count-jackpot-total")!.textContent).toBe("$59.00");
    expect(sheet.total_cents).toBe(sheet.boxes.reduce((n, b) => n + b.amount_cents, 0));
    expect(document.getElementById("count-jackpot-note")!.textContent).toMatch(/never added into the drop box's amount/);
  });
});
