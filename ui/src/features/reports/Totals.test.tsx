import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderApp } from "../../test/render";
import { FIGURES, type Discrepancy, type Figures } from "../../api";
import { Discrepancies, discrepanciesTitle } from "./Discrepancies";
import { KeptApart, Totals } from "./KeptApart";
import { ZERO } from "./grid";
import { reportFor } from "./testFixture";

/** The issue's shift: 10.00 due, 4.50 collected; 4.00 sitting out and 0.50 comped (excused), 1.00 never marked (missing). */
const issue: Figures = {
  ...ZERO,
  due_count: 4,
  due_cents: 1000,
  collected_cents: 450,
  house_cents: 450,
  excused_cents: 450,
  missing_cents: 100,
  not_collected_cents: 450,
  sitting_out_cents: 400,
  comped_cents: 50,
  unmarked_cents: 100,
};

const text = (el: Element | null) => el!.textContent!.replace(/\u00a0/g, " ");

describe("the report's words for money not collected", () => {
  it("the difference says how much was excused and how much is missing, never just \"short\"", () => {
    renderApp(<Totals totals={issue} />);
    const shown = (key: string) => text(document.querySelector(`#report-totals [data-total="${key}"] dd`));
    expect(shown("difference")).toBe("\u2212$5.50: $4.50 excused, $1.00 missing");
    expect(shown("excused")).toBe("$4.50");
    expect(shown("missing")).toBe("$1.00");
    expect(document.querySelector('#report-totals [data-total="difference"] .diff.missing')).not.toBeNull();
    expect(document.querySelector('#report-totals [data-total="missing"] .diff.missing')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/short|Not collected/i);
  });

  it("the reasons are split the same way: excused (sitting out, left, new player, comped) and missing (cannot cover, never marked)", () => {
    renderApp(<Totals totals={{ ...issue, missing_cents: 500, cannot_cover_cents: 400, not_collected_cents: 850, due_cents: 1400 }} />);
    expect(text(document.querySelector('#short-split [data-split="excused"]'))).toBe(
      "Excused $4.50: sitting out $4.00 · left $0.00 · new player $0.00 · comped $0.50. ",
    );
    expect(text(document.querySelector('#short-split [data-split="missing"]'))).toBe("Missing $5.00: the stack could not cover it $4.00 · never marked $1.00. ");
  });

  it("money all excused is no discrepancy: quiet, not red", () => {
    renderApp(<Totals totals={{ ...issue, due_cents: 900, missing_cents: 0, unmarked_cents: 0 }} />);
    const diff = document.querySelector('#report-totals [data-total="difference"] .diff')!;
    expect(text(diff)).toBe("\u2212$4.50: all excused");
    expect(diff.classList.contains("excused")).toBe(true);
    expect(document.querySelector(".diff.missing")).toBeNull();
  });

  it("the table by table says the difference the same way, from the room's figures", () => {
    const report = reportFor({ shift_id: 1 });
    renderApp(<KeptApart report={report} />);
    const cells = [...document.querySelectorAll('#kept-apart [data-field="difference"]')].map(text);
    expect(cells.length).toBe(report.by_table.length + 1);
    expect(cells.join(" ")).not.toMatch(/short/);
    const t = report.totals;
    expect(cells.at(-1)).toMatch(new RegExp(`excused|missing|even`));
    expect(t.due_cents).toBe(t.collected_cents + t.excused_cents + t.missing_cents);
  });

  it("the figures come from the room's declaration: excused and missing are in the CSV and the CLI, the screen's figures are the same", () => {
    const spec = (field: string) => FIGURES.find((f) => f.field === field);
    expect(spec("excused_cents")).toMatchObject({ csv: "excused", cli: "Excused", kind: "money" });
    expect(spec("missing_cents")).toMatchObject({ csv: "missing", cli: "Missing", kind: "money" });
    expect(spec("cannot_cover_cents")?.csv).toBe("cannot_cover");
  });
});

describe("discrepancies: missing money is one, excused money is not", () => {
  const d = (amount_cents: number, cannot_cover: boolean, collection_id: number): Discrepancy => ({
    table_id: 1,
    table: "Table 1",
    collection_id,
    due_at: "2026-11-23T18:30:00Z",
    seat_no: collection_id,
    player_name: cannot_cover ? "Cy" : "Dot",
    amount_cents,
    problem: cannot_cover ? "marked paid, but the stack could not cover it" : "fell due and was never marked paid or not paid",
    cannot_cover,
    hand_id: null,
    corrected: false,
  });

  it("the heading says how much is missing; the stack that could not cover it is listed beside the never marked", () => {
    const list = [d(400, true, 3), d(400, false, 4)];
    expect(discrepanciesTitle(list)).toBe("Discrepancies (2): $8.00 missing");
    renderApp(<Discrepancies list={list} onCorrect={() => {}} />);
    expect(screen.getByRole("heading", { name: "Discrepancies (2): $8.00 missing" })).toBeTruthy();
    expect(screen.getByText("marked paid, but the stack could not cover it")).toBeTruthy();
  });

  it("none: nothing is missing, whatever was excused", () => {
    renderApp(<Discrepancies list={[]} onCorrect={() => {}} />);
    expect(text(document.getElementById("no-discrepancies"))).toBe("✓ None: nothing is missing. Every collection that fell due was collected or excused.");
  });
});
