// Money arrives as integer cents; this is the one place the UI turns it into text. The room is
// Californian: US dollars, written the American way ("$1,234.56"). A negative amount takes a
// true minus sign (U+2212), before the dollar sign as Americans write it: "−$4.50".
//
// Each amount goes to Intl.NumberFormat as a decimal string built from the cents, so it is
// formatted at its exact value: never through a float.

/** The minus sign every negative amount is written with (never a hyphen). */
export const MINUS = "\u2212";

const LOCALE = "en-US";
const dollarsFormat = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "USD" });
const signedDollarsFormat = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "USD", signDisplay: "exceptZero" });
const amountFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedAmountFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" });

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
export const formatCents = (cents: number): string => format(amountFormat, cents);

/** An amount of money: `$4.00`, `$1,234.56`, `−$0.50`. */
export const formatDollars = (cents: number): string => format(dollarsFormat, cents);

/** A change of money with its sign: `+$4.00`, `−$4.00`, `$0.00`. */
export const formatSignedDollars = (cents: number): string => format(signedDollarsFormat, cents);

/** A change of chips with its sign, no currency: `+4.00`, `−4.00`, `0.00`. */
export const formatSignedCents = (cents: number): string => format(signedAmountFormat, cents);
