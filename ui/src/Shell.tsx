import { useEffect, useRef, useState } from "react";
import { AppShell, NavLink, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHotkeys } from "react-hotkeys-hook";
import { Outlet, useMatches, useNavigate, useParams } from "@tanstack/react-router";
import { ConnectionBanner } from "./components/ConnectionBanner";
import { DeskLock, SessionControls } from "./features/signin";
import { WallBoard } from "./features/waitlist";
import { UndoNotice } from "./features/floor/actions";
import { focusPlayerSearch } from "./lib/playerSearch";
import { useSession } from "./lib/session";
import { SCREENS, screenName, type ScreenId } from "./screens";

/** A screen's hotkey as its nav item shows it: "alt+j" is "Alt+J". */
const hotkeyWords = (hotkey: string) => hotkey.replace(/^alt\+(.)$/, (_, key: string) => `Alt+${key.toUpperCase()}`);

/**
 * The screens behind the sign-in: the nav (the screens the one signed in may see, each with its
 * hotkey) beside the screen the address names; the wall board alone, full screen.
 */
export function Shell() {
  const { t } = useTranslation();
  const { canSee, canSeeTable, staff, dealerTable } = useSession();
  const navigate = useNavigate();
  const screen = useMatches({ select: (matches) => matches.at(-1)?.staticData.screen });
  const params = useParams({ strict: false });
  // The shown screen's address (the match's, not the location's: the location moves first).
  const path = useMatches({ select: (matches) => matches.at(-1)?.pathname });
  const shownTable = screen === "console" ? (params.tableId ?? null) : null;
  const shownHand = screen === "history" ? (params.handId ?? null) : null;
  // The table a floor manager last opened from the board, and the hand last opened from a
  // report: the nav's Console and Hand history go back to them.
  const [opened, setOpened] = useState<number | null>(null);
  const [hand, setHand] = useState<number | null>(null);
  useEffect(() => {
    if (shownTable !== null) setOpened(shownTable);
  }, [shownTable]);
  useEffect(() => {
    if (shownHand !== null) setHand(shownHand);
  }, [shownHand]);
  // A dealer's console is always their own table; a floor manager's, the table they opened.
  const consoleTable = staff.role === "dealer" ? dealerTable : (shownTable ?? opened);
  const visible = SCREENS.filter((s) => canSee(s.id) && (s.id !== "console" || consoleTable !== null));
  const go = (id: ScreenId) => {
    if (!visible.some((s) => s.id === id)) return;
    if (id === "console") void navigate({ to: "/console/$tableId", params: { tableId: consoleTable! } });
    else if (id === "history") void navigate({ to: "/history/{-$handId}", params: { handId: (shownHand ?? hand) ?? undefined } });
    else void navigate({ to: `/${id}` });
  };
  useHotkeys("alt+1", () => go("floor"));
  useHotkeys("alt+2", () => go("staff"));
  useHotkeys("alt+3", () => go("rates"));
  useHotkeys("alt+4", () => go("settings"));
  useHotkeys("alt+5", () => go("console"));
  useHotkeys("alt+6", () => go("reports"));
  useHotkeys("alt+7", () => go("history"));
  useHotkeys("alt+j", () => go("jackpots"));
  useHotkeys("alt+8", () => go("audit"));
  useHotkeys("alt+0", () => go("rotation"));
  useHotkeys("alt+9", () => go("waitlist"));
  useHotkeys("alt+w", () => go("wall"));
  useHotkeys("alt+p", () => go("players"));
  // "Where is Tom?": from anywhere but the wall board, "/" or Ctrl+K opens the players' search,
  // its box focused (never while typing in a field: the hook leaves form fields alone).
  const search = () => {
    if (screen === "wall" || !canSee("players")) return;
    if (screen === "players") focusPlayerSearch();
    else void navigate({ to: "/players" });
  };
  useHotkeys("/", search, { useKey: true, ignoreModifiers: true, preventDefault: true }, [screen, canSee]);
  useHotkeys("ctrl+k, meta+k", search, { preventDefault: true }, [screen, canSee]);
  // Where the wall board goes back to: the screen shown before it (or where one lands).
  const beforeWall = useRef("/");
  useEffect(() => {
    if (screen !== undefined && screen !== "wall" && path !== undefined) beforeWall.current = path;
  });
  // The router redirects a screen the one signed in may not see; until it has (a moment after
  // someone else signs in), the screen is not drawn.
  const allowed = screen === undefined || (canSee(screen) && (screen !== "console" || (shownTable !== null && canSeeTable(shownTable))));
  // The desk locks after its idle time; the wall board (a display for the players) stays in
  // view meanwhile, and leaving it shows the lock.
  const lock = <DeskLock shown={screen !== "wall"} />;
  if (screen === "wall") {
    return (
      <>
        {allowed && <WallBoard onExit={() => void navigate({ href: beforeWall.current })} />}
        {lock}
      </>
    );
  }
  return (
    <AppShell navbar={{ width: { base: 150, lg: 168 }, breakpoint: 0 }} padding={screen === "console" ? "xs" : "md"}>
      <AppShell.Navbar p="xs" className="nav" aria-label={t("shell.main")}>
        <Text className="brand" component="div">
          {t("shell.brand")}
        </Text>
        <nav aria-label={t("shell.screens")}>
          {/* The floor opens the wall board from Lists (or Alt+W); a dealer, from here. */}
          {visible.filter((s) => s.id !== "wall" || !canSee("waitlist")).map((s) => (
            <NavLink
              key={s.id}
              id={`nav-${s.id}`}
              component="button"
              label={screenName(s.id)}
              description={hotkeyWords(s.hotkey)}
              active={s.id === screen}
              aria-current={s.id === screen ? "page" : undefined}
              onClick={() => go(s.id)}
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
        <main className="content">{allowed && <Outlet />}</main>
        <UndoNotice hotkey={screen !== "console"} />
      </AppShell.Main>
      {lock}
    </AppShell>
  );
}
