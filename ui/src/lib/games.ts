// Each game's facts as the room declares them (`GAMES`, generated from `cardroom_room::GAMES`):
// names, kinds of hand, decks, blinds, button, structures, chips. Nothing here is a game fact of
// its own; these are lookups. A game's name as the screens say it is a word (the common
// namespace's `games.<code>`); the room's own name is data.
// From api/types (the generated bindings alone), not the api index: the e2e mock reads the
// games without pulling in the hooks and React.
import { GAMES, type GameCode, type GameSpec } from "../api/types";
import { t } from "../i18n";
import { COMMON, liveWords } from "./liveWords";

/** A table's structure: no limit, pot limit, fixed limit. */
type Betting = GameSpec["usual_betting"];

const SPECS = new Map<GameCode, GameSpec>(GAMES.map((g) => [g.code, g]));

/** The facts of `game`. */
export function gameSpec(game: GameCode): GameSpec {
  const spec = SPECS.get(game);
  if (!spec) throw new Error(`no game ${game}`);
  return spec;
}

/** Every game's code, in the order the floor lists them. */
export const GAME_CODES: readonly GameCode[] = GAMES.map((g) => g.code);

/** `game`'s name in the language of the screens: "Texas Hold'em", "Draw Poker con comodín". */
export const gameName = (game: GameCode): string => t(`common:games.${game}`);

/** Each game's name in the language of the screens (read when read: `gameName`). */
export const GAME_NAMES: Readonly<Record<GameCode, string>> = liveWords<GameCode>(COMMON.games, gameName);

/** Each game's name as the room writes it (its `games` table, a report's `ReportLine.game`): data, the same in every language. */
export const ROOM_GAME_NAMES = Object.fromEntries(GAMES.map((g) => [g.code, g.name])) as Record<GameCode, string>;

/** The game the room names `name` (its own name, in any language of the screens); null for a name it does not spread. */
export const gameOfRoomName = (name: string): GameCode | null => GAMES.find((g) => g.name === name)?.code ?? null;

/** A table's structure in the language of the screens: "No limit", "Límite fijo". */
export const bettingName = (betting: Betting): string => t(`common:betting.${betting}`);

/** Its players post blinds: a new player waits for or posts the big blind (no game chosen yet: no). */
export const hasBlinds = (game: GameCode | ""): boolean => SPECS.get(game as GameCode)?.blinds ?? false;
/** A button is drawn for (the room refuses the draw in Pan and the banked game). */
export const hasButton = (game: GameCode | ""): boolean => SPECS.get(game as GameCode)?.button ?? false;
