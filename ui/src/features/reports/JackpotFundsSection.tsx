// The jackpot funds over the report's range, fund by fund, as the room rolls them forward: what
// each held at the start, its seed, what the pots gave it, the house's fee out of that, what it
// paid, the floor's corrections, and what it holds at the end. The players' money, never the
// house's: apart from the house's totals above it. Hidden when the room has no fund.
import { Table, Text } from "@mantine/core";
import type { LedgerLine } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { roomTimesInWords } from "../../lib/time";
import { ReportSection } from "./Section";

type Money = Exclude<{ [K in keyof LedgerLine]: LedgerLine[K] extends number ? K : never }[keyof LedgerLine], "fund_id">;

/** The columns, in the identity's order, each with its sign in it. */
export const FUND_COLUMNS: { key: Money; label: string; sign: "" | "+" | "−" | "±" | "=" }[] = [
  { key: "opening_cents", label: "Opening", sign: "" },
  { key: "seed_cents", label: "Seed", sign: "+" },
  { key: "collected_cents", label: "Collected", sign: "+" },
  { key: "fee_cents", label: "House fee", sign: "−" },
  { key: "paid_cents", label: "Paid", sign: "−" },
  { key: "adjustment_cents", label: "Corrections", sign: "±" },
  { key: "closing_cents", label: "Closing", sign: "=" },
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
      <div className="table-scroll">
        <Table
          id="jackpot-funds"
          className="report-table chips-table"
          withTableBorder
          verticalSpacing={2}
          horizontalSpacing={6}
          aria-labelledby="jackpot-funds-title"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fund</Table.Th>
              <Table.Th scope="col">Period</Table.Th>
              {FUND_COLUMNS.map((c) => (
                <Table.Th key={c.key} scope="col" className="num-cell">
                  {c.sign && (
                    <span className="chip-sign" aria-hidden="true">
                      {c.sign}
                      {"\u00a0"}
                    </span>
                  )}
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funds.map((l) => (
              <Table.Tr key={`${l.fund_id}-${l.period}`} data-fund={l.fund_id}>
                <Table.Th scope="row">{l.fund_name}</Table.Th>
                <Table.Td data-field="period">{periodWords(l.period)}</Table.Td>
                {FUND_COLUMNS.map((c) => (
                  <Table.Td key={c.key} className="num-cell" data-field={c.key}>
                    {c.key === "closing_cents" ? (
                      <strong>{formatDollars(l[c.key])}</strong>
                    ) : c.key === "adjustment_cents" ? (
                      formatSignedDollars(l[c.key])
                    ) : (
                      formatDollars(l[c.key])
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </ReportSection>
  );
}
