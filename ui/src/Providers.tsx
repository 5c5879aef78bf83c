import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { MantineProvider, Menu, createTheme, type MantineColorSchemeManager, type MantineThemeOverride } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { createQueryClient, useConnectionChanges, useRoomChanges } from "./api";
import { i18n, t } from "./i18n";

export const theme = createTheme({
  fontFamily: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif",
  headings: { fontFamily: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif" },
  primaryColor: "felt",
  colors: {
    // The room's green (the nav), darkest at 9.
    felt: ["#e7f5ee", "#cfe9dc", "#a0d3b9", "#6ebc95", "#46a877", "#2d9b65", "#1e8a57", "#137548", "#0b5d3b", "#06472c"],
  },
  primaryShade: 8,
  defaultRadius: "sm",
  // A station whose system asks for less motion gets none: dialogs, menus and notices appear
  // at once instead of growing into place (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // A notice's words in Mantine's dimmed grey are 3.3:1 on white; WCAG AA asks 4.5:1. The
    // app's soft ink (styles.css) is gray-8 in the light look and a light grey in the dark.
    Notification: { styles: { description: { color: "var(--cr-ink-soft)" } } },
    // A menu opens with its first item focused: no focus placeholder, which sits among the
    // items as an element a menu may not hold (axe: aria-required-children).
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

const defaultClient = createQueryClient();

/**
 * The look a station shows: the light one, the dark one, or the one its system prefers
 * (`prefers-color-scheme`, followed as it changes).
 */
export type Scheme = "system" | "light" | "dark";

export const SCHEMES: readonly Scheme[] = ["system", "light", "dark"];

export const isScheme = (s: string | null | undefined): s is Scheme => SCHEMES.includes(s as Scheme);

const SchemeContext = createContext<{ scheme: Scheme; setScheme: (scheme: Scheme) => void }>({
  scheme: "light",
  setScheme: () => {},
});

/** The look the screens show now, and how to change it while the app runs (the station's choice). */
export const useScheme = () => useContext(SchemeContext);

const systemDark = () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;

/** Whether the system prefers the dark look, followed as it changes. */
function useSystemDark(): boolean {
  const [dark, setDark] = useState(systemDark);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const changed = () => setDark(query.matches);
    query.addEventListener?.("change", changed);
    return () => query.removeEventListener?.("change", changed);
  }, []);
  return dark;
}

/** Paper is white: while the page prints, it is in the light look, whatever the screen's. */
function usePrintedLight(shown: "light" | "dark") {
  useEffect(() => {
    if (shown === "light") return;
    const root = document.documentElement;
    const light = () => root.setAttribute("data-mantine-color-scheme", "light");
    const back = () => root.setAttribute("data-mantine-color-scheme", shown);
    window.addEventListener("beforeprint", light);
    window.addEventListener("afterprint", back);
    return () => {
      window.removeEventListener("beforeprint", light);
      window.removeEventListener("afterprint", back);
    };
  }, [shown]);
}

/**
 * The kit's colour scheme is the station's, never one remembered by the browser: nothing is
 * kept in localStorage, and the scheme shown from the first frame is the one chosen.
 */
const stationSchemes = (first: "light" | "dark"): MantineColorSchemeManager => ({
  get: () => first,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
});

/** Listens to the room's changes for as long as the app runs (a component: hooks need one). */
function RoomChanges() {
  useRoomChanges();
  return null;
}

/** The connection back: a short notice (the banner, `ConnectionBanner`, is gone), in the language of the screens. */
const restored = () =>
  notifications.show({
    id: "connection-restored",
    className: "connection-restored",
    role: "status",
    color: "felt",
    title: t("common:connection.restored"),
    message: t("common:connection.restoredMessage"),
    autoClose: 6000,
    closeButtonProps: { "aria-label": t("common:connection.closeNotice") },
  });

/** Follows the database connection (a component: hooks need one); the screens re-read when it is back. */
function ConnectionChanges() {
  useConnectionChanges(restored);
  return null;
}

/**
 * Everything the screens stand on: the query client kept live by the room's changes, the kit,
 * its modals and notices.
 */
export function Providers({
  children,
  client = defaultClient,
  kit = theme,
  scheme = "light",
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The kit's theme: the app's (a test may set what jsdom cannot measure). */
  kit?: MantineThemeOverride;
  /** The look to start with (`useScheme().setScheme` changes it while the app runs). */
  scheme?: Scheme;
}) {
  const [chosen, setScheme] = useState<Scheme>(scheme);
  useEffect(() => setScheme(scheme), [scheme]);
  const systemIsDark = useSystemDark();
  // "system" is followed here, so the kit is always told which scheme to show (forced):
  // a change of the station's choice, or of the system's, is a change of one prop.
  const shown = chosen === "system" ? (systemIsDark ? "dark" : "light") : chosen;
  const [manager] = useState(() => stationSchemes(shown));
  usePrintedLight(shown);
  const choice = useMemo(() => ({ scheme: chosen, setScheme }), [chosen]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RoomChanges />
        <ConnectionChanges />
        <SchemeContext value={choice}>
          <MantineProvider theme={kit} defaultColorScheme="auto" forceColorScheme={shown} colorSchemeManager={manager}>
            <ModalsProvider>
              <Notifications />
              {children}
            </ModalsProvider>
          </MantineProvider>
        </SchemeContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
