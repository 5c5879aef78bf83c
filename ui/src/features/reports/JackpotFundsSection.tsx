// The jackpot funds over the report's range, fund by fund, as the room rolls them forward: what
// each held at the start, its seed, what the pots gave it, the house's fee out of that, what it
// paid, the floor's corrections, and what it holds at the end. The players' money, never the
// house's: apart from the house's totals above it. Hidden when the room has no fund.
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LedgerLine } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { dateTimeText, roomTimesInWords } from "../../lib/time";
import { gamingDayText } from "./query";
import { LedgerTable, type CentsOf, type LedgerColumn } from "./LedgerTable";
import { ReportSection } from "./Section";
import { t } from "../../i18n";

type Money = Exclude<CentsOf<LedgerLine>, "fund_id">;

/** The columns, in the identity's order, each with its sign in it. */
export const FUND_COLUMNS: LedgerColumn<Money>[] = [
  { key: "opening_cents", label: () => t("reports:funds.opening"), sign: "" },
  { key: "seed_cents", label: () => t("reports:funds.seed"), sign: "+" },
  { key: "collected_cents", label: () => t("reports:funds.collected"), sign: "+" },
  { key: "fee_cents", label: () => t("reports:funds.fee"), sign: "−" },
  { key: "paid_cents", label: () => t("reports:funds.paid"), sign: "−" },
  { key: "adjustment_cents", label: () => t("reports:funds.corrections"), sign: "±", show: formatSignedDollars },
  { key: "closing_cents", label: () => t("reports:funds.closing"), sign: "=", show: (cents) => <strong>{formatDollars(cents)}</strong> },
];

/**
 * A line's period in words, from the room's (`shift 2`, `gaming day 2026-11-25`, `<from> to
 * <to>`): "Shift 2", "Gaming day 25 Nov 2026", or a range's times as the screens show them.
 */
export function periodWords(period: string): string {
  const shift = /^shift (\d+)$/.exec(period);
  if (shift) return t("reports:funds.periodShift", { id: shift[1] });
  const day = /^gaming day (\d{4}-\d{2}-\d{2})$/.exec(period);
  if (day) return t("reports:funds.periodDay", { day: gamingDayText(day[1]!) });
  const range = /^(\S+) to (\S+)$/.exec(period);
  if (range) return t("reports:funds.periodRange", { from: dateTimeText(range[1]!), to: dateTimeText(range[2]!) });
  const text = roomTimesInWords(period, true);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Each jackpot fund's roll-forward over the report's range. The identity: opening + seed +
 * collected − the house's fee − paid ± corrections = closing.
 */
export function JackpotFundsSection({ funds }: { funds: LedgerLine[] }) {
  const { t } = useTranslation("reports");
  if (funds.length === 0) return null;
  return (
    <ReportSection id="jackpot-funds" title={t("funds.title")}>
      <Text size="xs" className="muted" mb={4} id="jackpot-funds-identity">
        {t("funds.identity")}
      </Text>
      <LedgerTable
        id="jackpot-funds"
        rowHead={{ head: t("funds.fund"), cell: (l) => l.fund_name }}
        before={[{ head: t("funds.period"), field: "period", cell: (l) => periodWords(l.period) }]}
        columns={FUND_COLUMNS}
        rows={funds}
        rowKey={(l) => `${l.fund_id}-${l.period}`}
        rowAttributes={(l) => ({ "data-fund": l.fund_id })}
        horizontalSpacing={6}
      />
    </ReportSection>
  );
}
