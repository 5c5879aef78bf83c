/**
 * Typed dollars to integer cents, read the way the room reads them (`parse_amount_text` in the
 * engine's `money.rs`): `4`, `4.5`, `4.50`, `$4.00`, `1,000.00`; at most two decimals; commas
 * only as thousands separators. `null` for anything else: the screen says what to type. Never
 * goes through a float.
 */
export function parseDollars(text: string): number | null {
  let t = text.trim();
  if (t.startsWith("$")) t = t.slice(1);
  const dot = t.indexOf(".");
  const whole = dot < 0 ? t : t.slice(0, dot);
  const frac = dot < 0 ? "" : t.slice(dot + 1);
  const groups = whole.split(",");
  if (groups.length > 1 && (groups[0] === "" || groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3))) {
    return null;
  }
  const digits = groups.join("");
  if ((digits === "" && frac === "") || !/^\d*$/.test(digits) || !/^\d{0,2}$/.test(frac)) return null;
  const cents = BigInt(digits === "" ? "0" : digits) * 100n + BigInt(frac.padEnd(2, "0"));
  return cents <= BigInt(MAX_CENTS) ? Number(cents) : null;
}

/** The engine's `MAX_CHIPS`: $100 billion, in cents. */
export const MAX_CENTS = 10_000_000_000_000;

/**
 * Cents as a dollars field holds them, the way `parseDollars` reads them back: `4`, `0.50`,
 * `1250` (whole dollars without cents, no grouping). Integer arithmetic only.
 */
export function dollarsInputOf(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(rest).padStart(2, "0")}`;
}
