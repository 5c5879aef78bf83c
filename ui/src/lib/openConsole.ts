// How the floor opens a table's console: the app provides the opener, a table's card and row
// read it (no prop threaded through the board). Absent (a test of the board alone): no button.
import { createContext, useContext } from "react";
import type { GameCode } from "../api";
import { GAME_CODES } from "./games";

export const OpenConsoleContext = createContext<((tableId: number) => void) | null>(null);

export const useOpenConsole = () => useContext(OpenConsoleContext);

/** The games whose console is built: every game the room spreads (the pot games, Pan, the banked game). */
export const CONSOLE_GAMES: ReadonlySet<GameCode> = new Set(GAME_CODES);
