import type { Role } from "../../api";
import type { RefusalPlace } from "../../lib/refusals";
import { t } from "../../i18n";

export type StaffAction = "add" | "deactivate" | "reactivate" | "pin" | "role";

/** Where a refused staff change reads words of its own (`lib/refusals.ts`): a name added, a PIN set, a role changed. */
export const REFUSAL_PLACE: { readonly [A in StaffAction]?: RefusalPlace } = { add: "staff_name", pin: "pin", role: "staff_role" };

/** The roles, in the order the screen offers them (a new member is a dealer unless chosen). */
export const ROLES = ["dealer", "floor", "cage"] as const satisfies readonly Role[];

/** A role with its article, as a sentence says it: "a dealer", "a floor manager", "a cage counter". */
export const aRole = (role: Role): string => t(`staff:aRole.${role}`);
