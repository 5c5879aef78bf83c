// What a user reads when the room refuses something: one catalogue, keyed by the error's stable
// `code` (never by its message, which is shown beneath as the detail). Each code's words are
// written once, in the errors namespace (`locales/<language>/errors.json`, `refusals.<code>`);
// a code the catalogue does not know reads as the general words.
import type { ErrorCode } from "../api/types";
import { locale, t } from "../i18n";
import { resources } from "../i18n/resources";

/**
 * The few places where a code the room uses broadly needs a sentence of its own: the sign-in
 * and first-run screens (a name and a PIN), a PIN set on the Staff screen, a staff member's name
 * or role, the server a station's room lives on, a jackpot paid in chips onto the stacks, the
 * desk's lock (the PIN of the person signed in), and the station's setup (its table).
 */
export type RefusalPlace = "sign_in" | "pin" | "staff_name" | "staff_role" | "server" | "jackpot_chips" | "unlock" | "station";

/** A code's words: one sentence, or one for most places (`any`) and those of a few places. */
type Words = string | ({ readonly any: string } & { readonly [P in RefusalPlace]?: string });

/** What a refusal's words may name: `{{name}}`, the staff member it is about; `{{until}}`, how long an account stays locked. */
export type RefusalAbout = { place?: RefusalPlace; name?: string; until?: string };

type Catalogue = (typeof resources)["en"]["errors"]["refusals"];

// Only the room's codes are keys of the catalogue, and only the places above are places: a
// key of errors.json that is neither does not compile.
type NotACode = Exclude<keyof Catalogue, ErrorCode>;
type NotAPlace = Exclude<{ [C in keyof Catalogue]: Catalogue[C] extends string ? never : keyof Catalogue[C] }[keyof Catalogue], RefusalPlace | "any">;
const onlyCodes: [NotACode, NotAPlace] extends [never, never] ? true : [NotACode, NotAPlace] = true;
void onlyCodes;

/**
 * Every refusal's words in English (the source every language translates), by the room's code:
 * which codes have words of their own, and which places a sentence of their own. Read it for
 * its shape; what a person reads is `refusalWords`, in the language of the screens.
 */
export const REFUSALS: { readonly [C in ErrorCode]?: Words } = resources.en.errors.refusals;

/** The words for when there are none of the code's own, in the language of the screens. */
export const generalRefusal = (): string => t("errors:general");

/** Whether the catalogue has words of its own for `code` (a code read back from the audit trail may be any text). */
const known = (code: string): code is ErrorCode & keyof Catalogue => Object.hasOwn(REFUSALS, code);

/** The key of a known code's words at `place`: the place's own sentence where it has one, else the code's. */
function keyOf(code: ErrorCode & keyof Catalogue, place: RefusalPlace | undefined) {
  const words = REFUSALS[code]!;
  const key = typeof words === "string" ? `refusals.${code}` : `refusals.${code}.${place !== undefined && Object.hasOwn(words, place) ? place : "any"}`;
  // Built from the catalogue's own shape just above, so it names a sentence of errors.json.
  return `errors:${key}` as "errors:refusals.not_permitted.any";
}

/**
 * What a refusal means, in words chosen by its `code` alone, in the language of the screens:
 * the place's own sentence where the catalogue has one, else the code's, else the general
 * words. `{{name}}` and `{{until}}` are filled from `about` (or read "that person", "for a
 * while"); a sentence starts with a capital.
 */
export function refusalWords(error: { code: string }, about: RefusalAbout = {}): string {
  if (!known(error.code)) return generalRefusal();
  const said = t(keyOf(error.code, about.place), {
    name: about.name ?? t("errors:someone"),
    until: about.until ?? t("errors:aWhile"),
  });
  return said.charAt(0).toLocaleUpperCase(locale()) + said.slice(1);
}
