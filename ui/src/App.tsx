import { useState } from "react";
import { AppShell, NavLink, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { FloorPage } from "./features/floor/FloorPage";
import { RatesPage } from "./features/rates";
import { SettingsPage } from "./features/settings/SettingsPage";
import { SessionControls, SessionGate, useSession } from "./features/signin";
import { StaffPage } from "./features/staff";

// Only screens that are built are listed: the dealer's console and the reports come with their
// own issues, and appear here then. Who sees which is `canSee` (features/signin/access.ts).
const SCREENS = [
  { id: "floor", label: "Floor", hotkey: "alt+1", render: () => <FloorPage /> },
  { id: "staff", label: "Staff", hotkey: "alt+2", render: () => <StaffPage /> },
  { id: "rates", label: "Rates", hotkey: "alt+3", render: () => <RatesPage /> },
  { id: "settings", label: "Settings", hotkey: "alt+4", render: () => <SettingsPage /> },
] as const;

type ScreenId = (typeof SCREENS)[number]["id"];

/** The app: nothing until someone is signed in (or the room's first floor manager starts it). */
export function App() {
  return (
    <SessionGate>
      <Screens />
    </SessionGate>
  );
}

function Screens() {
  const { canSee } = useSession();
  const visible = SCREENS.filter((s) => canSee(s.id));
  const [current, setCurrent] = useState<ScreenId>("floor");
  const go = (id: ScreenId) => {
    if (canSee(id)) setCurrent(id);
  };
  useHotkeys("alt+1", () => go("floor"));
  useHotkeys("alt+2", () => go("staff"));
  useHotkeys("alt+3", () => go("rates"));
  useHotkeys("alt+4", () => go("settings"));
  const screen = visible.find((s) => s.id === current) ?? visible[0] ?? SCREENS[0];
  return (
    <AppShell navbar={{ width: 168, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="xs" className="nav" aria-label="Main">
        <Text className="brand" component="div">
          Cardroom
        </Text>
        <nav aria-label="Screens">
          {visible.map((s) => (
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
        <main className="content">{screen.render()}</main>
      </AppShell.Main>
    </AppShell>
  );
}
