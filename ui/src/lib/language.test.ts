import { describe, expect, it } from "vitest";
import type { SessionView, StationView } from "../api";
import sessionFloor from "../fixtures/session-floor.json";
import signedOut from "../fixtures/session-signed-out.json";
import { refusalWords } from "./refusals";
import { spokenLanguage } from "./language";

const station = (language: StationView["language"]): StationView => ({ language, theme: "system", table: null, autostart: false });
const floor = (language: SessionView["language"]): SessionView => ({ ...(sessionFloor as SessionView), language });

describe("the language the screens speak", () => {
  it("is the choice of the person signed in, else the station's, else English", () => {
    expect(spokenLanguage(floor("es"), station("en"))).toBe("es");
    expect(spokenLanguage(floor(null), station("es"))).toBe("es");
    expect(spokenLanguage(floor(null), station(null))).toBe("en");
    expect(spokenLanguage(undefined, undefined)).toBe("en");
  });

  it("nobody signed in: the station's, whatever the last session said", () => {
    expect(spokenLanguage({ ...(signedOut as SessionView), language: "en" }, station("es"))).toBe("es");
  });
});

describe("the desk's refusals", () => {
  it("a command refused at a locked desk says what to do", () => {
    expect(refusalWords({ code: "desk_locked" })).toBe("This desk is locked: type your PIN to go on.");
    expect(refusalWords({ code: "wrong_pin" }, { place: "unlock" })).toMatch(/^That is not the PIN of the person signed in here/);
  });
});
