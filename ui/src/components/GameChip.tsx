import type { GameCode } from "../api";
import { gameName } from "../lib/games";
import { gameShade } from "./gameColors";

/**
 * The game's name (in the language of the screens: `gameName`) in the page's own text colour on
 * a tint of the game's colour: readable for every game. `name`, the room's name for the game, is
 * not needed: the chip says the game's own name.
 */
export function GameChip({ game }: { game: GameCode; name?: string }) {
  return (
    <span
      className="game-chip"
      data-game={game}
      style={{ background: gameShade(game, 0), borderColor: gameShade(game, 6) }}
    >
      <span className="game-dot" aria-hidden="true" style={{ background: gameShade(game, 6) }} />
      {gameName(game)}
    </span>
  );
}
