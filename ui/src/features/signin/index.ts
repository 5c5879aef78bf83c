// Sign-in: the gate in front of the app and the session behind it (who sees what: lib/access.ts).
export { SessionControls, SessionGate } from "./SessionGate";
export { DeskLock } from "./DeskLock";
export { ClosedTable } from "./ClosedTable";
export { SignInScreen } from "./SignInScreen";
export { FirstRunScreen } from "./FirstRunScreen";
