// The signed-in session as the screens behind the gate read it (`features/signin/SessionGate.tsx`
// provides it): who is signed in, what he may see (`access.ts`), how he signs out or hands over.
import { createContext, useContext } from "react";
import type { SessionView, StaffDto } from "../api";
import { canSee, canSeeTable } from "./access";

/** The session as the screens behind the gate see it: someone is always signed in. */
export interface Session {
  view: SessionView;
  /** The one signed in. */
  staff: StaffDto;
  /** The dealer's table (a dealer sees only it); null for a floor manager. */
  dealerTable: number | null;
  canSee: (screen: string) => boolean;
  canSeeTable: (tableId: number) => boolean;
  /** Signs out: the gate shows the sign-in screen. */
  signOut: () => void;
  /** Shows the sign-in screen; whoever signs in there takes over (cancel keeps this one). */
  switchUser: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session; only inside `SessionGate`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession is only for screens inside <SessionGate>");
  return session;
}

/** The session of `view`, `staff` signed in: what he may see, and how he leaves. */
export function sessionOf(view: SessionView, staff: StaffDto, signOut: () => void, switchUser: () => void): Session {
  return {
    view,
    staff,
    dealerTable: view.dealer_table,
    canSee: (screen) => canSee(view, screen),
    canSeeTable: (tableId) => canSeeTable(view, tableId),
    signOut,
    switchUser,
  };
}
