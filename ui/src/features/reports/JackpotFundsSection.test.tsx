import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { ShiftReport } from "../../api";
import { renderApp } from "../../test/render";
import { formatDollars } from "../../lib/money";
import { FUND_COLUMNS, JackpotFundsSection } from "./JackpotFundsSection";
import { ReportsPage } from "./ReportsPage";
import { fixture, okOf, reportFor, serveReports } from "./testFixture";

describe("the report's jackpot funds", () => {
  it("each fund rolled forward over the range, in the identity's columns: shift 2 opens with what shift 1 closed", () => {
    const { jackpots } = reportFor({ shift_id: 2 });
    expect(jackpots).toHaveLength(1);
    renderApp(<JackpotFundsSection funds={jackpots} />);
    expect(screen.getByRole("heading", { name: "Jackpot funds (the players' money, not the house's)" })).toBeTruthy();
    expect(document.getElementById("jackpot-funds-identity")!.textContent).toMatch(/^Opening \+ seed \+ collected − the house's fee − paid ± corrections = closing\./);
    const table = screen.getByRole("table", { name: "Jackpot funds (the players' money, not the house's)" });
    const heads = within(table).getAllByRole("columnheader").map((h) => h.textContent!.replace(/\u00a0/g, " "));
    expect(heads).toEqual(["Fund", "Period", "Opening", "+ Seed", "+ Collected", "− House fee", "− Paid", "± Corrections", "= Closing"]);
    const row = table.querySelector<HTMLElement>('tbody tr[data-fund="1"]')!;
    const cell = (key: string) => row.querySelector(`[data-field="${key}"]`)!.textContent;
    expect(row.querySelector("th")!.textContent).toBe("Bad beat");
    expect(cell("period")).toBe("Shift 2");
    // The demo's fund: $559.00 at the start of shift 2 (what shift 1 closed with), $71.00 collected, $630.00 at its end.
    expect(cell("opening_cents")).toBe("$559.00");
    expect(cell("seed_cents")).toBe("$0.00");
    expect(cell("collected_cents")).toBe("$71.00");
    expect(cell("fee_cents")).toBe("$0.00");
    expect(cell("paid_cents")).toBe("$0.00");
    expect(cell("closing_cents")).toBe("$630.00");
    expect(reportFor({ shift_id: 1 }).jackpots[0]!.closing_cents).toBe(jackpots[0]!.opening_cents);
  });

  it("the identity holds on every line of the fixture: opening + seed + collected − fee − paid ± corrections = closing", () => {
    const lines = fixture().steps.flatMap((s) => (s.call === "run_report" && "ok" in s ? okOf<ShiftReport>(s).jackpots : []));
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) {
      const sum = FUND_COLUMNS.filter((c) => c.key !== "closing_cents").reduce((n, c) => (c.sign === "−" ? n - l[c.key] : n + l[c.key]), 0);
      expect(sum, l.period).toBe(l.closing_cents);
    }
  });

  it("a range's period is said in the room's times, with the dates", () => {
    const { jackpots } = reportFor({ gaming_day: "2026-11-22" });
    renderApp(<JackpotFundsSection funds={jackpots} />);
    // 06:00Z to 06:00Z: 07:00 to 07:00 in Madrid.
    expect(document.querySelector('#jackpot-funds [data-field="period"]')!.textContent).toBe("22 Nov 2026, 07:00 to 23 Nov 2026, 07:00");
    expect(document.querySelector('#jackpot-funds [data-field="seed_cents"]')!.textContent).toBe(formatDollars(50_000));
  });

  it("no section when the report holds no fund (a report of one table)", () => {
    expect(reportFor({ shift_id: 1, table_id: 1 }).jackpots).toEqual([]);
    renderApp(<JackpotFundsSection funds={[]} />);
    expect(screen.queryByRole("heading", { name: /Jackpot funds/ })).toBeNull();
    expect(document.getElementById("jackpot-funds")).toBeNull();
  });

  it("the report view shows the section below the chips", async () => {
    serveReports();
    renderApp(<ReportsPage />);
    const heading = await screen.findByRole("heading", { name: "Jackpot funds (the players' money, not the house's)" });
    const chips = screen.getByRole("heading", { name: "Chips" });
    expect(chips.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('#jackpot-funds [data-field="closing_cents"]')!.textContent).toBe("$630.00");
  });
});
