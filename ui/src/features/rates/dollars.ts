/**
 * Dollars as a floor manager types them, read exactly into integer cents (no floating point):
 * `"4"`, `"4.5"`, `"$4.50"`, `"1,250.00"`. Anything else, or more than 10 digits of dollars,
 * is null. The room checks the amount again (`Stake`): this only turns text into cents.
 */
export function parseDollars(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = m[1]!.replace(/,/g, "");
  if (whole.length > 10) return null;
  const cents = Number(whole) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
