// The console's words for the dealer's steps read as a dealer says them, in every game.
import { describe, expect, it, vi } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { screen } from "@testing-library/react";
import { deckFor } from "../../components/cards";
import { renderApp } from "../../test/render";
import { DealerStepPanel } from "./DealerStepPanel";
import { LastCommandStore, type ConsoleCommands } from "./useConsoleCommands";
import { burnBefore } from "./words";

describe("a burn says what it comes before", () => {
  it("Hold'em's streets by name; Low Ball's draw as the draw's cards, never 'before the after the draw'", () => {
    expect(burnBefore("flop")).toBe("before the flop");
    expect(burnBefore("river")).toBe("before the river");
    expect(burnBefore("post_draw")).toBe("before the draw's cards");
    expect(burnBefore("pre_draw")).toBe("before the deal");
  });

  it("the burn button of a draw game's draw reads plainly", () => {
    mockIPC(() => null);
    const commands = { act: vi.fn(), busy: false, last: new LastCommandStore() } as unknown as ConsoleCommands;
    renderApp(<DealerStepPanel step={{ step: "burn", street: "post_draw" }} deck={deckFor("lowball", true)} names={new Map()} commands={commands} />);
    expect(screen.getByRole("button").textContent).toBe("DBurn a card before the draw's cards");
    expect(document.body.textContent).not.toMatch(/the after/);
  });
});
