// How another screen (the floor board's banner of jackpot hits) opens the Jackpots screen: the
// app's router goes to its address. Outside the app's router (a test of one screen alone), or
// for someone who may not see the screen: no opener, so no link.
import { useContext, useMemo } from "react";
import { useRouter } from "@tanstack/react-router";
import { SessionContext } from "./session";

export function useOpenJackpots(): (() => void) | null {
  const router = useRouter({ warn: false });
  const session = useContext(SessionContext);
  return useMemo(() => {
    if (!router || !session?.canSee("jackpots")) return null;
    return () => void router.navigate({ to: "/jackpots" });
  }, [router, session]);
}
