import { formatCents, formatDollars } from "../lib/money";

/** An amount from integer cents, in tabular figures: `4.00`, or `$4.00` with `dollars`. */
export function Money({ cents, dollars = false }: { cents: number; dollars?: boolean }) {
  return <span className="num">{dollars ? formatDollars(cents) : formatCents(cents)}</span>;
}
