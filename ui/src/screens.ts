// The app's screens: their ids (each one a route of `router.tsx`), labels and hotkeys, and
// where the signed-in person lands and falls back. Who sees which is `canSee` (lib/access.ts).
// The console shows one table: a dealer's own (`dealer_table`), or the one a floor manager
// opened from the board.
import type { SessionView } from "./api";
import { canSee } from "./lib/access";

export const SCREENS = [
  { id: "console", label: "Console", hotkey: "alt+5" },
  { id: "floor", label: "Floor", hotkey: "alt+1" },
  { id: "rotation", label: "Dealers", hotkey: "alt+0" },
  { id: "waitlist", label: "Lists", hotkey: "alt+9" },
  { id: "staff", label: "Staff", hotkey: "alt+2" },
  { id: "rates", label: "Rates", hotkey: "alt+3" },
  { id: "reports", label: "Reports", hotkey: "alt+6" },
  { id: "jackpots", label: "Jackpots", hotkey: "alt+j" },
  { id: "history", label: "Hand history", hotkey: "alt+7" },
  { id: "audit", label: "Audit", hotkey: "alt+8" },
  { id: "settings", label: "Settings", hotkey: "alt+4" },
  // Full screen, for a TV across the room (any staff): Esc goes back.
  { id: "wall", label: "Wall board", hotkey: "alt+w" },
] as const;

export type ScreenId = (typeof SCREENS)[number]["id"];

/** The screens whose address is `/<id>` alone (the console names a table; hand history may name a hand). */
export type PlainScreenId = Exclude<ScreenId, "console" | "history">;

/**
 * Where a screen the one signed in may not see falls back: the floor, or else the first screen
 * he may see. (Only an inactive member sees no floor, and he cannot be signed in.)
 */
export function fallbackScreen(view: SessionView): PlainScreenId | "history" {
  const order = [SCREENS[1], ...SCREENS.filter((s) => s.id !== "floor" && s.id !== "console")];
  return order.find((s) => canSee(view, s.id))?.id ?? "floor";
}

/** Where someone lands when he signs in: a dealer dealing a table, on its console; anyone else, on the floor. */
export const landingTable = (view: SessionView): number | null => (view.staff?.role === "dealer" ? view.dealer_table : null);
