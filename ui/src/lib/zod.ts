import { z } from "zod";
import { parseDollars } from "./dollars";

// The app's CSP has no 'unsafe-eval'. Zod 4 probes `new Function` to speed up its object
// parsing, which the window refuses (and logs as a CSP violation): parse without it.
z.config({ jitless: true });

export { z };

// The fields the forms share, each with the words it says when it is not right. A form's schema
// is built of these (react-hook-form reads it through `zodResolver`).

/** Text that must not be blank; read trimmed. */
export const filledText = (message: string) => z.string().trim().min(1, message);

/** An amount typed in dollars (`parseDollars`: never through a float); read trimmed. */
export const dollarsText = (message: string) =>
  z
    .string()
    .trim()
    .refine((t) => parseDollars(t) !== null, message);

/** An amount typed in dollars, above zero. */
export const positiveDollarsText = (message: string) =>
  z
    .string()
    .trim()
    .refine((t) => (parseDollars(t) ?? 0) > 0, message);

/** A PIN: 4 to 8 digits. */
export const pinText = (message: string) => z.string().regex(/^\d{4,8}$/, message);
