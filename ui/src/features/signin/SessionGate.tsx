import { useMemo, useState, type ReactNode } from "react";
import { Button, Center, Loader, NativeSelect } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useSessionView, useSetMyLanguage, useSignOut } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import { StationDatabase } from "../../components/DatabaseChoice";
import { roleName } from "../../lib/access";
import { LANGUAGES, isLanguage } from "../../i18n";
import { SessionContext, sessionOf, useSession, type Session } from "../../lib/session";
import { FirstRunScreen } from "./FirstRunScreen";
import { SignInScreen } from "./SignInScreen";
import "./signin.css";

/**
 * Shows the first run (an empty room) or the sign-in screen until someone is signed in, then
 * `children`, with the session available through `useSession()` (lib/session.ts). `banner` (the connection's)
 * is shown above the first run and the sign-in; the screens behind the gate show their own.
 * `place`: what this station serves (a table station's table), named on its sign-in.
 */
export function SessionGate({ children, banner, place }: { children: ReactNode; banner?: ReactNode; place?: string }) {
  const { t } = useTranslation("signin");
  const view = useSessionView();
  const signOut = useSignOut();
  const [switching, setSwitching] = useState(false);
  const data = view.data;
  const staff = data?.staff ?? null;

  const session = useMemo<Session | null>(
    () =>
      data && staff
        ? sessionOf(
            data,
            staff,
            () =>
              signOut.mutate(undefined, {
                onError: (e) => notifications.show({ color: "red", title: refusalWords(e), message: e.message }),
              }),
            () => setSwitching(true),
          )
        : null,
    // `signOut.mutate` is stable; the session changes only with the view.
    [data, staff],
  );

  if (view.error && !data) {
    return (
      <div className="gate">
        <div className="gate-panel gate-body" style={{ maxWidth: 640 }}>
          <h1 className="visually-hidden">{t("brand")}</h1>
          <ProblemAlert id="session-problem" error={view.error} />
          <Button onClick={() => void view.refetch()}>{t("gate.tryAgain")}</Button>
          {/* The room's database could not be opened: it may be set to another here. */}
          {view.error.code.startsWith("db_") && <StationDatabase onChosen={() => void view.refetch()} />}
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <Center h="100vh">
        <Loader aria-label={t("gate.loading")} />
      </Center>
    );
  }
  const withBanner = (screen: ReactNode) =>
    banner ? (
      <>
        <div className="gate-banner">{banner}</div>
        {screen}
      </>
    ) : (
      screen
    );
  if (data.needs_first_floor_manager) return withBanner(<FirstRunScreen />);
  // Signed out while switching (a table station gone idle): whoever signs in next is simply in.
  if (!session) return withBanner(<SignInScreen place={place} onSignedIn={() => setSwitching(false)} />);
  if (switching)
    return withBanner(
      <SignInScreen place={place} current={session.staff} onCancel={() => setSwitching(false)} onSignedIn={() => setSwitching(false)} />,
    );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Who is signed in, the language the screens speak to them, "Switch user" and "Sign out": for
 * the app's navbar (white on the room's green). Buttons are 44 px tall, for touch.
 */
export function SessionControls() {
  const { t } = useTranslation("signin");
  const { staff, switchUser, signOut } = useSession();
  return (
    <div className="session-bar" role="group" aria-label={t("gate.signedIn")}>
      <div className="session-who" id="session-who">
        {staff.name}
        <span className="session-role">{roleName(staff.role)}</span>
      </div>
      <MyLanguage />
      <Button id="switch-user" h={44} variant="white" color="felt" onClick={switchUser}>
        {t("gate.switchUser")}
      </Button>
      <Button id="sign-out" h={44} variant="outline" color="gray.0" c="white" onClick={signOut}>
        {t("gate.signOut")}
      </Button>
    </div>
  );
}

/**
 * The language the screens speak to the person signed in: English, Spanish, or the station's.
 * Saved with their account: it follows their sign-in to every station.
 */
function MyLanguage() {
  const { t } = useTranslation("signin");
  const { view } = useSession();
  const choose = useSetMyLanguage();
  const STATION = "station";
  return (
    <NativeSelect
      id="my-language"
      className="my-language"
      label={t("language.label")}
      size="sm"
      value={(choose.isPending ? choose.variables : view.language) ?? STATION}
      disabled={choose.isPending}
      data={[
        ...LANGUAGES.map((l) => ({ value: l.code, label: l.name })),
        { value: STATION, label: t("language.station") },
      ]}
      onChange={(e) =>
        choose.mutate(isLanguage(e.currentTarget.value) ? e.currentTarget.value : null, {
          onError: (error) => notifications.show({ color: "red", title: refusalWords(error), message: error.message }),
        })
      }
    />
  );
}
