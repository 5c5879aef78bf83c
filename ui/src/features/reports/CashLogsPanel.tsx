import { useState, type ReactNode } from "react";
import { Button, Group, Loader, Table, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCtrReport, useGamingDayToday, useMultipleTransactionLog, type CashLine, type CtrDue, type CtrReport, type IpcError, type MultipleTransactionLog } from "../../api";
import { saveCashLogPdf, saveCashLogXlsx, type CashLog } from "../../api/exports";
import { ColumnHeads } from "../../components/ColumnHeads";
import { CsvOutcome } from "../../components/CsvOutcome";
import { Money } from "../../components/Money";
import { ProblemAlert } from "../../components/ProblemAlert";
import { formatDollars } from "../../lib/money";
import { refusalWords } from "../../lib/refusals";
import { clockTime } from "../../lib/time";
import { t } from "../../i18n";
import { gamingDayOf, gamingDayText } from "./query";
import { SectionTable } from "./Section";
import { useSaveFile } from "./useOutputs";

/** The days a log covers, for a file's name: `2026-11-20`, `2026-11-20-to-2026-11-22`. */
const daysName = (from: string, to: string | null) => (to === null || to === from ? from : `${from}-to-${to}`);

/** A log's file's suggested name: `mtl-2026-11-20.xlsx`, `ctr-2026-11-20-to-2026-11-22.pdf`. */
const fileName = (log: CashLog, from: string, to: string | null, ext: "xlsx" | "pdf") => `${log}-${daysName(from, to)}.${ext}`;

/** The days a log covers in words: `20 Nov 2026`, `20 Nov 2026 – 22 Nov 2026`. */
const daysWords = (from: string, to: string) => (from === to ? gamingDayText(from) : `${gamingDayText(from)} – ${gamingDayText(to)}`);

/** Who a line is: the registered player's number, or that he is not identified yet. */
const numberWords = (n: string | null) => (n === null ? t("reports:cash.notIdentified") : `#${n}`);

/**
 * The Title 31 cash logs of a gaming day (the room's day now, until another is chosen) or of a
 * range of days: the multiple transaction log (each cash transaction at a table from the house's
 * threshold) and the Currency Transaction Reports due (a person's cash in, or cash out, past
 * $10,000 in a gaming day; a nameless player said to be identified); each saved as an .xlsx
 * workbook or a PDF. Cardroom gives the figures; the room files FinCEN's forms itself.
 */
export function CashLogsPanel() {
  const { t } = useTranslation("reports");
  const today = useGamingDayToday();
  // The first day as chosen (null: the gaming day now); the last, when a range is asked.
  const [first, setFirst] = useState<string | null>(null);
  const [last, setLast] = useState("");
  const fromText = first ?? today.data ?? "";
  const from = gamingDayOf(fromText);
  const to = last.trim() === "" ? null : gamingDayOf(last);
  const badTo = last.trim() !== "" && (to === null || (from !== null && to < from));
  const asked = from !== null && !badTo;
  const mtl = useMultipleTransactionLog(asked ? from : null, to);
  const ctr = useCtrReport(asked ? from : null, to);
  return (
    <section aria-labelledby="cash-logs-title" id="cash-logs" className="cash-logs">
      <Group gap="md" align="flex-end" wrap="wrap" mt="xs" mb={4}>
        <Title order={2} size="h4" id="cash-logs-title">
          {t("cash.title")}
        </Title>
        <TextInput id="cash-from" type="date" size="xs" label={t("cash.day")} value={fromText} onChange={(e) => setFirst(e.currentTarget.value)} w={160} />
        <TextInput
          id="cash-to"
          type="date"
          size="xs"
          label={t("cash.to")}
          value={last}
          onChange={(e) => setLast(e.currentTarget.value)}
          w={160}
          error={badTo ? t("cash.toBefore") : undefined}
        />
        {last !== "" && (
          <Button size="xs" variant="subtle" onClick={() => setLast("")} id="cash-one-day">
            {t("cash.oneDay")}
          </Button>
        )}
      </Group>
      <Text size="xs" className="muted" mb={6}>
        {t("cash.intro")}
      </Text>
      {today.isError && !first && <ProblemAlert id="cash-day-error" error={today.error} title={t("cash.dayFailed")} />}
      {today.isPending && !first && <Loader size="sm" aria-label={t("cash.reading")} />}
      {from === null && !today.isPending && <Text size="sm">{t("cash.chooseDay")}</Text>}
      {asked && (
        <>
          <LogSection
            log="mtl"
            from={from}
            to={to}
            query={mtl}
            title={(d) => t("cash.mtlTitle", { days: daysWords(d.from_day, d.to_day) })}
            note={(d) => t("cash.mtlNote", { amount: formatDollars(d.threshold_cents) })}
            empty={t("cash.mtlEmpty")}
          >
            {(d) => <MtlTable lines={d.lines} />}
          </LogSection>
          <LogSection
            log="ctr"
            from={from}
            to={to}
            query={ctr}
            title={(d) => t("cash.ctrTitle", { days: daysWords(d.from_day, d.to_day) })}
            note={(d) => t("cash.ctrNote", { amount: formatDollars(d.threshold_cents) })}
            empty={t("cash.ctrEmpty")}
          >
            {(d) => <CtrTable due={d.due} />}
          </LogSection>
        </>
      )}
    </section>
  );
}

type Read<T> = { data: T | undefined; error: IpcError | null; isPending: boolean; isSuccess: boolean };

/** One log: its heading with the days, what it lists, its Save buttons, then its table (or that it is empty). */
function LogSection<T extends MultipleTransactionLog | CtrReport>({
  log,
  from,
  to,
  query,
  title,
  note,
  empty,
  children,
}: {
  log: CashLog;
  from: string;
  to: string | null;
  query: Read<T>;
  title: (d: T) => string;
  note: (d: T) => string;
  empty: string;
  children: (d: T) => ReactNode;
}) {
  const { t } = useTranslation("reports");
  const saving = useSaveFile<"xlsx" | "pdf">();
  const d = query.data;
  const count = d ? ("lines" in d ? d.lines.length : d.due.length) : 0;
  const id = `cash-${log}`;
  return (
    <section aria-labelledby={`${id}-title`} className="report-section" id={id}>
      <Group gap="sm" justify="space-between" align="center" wrap="wrap" mb={2}>
        <Title order={3} size="h5" id={`${id}-title`}>
          {d ? title(d) : t(`cash.${log}`)}
        </Title>
        <Group gap="xs">
          <Button
            id={`${id}-xlsx`}
            size="xs"
            variant="default"
            aria-haspopup="dialog"
            disabled={!query.isSuccess || saving.busy !== null}
            loading={saving.busy === "xlsx"}
            onClick={() => void saving.save("xlsx", () => saveCashLogXlsx(fileName(log, from, to, "xlsx"), log, from, to))}
          >
            {t("view.saveXlsx")}
          </Button>
          <Button
            id={`${id}-pdf`}
            size="xs"
            variant="default"
            aria-haspopup="dialog"
            disabled={!query.isSuccess || saving.busy !== null}
            loading={saving.busy === "pdf"}
            onClick={() => void saving.save("pdf", () => saveCashLogPdf(fileName(log, from, to, "pdf"), log, from, to))}
          >
            {t("view.savePdf")}
          </Button>
        </Group>
      </Group>
      <CsvOutcome prefix={id} csv={saving} />
      {query.isPending ? (
        <Loader size="sm" aria-label={t("cash.reading")} />
      ) : query.error ? (
        <ProblemAlert id={`${id}-error`} error={query.error} title={t("cash.failed")}>
          {refusalWords(query.error)}
        </ProblemAlert>
      ) : d ? (
        <>
          <Text size="xs" className="muted" mb={4} data-field="note">
            {note(d)}
          </Text>
          {count === 0 ? (
            <Text size="sm" id={`${id}-empty`}>
              {empty}
            </Text>
          ) : (
            children(d)
          )}
        </>
      ) : null}
    </section>
  );
}

function MtlTable({ lines }: { lines: CashLine[] }) {
  const { t } = useTranslation("reports");
  return (
    <SectionTable id="mtl" labelledBy="cash-mtl-title" dense>
      <ColumnHeads
        columns={[
          t("cash.gamingDay"),
          t("cash.time"),
          t("cash.table"),
          { label: t("cash.seat"), className: "num-cell" },
          t("cash.player"),
          t("cash.number"),
          t("cash.direction"),
          t("cash.source"),
          { label: t("cash.amount"), className: "num-cell" },
          t("cash.by"),
        ]}
      />
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.id} data-line={l.id} data-direction={l.direction}>
            <Table.Td className="num" data-field="day">
              {gamingDayText(l.gaming_day)}
            </Table.Td>
            <Table.Td className="num" data-field="time">
              <time dateTime={l.at}>{clockTime(l.at)}</time>
            </Table.Td>
            <Table.Td data-field="table">{l.table_name}</Table.Td>
            <Table.Td className="num-cell" data-field="seat">
              {l.seat_no}
            </Table.Td>
            <Table.Td data-field="player">{l.player_name}</Table.Td>
            <Table.Td data-field="number" className={l.player_number === null ? "cash-unnamed" : "num"}>
              {numberWords(l.player_number)}
            </Table.Td>
            <Table.Td data-field="direction">{t(`cash.directions.${l.direction}`)}</Table.Td>
            <Table.Td data-field="source">{t(`cash.sources.${l.source}`)}</Table.Td>
            <Table.Td className="num-cell" data-field="amount">
              <Money cents={l.amount_cents} />
            </Table.Td>
            <Table.Td data-field="by">{l.recorded_by}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </SectionTable>
  );
}

/** What a CTR is needed for: "cash in", "cash out", or both. */
const dueFor = (d: CtrDue) => t(`reports:cash.dueFor.${d.cash_in_due && d.cash_out_due ? "both" : d.cash_in_due ? "in" : "out"}`);

function CtrTable({ due }: { due: CtrDue[] }) {
  const { t } = useTranslation("reports");
  return (
    <SectionTable id="ctr" labelledBy="cash-ctr-title" dense>
      <ColumnHeads
        columns={[
          t("cash.gamingDay"),
          t("cash.player"),
          t("cash.number"),
          { label: t("cash.cashIn"), className: "num-cell" },
          { label: t("cash.cashOut"), className: "num-cell" },
          t("cash.needed"),
        ]}
      />
      <Table.Tbody>
        {due.map((d) => (
          <Table.Tr key={`${d.gaming_day}-${d.player_number ?? d.lines[0]?.id}`} data-number={d.player_number ?? ""}>
            <Table.Td className="num" data-field="day">
              {gamingDayText(d.gaming_day)}
            </Table.Td>
            <Table.Td data-field="player">{d.player_name}</Table.Td>
            <Table.Td data-field="number" className={d.player_number === null ? "cash-unnamed" : "num"}>
              {numberWords(d.player_number)}
            </Table.Td>
            <Table.Td className={d.cash_in_due ? "num-cell cash-due" : "num-cell"} data-field="in">
              <Money cents={d.cash_in_cents} />
            </Table.Td>
            <Table.Td className={d.cash_out_due ? "num-cell cash-due" : "num-cell"} data-field="out">
              <Money cents={d.cash_out_cents} />
            </Table.Td>
            <Table.Td data-field="needed">
              <strong>{dueFor(d)}</strong>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </SectionTable>
  );
}
