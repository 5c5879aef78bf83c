import { useLayoutEffect, useRef, useState } from "react";
import { RouterProvider, createHashHistory, type RouterHistory } from "@tanstack/react-router";
import { useSessionView } from "./api";
import { createAppRouter, type AppRouter } from "./router";

/**
 * The app: nothing until someone is signed in (or the room's first floor manager starts it),
 * then the screen its address names (`router.tsx`; the app keeps it in the URL's hash, so a
 * reload shows the same screen). The connection banner shows above every screen while the
 * database server is out of reach.
 */
export function App({ history }: { history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(history ?? createHashHistory()));
  const view = useSessionView().data;
  useLanding(router, view);
  return <RouterProvider router={router} context={{ view }} />;
}

/**
 * Whoever signs in lands where he works (a dealer dealing a table, on its console; anyone else,
 * on the floor), not on the screen someone else left. The same person still signed in (a reload)
 * keeps his screen; when what he may see changes, the screens are guarded again.
 */
function useLanding(router: AppRouter, view: ReturnType<typeof useSessionView>["data"]) {
  // Whom the address was shown to: undefined until the session is first read.
  const shownTo = useRef<number | null | undefined>(undefined);
  const staff = view?.staff ?? null;
  const who = view === undefined ? undefined : staff === null ? null : staff.id;
  // What decides which screens he may see (`lib/access.ts`).
  const access = staff === null ? "" : `${staff.role}|${staff.active}|${view?.dealer_table ?? ""}`;
  useLayoutEffect(() => {
    if (who === undefined) return;
    const before = shownTo.current;
    shownTo.current = who;
    const someoneElse = before !== undefined && who !== null && who !== before;
    if (someoneElse && router.latestLocation.pathname !== "/") void router.navigate({ to: "/", replace: true });
    else void router.invalidate();
  }, [router, who, access]);
}
