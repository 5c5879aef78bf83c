// How another screen (a report's discrepancy, an adjustment) opens a hand in the Hand history
// screen: the app's router goes to the hand's address. Outside the app's router (a test of one
// screen alone): no opener, so no link.
import { useMemo } from "react";
import { useRouter } from "@tanstack/react-router";

export function useOpenHand(): ((handId: number) => void) | null {
  const router = useRouter({ warn: false });
  return useMemo(() => (router ? (handId: number) => void router.navigate({ to: "/history/{-$handId}", params: { handId } }) : null), [router]);
}
