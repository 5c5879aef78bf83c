// Which kind of hand a table deals, by its game: the pot games share the seat ring and the
// action bar; Pan and the house-banked Draw Poker with Joker bring their own panels.
import type { GameCode, HandKind } from "../../api";

export function kindOf(game: GameCode): HandKind {
  if (game === "pan") return "pan";
  if (game === "joker_draw") return "banked";
  return "pot";
}
