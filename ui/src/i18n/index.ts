// The one i18n library of the UI (i18next + react-i18next). Every word a person reads goes
// through `t` (a component: `useTranslation("<namespace>")`; plain code: `t` from here, called
// when the words are needed, never at a module's top level). Plurals follow each language's
// CLDR rules (`key_one`, `key_many`, `key_other` with `{{count}}`); amounts, dates and times
// are formatted by Intl in `locale()` (the room's time zone stays the room's: `lib/time.ts`).
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { resources } from "./resources";

/** The languages a station or a staff member can choose, each named in its own words. */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (code: string | null | undefined): code is Language =>
  LANGUAGES.some((l) => l.code === code);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: Object.keys(resources.en),
  defaultNS: "common",
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** `t` for code outside components; components use `useTranslation`. */
export const t = i18n.t.bind(i18n);

/** The language the screens speak now. */
export const language = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * The Intl locale of a language. Both are written for a California room: US dollars and US
 * number grouping in Spanish too (es-US: "$1,234.56").
 */
export const localeOf = (lng: Language): string => (lng === "es" ? "es-US" : "en-US");

/** The Intl locale of the language the screens speak now. */
export const locale = (): string => localeOf(language());

/** Makes the screens speak `lng` (none or unknown: English). */
export async function setLanguage(lng: string | null | undefined): Promise<void> {
  const next = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  if (i18n.language !== next) {
    await i18n.changeLanguage(next);
  }
  if (typeof document !== "undefined") {
    document.documentElement.lang = next;
  }
}
