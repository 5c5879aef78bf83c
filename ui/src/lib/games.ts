import type { GameCode } from "../api";

/** Each game's name as the room writes it (its `games` table, a report's `ReportLine.game`). */
export const GAME_NAMES: Record<GameCode, string> = {
  holdem: "Texas Hold'em",
  pineapple: "Pineapple",
  five_card_draw: "Five Card Draw",
  lowball: "Low Ball",
  mexican: "Mexican Poker",
  pan: "Pan",
  joker_draw: "Draw Poker with Joker",
};

/** Games whose players post blinds (the room's `blind_game`): a new player waits for or posts the big blind. */
const BLIND_GAMES: readonly GameCode[] = ["holdem", "pineapple", "lowball"];
export const hasBlinds = (game: GameCode): boolean => BLIND_GAMES.includes(game);
/** Games without a button to draw for (the room refuses the draw). */
export const hasButton = (game: GameCode): boolean => game !== "pan" && game !== "joker_draw";
