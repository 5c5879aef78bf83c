import { useState } from "react";
import { AppShell, Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSessionView, useSignOut, useStation, type StationTable } from "./api";
import { ConnectionBanner } from "./components/ConnectionBanner";
import { Dialog } from "./components/Dialog";
import { ConsolePage } from "./features/dealer";
import { StationForm } from "./features/settings/StationPanel";
import { ClosedTable, DeskLock, SessionControls, SessionGate } from "./features/signin";
import { useSession } from "./lib/session";
import { useIdle } from "./lib/useIdle";

/**
 * A table station (set up in Settings → This station, or with `cardroom station set`): full
 * screen, the dealers' sign-in and, once someone signs in, the console of its table; no nav, no
 * other screen. A closed table says so and waits. After the house's idle time
 * (`station_idle_seconds`) with nobody touching it, whoever is signed in is signed out and the
 * sign-in shows again: a hand in progress stays in the room, and the console shows it to the
 * next one who signs in.
 */
export function TableStation({ table }: { table: StationTable }) {
  const view = useSessionView().data;
  const signOut = useSignOut();
  const signedIn = !!view?.staff;
  useIdle((view?.station_idle_seconds ?? 0) * 1000, () => signOut.mutate(), signedIn && !signOut.isPending);
  if (table.open_id === null) return <ClosedTable name={table.name} />;
  return (
    <SessionGate banner={<ConnectionBanner />} place={table.name}>
      <StationConsole tableId={table.open_id} name={table.name} />
    </SessionGate>
  );
}

/** The console of the station's table beside a narrow bar: its name and who is signed in. */
function StationConsole({ tableId, name }: { tableId: number; name: string }) {
  const { t } = useTranslation();
  const { staff } = useSession();
  return (
    <AppShell navbar={{ width: { base: 150, lg: 168 }, breakpoint: 0 }} padding="xs">
      <AppShell.Navbar p="xs" className="nav" aria-label={t("shell.main")}>
        <Text className="brand" component="div">
          {t("shell.brand")}
        </Text>
        <Text className="station-name" component="div" id="station-name">
          {name}
        </Text>
        {staff.role === "floor" && <StationSetup />}
        <div style={{ marginTop: "auto" }}>
          <SessionControls />
        </div>
      </AppShell.Navbar>
      <AppShell.Main>
        <ConnectionBanner />
        <main className="content">
          <ConsolePage key={tableId} tableId={tableId} />
        </main>
      </AppShell.Main>
      {/* The desk's lock is not a table station's (it signs out instead); one the shell says stands still shows. */}
      <DeskLock idle={false} />
    </AppShell>
  );
}

/** A floor manager at the table station changes what it serves, here: there is no Settings screen. */
function StationSetup() {
  const { t } = useTranslation();
  const station = useStation().data;
  const [open, setOpen] = useState(false);
  if (!station) return null;
  return (
    <>
      <Button id="station-setup" h={44} variant="white" color="felt" onClick={() => setOpen(true)}>
        {t("shell.stationSettings")}
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={t("shell.stationSettings")} size="xl">
        <StationForm station={station} onSaved={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
