import type { GameCode } from "../api";

/**
 * Each game's colour (a Mantine palette name). Red is kept for what is wrong (an overdue
 * collection), so no game is red. The colour is never the only signal: the game's name is
 * always written beside it.
 */
export const GAME_COLOR = {
  holdem: "green",
  pineapple: "teal",
  crazy_pineapple: "cyan",
  five_card_draw: "blue",
  lowball: "indigo",
  mexican: "orange",
  pan: "grape",
  joker_draw: "yellow",
} as const satisfies Record<GameCode, string>;

/** A palette colour's shade as a CSS value. */
export function gameShade(game: GameCode, shade: number): string {
  return `var(--mantine-color-${GAME_COLOR[game]}-${shade})`;
}
