// The jackpot funds over the report's range, fund by fund, as the room rolls them forward: what
// each held at the start, its seed, what the pots gave it, the house's fee out of that, what it
// paid, the floor's corrections, and what it holds at the end. The players' money, never the
// house's: apart from the house's totals above it. Hidden when the room has no fund.
import { Text } from "@mantine/core";
import type { LedgerLine } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { roomTimesInWords } from "../../lib/time";
import { LedgerTable, type CentsOf, type LedgerColumn } from "./LedgerTable";
import { ReportSection } from "./Section";

type Money = Exclude<CentsOf<LedgerLine>, "fund_id">;

/** The columns, in the identity's order, each with its sign in it. */
export const FUND_COLUMNS: LedgerColumn<Money>[] = [
  { key: "opening_cents", label: "Opening", sign: "" },
  { key: "seed_cents", label: "Seed", sign: "+" },
  { key: "collected_cents", label: "Collected", sign: "+" },
  { key: "fee_cents", label: "House fee", sign: "−" },
  { key: "paid_cents", label: "Paid", sign: "−" },
  { key: "adjustment_cents", label: "Corrections", sign: "±", show: formatSignedDollars },
  { key: "closing_cents", label: "Closing", sign: "=", show: (cents) => <strong>{formatDollars(cents)}</strong> },
];

/** A line's period in words: "Shift 2", or a range's times as the screens show them. */
export function periodWords(period: string): string {
  const text = roomTimesInWords(period, true);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Each jackpot fund's roll-forward over the report's range. The identity: opening + seed +
 * collected − the house's fee − paid ± corrections = closing.
 */
export function JackpotFundsSection({ funds }: { funds: LedgerLine[] }) {
  if (funds.length === 0) return null;
  return (
    <ReportSection id="jackpot-funds" title="Jackpot funds (the players' money, not the house's)">
      <Text size="xs" className="muted" mb={4} id="jackpot-funds-identity">
        Opening + seed + collected − the house&apos;s fee − paid ± corrections = closing. The players&apos; money, kept apart from the house&apos;s
        totals above.
      </Text>
      <LedgerTable
        id="jackpot-funds"
        rowHead={{ head: "Fund", cell: (l) => l.fund_name }}
        before={[{ head: "Period", field: "period", cell: (l) => periodWords(l.period) }]}
        columns={FUND_COLUMNS}
        rows={funds}
        rowKey={(l) => `${l.fund_id}-${l.period}`}
        rowAttributes={(l) => ({ "data-fund": l.fund_id })}
        horizontalSpacing={6}
      />
    </ReportSection>
  );
}
