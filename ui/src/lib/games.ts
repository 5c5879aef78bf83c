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
