// Which kind of hand a table deals, by its game (`GameSpec.kind`): the pot games share the seat
// ring and the action bar; Pan and the house-banked Draw Poker with Joker bring their own panels.
import type { GameCode, HandKind } from "../../api";
import { gameSpec } from "../../lib/games";

export function kindOf(game: GameCode): HandKind {
  return gameSpec(game).kind;
}
