// The chips on the felt, table by table: what was in play at the start, what came in and went
// out, what the house took, the floor's count corrections, and what is in play at the end, the
// room's total last. A table whose chips do not balance (something wrote to the database
// outside the room) stands out in colour and words.
import { Text } from "@mantine/core";
import type { ChipAccount } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { LedgerTable, type CentsOf, type LedgerColumn } from "./LedgerTable";
import { ReportSection } from "./Section";

/** The amounts of a table's chips in the identity (its id, what waits for a hand's end and the difference apart). */
type ChipCents = Exclude<CentsOf<ChipAccount>, "table_id" | "pending_cents" | "difference_cents">;

/** The columns, in the identity's order, each with its sign in it. */
export const CHIP_COLUMNS: LedgerColumn<ChipCents>[] = [
  { key: "opening_cents", label: "In play at the start", sign: "" },
  { key: "bought_in_cents", label: "Bought in", sign: "+" },
  { key: "added_on_cents", label: "Added on", sign: "+" },
  { key: "moved_in_cents", label: "Moved in", sign: "+" },
  { key: "moved_out_cents", label: "Moved out", sign: "−" },
  { key: "cashed_out_cents", label: "Cashed out", sign: "−" },
  { key: "drops_cents", label: "Drops", sign: "−" },
  { key: "time_from_stacks_cents", label: "Time from stacks", sign: "−" },
  { key: "jackpot_cents", label: "Jackpots", sign: "−" },
  { key: "jackpot_paid_cents", label: "Jackpots paid", sign: "+" },
  { key: "bank_cents", label: "Bank's result", sign: "−", show: formatSignedDollars },
  { key: "corrections_cents", label: "Corrections", sign: "±", show: formatSignedDollars },
  { key: "in_play_cents", label: "In play at the end", sign: "=" },
];

/** Whether a table's chips balance: its difference is zero unless the database was written outside the room. */
export const balances = (a: ChipAccount): boolean => a.difference_cents === 0;

/** A table's difference in words: "balances", or "−5.00: does not balance". */
export function balanceWords(a: ChipAccount): string {
  return balances(a) ? "balances" : `${formatSignedDollars(a.difference_cents)}: does not balance`;
}

/**
 * Each table's chip accounting for the report's range, the room's total last. The identity:
 * in play at the start + bought in + added on + moved in − moved out − cashed out − drops − time
 * from stacks − jackpot collections + jackpots paid in chips (from the funds, onto the stacks) −
 * the bank's result ± corrections = in play at the end. Chips bought during a hand wait for it to
 * end, apart.
 */
export function ChipsSection({ chips }: { chips: ChipAccount[] }) {
  const tables = chips.filter((a) => a.table_id !== 0);
  const room = chips.find((a) => a.table_id === 0);
  const off = chips.filter((a) => !balances(a));
  return (
    <ReportSection id="chips" title="Chips">
      <Text size="xs" className="muted" mb={4} id="chips-identity">
        In play at the start + bought in + added on + moved in − moved out − cashed out − drops − time from stacks − jackpots + jackpots
        paid in chips − the bank&apos;s result ± corrections = in play at the end. Chips bought during a hand wait for its end, apart.
      </Text>
      {off.length > 0 && (
        <Text role="alert" c="red.9" fw={700} size="sm" id="chips-off" mb={4}>
          {off.map((a) => a.table).join(", ")} {off.length === 1 ? "does" : "do"} not balance: something changed the chips outside
          Cardroom. Export the CSV and tell support.
        </Text>
      )}
      {chips.length === 0 ? (
        <Text size="sm" id="no-chips">
          No chips moved in this report.
        </Text>
      ) : (
        // Focusable: a large room's chips are wider than the window, and scroll by keyboard too.
        <LedgerTable
          id="chips"
          rowHead={{ head: "Table", cell: (a) => a.table }}
          columns={CHIP_COLUMNS}
          after={[
            {
              head: "Waiting for a hand's end",
              field: "pending_cents",
              num: true,
              cell: (a) => (a.pending_cents === 0 ? <span className="muted">–</span> : formatDollars(a.pending_cents)),
            },
            { head: "Balance", field: "difference", num: true, cell: (a) => <Balance account={a} /> },
          ]}
          rows={tables}
          foot={room ? [room] : []}
          rowKey={(a) => a.table_id}
          rowAttributes={(a, total) => ({ "data-table": total ? "total" : a.table_id, "data-balances": balances(a), className: balances(a) ? undefined : "off-row" })}
          horizontalSpacing={3}
          fz={11}
          scrollLabel="The chips by table, scrolled sideways"
        />
      )}
    </ReportSection>
  );
}

/** A table's balance: "balances", or the difference in red with a warning sign and the words. */
function Balance({ account }: { account: ChipAccount }) {
  return balances(account) ? (
    <span className="diff even">balances</span>
  ) : (
    <span className="diff short">
      <span aria-hidden="true">⚠ </span>
      {balanceWords(account)}
    </span>
  );
}
