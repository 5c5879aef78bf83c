import type { ReactNode } from "react";
import { Table } from "@mantine/core";
import type { Figures, ShiftReport } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Money } from "../../components/Money";
import { formatSignedDollars } from "../../lib/money";
import { Difference } from "./ReportGrid";
import { afterAdjustments } from "./grid";
import { ReportSection, SectionTable } from "./Section";

/** The report's totals, each kind of money apart: time, drops, the bank; as recorded and after adjustments. */
export function Totals({ totals }: { totals: Figures }) {
  const items: [string, string, ReactNode][] = [
    ["due", "Time due", <Money cents={totals.due_cents} />],
    ["collected", "Time collected", <Money cents={totals.collected_cents} />],
    ["difference", "Difference", <Difference f={totals} />],
    ["excused", "Excused", <Money cents={totals.excused_cents} />],
    ["missing", "Missing", <span className={totals.missing_cents === 0 ? undefined : "diff missing"}><Money cents={totals.missing_cents} /></span>],
    ["drops", `Drops (${totals.drop_count})`, <Money cents={totals.drop_cents} />],
    ["house", "House, as recorded", <Money cents={totals.house_cents} />],
    ["adjustments", "Adjustments", <span className="num">{formatSignedDollars(totals.adjustment_cents)}</span>],
    ["after", "After adjustments", <Money cents={afterAdjustments(totals)} />],
    ["banked", "Bank's result", <span className="num">{formatSignedDollars(totals.banked_cents)}</span>],
  ];
  // Due = collected + excused + missing: what the house excused, and what is missing (the
  // discrepancies), each with its reasons.
  const split: [string, string, number, [string, number][]][] = [
    [
      "excused",
      "Excused",
      totals.excused_cents,
      [
        ["sitting out", totals.sitting_out_cents],
        ["left", totals.left_cents],
        ["new player", totals.new_player_cents],
        ["comped", totals.comped_cents],
      ],
    ],
    [
      "missing",
      "Missing",
      totals.missing_cents,
      [
        ["the stack could not cover it", totals.cannot_cover_cents],
        ["never marked", totals.unmarked_cents],
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
        {totals.hands_dealt} hands dealt. The bank's result is kept out of the house's money.
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
  const games = new Map(report.lines.map((l) => [l.table, l.game]));
  const row = (key: string, f: Figures, total = false) => (
    <Table.Tr key={key} data-table={total ? "total" : key}>
      <Table.Th scope="row">{total ? "Total" : key}</Table.Th>
      <Table.Td>{total ? "" : games.get(key) ?? ""}</Table.Td>
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
    <ReportSection id="kept-apart" title="By table: time, drops and the bank kept apart">
      <SectionTable id="kept-apart">
        <ColumnHeads
          columns={[
            "Table",
            "Game",
            "Time due",
            "Time collected",
            "Difference",
            "Drops",
            "Drop amount",
            "House, as recorded",
            "Adjustments",
            "After adjustments",
            "Bank's result",
          ]}
        />
        <Table.Tbody>{report.by_table.map((g) => row(g.key, g.figures))}</Table.Tbody>
        <Table.Tfoot>{row("total", report.totals, true)}</Table.Tfoot>
      </SectionTable>
    </ReportSection>
  );
}
