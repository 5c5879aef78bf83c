import { describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen } from "@testing-library/react";
import type { ConsoleView } from "../../api";
import { setLanguage } from "../../i18n";
import { renderApp } from "../../test/render";
import { ConsolePage } from "./ConsolePage";
import { viewAt } from "./testViews";

/** The console showing `view` (the last step of the Hold'em fixture hand: finished, shown). */
async function showConsole(view: ConsoleView) {
  mockIPC((cmd) => (cmd === "dealer_console" ? view : null), { shouldMockEvents: true });
  renderApp(<ConsolePage tableId={view.table.table.id} />);
  await screen.findByRole("region", { name: /Table/ });
}

const BAD_BEAT = { fund_name: "Bad beat", high_hand: false };
const LINE = "Bad-beat jackpot qualifies (Bad beat): keep the cards";

describe("the console's jackpot alert", () => {
  it("a jackpot the last hand qualifies for is said prominently, as an alert, in the room's words", async () => {
    const view = viewAt("holdem", 23);
    view.jackpot = [BAD_BEAT];
    await showConsole(view);
    const alert = screen.getByRole("alert");
    expect(alert.id).toBe("console-jackpot");
    expect(alert.classList.contains("jackpot-alert")).toBe(true);
    expect([...alert.querySelectorAll("[data-field=jackpot-line]")].map((l) => l.textContent)).toEqual([LINE]);
  });

  it("a high hand leading its period is said beside a bad beat", async () => {
    const view = viewAt("holdem", 23);
    const high = "High hand of the period so far (High hand): keep the cards";
    view.jackpot = [BAD_BEAT, { fund_name: "High hand", high_hand: true }];
    await showConsole(view);
    const alert = screen.getByRole("alert");
    expect([...alert.querySelectorAll("[data-field=jackpot-line]")].map((l) => l.textContent)).toEqual([LINE, high]);
  });

  it("in Spanish, the alert is in Spanish but for the fund's name", async () => {
    const view = viewAt("holdem", 23);
    view.jackpot = [BAD_BEAT, { fund_name: "High hand", high_hand: true }];
    await setLanguage("es");
    try {
      await showConsole(view);
      const alert = screen.getByRole("alert");
      expect([...alert.querySelectorAll("[data-field=jackpot-line]")].map((l) => l.textContent)).toEqual([
        "Califica para el jackpot de bad beat (Bad beat): guarde las cartas",
        "Mano alta del periodo hasta ahora (High hand): guarde las cartas",
      ]);
    } finally {
      await setLanguage("en");
    }
  });

  it("no alert when the hand qualifies for none", async () => {
    await showConsole(viewAt("holdem", 23));
    expect(document.getElementById("console-jackpot")).toBeNull();
  });
});
