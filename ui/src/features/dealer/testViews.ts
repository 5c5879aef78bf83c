// The console's real views for the component tests: the fixtures' steps (written by a Rust test
// from engine replays), read typed. Never an engine state written by hand.
import type { ConsoleView, SeatOptions } from "../../api";
import holdem from "../../fixtures/console/holdem.json";
import holdemFixed from "../../fixtures/console/holdem-fixed.json";
import lowball from "../../fixtures/console/lowball.json";
import mexican from "../../fixtures/console/mexican.json";

const SCRIPTS = { holdem, "holdem-fixed": holdemFixed, lowball, mexican } as const;

/** The console as the room answered step `i` of a fixture's hand. */
export function viewAt(name: keyof typeof SCRIPTS, i: number): ConsoleView {
  const step = SCRIPTS[name].steps[i] as { ok?: unknown };
  if (!step.ok) throw new Error(`${name} step ${i} is a refusal`);
  return structuredClone(step.ok) as ConsoleView;
}

/** The seat's options in that view (it must be a seat's turn). */
export function seatOptions(view: ConsoleView): SeatOptions {
  const game = view.hand?.game;
  if (game?.kind !== "pot" || game.legal.turn !== "seat") throw new Error("not a seat's turn");
  return game.legal;
}
