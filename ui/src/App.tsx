import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Center, Loader } from "@mantine/core";
import { RouterProvider, createHashHistory, type RouterHistory } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSessionView, useStation } from "./api";
import { useSpokenLanguage } from "./lib/language";
import { lookFromAddress } from "./mount";
import { useScheme } from "./Providers";
import { createAppRouter, type AppRouter } from "./router";
import { TableStation } from "./TableStation";

/**
 * The app: nothing until someone is signed in (or the room's first floor manager starts it),
 * then the screen its address names (`router.tsx`; the app keeps it in the URL's hash, so a
 * reload shows the same screen). The connection banner shows above every screen while the
 * database server is out of reach. A table station shows its table's console and the sign-in,
 * nothing else (`TableStation`). The screens speak the language of the person signed in, else
 * the station's.
 */
export function App({ history }: { history?: RouterHistory }) {
  const { t } = useTranslation("signin");
  const [router] = useState(() => createAppRouter(history ?? createHashHistory()));
  const view = useSessionView().data;
  const station = useStation();
  // What the station is, first: a table station never shows the room's screens, not even for a
  // moment. Only the first read waits: once the screens are up, a read again (a change of
  // person) leaves them up.
  const read = useRef(false);
  if (!station.isPending) read.current = true;
  // A station that cannot be read serves the whole room.
  const table = station.data?.table ?? null;
  const routed = read.current && table === null;
  useLanding(router, view, routed);
  // The language and look a browser test's address asks for win (`mount.tsx`); a station's
  // window opens at the bare address.
  const [asked] = useState(() => lookFromAddress(location.search));
  useSpokenLanguage(view, station.data, !asked.lang);
  const { setScheme } = useScheme();
  const theme = station.data?.theme;
  useEffect(() => {
    if (theme && !asked.scheme) setScheme(theme);
  }, [theme, asked.scheme, setScheme]);
  if (!read.current) {
    return (
      <Center h="100vh">
        <Loader aria-label={t("gate.loading")} />
      </Center>
    );
  }
  if (table !== null) return <TableStation table={table} />;
  return <RouterProvider router={router} context={{ view }} />;
}

/**
 * Whoever signs in lands where he works (a dealer dealing a table, on its console; anyone else,
 * on the floor), not on the screen someone else left. The same person still signed in (a reload)
 * keeps his screen; when what he may see changes, the screens are guarded again.
 */
function useLanding(router: AppRouter, view: ReturnType<typeof useSessionView>["data"], routed: boolean) {
  // Whom the address was shown to: undefined until the session is first read.
  const shownTo = useRef<number | null | undefined>(undefined);
  const staff = view?.staff ?? null;
  const who = view === undefined ? undefined : staff === null ? null : staff.id;
  // What decides which screens he may see (`lib/access.ts`).
  const access = staff === null ? "" : `${staff.role}|${staff.active}|${view?.dealer_table ?? ""}`;
  useLayoutEffect(() => {
    // The router runs its guards only while it is mounted: a session read before then (the
    // station still being read) is shown when it mounts.
    if (who === undefined || !routed) return;
    const before = shownTo.current;
    shownTo.current = who;
    const someoneElse = before !== undefined && who !== null && who !== before;
    if (someoneElse && router.latestLocation.pathname !== "/") void router.navigate({ to: "/", replace: true });
    else void router.invalidate();
  }, [router, who, access, routed]);
}
