// Component tests run in jsdom: give it the few browser APIs Mantine reads, and start every
// test from a clean screen and no mocked IPC.
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { clearMocks } from "@tauri-apps/api/mocks";
import { notifications } from "@mantine/notifications";
import { connection } from "../api/connection";
import { setRoomClock } from "../lib/ticker";
// The screens' words (`useTranslation`) come from the app's one i18n instance, in English.
import "../i18n";

// A screen's first render waits on its mocked commands: a second in jsdom at rest, longer on a
// two-core machine that is building or testing the Rust side meanwhile (the default 1 s made
// findBy and waitFor fail there now and then). A test still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

if (typeof window !== "undefined") {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
}

afterEach(() => {
  cleanup();
  clearMocks();
  // The connection's store is the app's one: each test starts online, nowhere known.
  connection.reset();
  // So are the notifications' and the countdowns' clock: none shown, the machine's time.
  notifications.clean();
  setRoomClock(0, 0);
});
