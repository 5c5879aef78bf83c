// The app's addresses, one route per screen of `screens.ts` (code-based: no generated route
// file). A screen the one signed in may not see redirects before it is shown (`beforeLoad`,
// from the session in the router's context, which `App` keeps current); nobody signed in: the
// address is kept for after the sign-in. The app keeps the address in the URL's hash, so a
// reload of the window shows the same screen; tests give a memory history.
import {
  Navigate,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useNavigate,
  type RouterHistory,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { SessionView } from "./api";
import { ConnectionBanner } from "./components/ConnectionBanner";
import { AuditPage } from "./features/audit";
import { ConsolePage } from "./features/dealer";
import { FloorPage } from "./features/floor/FloorPage";
import { HistoryPage } from "./features/history";
import { JackpotsPage } from "./features/jackpots";
import { PlayersPage } from "./features/players";
import { RatesPage } from "./features/rates";
import { ReportsPage } from "./features/reports";
import { RotationPage } from "./features/rotation";
import { SettingsPage } from "./features/settings/SettingsPage";
import { SessionGate } from "./features/signin";
import { StaffPage } from "./features/staff";
import { WaitlistPage } from "./features/waitlist";
import { canSee, canSeeTable } from "./lib/access";
import { fallbackScreen, landingTable, type PlainScreenId, type ScreenId } from "./screens";
import { Shell } from "./Shell";

export interface RouterContext {
  /** The session as the room last said it; undefined until read. */
  view: SessionView | undefined;
}

/** The redirect to where a screen `view` may not see falls back. */
function fallback(view: SessionView) {
  const id = fallbackScreen(view);
  if (id === "history") return redirect({ to: "/history/{-$handId}", params: { handId: undefined }, replace: true });
  return redirect({ to: `/${id}` satisfies `/${PlainScreenId}`, replace: true });
}

/** The guard of a screen: someone signed in who may not see it goes where it falls back. */
const only =
  (screen: ScreenId) =>
  ({ context }: { context: RouterContext }) => {
    const view = context.view;
    if (view?.staff && !canSee(view, screen)) throw fallback(view);
  };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <SessionGate banner={<ConnectionBanner />}>
      <Shell />
    </SessionGate>
  ),
  // An address no screen has: where the one signed in lands.
  notFoundComponent: () => <Navigate to="/" replace />,
});

/** "/": where the one signed in lands (a dealer dealing a table, its console; anyone else, the floor). */
const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: ({ context }) => {
    const view = context.view;
    if (!view?.staff) return;
    const table = landingTable(view);
    if (table !== null && canSeeTable(view, table)) throw redirect({ to: "/console/$tableId", params: { tableId: table }, replace: true });
    throw fallback(view);
  },
});

const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "console/$tableId",
  staticData: { screen: "console" },
  params: {
    parse: ({ tableId }) => ({ tableId: /^\d{1,9}$/.test(tableId) ? Number(tableId) : -1 }),
    stringify: ({ tableId }) => ({ tableId: String(tableId) }),
  },
  // A table the one signed in may not see (a dealer's other tables): as a screen he may not see.
  beforeLoad: ({ context, params }) => {
    const view = context.view;
    if (view?.staff && (!canSee(view, "console") || !canSeeTable(view, params.tableId) || params.tableId < 0)) throw fallback(view);
  },
  component: function Console() {
    const { tableId } = consoleRoute.useParams();
    return <ConsolePage key={tableId} tableId={tableId} />;
  },
});

/** A screen at its plain address (`/floor`), with its guard; `component` absent, the shell draws it (the wall). */
function plainRoute<const S extends PlainScreenId>(screen: S, component?: () => ReactNode) {
  return createRoute({ getParentRoute: () => rootRoute, path: screen, staticData: { screen }, beforeLoad: only(screen), component });
}

const floorRoute = plainRoute("floor", FloorPage);
const rotationRoute = plainRoute("rotation", RotationPage);
const waitlistRoute = plainRoute("waitlist", function Lists() {
  const navigate = useNavigate();
  return <WaitlistPage onOpenWall={() => void navigate({ to: "/wall" })} />;
});
const staffRoute = plainRoute("staff", StaffPage);
const ratesRoute = plainRoute("rates", RatesPage);
const reportsRoute = plainRoute("reports", ReportsPage);
const jackpotsRoute = plainRoute("jackpots", JackpotsPage);
const playersRoute = plainRoute("players", PlayersPage);

/** Hand history, with the hand opened from another screen (a report's discrepancy or adjustment), if any. */
const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "history/{-$handId}",
  staticData: { screen: "history" },
  params: {
    parse: ({ handId }) => ({ handId: handId !== undefined && /^\d{1,15}$/.test(handId) ? Number(handId) : undefined }),
    stringify: ({ handId }) => ({ handId: handId === undefined ? undefined : String(handId) }),
  },
  beforeLoad: only("history"),
  component: function History() {
    const { handId } = historyRoute.useParams();
    return <HistoryPage key={handId ?? 0} handId={handId ?? null} />;
  },
});

const auditRoute = plainRoute("audit", AuditPage);
const settingsRoute = plainRoute("settings", SettingsPage);
// Full screen: the shell gives the wall board the whole window (and its way back).
const wallRoute = plainRoute("wall");

const routeTree = rootRoute.addChildren([
  landingRoute,
  consoleRoute,
  floorRoute,
  rotationRoute,
  waitlistRoute,
  staffRoute,
  ratesRoute,
  reportsRoute,
  jackpotsRoute,
  playersRoute,
  historyRoute,
  auditRoute,
  settingsRoute,
  wallRoute,
]);

/** The app's router on `history` (the app: the URL's hash; a test: memory). */
export function createAppRouter(history: RouterHistory) {
  return createRouter({ routeTree, history, context: { view: undefined } });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The screen a route shows (the shell marks its nav item and guards it). */
    screen?: ScreenId;
  }
}
