import { formatDollars } from "../lib/money";

/** An amount of money from integer cents, in tabular figures: `$1,234.56`, `−$4.00`. */
export function Money({ cents }: { cents: number }) {
  return <span className="num">{formatDollars(cents)}</span>;
}
