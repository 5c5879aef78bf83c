import { useState } from "react";
import { Button, Chip, Group, Loader, Table, Text, Title } from "@mantine/core";
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

/** Each kind of exception in words, one and many: by the room's code, never by its message. */
const KIND_WORDS: Record<ExceptionKind, { one: string; many: string }> = {
  variance: { one: "count variance over the threshold", many: "count variances over the threshold" },
  correction: { one: "correction", many: "corrections" },
  void_hand: { one: "void hand", many: "void hands" },
  comp: { one: "comped collection", many: "comped collections" },
  not_paid: { one: "not-paid collection", many: "not-paid collections" },
  rate_change: { one: "rate change", many: "rate changes" },
  outside_buy_in: { one: "seating outside the buy-in", many: "seatings outside the buy-in" },
  stack_correction: { one: "stack correction", many: "stack corrections" },
  refusal: { one: "refusal for lack of authority", many: "refusals for lack of authority" },
  lock_out: { one: "sign-in lock-out", many: "sign-in lock-outs" },
  reprint: { one: "reprint", many: "reprints" },
  jackpot_payout: { one: "jackpot payout", many: "jackpot payouts" },
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `2 void hands`, `1 reprint`. */
const counted = (c: ExceptionCount) => `${c.count} ${c.count === 1 ? KIND_WORDS[c.kind].one : KIND_WORDS[c.kind].many}`;

/** The kinds that happened, in the room's order, in words: `2 void hands · 1 reprint`; `No exceptions` when none. */
export function exceptionsSummary(counts: readonly ExceptionCount[]): string {
  const happened = counts.filter((c) => c.count > 0);
  return happened.length === 0 ? "No exceptions" : happened.map(counted).join(" · ");
}

/** What the report covers: `Shift 1 (Maria) · 22 Nov 2026, 13:00–19:00`, `Gaming day 22 Nov 2026 · …`. */
function coveredBy(report: ExceptionReport): string {
  const span = spanText(report.from, report.to);
  if (report.shift) return `Shift ${report.shift.id} (${report.shift.floor_manager}) · ${span}`;
  if (report.gaming_day) return `Gaming day ${gamingDayText(report.gaming_day)} · ${span}`;
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
  const report = useExceptionReport(request);
  const saving = useSaveFile<"csv" | "xlsx" | "pdf">();
  const [kinds, setKinds] = useState<ExceptionKind[]>([]);
  return (
    <section aria-labelledby="exceptions-title" id="exceptions-panel">
      {/* On paper (the browser's print of the screen): what the report covers, a counter-signed shift's stamp on every page. */}
      {report.data && <PrintHeading title={`Exceptions · ${coveredBy(report.data)}`} mark={null} printedAt={null} shift={report.data.shift} />}
      <Group gap="sm" mb={4} wrap="wrap" justify="space-between" align="center" className="screen-only">
        <Title order={2} size="h5" id="exceptions-title">
          Exceptions{report.data ? ` · ${coveredBy(report.data)}` : ""}
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
            Export CSV
          </Button>
          <Button
            id="exceptions-xlsx"
            variant="default"
            aria-haspopup="dialog"
            disabled={!report.isSuccess || saving.busy !== null}
            loading={saving.busy === "xlsx"}
            onClick={() => void saving.save("xlsx", () => saveExceptionsXlsx(fileName(request, "xlsx"), request))}
          >
            Save as .xlsx
          </Button>
          <Button
            id="exceptions-pdf"
            variant="default"
            aria-haspopup="dialog"
            disabled={!report.isSuccess || saving.busy !== null}
            loading={saving.busy === "pdf"}
            onClick={() => void saving.save("pdf", () => saveExceptionsPdf(fileName(request, "pdf"), request))}
          >
            Save as PDF
          </Button>
        </Group>
      </Group>
      <CsvOutcome prefix="exceptions" csv={saving} />
      {report.isPending ? (
        <Group gap="xs" aria-busy="true" my="sm">
          <Loader size="sm" />
          <Text size="sm">Reading the exceptions…</Text>
        </Group>
      ) : report.isError ? (
        <ProblemAlert id="exceptions-error" error={report.error} title="The exception report could not be read">
          <Button size="xs" variant="default" mt={4} onClick={() => void report.refetch()}>
            Read it again
          </Button>
        </ProblemAlert>
      ) : (
        <ExceptionList report={report.data} kinds={kinds} onKinds={setKinds} />
      )}
    </section>
  );
}

function ExceptionList({ report, kinds, onKinds }: { report: ExceptionReport; kinds: ExceptionKind[]; onKinds: (k: ExceptionKind[]) => void }) {
  const happened = report.counts.filter((c) => c.count > 0);
  const shown = kinds.length === 0 ? report.lines : report.lines.filter((l) => kinds.includes(l.kind));
  const total = report.lines.length;
  return (
    <>
      <Text size="sm" fw={600} id="exceptions-summary">
        {exceptionsSummary(report.counts)}
      </Text>
      <Text size="xs" className="muted" id="exceptions-threshold" mb={6}>
        A count is an exception when it is more than {formatDollars(report.threshold_cents)} off what the room recorded (the house's threshold).
      </Text>
      {happened.length > 0 && (
        <>
          <Group gap={6} wrap="wrap" role="group" aria-labelledby="exceptions-kinds-label" id="exceptions-kinds" mb={4}>
            <Text size="sm" id="exceptions-kinds-label" component="span">
              Show only:
            </Text>
            <Chip.Group multiple value={kinds} onChange={(v) => onKinds(v as ExceptionKind[])}>
              {happened.map((c) => (
                <Chip key={c.kind} value={c.kind} size="sm" variant="outline" id={`exceptions-kind-${c.kind}`}>
                  {capital(KIND_WORDS[c.kind].many)} ({c.count})
                </Chip>
              ))}
            </Chip.Group>
            {kinds.length > 0 && (
              <Button size="xs" variant="subtle" onClick={() => onKinds([])}>
                Show every kind
              </Button>
            )}
          </Group>
          <Text size="xs" className="muted" id="exceptions-shown" aria-live="polite" mb={4}>
            {shown.length === total ? `${total === 1 ? "1 exception" : `All ${total} exceptions`}, oldest first.` : `${shown.length} of ${total} exceptions, oldest first.`}
          </Text>
          <ExceptionTable lines={shown} />
        </>
      )}
    </>
  );
}

/** Where the entry was made: `app on vm`. */
function whereFrom(line: ExceptionLine): string | null {
  const station = line.station === "cli" ? "command line" : line.station;
  const parts = [station, line.machine && `on ${line.machine}`].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : null;
}

function ExceptionTable({ lines }: { lines: ExceptionLine[] }) {
  const openHand = useOpenHand();
  const view = useSessionView().data;
  // A hand opens in Hand history, for someone who may see it (the cage may not).
  const opens = openHand && view && canSee(view, "history") ? openHand : null;
  return (
    <div className="table-scroll exceptions-scroll" tabIndex={0} role="region" aria-labelledby="exceptions-title" style={{ maxHeight: "max(280px, calc(100vh - 330px))", overflowY: "auto" }}>
      <Table id="exceptions" className="report-table" stickyHeader withTableBorder verticalSpacing={2} horizontalSpacing="xs" aria-labelledby="exceptions-title">
        <ColumnHeads columns={["Kind", "When", "Who", "Table", "Why", { label: "Audit entry", className: "num-cell" }]} />
        <Table.Tbody>
          {lines.map((l, i) => {
            const where = whereFrom(l);
            return (
              <Table.Tr key={`${i}-${l.audit_id}`} data-kind={l.kind} data-audit={l.audit_id ?? undefined}>
                <Table.Td data-field="kind" style={{ whiteSpace: "nowrap" }}>
                  {capital(KIND_WORDS[l.kind].one)}
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
                      Open hand {l.hand_id}
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
