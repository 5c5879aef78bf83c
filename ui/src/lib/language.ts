// The language the screens speak: the choice of the person signed in, else the station's, else
// English. A dealer's choice follows their sign-in from station to station (the room keeps it).
import { useEffect } from "react";
import type { SessionView, StationView } from "../api";
import { DEFAULT_LANGUAGE, setLanguage, type Language } from "../i18n";

/** The language for `session` at `station` (either unread: as if none chose). */
export function spokenLanguage(session: SessionView | undefined, station: StationView | undefined): Language {
  return (session?.staff ? session.language : null) ?? station?.language ?? DEFAULT_LANGUAGE;
}

/** Makes the screens speak the language of the person signed in at this station (unless `follow` is false). */
export function useSpokenLanguage(session: SessionView | undefined, station: StationView | undefined, follow = true): void {
  const lng = spokenLanguage(session, station);
  useEffect(() => {
    if (follow) void setLanguage(lng);
  }, [lng, follow]);
}
