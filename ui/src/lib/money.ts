// Money arrives as integer cents; this is the one place the UI turns it into text. The room is
// Californian: US dollars, written the American way ("$1,234.56") in every language the screens
// speak (the locale of the language in use: en-US, es-US). A negative amount takes a true minus
// sign (U+2212), before the dollar sign as Americans write it: "−$4.50".
//
// Each amount goes to Intl.NumberFormat as a decimal string built from the cents, so it is
// formatted at its exact value: never through a float.

import { locale } from "../i18n";

/** The minus sign every negative amount is written with (never a hyphen). */
export const MINUS = "\u2212";

/** The formatters of one locale: made on first use in it, then kept (never one frozen at import). */
type Formats = { dollars: Intl.NumberFormat; signedDollars: Intl.NumberFormat; amount: Intl.NumberFormat; signedAmount: Intl.NumberFormat };
const FORMATS = new Map<string, Formats>();

/** The formatters of the language the screens speak now (en-US, es-US: both "$1,234.56"). */
function formats(): Formats {
  const lc = locale();
  let f = FORMATS.get(lc);
  if (!f) {
    f = {
      dollars: new Intl.NumberFormat(lc, { style: "currency", currency: "USD" }),
      signedDollars: new Intl.NumberFormat(lc, { style: "currency", currency: "USD", signDisplay: "exceptZero" }),
      amount: new Intl.NumberFormat(lc, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      signedAmount: new Intl.NumberFormat(lc, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" }),
    };
    FORMATS.set(lc, f);
  }
  return f;
}

/** `-123456` → `"-1234.56"`: the exact decimal the cents stand for. */
function decimalOf(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`not a whole number of cents: ${cents}`);
  }
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function format(f: Intl.NumberFormat, cents: number): string {
  // A decimal string is formatted at its exact value (ECMA-402, Intl.NumberFormat v3); the
  // ES2022 typings know only numbers.
  const parts = f.formatToParts(decimalOf(cents) as unknown as number);
  return parts.map((p) => (p.type === "minusSign" ? MINUS : p.value)).join("");
}

/** The amount alone, grouped, for chips and dense columns: `1,234.56`, `−0.50`. */
export const formatCents = (cents: number): string => format(formats().amount, cents);

/** An amount of money: `$4.00`, `$1,234.56`, `−$0.50`. */
export const formatDollars = (cents: number): string => format(formats().dollars, cents);

/** A change of money with its sign: `+$4.00`, `−$4.00`, `$0.00`. */
export const formatSignedDollars = (cents: number): string => format(formats().signedDollars, cents);

/** A change of chips with its sign, no currency: `+4.00`, `−4.00`, `0.00`. */
export const formatSignedCents = (cents: number): string => format(formats().signedAmount, cents);
