// A screen behind the sign-in, for a component test: the session the mocked room's `session`
// command answers, signed in as it says (no gate, no sign-in screen; signing out does nothing).
import type { ReactNode } from "react";
import { useSessionView } from "../api";
import { SessionContext, sessionOf } from "../lib/session";

export function SignedIn({ children }: { children: ReactNode }) {
  const view = useSessionView().data;
  if (!view?.staff) return null;
  return <SessionContext.Provider value={sessionOf(view, view.staff, () => undefined, () => undefined)}>{children}</SessionContext.Provider>;
}
