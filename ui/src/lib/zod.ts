import { z } from "zod";
import { parseDollars } from "./dollars";

// The app's CSP has no 'unsafe-eval'. Zod 4 probes `new Function` to speed up its object
// parsing, which the window refuses (and logs as a CSP violation): parse without it.
z.config({ jitless: true });

export { z };

// The fields the forms share, each with the words it says when it is not right. A form's schema
// is built of these (react-hook-form reads it through `zodResolver`).

/**
 * What a field says when it is not right: a sentence, or a function that says it when the field
 * is checked (a schema made at import: `() => t("…")`, so it speaks the language of the screens
 * at that moment, never the one of the import).
 */
export type FieldWords = string | (() => string);

/** `words` as zod's error parameter: a function is called each time the field is checked. */
export const fieldError = (words: FieldWords) => ({ error: typeof words === "string" ? words : () => words() });

/** Text that must not be blank; read trimmed. */
export const filledText = (message: FieldWords) => z.string().trim().min(1, fieldError(message));

/** An amount typed in dollars (`parseDollars`: never through a float); read trimmed. */
export const dollarsText = (message: FieldWords) =>
  z
    .string()
    .trim()
    .refine((t) => parseDollars(t) !== null, fieldError(message));

/** An amount typed in dollars, above zero. */
export const positiveDollarsText = (message: FieldWords) =>
  z
    .string()
    .trim()
    .refine((t) => (parseDollars(t) ?? 0) > 0, fieldError(message));

/** A PIN: 4 to 8 digits. */
export const pinText = (message: FieldWords) => z.string().regex(/^\d{4,8}$/, fieldError(message));
