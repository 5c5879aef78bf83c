import type { CSSProperties } from "react";
import type { GameCode } from "../api";
import { gameName } from "../lib/games";
import { gameShade } from "./gameColors";

/**
 * The game's name (in the language of the screens: `gameName`) in the page's own text colour on
 * a tint of the game's colour: readable for every game, in either look. `name`, the room's name for the game, is
 * not needed: the chip says the game's own name.
 */
export function GameChip({ game }: { game: GameCode; name?: string }) {
  return (
    <span
      className="game-chip"
      data-game={game}
      // The tint and edge as the light look draws them; the dark look mixes its own tint (styles.css).
      style={{ "--game-tint": gameShade(game, 0), "--game-edge": gameShade(game, 6) } as CSSProperties}
    >
      <span className="game-dot" aria-hidden="true" style={{ background: "var(--game-edge)" }} />
      {gameName(game)}
    </span>
  );
}
