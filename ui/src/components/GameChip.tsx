import type { GameCode } from "../api";
import { gameShade } from "./gameColors";

/** The game's name in the page's own text colour on a tint of the game's colour: readable for every game. */
export function GameChip({ game, name }: { game: GameCode; name: string }) {
  return (
    <span
      className="game-chip"
      data-game={game}
      style={{ background: gameShade(game, 0), borderColor: gameShade(game, 6) }}
    >
      <span className="game-dot" aria-hidden="true" style={{ background: gameShade(game, 6) }} />
      {name}
    </span>
  );
}
