import { useCallback, useEffect, useRef, useState } from "react";
import { AppShell, NavLink, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { ConnectionBanner } from "./components/ConnectionBanner";
import { AuditPage } from "./features/audit";
import { ConsolePage } from "./features/dealer";
import { FloorPage } from "./features/floor/FloorPage";
import { HistoryPage } from "./features/history";
import { ReportsPage } from "./features/reports";
import { RatesPage } from "./features/rates";
import { RotationPage } from "./features/rotation";
import { SettingsPage } from "./features/settings/SettingsPage";
import { SessionControls, SessionGate } from "./features/signin";
import { StaffPage } from "./features/staff";
import { WaitlistPage, WallBoard } from "./features/waitlist";
import { UndoNotice } from "./features/floor/actions";
import { OpenConsoleContext } from "./lib/openConsole";
import { OpenHandContext } from "./lib/openHand";
import { useSession } from "./lib/session";

// Who sees which is `canSee` (lib/access.ts). The console shows one
// table: a dealer's own (`dealer_table`), or the one a floor manager opened from the board.
const SCREENS = [
  { id: "console", label: "Console", hotkey: "alt+5" },
  { id: "floor", label: "Floor", hotkey: "alt+1" },
  { id: "rotation", label: "Dealers", hotkey: "alt+0" },
  { id: "waitlist", label: "Lists", hotkey: "alt+9" },
  { id: "staff", label: "Staff", hotkey: "alt+2" },
  { id: "rates", label: "Rates", hotkey: "alt+3" },
  { id: "reports", label: "Reports", hotkey: "alt+6" },
  { id: "history", label: "Hand history", hotkey: "alt+7" },
  { id: "audit", label: "Audit", hotkey: "alt+8" },
  { id: "settings", label: "Settings", hotkey: "alt+4" },
  // Full screen, for a TV across the room (any staff): Esc goes back.
  { id: "wall", label: "Wall board", hotkey: "alt+w" },
] as const;

type ScreenId = (typeof SCREENS)[number]["id"];

/**
 * The app: nothing until someone is signed in (or the room's first floor manager starts it).
 * The connection banner shows above every screen while the database server is out of reach.
 */
export function App() {
  return (
    <SessionGate banner={<ConnectionBanner />}>
      <Screens />
    </SessionGate>
  );
}

function Screens() {
  const { canSee, canSeeTable, staff, dealerTable } = useSession();
  const [opened, setOpened] = useState<number | null>(null);
  // A dealer's console is always his own table; a floor manager's, the table he opened.
  const consoleTable = staff.role === "dealer" ? dealerTable : opened;
  const visible = SCREENS.filter((s) => canSee(s.id) && (s.id !== "console" || consoleTable !== null));
  const [current, setCurrent] = useState<ScreenId>(consoleTable !== null ? "console" : "floor");
  const go = (id: ScreenId) => {
    if (visible.some((s) => s.id === id)) setCurrent(id);
  };
  const openConsole = useCallback(
    (tableId: number) => {
      if (!canSeeTable(tableId)) return;
      setOpened(tableId);
      setCurrent("console");
    },
    [canSeeTable],
  );
  useHotkeys("alt+1", () => go("floor"));
  useHotkeys("alt+2", () => go("staff"));
  useHotkeys("alt+3", () => go("rates"));
  useHotkeys("alt+4", () => go("settings"));
  useHotkeys("alt+5", () => go("console"));
  useHotkeys("alt+6", () => go("reports"));
  useHotkeys("alt+7", () => go("history"));
  useHotkeys("alt+8", () => go("audit"));
  useHotkeys("alt+0", () => go("rotation"));
  useHotkeys("alt+9", () => go("waitlist"));
  useHotkeys("alt+w", () => go("wall"));
  // A hand opened from another screen (a report's discrepancy or adjustment).
  const [hand, setHand] = useState<number | null>(null);
  const openHand = useCallback((handId: number) => {
    setHand(handId);
    setCurrent("history");
  }, []);
  const screen = visible.find((s) => s.id === current) ?? visible.find((s) => s.id === "floor") ?? visible[0] ?? SCREENS[1];
  // Where the wall board goes back to: the screen shown before it.
  const beforeWall = useRef<ScreenId>("floor");
  useEffect(() => {
    if (screen.id !== "wall") beforeWall.current = screen.id;
  });
  if (screen.id === "wall") return <WallBoard onExit={() => setCurrent(beforeWall.current)} />;
  return (
    <OpenConsoleContext.Provider value={openConsole}>
      <OpenHandContext.Provider value={openHand}>
      <AppShell navbar={{ width: { base: 150, lg: 168 }, breakpoint: 0 }} padding={screen.id === "console" ? "xs" : "md"}>
        <AppShell.Navbar p="xs" className="nav" aria-label="Main">
          <Text className="brand" component="div">
            Cardroom
          </Text>
          <nav aria-label="Screens">
            {/* The floor opens the wall board from Lists (or Alt+W); a dealer, from here. */}
            {visible.filter((s) => s.id !== "wall" || !canSee("waitlist")).map((s) => (
              <NavLink
                key={s.id}
                id={`nav-${s.id}`}
                component="button"
                label={s.label}
                description={s.hotkey.replace("alt+", "Alt+")}
                active={s.id === screen.id}
                aria-current={s.id === screen.id ? "page" : undefined}
                onClick={() => setCurrent(s.id)}
                variant="filled"
                className="nav-item"
              />
            ))}
          </nav>
          <div style={{ marginTop: "auto" }}>
            <SessionControls />
          </div>
        </AppShell.Navbar>
        <AppShell.Main>
          <ConnectionBanner />
          <main className="content">
            {screen.id === "console" && consoleTable !== null ? (
              <ConsolePage key={consoleTable} tableId={consoleTable} />
            ) : screen.id === "staff" ? (
              <StaffPage />
            ) : screen.id === "rates" ? (
              <RatesPage />
            ) : screen.id === "reports" ? (
              <ReportsPage />
            ) : screen.id === "history" ? (
              <HistoryPage key={hand ?? 0} handId={hand} />
            ) : screen.id === "audit" ? (
              <AuditPage />
            ) : screen.id === "waitlist" ? (
              <WaitlistPage onOpenWall={() => go("wall")} />
            ) : screen.id === "rotation" ? (
              <RotationPage />
            ) : screen.id === "settings" ? (
              <SettingsPage />
            ) : (
              <FloorPage />
            )}
          </main>
          <UndoNotice hotkey={screen.id !== "console"} />
        </AppShell.Main>
      </AppShell>
      </OpenHandContext.Provider>
    </OpenConsoleContext.Provider>
  );
}
