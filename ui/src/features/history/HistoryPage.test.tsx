import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HandSummary } from "../../api";
import { setLanguage } from "../../i18n";
import { renderApp } from "../../test/render";
import { HistoryPage } from "./HistoryPage";
import { entryOf } from "./StepControls";
import { hand221, reportAnswer, serveSeededDay } from "./testing";

const shiftHands = reportAnswer<HandSummary[]>("hand_list", (a) => (a.query as { table_id: unknown }).table_id === null);
const rows = () => [...document.querySelectorAll("#hand-list tbody tr")].map((r) => Number(r.getAttribute("data-hand")));
const entry = () => document.querySelector("#step-entry [data-field=entry]")?.textContent;

describe("the hand history", () => {
  it("opens on the latest shift, lists another shift's hands newest first, and narrows them by table and dealer", async () => {
    const room = serveSeededDay();
    const user = userEvent.setup();
    renderApp(<HistoryPage handId={null} />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(room.calls.find((c) => c.cmd === "hand_list")?.args).toEqual({
      query: { shift_id: 2, from: null, to: null, table_id: null, dealer_id: null, limit: null },
    });
    await user.selectOptions(screen.getByLabelText("Shift"), "1");
    await waitFor(() => expect(rows()).toEqual(shiftHands.slice(0, 50).map((h) => h.hand_id)));
    // The table filter offers the shift's tables; the dealer filter, the room's dealers.
    const tables = [...(screen.getByLabelText("Table") as HTMLSelectElement).options].map((o) => o.text);
    expect(tables).toEqual(["All tables", "Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 6", "Table 7"]);
    const dealers = [...(screen.getByLabelText("Dealer") as HTMLSelectElement).options].map((o) => o.text);
    expect(dealers.slice(1).sort()).toEqual(["Dan", "Dee", "June", "Lucia", "Marco", "Omar", "Tess"]);
    await user.selectOptions(screen.getByLabelText("Table"), "1");
    await waitFor(() => expect(rows()).toHaveLength(35));
    expect(screen.getByText("35 hands, newest first")).toBeTruthy();
    // A row's button says which hand it opens (its number shown, the rest for screen readers).
    expect(document.querySelector("#hand-list tbody tr button")?.textContent).toMatch(/^Open Table 1 hand \d+$/);
    await user.selectOptions(screen.getByLabelText("Table"), "");
    await user.selectOptions(screen.getByLabelText("Dealer"), "3");
    await waitFor(() => expect(screen.getByText("31 hands, newest first")).toBeTruthy());
  });

  it("a hand opened from another screen: stepped through with ← and →, with its correction", async () => {
    serveSeededDay();
    const user = userEvent.setup();
    const { steps } = hand221();
    renderApp(<HistoryPage handId={221} />);
    await screen.findByRole("heading", { name: "Table 7 · hand 35" });
    expect(entry()).toBe(entryOf(steps, steps.length - 1));
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(entry()).toBe(steps[steps.length - 3]!.log.at(-1));
    await user.click(screen.getByRole("button", { name: "First" }));
    expect(entry()).toBe("As dealt");
    await user.keyboard("{ArrowLeft}");
    expect(entry()).toBe("As dealt");
    await user.keyboard("{ArrowRight}");
    expect(entry()).toBe("Player dealt 2c 9c 9d Jk 6h");
    const corrections = screen.getByRole("region", { name: "Corrections" });
    expect(within(corrections).getByText("by Maria")).toBeTruthy();
    expect(within(corrections).getByText("Why: “The drop was taken twice”")).toBeTruthy();
  });

  it("speaks Spanish when the screens do: the list, the hand, its steps and its corrections", async () => {
    serveSeededDay();
    await setLanguage("es");
    try {
      renderApp(<HistoryPage handId={221} />);
      await screen.findByRole("heading", { name: "Table 7 · mano 35" });
      expect(screen.getByRole("heading", { name: "Historial de manos" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Revisar un archivo de historial de manos…" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Corregir fichas…" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Primera" })).toBeTruthy();
      expect(screen.getByLabelText("Turno")).toBeTruthy();
      const corrections = screen.getByRole("region", { name: "Correcciones" });
      expect(within(corrections).getByText("por Maria")).toBeTruthy();
      expect(within(corrections).getByText("Motivo: “The drop was taken twice”")).toBeTruthy();
      await waitFor(() => expect(rows()).toHaveLength(50));
      expect(document.getElementById("hand-count")?.textContent).toMatch(/^\d+ manos, las más recientes primero · se muestran 1–50$/);
      expect(document.querySelector("#hand-list tbody tr button")?.textContent).toMatch(/^Abrir la mano \d+ de Table \d$/);
      await userEvent.setup().click(screen.getByRole("button", { name: "Primera" }));
      expect(entry()).toBe("Tal como se repartió");
      for (const english of ["Hand history", "Check a hand-history file…", "Corrections", "First", "Correct chips…"]) {
        expect(screen.queryByText(english)).toBeNull();
      }
    } finally {
      await setLanguage("en");
    }
  });

  it("exports through the folder dialog and checks a file through the file dialog, saying what came of it", async () => {
    const { dialogs } = serveSeededDay();
    const user = userEvent.setup();
    renderApp(<HistoryPage handId={null} />);
    await screen.findByRole("option", { name: /^Shift 1 · Maria/ });
    await user.selectOptions(screen.getByLabelText("Shift"), "1");
    await waitFor(() => expect(rows()).toHaveLength(50));
    dialogs.openPath = "/mock/exports";
    await user.click(screen.getByRole("button", { name: "Export these 221 hands…" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^221 hands written to /);
    dialogs.openPath = null;
    await user.click(screen.getByRole("button", { name: "Check a hand-history file…" }));
    // The dialog closed with nothing chosen: the last outcome stays.
    expect(screen.getByRole("status").textContent).toMatch(/^221 hands written/);
    dialogs.openPath = "/mock/bad.phh";
    await user.click(screen.getByRole("button", { name: "Check a hand-history file…" }));
    const bad = await waitFor(() => document.querySelector("#files-outcome[data-ok=false]") as HTMLElement);
    expect(bad.getAttribute("data-code")).toBe("phh_syntax");
    expect(bad.textContent).toContain("line 15: key actions is defined twice");
  });
});
