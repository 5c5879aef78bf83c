// The app's screens: their ids (each one a route of `router.tsx`), hotkeys and names (said in
// the language of the screens: `screenName`), and where the signed-in person lands and falls
// back. Who sees which is `canSee` (lib/access.ts).
// The console shows one table: a dealer's own (`dealer_table`), or the one a floor manager
// opened from the board.
import type { SessionView } from "./api";
import { t } from "./i18n";
import { canSee } from "./lib/access";

export const SCREENS = [
  { id: "console", hotkey: "alt+5" },
  { id: "floor", hotkey: "alt+1" },
  { id: "rotation", hotkey: "alt+0" },
  { id: "waitlist", hotkey: "alt+9" },
  { id: "staff", hotkey: "alt+2" },
  { id: "rates", hotkey: "alt+3" },
  { id: "reports", hotkey: "alt+6" },
  // The players' registry: the floor's and the cage's ("/" or Ctrl+K searches from anywhere).
  { id: "players", hotkey: "alt+p" },
  { id: "jackpots", hotkey: "alt+j" },
  { id: "history", hotkey: "alt+7" },
  { id: "audit", hotkey: "alt+8" },
  { id: "settings", hotkey: "alt+4" },
  // Full screen, for a TV across the room (any staff): Esc goes back.
  { id: "wall", hotkey: "alt+w" },
] as const;

export type ScreenId = (typeof SCREENS)[number]["id"];

/** A screen's name as the nav says it, in the language of the screens: "Floor", "Hand history", "Piso". */
export const screenName = (id: ScreenId): string => t(`common:screens.${id}`);

/** The screens whose address is `/<id>` alone (the console names a table; hand history may name a hand). */
export type PlainScreenId = Exclude<ScreenId, "console" | "history">;

/**
 * Where a screen the one signed in may not see falls back: the floor, or else the first screen
 * they may see. (Only an inactive member sees no floor, and an inactive member cannot be signed in.)
 */
export function fallbackScreen(view: SessionView): PlainScreenId | "history" {
  const order = [SCREENS[1], ...SCREENS.filter((s) => s.id !== "floor" && s.id !== "console")];
  return order.find((s) => canSee(view, s.id))?.id ?? "floor";
}

/** Where someone lands on signing in: a dealer dealing a table, on its console; anyone else, on the floor. */
export const landingTable = (view: SessionView): number | null => (view.staff?.role === "dealer" ? view.dealer_table : null);
