// Sign-in: the gate in front of the app and the session behind it (who sees what: lib/access.ts).
export { SessionControls, SessionGate } from "./SessionGate";
export { SignInScreen } from "./SignInScreen";
export { FirstRunScreen } from "./FirstRunScreen";
