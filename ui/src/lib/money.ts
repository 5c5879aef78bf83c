/** Money arrives as integer cents; this is the one place the UI turns it into text. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`not a whole number of cents: ${cents}`);
  }
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}${dollars}.${rest}`;
}

/** `400` → `"$4.00"`, `-50` → `"-$0.50"`. */
export function formatDollars(cents: number): string {
  const text = formatCents(cents);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}
