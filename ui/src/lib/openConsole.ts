// How a screen opens a table's console (the floor board's cards and rows): the app's router
// goes to the console's address. Outside the app's router (a test of the board alone), or for
// a table the one signed in may not see: no opener, so no button.
import { useContext, useMemo } from "react";
import { useRouter } from "@tanstack/react-router";
import type { GameCode } from "../api";
import { GAME_CODES } from "./games";
import { SessionContext } from "./session";

/** Opens table `tableId`'s console; does nothing for a table the one signed in may not see. */
export function useOpenConsole(): ((tableId: number) => void) | null {
  const router = useRouter({ warn: false });
  const session = useContext(SessionContext);
  return useMemo(() => {
    if (!router || !session) return null;
    return (tableId: number) => {
      if (session.canSeeTable(tableId)) void router.navigate({ to: "/console/$tableId", params: { tableId } });
    };
  }, [router, session]);
}

/** The games whose console is built: every game the room spreads (the pot games, Pan, the banked game). */
export const CONSOLE_GAMES: ReadonlySet<GameCode> = new Set(GAME_CODES);
