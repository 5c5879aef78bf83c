import type { ReactNode } from "react";
import { MantineProvider, createTheme, type MantineThemeOverride } from "@mantine/core";
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
  components: {
    // A notice's words in Mantine's dimmed grey are 3.3:1 on white; WCAG AA asks 4.5:1.
    Notification: { styles: { description: { color: "var(--mantine-color-gray-8)" } } },
  },
});

const defaultClient = createQueryClient();

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
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The kit's theme: the app's (a test may set what jsdom cannot measure). */
  kit?: MantineThemeOverride;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RoomChanges />
        <ConnectionChanges />
        <MantineProvider theme={kit}>
          <ModalsProvider>
            <Notifications />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
