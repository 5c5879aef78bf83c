import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { setLanguage } from "../../i18n";
import { PlayersPage } from "./PlayersPage";
import { servePlayers, TOM, WRONG_PIN } from "./testing";
import { minutesWords } from "./words";

async function show(options?: Parameters<typeof servePlayers>[0]) {
  const room = servePlayers(options);
  const user = userEvent.setup();
  renderApp(
    <SignedIn>
      <PlayersPage />
    </SignedIn>,
  );
  const search = await screen.findByRole("searchbox", { name: "Find a player" });
  return { room, user, search };
}

const results = () => [...document.querySelectorAll<HTMLButtonElement>(".players-results button[data-player]")];
const field = (scope: Element, name: string) => scope.querySelector(`[data-field="${name}"]`)?.textContent;

/** Finds `text` and opens the found player `number`'s card. */
async function open(user: ReturnType<typeof userEvent.setup>, search: HTMLElement, text: string, number: string) {
  await user.type(search, text);
  const found = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`.players-results button[data-player="${number}"]`);
    if (!button) throw new Error(`${number} not found`);
    return button;
  });
  await user.click(found);
  return screen.findByRole("article", { name: new RegExp(`#${number}`) });
}

describe("finding a player", () => {
  it("the search box has the focus when the screen opens", async () => {
    const { search } = await show();
    expect(document.activeElement).toBe(search);
  });

  it("typing part of a name finds every player whose name holds it, each with whether he may play, where he sits and his time today", async () => {
    const { room, user, search } = await show();
    await user.type(search, "tom");
    await waitFor(() => expect(results().map((b) => b.dataset.player)).toEqual(["1001", "1002"]));
    // The search waits for the typing to stop: one question for "tom", not one per key.
    expect(room.of("find_players").map((s) => s.args.text)).toEqual(["tom"]);
    expect(screen.getByText("2 players found")).toBeTruthy();
    const [tom, gus] = results();
    expect(field(tom!, "number")).toBe("#1001");
    expect(field(tom!, "name")).toBe("Tom Baker");
    expect(tom!.querySelector("[data-standing]")!.textContent).toBe("✓ May play");
    expect(field(tom!, "where")).toBe("Not seated");
    expect(field(gus!, "wall-name")).toBe("Wall: Gus");
    expect(field(gus!, "where")).toBe("Table 2 · seat 3");
    expect(field(gus!, "today")).toBe("Today 2 h 10 min");
  });

  it("a number or a phone finds the player too; nothing found is said", async () => {
    const { user, search } = await show();
    await user.type(search, "#1004");
    await waitFor(() => expect(results().map((b) => b.dataset.player)).toEqual(["1004"]));
    expect(results()[0]!.querySelector("[data-standing]")!.textContent).toBe("✕ Self-excluded");
    await user.clear(search);
    await user.type(search, "555-0170");
    await waitFor(() => expect(results().map((b) => b.dataset.player)).toEqual(["1003"]));
    await user.clear(search);
    await user.type(search, "zed");
    expect(await screen.findByText("No player matches “zed”.")).toBeTruthy();
  });

  it("Enter opens the first player found at once", async () => {
    const { user, search } = await show();
    await user.type(search, "tom{Enter}");
    const card = await screen.findByRole("article", { name: /#1001 Tom Baker/ });
    expect(field(card, "phone")).toBe(TOM.phone);
  });

  it("minutes read as hours and minutes", () => {
    expect([minutesWords(0), minutesWords(45), minutesWords(130), minutesWords(600)]).toEqual(["0 min", "45 min", "2 h 10 min", "10 h 0 min"]);
  });
});

describe("a player's card", () => {
  it("shows every field with the phone, notes and date of birth, where he sits and his minutes today, and the restrictions with who lifted them and why", async () => {
    const { user, search } = await show();
    const card = await open(user, search, "tom", "1001");
    expect(field(card, "wall-name")).toBe("On the wall board and at the tables: Tom");
    expect(field(card, "phone")).toBe(TOM.phone);
    expect(field(card, "notes")).toBe(TOM.notes);
    expect(field(card, "birth-date")).toBe("14 Mar 1971");
    expect(field(card, "where")).toBe("Not seated");
    expect(field(card, "today")).toBe("0 min");
    const bar = card.querySelector<HTMLElement>("li[data-restriction]")!;
    expect(bar.dataset.inForce).toBe("false");
    expect(field(bar, "kind")).toBe("Barred");
    expect(field(bar, "reason")).toBe("Reason: Abusive to the dealer at Table 3");
    expect(field(bar, "recorded")).toBe("Recorded by Maria on 2 Jun 2025, 00:40");
    expect(field(bar, "lifted")).toBe("Lifted by Maria on 1 Jul 2025, 20:00: Apologised in writing; the manager agreed");
    expect(card.querySelector("#player-kept")).toBeNull();
  });

  it("a seated player's card says where he sits and his time today as hours and minutes", async () => {
    const { user, search } = await show();
    const card = await open(user, search, "gus", "1002");
    expect(field(card, "where")).toBe("Table 2 · seat 3");
    expect(field(card, "today")).toBe("2 h 10 min");
  });

  it("the restriction in force is said first in red, and its row is marked in force", async () => {
    const { user, search } = await show();
    const card = await open(user, search, "rita", "1004");
    const kept = card.querySelector<HTMLElement>("#player-kept")!;
    expect(kept.dataset.kind).toBe("self_excluded");
    expect(within(kept).getByText(/On the self-exclusion list for life: may not play, do not seat/)).toBeTruthy();
    const row = card.querySelector<HTMLElement>('li[data-restriction="2"]')!;
    expect(row.classList.contains("in-force")).toBe(true);
    expect(field(row, "state")).toBe("In force");
    expect(card.querySelector("[data-standing]")!.textContent).toBe("✕ Self-excluded");
  });
});

describe("the floor's actions on a player", () => {
  it("barring sends a bar from play with the reason and the days, and the card then says Barred in red", async () => {
    const { room, user, search } = await show();
    await open(user, search, "tom", "1001");
    await user.click(screen.getByRole("button", { name: "Bar…" }));
    const dialog = await screen.findByRole("dialog", { name: "Bar Tom Baker (#1001)" });
    await user.click(within(dialog).getByRole("button", { name: "Bar the player" }));
    expect(await within(dialog).findByText("Say why the player is barred.")).toBeTruthy();
    expect(room.of("restrict_player")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason for the bar/), "Threatened a dealer");
    await user.type(within(dialog).getByLabelText(/Ends on/), "2026-12-20");
    await user.click(within(dialog).getByRole("button", { name: "Bar the player" }));
    await waitFor(() =>
      expect(room.of("restrict_player")[0]?.args).toEqual({
        restriction: { number: "1001", kind: "barred", scope: "play", reason: "Threatened a dealer", from_day: null, until_day: "2026-12-20" },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const card = screen.getByRole("article", { name: /#1001/ });
    await waitFor(() => expect(card.querySelector("[data-standing]")!.textContent).toBe("✕ Barred"));
    expect(card.querySelector("#player-kept")!.textContent).toMatch(/^✕ Barred until 20 Dec 2026, 06:00: do not seat/);
  });

  it("a self-restriction may keep the player from marketing only: the scope is sent, and the player may still play", async () => {
    const { room, user, search } = await show();
    await open(user, search, "tom", "1001");
    await user.click(screen.getByRole("button", { name: "Self-restriction…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("Marketing, credit and check cashing"));
    await user.type(within(dialog).getByLabelText(/^Reason/), "Signed at the desk");
    await user.click(within(dialog).getByRole("button", { name: "Record the self-restriction" }));
    await waitFor(() => expect((room.of("restrict_player")[0]?.args.restriction as { scope: string }).scope).toBe("marketing"));
    const card = screen.getByRole("article", { name: /#1001/ });
    await waitFor(() => expect(card.querySelector('li[data-kind="self_restricted"]')).toBeTruthy());
    expect(card.querySelector("[data-standing]")!.textContent).toBe("✓ May play");
  });

  it("a self-exclusion notice is for a term or for life: for life sends no end day", async () => {
    const { room, user, search } = await show();
    await open(user, search, "tom", "1001");
    await user.click(screen.getByRole("button", { name: "Self-exclusion notice…" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/The notice/), "Bureau notice SE-2026-0311");
    await user.click(within(dialog).getByRole("button", { name: "Record the self-exclusion" }));
    expect(await within(dialog).findByText(/Pick the gaming day the self-exclusion ends on, or choose For life/)).toBeTruthy();
    await user.click(within(dialog).getByLabelText("For life"));
    await user.click(within(dialog).getByRole("button", { name: "Record the self-exclusion" }));
    await waitFor(() =>
      expect(room.of("restrict_player")[0]?.args.restriction).toEqual({
        number: "1001",
        kind: "self_excluded",
        scope: "play",
        reason: "Bureau notice SE-2026-0311",
        from_day: null,
        until_day: null,
      }),
    );
  });

  it("Lift is not offered for a self-excluded player, and the card says why", async () => {
    const { user, search } = await show();
    const card = await open(user, search, "rita", "1004");
    expect(within(card).queryByRole("button", { name: "Lift…" })).toBeNull();
    expect(card.querySelector("#player-lift-why")!.textContent).toBe("No lift: a self-exclusion stands for life, and it cannot be lifted before its term ends.");
  });

  it("lifting a bar sends the reason and the PIN; a wrong PIN is refused by code, in words, and the PIN is cleared", async () => {
    const { room, user, search } = await show();
    await open(user, search, "tom", "1001");
    // Bar him first: then Lift is offered.
    await user.click(screen.getByRole("button", { name: "Bar…" }));
    const bar = await screen.findByRole("dialog");
    await user.type(within(bar).getByLabelText(/Reason for the bar/), "Threatened a dealer");
    await user.click(within(bar).getByRole("button", { name: "Bar the player" }));
    await user.click(await screen.findByRole("button", { name: "Lift…" }));
    const dialog = await screen.findByRole("dialog", { name: "Lift the restrictions on Tom Baker (#1001)" });
    await user.type(within(dialog).getByLabelText(/^Reason/), "Manager's decision");
    await user.type(within(dialog).getByLabelText(/Your PIN/), WRONG_PIN);
    await user.click(within(dialog).getByRole("button", { name: "Lift" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.dataset.code).toBe("wrong_pin");
    expect(alert.textContent).toMatch(/That PIN is not right/);
    expect((within(dialog).getByLabelText(/Your PIN/) as HTMLInputElement).value).toBe("");
    await user.type(within(dialog).getByLabelText(/Your PIN/), "1357");
    await user.click(within(dialog).getByRole("button", { name: "Lift" }));
    await waitFor(() => expect(room.of("lift_restriction").at(-1)?.args).toEqual({ number: "1001", reason: "Manager's decision", pin: "1357" }));
    const card = screen.getByRole("article", { name: /#1001/ });
    await waitFor(() => expect(card.querySelector("[data-standing]")!.textContent).toBe("✓ May play"));
  });

  it("a player seated now cannot be anonymised: the button is off and says why", async () => {
    const { user, search } = await show();
    const card = await open(user, search, "gus", "1002");
    expect((within(card).getByRole("button", { name: "Anonymise…" }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.querySelector("#player-anonymise-why")!.textContent).toBe("Anonymise: not while the player is seated.");
  });

  it("anonymising asks first, then erases what names the player; the card says so and offers nothing more", async () => {
    const { room, user, search } = await show();
    const card = await open(user, search, "tom", "1001");
    await user.click(within(card).getByRole("button", { name: "Anonymise…" }));
    const dialog = await screen.findByRole("dialog", { name: "Anonymise Tom Baker (#1001)?" });
    await user.click(within(dialog).getByRole("button", { name: "Anonymise" }));
    await waitFor(() => expect(room.of("anonymise_player")[0]?.args).toEqual({ number: "1001" }));
    await waitFor(() => expect(card.querySelector("#player-anonymised")).toBeTruthy());
    expect(field(card, "phone")).toBe("—");
    expect(within(card).queryByRole("button", { name: "Edit…" })).toBeNull();
  });
});

describe("registering and editing", () => {
  it("a player registered without a number gets the next one, 1006, and the card opens", async () => {
    const { room, user } = await show();
    await user.click(screen.getByRole("button", { name: "Register player…" }));
    const dialog = await screen.findByRole("dialog", { name: "Register a player" });
    await user.type(within(dialog).getByLabelText(/^Name/), "Dana Whitfield");
    await user.type(within(dialog).getByLabelText(/^Phone/), "702-555-0101");
    await user.type(within(dialog).getByLabelText(/^Notes/), "Prefers Omaha");
    await user.click(within(dialog).getByRole("button", { name: "Register" }));
    await waitFor(() =>
      expect(room.of("add_player")[0]?.args).toEqual({
        player: { number: null, name: "Dana Whitfield", wall_name: null, birth_date: null, phone: "702-555-0101", notes: "Prefers Omaha" },
      }),
    );
    const card = await screen.findByRole("article", { name: /#1006 Dana Whitfield/ });
    expect(field(card, "wall-name")).toBe("On the wall board and at the tables: Dana");
  });

  it("a number already given is refused by code, in words, and the dialog keeps what was typed", async () => {
    const { user } = await show();
    await user.click(screen.getByRole("button", { name: "Register player…" }));
    const dialog = await screen.findByRole("dialog", { name: "Register a player" });
    await user.type(within(dialog).getByLabelText(/^Player number/), "1001");
    await user.type(within(dialog).getByLabelText(/^Name/), "Tom Other");
    await user.click(within(dialog).getByRole("button", { name: "Register" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.dataset.code).toBe("duplicate_player");
    expect(alert.textContent).toMatch(/That player number is already given to another player/);
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Tom Other");
  });

  it("editing sends the corrected record under the player's number", async () => {
    const { room, user, search } = await show();
    const card = await open(user, search, "tom", "1001");
    await user.click(within(card).getByRole("button", { name: "Edit…" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Tom Baker (#1001)" });
    const phone = within(dialog).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, "702-555-0999");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect((room.of("edit_player")[0]?.args.player as { phone: string }).phone).toBe("702-555-0999"));
    await waitFor(() => expect(field(screen.getByRole("article", { name: /#1001/ }), "phone")).toBe("702-555-0999"));
  });

  it("the cage registers and edits players, but bars, restrictions, lifts and anonymising are the floor's", async () => {
    const { user, search } = await show({ role: "cage" });
    const card = await open(user, search, "tom", "1001");
    expect(within(card).getByRole("button", { name: "Edit…" })).toBeTruthy();
    for (const name of ["Bar…", "Self-restriction…", "Self-exclusion notice…", "Lift…", "Anonymise…"]) {
      expect(within(card).queryByRole("button", { name })).toBeNull();
    }
    expect(screen.getByRole("button", { name: "Register player…" })).toBeTruthy();
  });
});

describe("in Spanish", () => {
  it("the screen, the standing and the time today are said in Spanish", async () => {
    try {
      await setLanguage("es");
      const room = servePlayers();
      const user = userEvent.setup();
      renderApp(
        <SignedIn>
          <PlayersPage />
        </SignedIn>,
      );
      await user.type(await screen.findByRole("searchbox", { name: "Buscar un jugador" }), "gus");
      await waitFor(() => expect(results()).toHaveLength(1));
      expect(results()[0]!.querySelector("[data-standing]")!.textContent).toBe("✓ Puede jugar");
      expect(field(results()[0]!, "where")).toBe("Table 2 · asiento 3");
      expect(field(results()[0]!, "today")).toBe("Hoy 2 h 10 min");
      expect(room.of("find_players")).toHaveLength(1);
    } finally {
      await setLanguage("en");
    }
  });
});
