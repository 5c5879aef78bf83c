import type { RefusalPlace } from "../../lib/refusals";

export type StaffAction = "add" | "deactivate" | "reactivate" | "pin" | "role";

/** Where a refused staff change reads words of its own (`lib/refusals.ts`): a name added, a PIN set, a role changed. */
export const REFUSAL_PLACE: { readonly [A in StaffAction]?: RefusalPlace } = { add: "staff_name", pin: "pin", role: "staff_role" };
