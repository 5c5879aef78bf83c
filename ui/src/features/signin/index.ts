// Sign-in and roles: the gate in front of the app, the session behind it, who sees what.
export { SessionControls, SessionGate, useSession, type Session } from "./SessionGate";
export { canSee, canSeeTable, roleName } from "./access";
export { SignInScreen } from "./SignInScreen";
export { FirstRunScreen } from "./FirstRunScreen";
