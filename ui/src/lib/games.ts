// Each game's facts as the room declares them (`GAMES`, generated from `cardroom_room::GAMES`):
// names, kinds of hand, decks, blinds, button, structures, chips. Nothing here is a game fact of
// its own; these are lookups.
// From api/types (the generated bindings alone), not the api index: the e2e mock reads the
// games without pulling in the hooks and React.
import { GAMES, type GameCode, type GameSpec } from "../api/types";

const SPECS = new Map<GameCode, GameSpec>(GAMES.map((g) => [g.code, g]));

/** The facts of `game`. */
export function gameSpec(game: GameCode): GameSpec {
  const spec = SPECS.get(game);
  if (!spec) throw new Error(`no game ${game}`);
  return spec;
}

/** Every game's code, in the order the floor lists them. */
export const GAME_CODES: readonly GameCode[] = GAMES.map((g) => g.code);

/** Each game's name as the room writes it (its `games` table, a report's `ReportLine.game`). */
export const GAME_NAMES = Object.fromEntries(GAMES.map((g) => [g.code, g.name])) as Record<GameCode, string>;

/** Its players post blinds: a new player waits for or posts the big blind (no game chosen yet: no). */
export const hasBlinds = (game: GameCode | ""): boolean => SPECS.get(game as GameCode)?.blinds ?? false;
/** A button is drawn for (the room refuses the draw in Pan and the banked game). */
export const hasButton = (game: GameCode | ""): boolean => SPECS.get(game as GameCode)?.button ?? false;
