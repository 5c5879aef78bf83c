// Every namespace of every language the UI speaks: one JSON file per feature and language
// (`src/locales/<language>/<namespace>.json`). English is the source; a key missing from
// another language fails `i18n.test.ts`.
import enAudit from "../locales/en/audit.json";
import enCommon from "../locales/en/common.json";
import enDealer from "../locales/en/dealer.json";
import enErrors from "../locales/en/errors.json";
import enFloor from "../locales/en/floor.json";
import enHistory from "../locales/en/history.json";
import enJackpots from "../locales/en/jackpots.json";
import enPlayers from "../locales/en/players.json";
import enRates from "../locales/en/rates.json";
import enReports from "../locales/en/reports.json";
import enRotation from "../locales/en/rotation.json";
import enSettings from "../locales/en/settings.json";
import enSignin from "../locales/en/signin.json";
import enStaff from "../locales/en/staff.json";
import enWaitlist from "../locales/en/waitlist.json";
import esAudit from "../locales/es/audit.json";
import esCommon from "../locales/es/common.json";
import esDealer from "../locales/es/dealer.json";
import esErrors from "../locales/es/errors.json";
import esFloor from "../locales/es/floor.json";
import esHistory from "../locales/es/history.json";
import esJackpots from "../locales/es/jackpots.json";
import esPlayers from "../locales/es/players.json";
import esRates from "../locales/es/rates.json";
import esReports from "../locales/es/reports.json";
import esRotation from "../locales/es/rotation.json";
import esSettings from "../locales/es/settings.json";
import esSignin from "../locales/es/signin.json";
import esStaff from "../locales/es/staff.json";
import esWaitlist from "../locales/es/waitlist.json";

export const resources = {
  en: {
    audit: enAudit,
    common: enCommon,
    dealer: enDealer,
    errors: enErrors,
    floor: enFloor,
    history: enHistory,
    jackpots: enJackpots,
    players: enPlayers,
    rates: enRates,
    reports: enReports,
    rotation: enRotation,
    settings: enSettings,
    signin: enSignin,
    staff: enStaff,
    waitlist: enWaitlist,
  },
  es: {
    audit: esAudit,
    common: esCommon,
    dealer: esDealer,
    errors: esErrors,
    floor: esFloor,
    history: esHistory,
    jackpots: esJackpots,
    players: esPlayers,
    rates: esRates,
    reports: esReports,
    rotation: esRotation,
    settings: esSettings,
    signin: esSignin,
    staff: esStaff,
    waitlist: esWaitlist,
  },
} as const;

/** The English texts: the keys every language has, and the types `t` checks keys against. */
export type Texts = (typeof resources)["en"];
