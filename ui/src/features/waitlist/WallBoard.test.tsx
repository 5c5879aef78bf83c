import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { WallJackpot } from "../../api";
import { announceChange } from "../../api/testing";
import { renderApp } from "../../test/render";
import { serveLists, waitlistBoard, wallBoard } from "./testing";
import { WallBoard } from "./WallBoard";
import { setLanguage } from "../../i18n";

/** Two funds as the room posts them: the bad beat on its terms v2, the mini bad beat on its first. */
const JACKPOTS: WallJackpot[] = [
  {
    name: "Bad beat",
    balance_cents: 128_600,
    version: 2,
    rules:
      "Bad-beat jackpot. Games: Texas Hold'em. A hand of four of a kind, twos or better must lose to a better hand at a showdown with both hands shown and the whole board dealt, with at least 4 players dealt in. Collection: $2.00 from every pot of $20.00 or more, taken once the flop is dealt.",
  },
  {
    name: "Mini bad beat",
    balance_cents: 9_950,
    version: 1,
    rules: "Bad-beat jackpot. Games: Texas Hold'em. A full house, aces full or better, must lose at a showdown. Collection: $0.50 from every pot of $10.00 or more.",
  },
];

async function show(jackpots: WallJackpot[] = []) {
  const room = serveLists(undefined, jackpots);
  const onExit = vi.fn();
  renderApp(<WallBoard onExit={onExit} />);
  await screen.findByRole("heading", { name: "Games running" });
  return { room, onExit };
}

describe("the wall board", () => {
  it("the mock derives exactly the room's views from the fixtures", () => {
    const room = serveLists();
    expect(room.script.answer("wall_board", {})).toEqual(wallBoard());
    expect(room.script.answer("waitlist_board", {})).toEqual(waitlistBoard());
  });

  it("shows each list's players in order by first name and initial, the called one lit with his table", async () => {
    await show();
    const lists = [...document.querySelectorAll(".wall-list")];
    expect(lists.map((l) => l.querySelector("h3")!.textContent)).toEqual(["Texas Hold'em $1.00/$2.00 NL", "Low Ball $4.00/$8.00", "Any Texas Hold'em"]);
    const lowball = lists[1]!;
    expect([...lowball.querySelectorAll(".wall-name")].map((n) => n.textContent)).toEqual([
      "1Wendy P.→ called to Table 2",
      "2Xavier O.",
      "3Yuki S.",
      "4Vic S.",
    ]);
    const called = lowball.querySelectorAll(".wall-name[data-called]");
    expect(called).toHaveLength(1);
    expect(called[0]!.querySelector(".wall-called")!.textContent).toBe("→ called to Table 2");
    expect(document.getElementById("wall-updated")!.textContent).toBe("Updated 22:37");
  });

  it("never shows a full name, a phone number or a note", async () => {
    await show();
    const text = document.body.textContent!;
    for (const secret of ["Maria Gonzalez", "555-0142", "at the bar", "Vic Stone"]) expect(text).not.toContain(secret);
  });

  it("shows the games running with seated over seats, full tables marked in words", async () => {
    await show();
    const rows = [...within(screen.getByRole("table")).getAllByRole("row")].slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      "Table 1Texas Hold'em $1.00/$2.00 NL9/9 full",
      "Table 2Low Ball $4.00/$8.003/8",
      "Table 3Pan $2.00/$5.004/8",
      "Table 4Texas Hold'em $1.00/$2.00 NL9/9 full",
    ]);
  });

  it("shows each jackpot's name and what it holds, in the largest figures on the wall", async () => {
    await show(JACKPOTS);
    const section = screen.getByRole("region", { name: "Jackpots" });
    const rows = [...section.querySelectorAll(".wall-jackpot")].map((j) => [j.querySelector(".wall-jackpot-name")!.textContent, j.querySelector(".wall-jackpot-amount")!.textContent]);
    expect(rows).toEqual([
      ["Bad beat", "$1,286.00"],
      ["Mini bad beat", "$99.50"],
    ]);
  });

  it("posts each jackpot's rules whole, named with the jackpot and the version of the terms in force", async () => {
    await show(JACKPOTS);
    const rules = screen.getByRole("region", { name: "Jackpot rules" });
    const posted = [...rules.querySelectorAll<HTMLElement>("[data-jackpot-rules]")];
    expect(posted.map((p) => p.dataset.jackpotRules)).toEqual(["Bad beat", "Mini bad beat"]);
    expect(posted.map((p) => p.textContent)).toEqual([`Bad beat Rules v2: ${JACKPOTS[0]!.rules}`, `Mini bad beat Rules v1: ${JACKPOTS[1]!.rules}`]);
    // Never cut short: the whole paragraph is on the wall, in smaller type than the amounts.
    expect(posted[0]!.querySelector(".wall-rule-text")!.textContent).toBe(JACKPOTS[0]!.rules);
  });

  it("no jackpot section, and no rules, while the room has no fund", async () => {
    await show();
    expect(screen.queryByRole("region", { name: "Jackpots" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Jackpot rules" })).toBeNull();
  });

  it("Esc, or the small Back button, goes back", async () => {
    const { onExit } = await show();
    await userEvent.keyboard("{Escape}");
    expect(onExit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: /Back/ }));
    expect(onExit).toHaveBeenCalledTimes(2);
  });

  it("shows a change of the lists when the room announces it", async () => {
    const { room } = await show();
    room.script.answer("join_waitlist", { entry: { list_id: 1, player_name: "Ned Kelly", note: "555-0199" } });
    await announceChange({ table_id: null, kind: "waitlists" });
    await waitFor(() => expect(document.querySelectorAll(".wall-list")[0]!.textContent).toContain("Ned K."));
    expect(document.body.textContent).not.toContain("555-0199");
  });

  it("speaks Spanish, in short words read across the room", async () => {
    await setLanguage("es");
    try {
      serveLists(undefined, JACKPOTS);
      renderApp(<WallBoard onExit={() => {}} />);
      await screen.findByRole("heading", { name: "Juegos en curso" });
      expect(screen.getByRole("heading", { name: "Listas de espera", level: 1 })).toBeTruthy();
      expect(document.getElementById("wall-updated")!.textContent).toBe("Actualizado 22:37");
      expect(screen.getByRole("region", { name: "Reglas del jackpot" }).textContent).toContain("Bad beat Reglas v2:");
      expect(screen.getAllByText("llena")).toHaveLength(2);
      expect(screen.getByRole("button", { name: /Volver/ })).toBeTruthy();
      // The rules are the room's own text, posted as the floor wrote them: the rest is in Spanish.
      const own = document.querySelector(".wall-head")!.textContent! + document.querySelector(".wall-games")!.textContent!;
      for (const english of ["Games running", "Seated", "Updated", "full", "Back"]) expect(own).not.toContain(english);
    } finally {
      await setLanguage("en");
    }
  });
});
