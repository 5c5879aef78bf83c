import { useMemo, useState } from "react";
import { Button, Group, Tabs, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { reportCsv, type AdjustmentDto, type Discrepancy, type ReportRequest, type ShiftDto, type ShiftReport } from "../../api";
import { CsvOutcome } from "../../components/CsvOutcome";
import { Adjustments } from "./Adjustments";
import { CorrectionDialog, type CorrectionTarget } from "./CorrectionDialog";
import { ChipsSection } from "./ChipsSection";
import { CountSheetPanel, type Counters } from "./CountSheetPanel";
import { Discrepancies } from "./Discrepancies";
import { JackpotFundsSection } from "./JackpotFundsSection";
import { roomTimesInWords } from "../../lib/time";
import { formatSignedDollars } from "../../lib/money";
import { buildGrid, mismatchText } from "./grid";
import { KeptApart, Totals } from "./KeptApart";
import { PrintHeading, SignatureLines, shiftSignatures } from "./PrintParts";
import { CageCountPanel } from "./CageCountPanel";
import { signatureTexts } from "./format";
import { ReportCharts } from "./ReportCharts";
import { ReportGrid } from "./ReportGrid";
import { ReportSummary } from "./Summary";
import { SignOff } from "./SignOff";
import { DealerHoursSection, SeatTimeSection } from "./TimeSections";
import { useSaveCsv } from "../../lib/saveCsv";
import { saveReportPdf, saveReportXlsx } from "../../api/exports";
import { usePrint, useSaveFile } from "./useOutputs";
import { PrintOutcome } from "./PrintOutcome";

export type Tab = "report" | "charts" | "count" | "cage";

/** What the report covers, for a file's name: `shift-1`, `day-2026-11-25`, `2026-11-22-2026-11-24`. */
function scopeName(query: ReportRequest): string {
  if (query.shift_id !== null) return `shift-${query.shift_id}`;
  if (query.gaming_day !== null) return `day-${query.gaming_day}`;
  return `${query.from?.slice(0, 10)}-${query.to?.slice(0, 10)}`;
}

/** The filters chosen, for a file's name: `table-3`, `lowball`, `dealer-3`. */
const filterNames = (query: ReportRequest) =>
  [query.table_id !== null && `table-${query.table_id}`, query.game, query.dealer_id !== null && `dealer-${query.dealer_id}`].filter(
    (p): p is string => typeof p === "string" && p !== "",
  );

/** The CSV's suggested name: `report-shift-1.csv`, `report-2026-11-22-2026-11-24.csv`. */
const csvName = (query: ReportRequest) => `${["report", scopeName(query), ...filterNames(query)].join("-")}.csv`;

/** The workbook's or PDF's suggested name: `shift-1-report.xlsx`, `shift-1-table-3-report.pdf`. */
const fileName = (query: ReportRequest, ext: "xlsx" | "pdf") => `${[scopeName(query), ...filterNames(query), "report"].join("-")}.${ext}`;

/**
 * One report as read: its actions (CSV, print, sign-off), and its tabs. The report: one screen
 * and one printed page for a shift of up to 30 tables and 8 hours, the discrepancies and the
 * variance first, then the grid; below the fold (screen only), its details: the totals and the
 * money kept apart by table, the chips, the jackpot funds, the discrepancies one by one, the adjustments, dealer
 * hours and seat time. The charts; the count sheet; the cage's count.
 */
export function ReportView({
  report,
  query,
  title,
  shift,
  tab,
  onTab,
  onSigned,
  discrepancies,
  counters,
  onCounters,
  role,
}: {
  report: ShiftReport;
  query: ReportRequest;
  title: string;
  shift: ShiftDto | null;
  tab: Tab;
  onTab: (t: Tab) => void;
  onSigned: (s: ShiftDto) => void;
  /** The whole shift's discrepancies, which the sign-off names (null: not read). */
  discrepancies: Discrepancy[] | null;
  counters: Counters;
  onCounters: (c: Counters) => void;
  /** Who reads the report: the floor signs off and corrects; the cage counts and counter-signs. */
  role: "floor" | "cage";
}) {
  const { t } = useTranslation("reports");
  const grid = useMemo(() => buildGrid(report), [report]);
  const printing = usePrint();
  const csv = useSaveCsv();
  const xlsx = useSaveFile<"xlsx">();
  const pdf = useSaveFile<"pdf">();
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  const [corrected, setCorrected] = useState<AdjustmentDto | null>(null);
  const printReport = () =>
    void printing.print({ shiftId: shift?.id ?? null, what: "report", counted: shift?.closed_at != null, printsSoFar: report.prints, show: () => onTab("report") });
  /** The discrepancies one by one, below the grid: the list in view, its heading focused. */
  const showList = () => {
    const heading = document.getElementById("discrepancies-title");
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Tabs value={tab} onChange={(v) => v && onTab(v as Tab)} keepMounted={false}>
      <Group gap="xs" className="report-bar screen-only" wrap="wrap" justify="space-between" align="flex-end">
        <Tabs.List className="report-tabs">
          <Tabs.Tab value="report">{t("view.report")}</Tabs.Tab>
          <Tabs.Tab value="charts">{t("view.charts")}</Tabs.Tab>
          <Tabs.Tab value="count">{t("view.countSheet")}</Tabs.Tab>
          <Tabs.Tab value="cage">{t("view.cageCount")}</Tabs.Tab>
        </Tabs.List>
        <Group gap={6} wrap="wrap" className="report-actions" align="center">
          <Button size="xs" variant="default" loading={csv.busy} onClick={() => void csv.save(csvName(query), () => reportCsv(query))}>
            {t("view.exportCsv")}
          </Button>
          <Button size="xs" variant="default" loading={xlsx.busy !== null} onClick={() => void xlsx.save("xlsx", () => saveReportXlsx(fileName(query, "xlsx"), query))}>
            {t("view.saveXlsx")}
          </Button>
          <Button size="xs" variant="default" loading={pdf.busy !== null} onClick={() => void pdf.save("pdf", () => saveReportPdf(fileName(query, "pdf"), query))}>
            {t("view.savePdf")}
          </Button>
          <Button size="xs" variant="default" loading={printing.busy} onClick={printReport}>
            {t("view.print")}
          </Button>
          {shift && <SignOff shift={shift} onSigned={onSigned} canSign={role === "floor"} discrepancies={discrepancies} />}
        </Group>
      </Group>
      <Text size="sm" fw={700} id="report-title" className="screen-only report-title">
        {title}
      </Text>
      <CsvOutcome prefix="report" csv={csv} className="screen-only">
        {corrected && (
          <Text size="sm" id="correction-done" fw={600}>
            {t("view.corrected", { what: roomTimesInWords(corrected.detail), amount: formatSignedDollars(corrected.house_cents) })}
          </Text>
        )}
      </CsvOutcome>
      <CsvOutcome prefix="report-xlsx" csv={xlsx} className="screen-only" />
      <CsvOutcome prefix="report-pdf" csv={pdf} className="screen-only" />
      <PrintOutcome prefix="report" paper="report" printing={printing} />
      <Tabs.Panel value="report">
        <PrintHeading title={title} mark={printing.mark} printedAt={printing.printedAt} shift={shift} />
        {shift && (
          <p className="print-only" id="report-signed">
            {signatureTexts(shift).floor} · {signatureTexts(shift).cage}
          </p>
        )}
        <ReportSummary discrepancies={report.discrepancies} totals={report.totals} onShowList={showList} />
        {grid.mismatches.length > 0 && (
          <Text role="alert" c="var(--cr-bad)" fw={700} size="sm" id="grid-mismatch">
            {t("view.mismatch", { where: grid.mismatches.map(mismatchText).join("; ") })}
          </Text>
        )}
        {grid.rows.length === 0 ? (
          <Text size="sm" my="sm" id="report-empty">
            {t("view.empty")}
          </Text>
        ) : (
          <>
            <ReportGrid grid={grid} caption={t("grid.caption", { title })} />
            <p className="grid-legend muted">
              <Trans t={t} i18nKey="grid.legend" components={{ mark: <span className="cell-mark" />, screen: <span className="screen-only" /> }} />
            </p>
          </>
        )}
        <SignatureLines id="report-signatures" who={shiftSignatures(shift, signatureTexts)} />
        {/* Below the fold, and not on paper (one page): the details. The room's PDF holds them all. */}
        <div className="report-details screen-only" id="report-details">
          <Totals totals={report.totals} />
          <KeptApart report={report} />
          <ChipsSection chips={report.chips} />
          <JackpotFundsSection funds={report.jackpots} />
          <Discrepancies list={report.discrepancies} onCorrect={setCorrecting} />
          <Adjustments list={report.adjustments} totals={report.totals} onCorrect={setCorrecting} />
          <DealerHoursSection lines={report.dealer_hours} />
          <SeatTimeSection lines={report.seat_time} period={report.period} />
        </div>
      </Tabs.Panel>
      <Tabs.Panel value="charts">
        <ReportCharts report={report} />
      </Tabs.Panel>
      <Tabs.Panel value="count">
        <CountSheetPanel shift={shift} counters={counters} onCounters={onCounters} />
      </Tabs.Panel>
      <Tabs.Panel value="cage">
        <CageCountPanel shift={shift} isCage={role === "cage"} onSigned={onSigned} />
      </Tabs.Panel>
      <CorrectionDialog
        target={correcting}
        onClose={() => setCorrecting(null)}
        onDone={setCorrected}
      />
    </Tabs>
  );
}
