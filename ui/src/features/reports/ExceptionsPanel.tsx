import { useState } from "react";
import { Button, Chip, Group, Loader, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { saveText, useSessionView } from "../../api";
import {
  exceptionsCsv,
  useExceptionReport,
  type ExceptionCount,
  type ExceptionKind,
  type ExceptionLine,
  type ExceptionReport,
  type ExceptionRequest,
} from "../../api/exceptions";
import { saveExceptionsPdf, saveExceptionsXlsx } from "../../api/exports";
import { ColumnHeads } from "../../components/ColumnHeads";
import { CsvOutcome } from "../../components/CsvOutcome";
import { ProblemAlert } from "../../components/ProblemAlert";
import { canSee } from "../../lib/access";
import { formatDollars } from "../../lib/money";
import { useOpenHand } from "../../lib/openHand";
import { dateTimeText, roomTimesInWords, spanText } from "../../lib/time";
import { PrintHeading } from "./PrintParts";
import { gamingDayText } from "./query";
import { useSaveFile } from "./useOutputs";
import { t } from "../../i18n";

// Each kind of exception in words (`reports:exceptions.count.<kind>` counted, `.one.<kind>` one
// in a row, `.chip.<kind>` the filter's): by the room's code, never by its message.

/** `2 void hands`, `1 reprint`. */
const counted = (c: ExceptionCount) => t(`reports:exceptions.count.${c.kind}`, { count: c.count });

/** The kinds that happened, in the room's order, in words: `2 void hands · 1 reprint`; `No exceptions` when none. */
export function exceptionsSummary(counts: readonly ExceptionCount[]): string {
  const happened = counts.filter((c) => c.count > 0);
  return happened.length === 0 ? t("reports:exceptions.none") : happened.map(counted).join(" · ");
}

/** What the report covers: `Shift 1 (Maria) · 22 Nov 2026, 13:00–19:00`, `Gaming day 22 Nov 2026 · …`. */
function coveredBy(report: ExceptionReport): string {
  const span = spanText(report.from, report.to);
  if (report.shift) return t("reports:exceptions.coveredShift", { id: report.shift.id, manager: report.shift.floor_manager, span });
  if (report.gaming_day) return t("reports:exceptions.coveredDay", { day: gamingDayText(report.gaming_day), span });
  return span;
}

/** What the report covers, for a file's name: `shift-1`, `day-2026-11-22` (as the collection report's files say it). */
const scopeName = (request: ExceptionRequest) =>
  request.shift_id !== null ? `shift-${request.shift_id}` : request.gaming_day !== null ? `day-${request.gaming_day}` : "latest-shift";

/** The files' suggested names, as the collection report's: `exceptions-shift-1.csv`, `shift-1-exceptions.xlsx`, `shift-1-exceptions.pdf`. */
const csvName = (request: ExceptionRequest) => `exceptions-${scopeName(request)}.csv`;
const fileName = (request: ExceptionRequest, ext: "xlsx" | "pdf") => `${scopeName(request)}-exceptions.${ext}`;

/**
 * The exception report of a shift or a gaming day (`request`; null: none can be asked for, and
 * `unavailable` says why): what happened out of the ordinary, counted by kind, then each one
 * oldest first with who, when, where and why and its audit entry; filtered by kind, saved as CSV,
 * .xlsx or PDF.
 */
export function ExceptionsPanel({ request, unavailable }: { request: ExceptionRequest | null; unavailable: string | null }) {
  if (!request) {
    return unavailable ? (
      <Text size="sm" my="sm" id="exceptions-unavailable">
        {unavailable}
      </Text>
    ) : null;
  }
  return <Exceptions key={JSON.stringify(request)} request={request} />;
}

function Exceptions({ request }: { request: ExceptionRequest }) {
  const { t } = useTranslation("reports");
  const report = useExceptionReport(request);
  const saving = useSaveFile<"csv" | "xlsx" | "pdf">();
  const [kinds, setKinds] = useState<ExceptionKind[]>([]);
  return (
    <section aria-labelledby="exceptions-title" id="exceptions-panel">
      {/* On paper (the browser's print of the screen): what the report covers, a counter-signed shift's stamp on every page. */}
      {report.data && <PrintHeading title={t("exceptions.titleOf", { covered: coveredBy(report.data) })} mark={null} printedAt={null} shift={report.data.shift} />}
      <Group gap="sm" mb={4} wrap="wrap" justify="space-between" align="center" className="screen-only">
        <Title order={2} size="h5" id="exceptions-title">
          {report.data ? t("exceptions.titleOf", { covered: coveredBy(report.data) }) : t("exceptions.title")}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button
            id="exceptions-csv"
            variant="default"
            aria-haspopup="dialog"
            disabled={!report.isSuccess || saving.busy !== null}
            loading={saving.busy === "csv"}
            onClick={() => void saving.save("csv", () => saveText(csvName(request), () => exceptionsCsv(request)))}
          >
            {t("view.exportCsv")}
          </Button>
          <Button
            id="exceptions-xlsx"
            variant="default"
            aria-haspopup="dialog"
            disabled={!report.isSuccess || saving.busy !== null}
            loading={saving.busy === "xlsx"}
            onClick={() => void saving.save("xlsx", () => saveExceptionsXlsx(fileName(request, "xlsx"), request))}
          >
            {t("view.saveXlsx")}
          </Button>
          <Button
            id="exceptions-pdf"
            variant="default"
            aria-haspopup="dialog"
            disabled={!report.isSuccess || saving.busy !== null}
            loading={saving.busy === "pdf"}
            onClick={() => void saving.save("pdf", () => saveExceptionsPdf(fileName(request, "pdf"), request))}
          >
            {t("view.savePdf")}
          </Button>
        </Group>
      </Group>
      <CsvOutcome prefix="exceptions" csv={saving} />
      {report.isPending ? (
        <Group gap="xs" aria-busy="true" my="sm">
          <Loader size="sm" />
          <Text size="sm">{t("exceptions.reading")}</Text>
        </Group>
      ) : report.isError ? (
        <ProblemAlert id="exceptions-error" error={report.error} title={t("exceptions.failed")}>
          <Button size="xs" variant="default" mt={4} onClick={() => void report.refetch()}>
            {t("exceptions.readAgain")}
          </Button>
        </ProblemAlert>
      ) : (
        <ExceptionList report={report.data} kinds={kinds} onKinds={setKinds} />
      )}
    </section>
  );
}

function ExceptionList({ report, kinds, onKinds }: { report: ExceptionReport; kinds: ExceptionKind[]; onKinds: (k: ExceptionKind[]) => void }) {
  const { t } = useTranslation("reports");
  const happened = report.counts.filter((c) => c.count > 0);
  const shown = kinds.length === 0 ? report.lines : report.lines.filter((l) => kinds.includes(l.kind));
  const total = report.lines.length;
  return (
    <>
      <Text size="sm" fw={600} id="exceptions-summary">
        {exceptionsSummary(report.counts)}
      </Text>
      <Text size="xs" className="muted" id="exceptions-threshold" mb={6}>
        {t("exceptions.threshold", { amount: formatDollars(report.threshold_cents) })}
      </Text>
      {happened.length > 0 && (
        <>
          <Group gap={6} wrap="wrap" role="group" aria-labelledby="exceptions-kinds-label" id="exceptions-kinds" mb={4}>
            <Text size="sm" id="exceptions-kinds-label" component="span">
              {t("exceptions.showOnly")}
            </Text>
            <Chip.Group multiple value={kinds} onChange={(v) => onKinds(v as ExceptionKind[])}>
              {happened.map((c) => (
                <Chip key={c.kind} value={c.kind} size="sm" variant="outline" id={`exceptions-kind-${c.kind}`}>
                  {t(`exceptions.chip.${c.kind}`, { total: c.count })}
                </Chip>
              ))}
            </Chip.Group>
            {kinds.length > 0 && (
              <Button size="xs" variant="subtle" onClick={() => onKinds([])}>
                {t("exceptions.showAll")}
              </Button>
            )}
          </Group>
          <Text size="xs" className="muted" id="exceptions-shown" aria-live="polite" mb={4}>
            {shown.length === total ? t("exceptions.shownAll", { count: total }) : t("exceptions.shownSome", { shown: shown.length, total })}
          </Text>
          <ExceptionTable lines={shown} />
        </>
      )}
    </>
  );
}

/** Where the entry was made: `app on vm`. */
function whereFrom(line: ExceptionLine): string | null {
  const station = line.station === null ? null : t(line.station === "cli" ? "reports:exceptions.stationCli" : "reports:exceptions.stationApp");
  if (station && line.machine) return t("reports:exceptions.stationOnMachine", { station, machine: line.machine });
  if (line.machine) return t("reports:exceptions.onMachine", { machine: line.machine });
  return station;
}

function ExceptionTable({ lines }: { lines: ExceptionLine[] }) {
  const { t } = useTranslation("reports");
  const openHand = useOpenHand();
  const view = useSessionView().data;
  // A hand opens in Hand history, for someone who may see it (the cage may not).
  const opens = openHand && view && canSee(view, "history") ? openHand : null;
  return (
    <div className="table-scroll exceptions-scroll" tabIndex={0} role="region" aria-labelledby="exceptions-title" style={{ maxHeight: "max(280px, calc(100vh - 330px))", overflowY: "auto" }}>
      <Table id="exceptions" className="report-table" stickyHeader withTableBorder verticalSpacing={2} horizontalSpacing="xs" aria-labelledby="exceptions-title">
        <ColumnHeads
          columns={[
            t("exceptions.kind"),
            t("exceptions.when"),
            t("exceptions.who"),
            t("exceptions.table"),
            t("exceptions.why"),
            { label: t("exceptions.audit"), className: "num-cell" },
          ]}
        />
        <Table.Tbody>
          {lines.map((l, i) => {
            const where = whereFrom(l);
            return (
              <Table.Tr key={`${i}-${l.audit_id}`} data-kind={l.kind} data-audit={l.audit_id ?? undefined}>
                <Table.Td data-field="kind" style={{ whiteSpace: "nowrap" }}>
                  {t(`exceptions.one.${l.kind}`)}
                </Table.Td>
                <Table.Td data-field="when" className="num-cell">
                  <time dateTime={l.at}>{dateTimeText(l.at)}</time>
                </Table.Td>
                <Table.Td data-field="who" style={{ whiteSpace: "nowrap" }}>
                  {l.staff ?? "—"}
                  {where && <span className="muted small"> · {where}</span>}
                </Table.Td>
                <Table.Td data-field="table" style={{ whiteSpace: "nowrap" }}>
                  {l.table ?? "—"}
                  {l.hand_id !== null && opens && (
                    <Button size="compact-sm" variant="subtle" ml={4} onClick={() => opens(l.hand_id!)}>
                      {t("exceptions.openHand", { id: l.hand_id })}
                    </Button>
                  )}
                </Table.Td>
                <Table.Td data-field="why">{roomTimesInWords(l.why)}</Table.Td>
                <Table.Td data-field="audit" className="num-cell">
                  {l.audit_id === null ? "—" : `#${l.audit_id}`}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
