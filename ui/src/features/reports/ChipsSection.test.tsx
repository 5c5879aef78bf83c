import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../test/render";
import { formatDollars } from "../../lib/money";
import { balanceWords, CHIP_COLUMNS, ChipsSection } from "./ChipsSection";
import { reportFor } from "./testFixture";

const shift2 = () => reportFor({ shift_id: 2 });

describe("the report's chips", () => {
  it("each table's chips in the identity's columns, the room's total last", () => {
    const { chips } = shift2();
    renderApp(<ChipsSection chips={chips} />);
    const table = screen.getByRole("table", { name: "Chips" });
    const heads = within(table).getAllByRole("columnheader").map((h) => h.textContent!.replace(/\u00a0/g, " "));
    expect(heads).toEqual([
      "Table",
      "In play at the start",
      "+ Bought in",
      "+ Added on",
      "+ Moved in",
      "− Moved out",
      "− Cashed out",
      "− Drops",
      "− Time from stacks",
      "− Jackpots",
      "+ Jackpots paid",
      "− Bank's result",
      "± Corrections",
      "= In play at the end",
      "Waiting for a hand's end",
      "Balance",
    ]);
    const rows = [...table.querySelectorAll<HTMLElement>("tbody tr, tfoot tr")];
    expect(rows.map((r) => r.querySelector("th")!.textContent)).toEqual([...chips.filter((a) => a.table_id !== 0).map((a) => a.table), "The room"]);
    expect(rows.at(-1)!.parentElement!.tagName).toBe("TFOOT");
    // Table 1 of shift 2: what it had in play at the start, what came in and out, in play at the end.
    const t1 = chips.find((a) => a.table_id === 1)!;
    const cell = (row: HTMLElement, key: string) => row.querySelector(`[data-field="${key}"]`)!.textContent;
    expect(cell(rows[0]!, "opening_cents")).toBe(formatDollars(t1.opening_cents));
    expect(cell(rows[0]!, "bought_in_cents")).toBe(formatDollars(t1.bought_in_cents));
    expect(cell(rows[0]!, "drops_cents")).toBe(formatDollars(t1.drops_cents));
    expect(cell(rows[0]!, "in_play_cents")).toBe(formatDollars(t1.in_play_cents));
    expect(cell(rows[0]!, "difference")).toBe("balances");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the room's chips add up: in play at the start plus what came in, less what went out and the house's take, is in play at the end", () => {
    for (const a of shift2().chips) {
      const sum = CHIP_COLUMNS.filter((c) => c.key !== "in_play_cents").reduce((n, c) => {
        const v = a[c.key] as number;
        return c.sign === "−" ? n - v : n + v;
      }, 0);
      expect(sum - a.in_play_cents, a.table).toBe(a.difference_cents);
    }
  });

  it("a table whose chips do not balance is shown in red, with the difference and the words 'does not balance'", () => {
    const chips = shift2().chips.map((a) => (a.table_id === 3 ? { ...a, difference_cents: -500 } : a));
    renderApp(<ChipsSection chips={chips} />);
    const row = document.querySelector<HTMLElement>('#chips tr[data-table="3"]')!;
    expect(row.classList.contains("off-row")).toBe(true);
    expect(row.dataset.balances).toBe("false");
    expect(row.querySelector('[data-field="difference"]')!.textContent).toBe("⚠ −$5.00: does not balance");
    expect(row.querySelector(".diff.short")).not.toBeNull();
    expect(screen.getByRole("alert").textContent).toMatch(/^Table 3 does not balance/);
    expect(balanceWords(chips.find((a) => a.table_id === 3)!)).toBe("−$5.00: does not balance");
  });

  it("a jackpot paid in chips comes onto the stacks from the fund: its own column, added in the identity, and the identity says so", () => {
    // Table 1 paid a $643.00 share in chips: in play at the end is that much more, and it balances.
    const chips = shift2().chips.map((a) =>
      a.table_id === 1 || a.table_id === 0 ? { ...a, jackpot_paid_cents: 64_300, in_play_cents: a.in_play_cents + 64_300 } : a,
    );
    renderApp(<ChipsSection chips={chips} />);
    const row = document.querySelector<HTMLElement>('#chips tr[data-table="1"]')!;
    expect(row.querySelector('[data-field="jackpot_paid_cents"]')!.textContent).toBe("$643.00");
    expect(row.querySelector('[data-field="difference"]')!.textContent).toBe("balances");
    // It stands after the collections taken for the jackpots, with a plus.
    const keys = CHIP_COLUMNS.map((c) => c.key);
    expect(keys.indexOf("jackpot_paid_cents")).toBe(keys.indexOf("jackpot_cents") + 1);
    expect(CHIP_COLUMNS.find((c) => c.key === "jackpot_paid_cents")!.sign).toBe("+");
    expect(document.querySelector("#chips-identity")!.textContent).toMatch(/− jackpots \+ jackpots\s+paid in chips − the bank's result/);
    // The columns still add up to in play at the end, the payout in.
    for (const a of chips) {
      const sum = CHIP_COLUMNS.filter((c) => c.key !== "in_play_cents").reduce((n, c) => (c.sign === "−" ? n - (a[c.key] as number) : n + (a[c.key] as number)), 0);
      expect(sum - a.in_play_cents, a.table).toBe(a.difference_cents);
    }
  });
});
