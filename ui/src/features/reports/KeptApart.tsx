import type { ReactNode } from "react";
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Figures, ShiftReport } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Money } from "../../components/Money";
import { formatSignedDollars } from "../../lib/money";
import { Difference } from "./ReportGrid";
import { afterAdjustments } from "./grid";
import { ReportSection, SectionTable } from "./Section";
import { gameWords } from "./query";

/** The report's totals, each kind of money apart: time, drops, the bank; as recorded and after adjustments. */
export function Totals({ totals }: { totals: Figures }) {
  const { t } = useTranslation("reports");
  const items: [string, string, ReactNode][] = [
    ["due", t("totals.due"), <Money cents={totals.due_cents} />],
    ["collected", t("totals.collected"), <Money cents={totals.collected_cents} />],
    ["difference", t("totals.difference"), <Difference f={totals} />],
    ["excused", t("totals.excused"), <Money cents={totals.excused_cents} />],
    ["missing", t("totals.missing"), <span className={totals.missing_cents === 0 ? undefined : "diff missing"}><Money cents={totals.missing_cents} /></span>],
    ["drops", t("totals.drops", { total: totals.drop_count }), <Money cents={totals.drop_cents} />],
    ["house", t("totals.house"), <Money cents={totals.house_cents} />],
    ["adjustments", t("totals.adjustments"), <span className="num">{formatSignedDollars(totals.adjustment_cents)}</span>],
    ["after", t("totals.after"), <Money cents={afterAdjustments(totals)} />],
    ["banked", t("totals.banked"), <span className="num">{formatSignedDollars(totals.banked_cents)}</span>],
  ];
  // Due = collected + excused + missing: what the house excused, and what is missing (the
  // discrepancies), each with its reasons.
  const split: [string, string, number, [string, number][]][] = [
    [
      "excused",
      t("totals.excused"),
      totals.excused_cents,
      [
        [t("totals.sittingOut"), totals.sitting_out_cents],
        [t("totals.left"), totals.left_cents],
        [t("totals.newPlayer"), totals.new_player_cents],
        [t("totals.comped"), totals.comped_cents],
      ],
    ],
    [
      "missing",
      t("totals.missing"),
      totals.missing_cents,
      [
        [t("totals.cannotCover"), totals.cannot_cover_cents],
        [t("totals.unmarked"), totals.unmarked_cents],
      ],
    ],
  ];
  return (
    <>
      <dl className="report-totals" id="report-totals">
        {items.map(([key, label, value]) => (
          <div key={key} className="total-item" data-total={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="short-split" id="short-split">
        {split.map(([key, label, total, why]) => (
          <span key={key} data-split={key}>
            {label} <Money cents={total} />:{" "}
            {why.map(([reason, cents], i) => (
              <span key={reason}>
                {i > 0 && " · "}
                {reason} <Money cents={cents} />
              </span>
            ))}
            .{" "}
          </span>
        ))}
        {t("totals.handsDealt", { count: totals.hands_dealt })}
      </p>
    </>
  );
}

/**
 * Per table, as the room's report keeps them: time collections, drops, the house's money as
 * recorded and after adjustments, and the bank's result of the banked game (never added to
 * the house's money).
 */
export function KeptApart({ report }: { report: ShiftReport }) {
  const { t } = useTranslation("reports");
  const games = new Map(report.lines.map((l) => [l.table, l.game]));
  const row = (key: string, f: Figures, total = false) => (
    <Table.Tr key={key} data-table={total ? "total" : key}>
      <Table.Th scope="row">{total ? t("keptApart.total") : key}</Table.Th>
      <Table.Td>{total ? "" : gameWords(games.get(key) ?? "")}</Table.Td>
      <Table.Td className="num-cell"><Money cents={f.due_cents} /></Table.Td>
      <Table.Td className="num-cell"><Money cents={f.collected_cents} /></Table.Td>
      <Table.Td className="num-cell"><Difference f={f} /></Table.Td>
      <Table.Td className="num-cell"><span className="num">{f.drop_count}</span></Table.Td>
      <Table.Td className="num-cell"><Money cents={f.drop_cents} /></Table.Td>
      <Table.Td className="num-cell"><Money cents={f.house_cents} /></Table.Td>
      <Table.Td className="num-cell"><span className="num">{formatSignedDollars(f.adjustment_cents)}</span></Table.Td>
      <Table.Td className="num-cell"><Money cents={afterAdjustments(f)} /></Table.Td>
      <Table.Td className="num-cell"><span className="num">{f.banked_cents === 0 ? "–" : formatSignedDollars(f.banked_cents)}</span></Table.Td>
    </Table.Tr>
  );
  return (
    <ReportSection id="kept-apart" title={t("keptApart.title")}>
      <SectionTable id="kept-apart">
        <ColumnHeads
          columns={[
            t("keptApart.table"),
            t("keptApart.game"),
            t("keptApart.due"),
            t("keptApart.collected"),
            t("keptApart.difference"),
            t("keptApart.drops"),
            t("keptApart.dropAmount"),
            t("keptApart.house"),
            t("keptApart.adjustments"),
            t("keptApart.after"),
            t("keptApart.banked"),
          ]}
        />
        <Table.Tbody>{report.by_table.map((g) => row(g.key, g.figures))}</Table.Tbody>
        <Table.Tfoot>{row("total", report.totals, true)}</Table.Tfoot>
      </SectionTable>
    </ReportSection>
  );
}
