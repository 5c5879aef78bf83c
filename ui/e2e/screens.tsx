// The browser tests' page for the sign-in, staff and rates screens: the same providers and
// styles as the app, the session gate in front, and a small frame with the screens the one
// signed in may see (`canSee`). The shell is the fake room of `fake-room.ts`, started as the
// URL says (`?start=first-run|signed-out|floor|dealer`); `window.__room` lets a test act on it.
import { useState } from "react";
import { AppShell, NavLink, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { mount } from "../src/mount";
import { SessionControls, SessionGate } from "../src/features/signin";
import { useSession } from "../src/lib/session";
import { StaffPage } from "../src/features/staff";
import { RatesPage } from "../src/features/rates";
import { serveFakeRoom, type FakeRoom, type Start } from "./fake-room";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "../src/styles.css";

declare global {
  interface Window {
    __room: FakeRoom;
  }
}

const start = (new URLSearchParams(location.search).get("start") ?? "signed-out") as Start;
// The PINs the tests type (the fixtures' room has none set).
window.__room = serveFakeRoom({ start, pins: { Dee: "2468", Maria: "1357", Dan: "1111" } });

// Named as the app's navbar names them, in the page's language (`?lang=es`: mount.tsx).
const SCREENS = ["floor", "staff", "rates"] as const;

function Frame() {
  const { t } = useTranslation("common");
  const { canSee, dealerTable } = useSession();
  const visible = SCREENS.filter((s) => canSee(s));
  const [current, setCurrent] = useState<string>(visible[0] ?? "floor");
  return (
    <AppShell navbar={{ width: 168, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="xs" className="nav" aria-label="Main">
        <Text className="brand" component="div">
          Cardroom
        </Text>
        <nav aria-label="Screens">
          {visible.map((s) => (
            <NavLink
              key={s}
              id={`nav-${s}`}
              component="button"
              label={t(`screens.${s}`)}
              active={s === current}
              aria-current={s === current ? "page" : undefined}
              onClick={() => setCurrent(s)}
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
        <main className="content">
          {current === "staff" && canSee("staff") && <StaffPage />}
          {current === "rates" && canSee("rates") && <RatesPage />}
          {current === "floor" && (
            <section aria-labelledby="floor-title">
              <Title order={1} id="floor-title">
                {t("screens.floor")}
              </Title>
              <Text id="floor-scope">{dealerTable === null ? "Every table" : `Table ${dealerTable} only`}</Text>
            </section>
          )}
        </main>
      </AppShell.Main>
    </AppShell>
  );
}

mount(
  <SessionGate>
    <Frame />
  </SessionGate>,
);
