import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockIPC } from "@tauri-apps/api/mocks";
import { renderApp } from "../../test/render";
import { GAME_NAMES } from "./query";
import { reportFor } from "./testFixture";
import { byDealer, DealerHoursSection, hoursMinutes, SeatTimeSection } from "./TimeSections";

// The seeded day's report of shift 1 (src/fixtures/reports.json, written by a Rust test).
const report = reportFor({ shift_id: 1 });

// The sections read nothing from the room; the providers listen to its changes.
beforeEach(() => mockIPC(() => null, { shouldMockEvents: true }));

describe("dealer hours in the report", () => {
  it("writes minutes as hours and minutes", () => {
    expect([0, 30, 60, 90, 605].map(hoursMinutes)).toEqual(["0:00", "0:30", "1:00", "1:30", "10:05"]);
  });

  it("lists each dealer's time in the box by table and game, with his total and the total of all", () => {
    renderApp(<DealerHoursSection lines={report.dealer_hours} />);
    const table = screen.getByRole("table", { name: "Dealer hours" });
    const groups = byDealer(report.dealer_hours);
    expect(table.querySelectorAll("tbody.dealer-group")).toHaveLength(groups.length);
    for (const g of groups) {
      const group = table.querySelector<HTMLElement>(`tbody[data-dealer="${g.id}"]`)!;
      expect(group.querySelector("th[scope=rowgroup]")!.textContent).toBe(g.name);
      const rows = [...group.querySelectorAll<HTMLElement>("tr[data-table]")];
      expect(rows.map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent))).toEqual(
        g.lines.map((l) => [l.table_name, GAME_NAMES[l.game], hoursMinutes(l.minutes), String(l.downs)]),
      );
      const total = group.querySelector<HTMLElement>(`tr[data-total="${g.id}"]`)!;
      expect(total.textContent).toContain(`Total ${g.name}`);
      expect(total.querySelector("[data-field=minutes]")!.textContent).toBe(hoursMinutes(g.lines.reduce((n, l) => n + l.minutes, 0)));
      expect(total.querySelector("[data-field=downs]")!.textContent).toBe(String(g.lines.reduce((n, l) => n + l.downs, 0)));
    }
    // Dan's day, as the fixture has it: Table 1, Hold'em, an hour, two downs first.
    const dan = table.querySelector<HTMLElement>('tbody[data-dealer="4"] tr[data-table="1"]')!;
    expect([...dan.querySelectorAll("td")].map((c) => c.textContent)).toEqual(["Table 1", "Texas Hold'em", "1:00", "2"]);
    const all = table.querySelector<HTMLElement>('tr[data-total="all"]')!;
    expect(all.querySelector("[data-field=minutes]")!.textContent).toBe(hoursMinutes(report.dealer_hours.reduce((n, l) => n + l.minutes, 0)));
    expect(all.querySelector("[data-field=downs]")!.textContent).toBe(String(report.dealer_hours.reduce((n, l) => n + l.downs, 0)));
  });

  it("says so when no dealer was in the box", () => {
    renderApp(<DealerHoursSection lines={[]} />);
    expect(screen.getByText("No dealer was in the box in this report.")).toBeTruthy();
  });
});

describe("seat time in the report", () => {
  const short = report.seat_time.filter((l) => l.short > 0);

  it("lists every seating: table, seat, player, time seated and sat out, collections expected, paid, excused, short", () => {
    renderApp(<SeatTimeSection lines={report.seat_time} period={report.period} />);
    const table = screen.getByRole("table", { name: /^Seat time/ });
    const rows = [...table.querySelectorAll<HTMLElement>("tbody tr")];
    expect(rows).toHaveLength(report.seat_time.length);
    expect(screen.getByRole("heading", { name: `Seat time (${report.seat_time.length} seatings, ${short.length} short)` })).toBeTruthy();
    const first = report.seat_time[0]!;
    // Ann sat 12:00Z to 22:30Z: 13:00-23:30 in Madrid.
    expect(rows[0]!.querySelector("th")!.textContent).toBe(first.table_name);
    expect([...rows[0]!.querySelectorAll("td")].map((c) => c.textContent)).toEqual([
      String(first.seat_no),
      first.player_name,
      "13:00–23:30",
      hoursMinutes(first.seated_minutes),
      hoursMinutes(first.sitting_out_minutes),
      String(first.expected),
      String(first.paid),
      String(first.excused),
      "0",
    ]);
    expect(rows.map((r) => [...r.querySelectorAll("td")].slice(5).map((c) => Number(c.textContent!.replace(/\D/g, ""))))).toEqual(
      report.seat_time.map((l) => [l.expected, l.paid, l.excused, l.short]),
    );
  });

  it("a short seating stands out in colour and in words", () => {
    renderApp(<SeatTimeSection lines={report.seat_time} period={report.period} />);
    const marked = [...document.querySelectorAll<HTMLElement>("#seat-time tbody tr[data-short]")];
    expect(short.length).toBeGreaterThan(0);
    expect(marked).toHaveLength(short.length);
    for (const [i, row] of marked.entries()) {
      expect(row.classList.contains("short-row")).toBe(true);
      const cell = row.querySelector("[data-field=short]")!;
      expect(cell.textContent).toBe(`⚠ ${short[i]!.short} short`);
      expect(cell.querySelector(".diff.short")).not.toBeNull();
    }
  });

  it("\"Only short\" shows the short seatings alone, and says so on paper", async () => {
    renderApp(<SeatTimeSection lines={report.seat_time} period={report.period} />);
    const toggle = screen.getByRole("switch", { name: `Only short (${short.length})` });
    await userEvent.click(toggle);
    const rows = [...document.querySelectorAll<HTMLElement>("#seat-time tbody tr")];
    expect(rows).toHaveLength(short.length);
    expect(rows.every((r) => r.dataset.short === "true")).toBe(true);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1]!.textContent)).toEqual(short.map((l) => l.player_name));
    expect(document.getElementById("seat-time-filter")!.textContent).toBe("Only the seatings short of a collection are shown.");
    await userEvent.click(toggle);
    expect(document.querySelectorAll("#seat-time tbody tr")).toHaveLength(report.seat_time.length);
  });

  it("with nobody short, \"Only short\" says none is", async () => {
    const none = report.seat_time.map((l) => ({ ...l, short: 0 }));
    renderApp(<SeatTimeSection lines={none} period={report.period} />);
    await userEvent.click(screen.getByRole("switch", { name: "Only short (0)" }));
    expect(screen.getByText(/None short/)).toBeTruthy();
  });
});
