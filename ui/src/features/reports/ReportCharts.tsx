import type { ReactNode } from "react";
import { BarChart, LineChart } from "@mantine/charts";
import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReportGroup, ShiftReport } from "../../api";
import { formatDollars } from "../../lib/money";
import { halfHourLabel, tickCents } from "./format";
import { formatSignedDollars } from "../../lib/money";
import { gameWords } from "./query";
import "@mantine/charts/styles.css";

/** Chart values stay integer cents; only the axis and tooltip turn them into text. */
const axis = { allowDecimals: false, width: 72 } as const;

/** A chart with its title and, beneath, the same figures as a table (for reading and printing). */
function ChartFigure({ id, title, table, children, wide = false }: { id: string; title: string; table: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation("reports");
  return (
    <figure className={wide ? "chart-figure wide" : "chart-figure"} id={id} aria-labelledby={`${id}-title`}>
      <figcaption>
        <Title order={3} size="h5" id={`${id}-title`}>
          {title}
        </Title>
      </figcaption>
      {children}
      <details className="chart-data">
        <summary>{t("charts.figures")}</summary>
        {table}
      </details>
    </figure>
  );
}

function FiguresTable({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="mini-table">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={String(r[0])}>
            {r.map((v, i) => (i === 0 ? <th key={i} scope="row">{v}</th> : <td key={i} className="num">{v}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `name`: a group's name as the screens say it (a game's in their language; a table's or a dealer's as the room wrote it). */
function GroupChart({ id, title, groups, name = (key) => key }: { id: string; title: string; groups: ReportGroup[]; name?: (key: string) => string }) {
  const { t } = useTranslation("reports");
  const named = groups.map((g) => ({ key: name(g.key), figures: g.figures }));
  const nameWidth = Math.min(150, Math.max(64, 12 + 7.5 * Math.max(...named.map((g) => g.key.length))));
  const data = named.map((g) => ({ key: g.key, house: g.figures.house_cents }));
  return (
    <ChartFigure
      id={id}
      title={title}
      table={<FiguresTable head={["", t("charts.house")]} rows={named.map((g) => [g.key, formatDollars(g.figures.house_cents)])} />}
    >
      <BarChart
        h={Math.max(160, 30 * groups.length + 40)}
        data={data}
        dataKey="key"
        series={[{ name: "house", label: t("charts.house"), color: "var(--cr-chart)" }]}
        orientation="vertical"
        valueFormatter={tickCents}
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ width: nameWidth }}
        gridAxis="y"
        tickLine="x"
        textColor="var(--cr-ink-soft)"
        tooltipAnimationDuration={0}
        barProps={{ isAnimationActive: false }}
      />
    </ChartFigure>
  );
}

/**
 * The report drawn (SVG, prints sharp): collected against due per half hour; the house's money
 * by table, by game and by dealer; and the banked game's result as the shift went on.
 */
export function ReportCharts({ report }: { report: ShiftReport }) {
  const { t } = useTranslation("reports");
  const halves = report.by_half_hour.map((g) => ({ hh: halfHourLabel(g.key), due: g.figures.due_cents, collected: g.figures.collected_cents }));
  let running = 0;
  const bank = report.by_half_hour.map((g) => {
    running += g.figures.banked_cents;
    return { hh: halfHourLabel(g.key), bank: running };
  });
  return (
    <div className="report-charts" id="report-charts">
      <ChartFigure
        wide
        id="chart-halves"
        title={t("charts.halves")}
        table={
          <FiguresTable
            head={[t("charts.halfHour"), t("charts.due"), t("charts.collected")]}
            rows={report.by_half_hour.map((g) => [halfHourLabel(g.key), formatDollars(g.figures.due_cents), formatDollars(g.figures.collected_cents)])}
          />
        }
      >
        <BarChart
          h={240}
          data={halves}
          dataKey="hh"
          series={[
            { name: "due", label: t("charts.due"), color: "var(--cr-chart-due)" },
            { name: "collected", label: t("charts.collected"), color: "var(--cr-chart)" },
          ]}
          withLegend
          valueFormatter={tickCents}
          yAxisProps={axis}
          textColor="var(--cr-ink-soft)"
          tooltipAnimationDuration={0}
          barProps={{ isAnimationActive: false }}
        />
      </ChartFigure>
      <ChartFigure
        wide
        id="chart-bank"
        title={t("charts.bank")}
        table={<FiguresTable head={[t("charts.halfHour"), t("charts.bankSoFar")]} rows={bank.map((b) => [b.hh, formatSignedDollars(b.bank)])} />}
      >
        <LineChart
          h={240}
          data={bank}
          dataKey="hh"
          series={[{ name: "bank", label: t("charts.bankSoFar"), color: "var(--cr-chart-bank)" }]}
          valueFormatter={tickCents}
          yAxisProps={axis}
          textColor="var(--cr-ink-soft)"
          curveType="linear"
          referenceLines={[{ y: 0, color: "var(--cr-line-strong)" }]}
          tooltipAnimationDuration={0}
          lineProps={{ isAnimationActive: false }}
        />
      </ChartFigure>
      <GroupChart id="chart-tables" title={t("charts.byTable")} groups={report.by_table} />
      <GroupChart id="chart-games" title={t("charts.byGame")} groups={report.by_game} name={gameWords} />
      <GroupChart id="chart-dealers" title={t("charts.byDealer")} groups={report.by_dealer} />
    </div>
  );
}
