// The chips on the felt, table by table: what was in play at the start, what came in and went
// out, what the house took, the floor's count corrections, and what is in play at the end, the
// room's total last. A table whose chips do not balance (something wrote to the database
// outside the room) stands out in colour and words.
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ChipAccount } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { LedgerTable, type CentsOf, type LedgerColumn } from "./LedgerTable";
import { ReportSection } from "./Section";
import { t } from "../../i18n";

/** The amounts of a table's chips in the identity (its id, what waits for a hand's end and the difference apart). */
type ChipCents = Exclude<CentsOf<ChipAccount>, "table_id" | "pending_cents" | "difference_cents">;

/** The columns, in the identity's order, each with its sign in it. */
export const CHIP_COLUMNS: LedgerColumn<ChipCents>[] = [
  { key: "opening_cents", label: () => t("reports:chips.opening"), sign: "" },
  { key: "bought_in_cents", label: () => t("reports:chips.boughtIn"), sign: "+" },
  { key: "added_on_cents", label: () => t("reports:chips.addedOn"), sign: "+" },
  { key: "moved_in_cents", label: () => t("reports:chips.movedIn"), sign: "+" },
  { key: "moved_out_cents", label: () => t("reports:chips.movedOut"), sign: "−" },
  { key: "cashed_out_cents", label: () => t("reports:chips.cashedOut"), sign: "−" },
  { key: "drops_cents", label: () => t("reports:chips.drops"), sign: "−" },
  { key: "time_from_stacks_cents", label: () => t("reports:chips.timeFromStacks"), sign: "−" },
  { key: "jackpot_cents", label: () => t("reports:chips.jackpots"), sign: "−" },
  { key: "jackpot_paid_cents", label: () => t("reports:chips.jackpotsPaid"), sign: "+" },
  { key: "bank_cents", label: () => t("reports:chips.bank"), sign: "−", show: formatSignedDollars },
  { key: "corrections_cents", label: () => t("reports:chips.corrections"), sign: "±", show: formatSignedDollars },
  { key: "in_play_cents", label: () => t("reports:chips.inPlayEnd"), sign: "=" },
];

/** Whether a table's chips balance: its difference is zero unless the database was written outside the room. */
export const balances = (a: ChipAccount): boolean => a.difference_cents === 0;

/** A table's difference in words: "balances", or "−5.00: does not balance". */
export function balanceWords(a: ChipAccount): string {
  return balances(a) ? t("reports:chips.balances") : t("reports:chips.offBalance", { amount: formatSignedDollars(a.difference_cents) });
}

/**
 * Each table's chip accounting for the report's range, the room's total last. The identity:
 * in play at the start + bought in + added on + moved in − moved out − cashed out − drops − time
 * from stacks − jackpot collections + jackpots paid in chips (from the funds, onto the stacks) −
 * the bank's result ± corrections = in play at the end. Chips bought during a hand wait for it to
 * end, apart.
 */
export function ChipsSection({ chips }: { chips: ChipAccount[] }) {
  const { t } = useTranslation("reports");
  const tables = chips.filter((a) => a.table_id !== 0);
  const room = chips.find((a) => a.table_id === 0);
  const off = chips.filter((a) => !balances(a));
  return (
    <ReportSection id="chips" title={t("chips.title")}>
      <Text size="xs" className="muted" mb={4} id="chips-identity">
        {t("chips.identity")}
      </Text>
      {off.length > 0 && (
        <Text role="alert" c="var(--cr-bad)" fw={700} size="sm" id="chips-off" mb={4}>
          {t("chips.off", { count: off.length, tables: off.map((a) => a.table).join(", ") })}
        </Text>
      )}
      {chips.length === 0 ? (
        <Text size="sm" id="no-chips">
          {t("chips.none")}
        </Text>
      ) : (
        // Focusable: a large room's chips are wider than the window, and scroll by keyboard too.
        <LedgerTable
          id="chips"
          rowHead={{ head: t("chips.table"), cell: (a) => (a.table_id === 0 ? t("chips.room") : a.table) }}
          columns={CHIP_COLUMNS}
          after={[
            {
              head: t("chips.waiting"),
              field: "pending_cents",
              num: true,
              cell: (a) => (a.pending_cents === 0 ? <span className="muted">–</span> : formatDollars(a.pending_cents)),
            },
            { head: t("chips.balance"), field: "difference", num: true, cell: (a) => <Balance account={a} /> },
          ]}
          rows={tables}
          foot={room ? [room] : []}
          rowKey={(a) => a.table_id}
          rowAttributes={(a, total) => ({ "data-table": total ? "total" : a.table_id, "data-balances": balances(a), className: balances(a) ? undefined : "off-row" })}
          horizontalSpacing={3}
          fz={11}
          scrollLabel={t("chips.scroll")}
        />
      )}
    </ReportSection>
  );
}

/** A table's balance: "balances", or the difference in red with a warning sign and the words. */
function Balance({ account }: { account: ChipAccount }) {
  const { t } = useTranslation("reports");
  return balances(account) ? (
    <span className="diff even">{t("chips.balances")}</span>
  ) : (
    <span className="diff short">
      <span aria-hidden="true">⚠ </span>
      {balanceWords(account)}
    </span>
  );
}
