import type { Role, SessionView } from "../api";
import { t } from "../i18n";

/**
 * The screens a dealer may open. A dealer sees only the table they are dealing: the floor board
 * restricted to `dealer_table` (see `canSeeTable`), that table's console, and the wall board
 * (the lists by first name, as the players see them). Everything else
 * (Staff, Rates, Settings, Reports, ...) is the floor's.
 */
const DEALER_SCREENS: ReadonlySet<string> = new Set(["floor", "console", "wall"]);

/**
 * The screens the cage may open: the reports (where it counts the drop boxes, counter-signs
 * the shift and reads the cash logs), the players' registry (to name a player whose cash needs
 * a name) and the wall board. No floor board, no console: the cage runs no table.
 */
const CAGE_SCREENS: ReadonlySet<string> = new Set(["reports", "players", "wall"]);

const SCREENS_OF: Record<Exclude<Role, "floor">, ReadonlySet<string>> = { dealer: DEALER_SCREENS, cage: CAGE_SCREENS };

/** Whether the one signed in may open `screen` (an App screen id: "floor", "staff", "rates", ...). */
export function canSee(session: SessionView, screen: string): boolean {
  const staff = session.staff;
  if (!staff || !staff.active) return false;
  if (staff.role === "floor") return true;
  return SCREENS_OF[staff.role].has(screen);
}

/** Whether the one signed in may see table `tableId`: a floor manager every table, a dealer their own, the cage none. */
export function canSeeTable(session: SessionView, tableId: number): boolean {
  const staff = session.staff;
  if (!staff || !staff.active) return false;
  return staff.role === "floor" || (staff.role === "dealer" && session.dealer_table === tableId);
}

/** A role as the screens say it, in their language: "Floor manager", "Dealer", "Cage". */
export const roleName = (role: Role): string => t(`common:roles.${role}`);
