import { describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConsoleView, PotNote } from "../../api";
import banked from "../../fixtures/console/banked.json";
import pan from "../../fixtures/console/pan.json";
import { renderApp } from "../../test/render";
import { Centre } from "./Centre";
import { ConsolePage } from "./ConsolePage";
import { CONSOLE_GAMES } from "../../lib/openConsole";
import { potView, seatRows } from "./seats";
import { viewAt } from "./testViews";
import { consoleRefusalHeading } from "./words";

type Script = { table_id: number; steps: { call: string; args: Record<string, unknown>; ok?: unknown }[] };

/** The console of a fixture's table, its first read answered; the commands it sends, recorded. */
function consoleOf(fx: Script) {
  const sent: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC(
    (cmd, args) => {
      if (cmd === "dealer_console") return fx.steps[0]!.ok;
      sent.push({ cmd, args: args as Record<string, unknown> });
      const step = fx.steps.find((s) => s.call === cmd);
      return step?.ok ?? null;
    },
    { shouldMockEvents: true },
  );
  renderApp(<ConsolePage tableId={fx.table_id} />);
  return sent;
}

describe("the console mounts Pan and the banked game", () => {
  it("the floor's Console button and a dealer's sign-in reach every game, Pan and the banked game included", () => {
    for (const game of ["holdem", "pineapple", "crazy_pineapple", "five_card_draw", "lowball", "mexican", "pan", "joker_draw"] as const) expect(CONSOLE_GAMES.has(game)).toBe(true);
  });

  it("at a Pan table between hands, Next hand (N) starts Pan with the first hand chosen, never a pot game's start", async () => {
    const sent = consoleOf(pan as Script);
    await screen.findByRole("region", { name: "The next Pan hand" });
    expect(screen.getByRole("region", { name: /Time collection due/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Seat 1 Tia" }));
    await userEvent.keyboard("n");
    await waitFor(() => expect(sent.find((s) => s.cmd === "start_hand")?.args).toMatchObject({ tableId: 7, start: { kind: "pan", first: 1 } }));
  });

  it("at a banked table Next hand starts the box set up: seat, ante and BONUS from the room's range", async () => {
    const sent = consoleOf(banked as Script);
    await screen.findByRole("region", { name: "The next box" });
    await userEvent.click(screen.getByRole("button", { name: "Ante up 0.30" }));
    await userEvent.click(screen.getByRole("button", { name: "BONUS up 0.30" }));
    await userEvent.click(screen.getByRole("button", { name: /Next hand/ }));
    await waitFor(() => expect(sent.find((s) => s.cmd === "start_hand")?.args).toMatchObject({ tableId: 8, start: (banked as Script).steps[1]!.args.start }));
  });

  it("a refusal Pan or the banked game knows is headed in their words; the pot games' codes keep theirs", () => {
    expect(consoleRefusalHeading({ code: "must_draw", message: "" })).toBe("Not done: The player draws first: from the stock, or the discard with a meld.");
    expect(consoleRefusalHeading({ code: "wrong_dealer_exchange", message: "" })).toMatch(/^Not done: That is not the house's exchange/);
    expect(consoleRefusalHeading({ code: "out_of_turn", message: "" })).toBe("Not done: It is not that seat's turn.");
    expect(consoleRefusalHeading({ code: "db_offline", message: "" })).toMatch(/^Not saved: connection lost\./);
  });
});

describe("the pot games' table: blinds and pots from the engine", () => {
  it("a voided hand shows no bets and no pots: every seat shows the stack the room restored", () => {
    const view = structuredClone(viewAt("holdem", 4)) as ConsoleView;
    expect(seatRows(view).some((r) => r.bet > 0)).toBe(true);
    view.hand = { ...view.hand!, voided: "misdeal", finished: true };
    const rows = seatRows(view);
    expect(rows.every((r) => r.bet === 0)).toBe(true);
    expect(rows.filter((r) => r.name !== null).map((r) => r.stack)).toEqual(view.table.seats.map((s) => s.stack_cents));
    const { container } = renderApp(<Centre view={view} pot={potView(view)} />);
    expect(container.querySelector('[data-field="pots"]')).toBeNull();
    expect(container.textContent).toMatch(/voided \(misdeal\): every chip went back to its stack/);
  });

  it("the blinds' part nobody has called is the big blind's uncalled bet, never a side pot", () => {
    const view = viewAt("holdem", 1); // the blinds posted, nobody has acted
    const { container } = renderApp(<Centre view={view} pot={potView(view)} />);
    const pots = within(container.querySelector<HTMLElement>('[data-field="pots"]')!).getAllByRole("listitem");
    expect(pots.map((p) => p.textContent)[1]).toBe("uncalled bet of seat 3: 1.00");
    expect(container.textContent).not.toMatch(/side pot/);
  });

  it("the seat ring marks the button, the small blind and the big blind", () => {
    const rows = seatRows(viewAt("holdem", 1));
    expect(rows.filter((r) => r.blind).map((r) => [r.seat, r.blind])).toEqual([
      [2, "SB"],
      [3, "BB"],
    ]);
    expect(rows.find((r) => r.button)?.seat).toBe(1);
  });

  it("during play the centre lists each pot with the seats that can win it", () => {
    const view = viewAt("holdem", 13);
    const { container } = renderApp(<Centre view={view as ConsoleView} pot={potView(view)} />);
    const pots = within(container.querySelector<HTMLElement>('[data-field="pots"]')!).getAllByRole("listitem");
    expect(pots.map((p) => p.textContent)).toEqual(["main pot: 240.00 (seats 1 2 3)", "side pot 1: 40.00 (seats 1 3)"]);
  });

  // Each of the engine's notes (`PotNote`), in English as the CLI says it, and in Spanish.
  const NOTES: [PotNote, string, string][] = [
    [{ note: "uncalled", seat: 3, amount: 100 }, "Seat 3's bet of 1.00 that nobody called goes back to it.", "La apuesta de 1.00 de Asiento 3 que nadie igualó vuelve a ese asiento."],
    [{ note: "odd_chip", seat: 1 }, "The pot is split; the odd chip goes to Seat 1.", "El bote se divide; la ficha sobrante es para Asiento 1."],
    [{ note: "killed", seat: 3 }, "Seat 3 killed the pot: its kill is its blind, the limits double and it acts last before the draw.", "Asiento 3 mató el bote: su apuesta de muerte es su ciega, los límites se duplican y actúa al final antes del cambio."],
    [{ note: "bets_returned", seat: 1, rule: "check_raise", returned: 800 }, "Seat 1 check-raised without an eight or better: the bets after the draw (8.00) go back to those who made them.", "Asiento 1 pasó y subió sin un ocho o mejor: las apuestas después del cambio (8.00) vuelven a quienes las hicieron."],
    [{ note: "pot_forfeited", seat: 2, rule: "sevens" }, "Seat 2 checked a seven or better: the pot goes to the next best hand.", "Asiento 2 pasó con un siete o mejor: el bote es para la siguiente mejor mano."],
    [{ note: "no_drop" }, "No drop: no flop, no drop.", "Sin cobro de la casa: sin flop no hay cobro."],
    [{ note: "small_drop", taken: 300, schedule: 400 }, "The house takes 3.00, less than the schedule's 4.00: the pot was smaller.", "La casa cobra 3.00, menos que los 4.00 de la tarifa: el bote era más pequeño."],
  ];

  it("what the hand did by itself to the money is said in words under the pots, in the screens' language", async () => {
    const view = viewAt("holdem", 23);
    (view.hand!.game as { kind: "pot"; notes: PotNote[] }).notes = NOTES.map(([n]) => n);
    const said = () => {
      const { container, unmount } = renderApp(<Centre view={view} pot={potView(view)} />);
      const notes = within(container.querySelector<HTMLElement>('[data-field="notes"]')!).getAllByRole("listitem");
      const words = notes.map((n) => n.textContent);
      unmount();
      return words;
    };
    expect(said()).toEqual(NOTES.map(([, en]) => en));
    await setLanguage("es");
    try {
      expect(said()).toEqual(NOTES.map(([, , es]) => es));
    } finally {
      await setLanguage("en");
    }
  });

  it("pots the shown cards prove are awarded by themselves, each to its winner", () => {
    const view = viewAt("holdem", 23); // the last hand shown: both pots awarded at once
    const { container } = renderApp(<Centre view={view} pot={potView(view)} />);
    expect(container.querySelector('[data-pot="0"]')!.textContent).toMatch(/^main pot: 240\.00 → Seat 2/);
    expect(container.querySelector('[data-pot="1"]')!.textContent).toMatch(/→ Seat 3/);
  });
});

describe("the console in Spanish", () => {
  it("a hand in play reads in Spanish, names aside: the turn, the betting, the table and the hand's controls", async () => {
    await setLanguage("es");
    try {
      const view = viewAt("holdem", 3);
      mockIPC((cmd) => (cmd === "dealer_console" ? view : null), { shouldMockEvents: true });
      renderApp(<ConsolePage tableId={view.table.table.id} />);
      const turn = await screen.findByText(/para igualar$/);
      expect(turn.id).toBe("turn-line");
      for (const words of ["Retirarse", /^Igualar/, /^Subir a|^Apostar/, "Siguiente mano", "Anular mano…"]) {
        expect(screen.getByRole("button", { name: words })).toBeTruthy();
      }
      expect(screen.getByRole("list", { name: "Asientos" })).toBeTruthy();
      expect(screen.getByRole("group", { name: "Botes y cartas comunitarias" })).toBeTruthy();
      // The hand's log and what Undo takes back come as data and are worded here too.
      const text = document.querySelector("section.console")!.textContent ?? "";
      for (const english of ["Fold", "Call ", "Raise", "Next hand", "Void hand", "to call", "small blind", "main pot", "Undo", "empty", "by the room", "Seat ", "calls", "posted"]) {
        expect(text).not.toContain(english);
      }
    } finally {
      await setLanguage("en");
    }
  });
});
