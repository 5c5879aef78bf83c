import type { SessionView } from "../api";

/**
 * The screens a dealer may open. A dealer sees only the table he is dealing: the floor board
 * restricted to `dealer_table` (see `canSeeTable`), that table's console, and the wall board
 * (the lists by first name, as the players see them). Everything else
 * (Staff, Rates, Settings, Reports, ...) is the floor's.
 */
const DEALER_SCREENS: ReadonlySet<string> = new Set(["floor", "console", "wall"]);

/** Whether the one signed in may open `screen` (an App screen id: "floor", "staff", "rates", ...). */
export function canSee(session: SessionView, screen: string): boolean {
  const staff = session.staff;
  if (!staff || !staff.active) return false;
  if (staff.role === "floor") return true;
  return DEALER_SCREENS.has(screen);
}

/** Whether the one signed in may see table `tableId`: a floor manager every table, a dealer his own. */
export function canSeeTable(session: SessionView, tableId: number): boolean {
  const staff = session.staff;
  if (!staff || !staff.active) return false;
  return staff.role === "floor" || session.dealer_table === tableId;
}

export const roleName = (role: "floor" | "dealer"): string => (role === "floor" ? "Floor manager" : "Dealer");
