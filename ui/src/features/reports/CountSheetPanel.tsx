import { Button, Group, Loader, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { countSheetCsv, useCountSheet, type CountSheet, type ShiftDto } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Money } from "../../components/Money";
import { ProblemAlert } from "../../components/ProblemAlert";
import { CsvOutcome } from "../../components/CsvOutcome";
import { dateTimeText } from "../../lib/time";
import { formatSignedDollars } from "../../lib/money";
import { latest, PrintHeading, SignatureLines, shiftSignatures } from "./PrintParts";
import { signatureTexts } from "./format";
import { SectionTable } from "./Section";
import { useSaveCsv } from "../../lib/saveCsv";
import { saveCountSheetPdf, saveCountSheetXlsx } from "../../api/exports";
import { usePrint, useSaveFile } from "./useOutputs";
import { PrintOutcome } from "./PrintOutcome";
import { filledText, z } from "../../lib/zod";
import { t } from "../../i18n";
import { gameWords } from "./query";

export type Counters = { first: string; second: string; made: string[] | null };

const countersSchema = z.object({
  first: filledText(() => t("reports:countSheet.firstRequired")),
  second: filledText(() => t("reports:countSheet.secondRequired")),
});
type CounterNames = z.input<typeof countersSchema>;

/**
 * The count sheet of a shift's drop boxes (California 4 CCR 12385): when it was made, the
 * shift, each table's box and its amount, how many boxes, and the counters' names; beside each
 * drop box, the table's jackpot box (a box of its own, the players' money: never added into the
 * drop box's amount) and their total apart; printed for signing, or saved as CSV, as a workbook
 * (.xlsx) or as a PDF.
 */
export function CountSheetPanel({ shift, counters, onCounters }: { shift: ShiftDto | null; counters: Counters; onCounters: (c: Counters) => void }) {
  const { t } = useTranslation("reports");
  const sheet = useCountSheet(shift && counters.made ? shift.id : null, counters.made ?? []);
  // The names typed are the report's (they stay while another tab is shown): each change goes up.
  const form = useForm<CounterNames>({ resolver: zodResolver(countersSchema), defaultValues: { first: counters.first, second: counters.second } });
  const errors = form.formState.errors;
  if (!shift) {
    return (
      <Text size="sm" id="count-sheet-needs-shift">
        {t("countSheet.needsShift")}
      </Text>
    );
  }
  /** A counter's name: each change goes up to the report at once. */
  const counter = (name: "first" | "second", id: string, label: string) => (
    <TextInput
      id={id}
      label={label}
      {...form.register(name, { onChange: (e: { target: { value: string } }) => onCounters({ ...counters, [name]: e.target.value }) })}
      error={errors[name]?.message}
      w={220}
    />
  );
  const make = form.handleSubmit((v) => onCounters({ ...counters, made: [v.first, v.second] }));
  return (
    <section aria-labelledby="count-sheet-title">
      <form className="screen-only count-form" onSubmit={make}>
        <Group gap="sm" align="flex-end">
          {counter("first", "counter-1", t("countSheet.first"))}
          {counter("second", "counter-2", t("countSheet.second"))}
          <Button type="submit" variant="default">
            {t("countSheet.make")}
          </Button>
        </Group>
      </form>
      {sheet.error && <ProblemAlert error={sheet.error} />}
      {sheet.isFetching && <Loader size="sm" aria-label={t("countSheet.making")} />}
      {sheet.data && <Sheet sheet={sheet.data} shift={shift} />}
    </section>
  );
}

/**
 * The sheet as made. `shift`: the report's shift, which may have been signed since the sheet
 * was made (the sheet's own shift is as it was then): the paper carries the later signatures.
 */
function Sheet({ sheet, shift }: { sheet: CountSheet; shift: ShiftDto }) {
  const { t } = useTranslation("reports");
  const printing = usePrint();
  const csv = useSaveCsv();
  const xlsx = useSaveFile<"xlsx">();
  const pdf = useSaveFile<"pdf">();
  const s = latest(sheet.shift, shift.id === sheet.shift.id ? shift : undefined);
  return (
    <div className="count-sheet" id="count-sheet">
      <PrintHeading title={t("countSheet.title", { id: s.id })} mark={printing.mark} printedAt={printing.printedAt} shift={s} />
      <Group justify="space-between" align="flex-end" mt="sm">
        <Title order={2} size="h4" id="count-sheet-title">
          {t("countSheet.title", { id: s.id })} <span className="muted small">{t("countSheet.rule")}</span>
        </Title>
        <Group gap="xs" className="screen-only">
          <Button variant="default" loading={printing.busy} onClick={() => void printing.print({ shiftId: s.id, what: "count_sheet", counted: s.closed_at !== null })}>
            {t("countSheet.print")}
          </Button>
          <Button variant="default" loading={csv.busy} onClick={() => void csv.save(`count-sheet-shift-${s.id}.csv`, () => countSheetCsv(s.id, sheet.counters))}>
            {t("countSheet.exportCsv")}
          </Button>
          <Button
            variant="default"
            loading={xlsx.busy !== null}
            onClick={() => void xlsx.save("xlsx", () => saveCountSheetXlsx(`shift-${s.id}-count-sheet.xlsx`, s.id, sheet.counters))}
          >
            {t("countSheet.saveXlsx")}
          </Button>
          <Button
            variant="default"
            loading={pdf.busy !== null}
            onClick={() => void pdf.save("pdf", () => saveCountSheetPdf(`shift-${s.id}-count-sheet.pdf`, s.id, sheet.counters))}
          >
            {t("countSheet.savePdf")}
          </Button>
        </Group>
      </Group>
      <CsvOutcome prefix="count-sheet" csv={csv} className="screen-only" />
      <CsvOutcome prefix="count-sheet-xlsx" csv={xlsx} className="screen-only" />
      <CsvOutcome prefix="count-sheet-pdf" csv={pdf} className="screen-only" />
      <PrintOutcome prefix="count-sheet" paper="countSheet" printing={printing} />
      <dl className="sheet-facts">
        <dt>{t("countSheet.madeAt")}</dt>
        <dd>{dateTimeText(sheet.at)}</dd>
        <dt>{t("countSheet.shift")}</dt>
        <dd>
          {s.id}: {dateTimeText(s.opened_at)} – {s.closed_at ? dateTimeText(s.closed_at) : t("countSheet.stillOpen")}
        </dd>
        <dt>{t("countSheet.floorManager")}</dt>
        <dd>{s.floor_manager}</dd>
        <dt>{t("countSheet.counters")}</dt>
        <dd id="count-sheet-counters">{sheet.counters.join(", ")}</dd>
      </dl>
      <SectionTable id="count-boxes" labelledBy="count-sheet-title">
        <ColumnHeads
          columns={[
            t("countSheet.box"),
            t("countSheet.game"),
            { label: t("countSheet.drops"), className: "num-cell" },
            { label: t("countSheet.time"), className: "num-cell" },
            { label: t("countSheet.adjustments"), className: "num-cell" },
            { label: t("countSheet.amount"), className: "num-cell" },
            { label: t("countSheet.jackpot"), className: "num-cell box-apart" },
          ]}
        />
        <Table.Tbody>
          {sheet.boxes.map((b) => (
            <Table.Tr key={b.table_id} data-table={b.table_id}>
              <Table.Th scope="row">{b.table}</Table.Th>
              <Table.Td>{gameWords(b.game)}</Table.Td>
              <Table.Td className="num-cell"><Money cents={b.drops_cents} /></Table.Td>
              <Table.Td className="num-cell"><Money cents={b.time_cents} /></Table.Td>
              <Table.Td className="num-cell"><span className="num">{formatSignedDollars(b.adjustment_cents)}</span></Table.Td>
              <Table.Td className="num-cell" data-field="amount"><Money cents={b.amount_cents} /></Table.Td>
              <Table.Td className="num-cell box-apart" data-field="jackpot"><Money cents={b.jackpot_cents} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-table="total">
            <Table.Th scope="row">
              <Trans t={t} i18nKey="countSheet.boxes" values={{ total: sheet.box_count }} components={{ num: <span className="num" id="box-count" /> }} />
            </Table.Th>
            <Table.Td colSpan={4}>{t("countSheet.total")}</Table.Td>
            <Table.Td className="num-cell" id="count-total"><Money cents={sheet.total_cents} /></Table.Td>
            <Table.Td className="num-cell box-apart" id="count-jackpot-total"><Money cents={sheet.jackpot_total_cents} /></Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </SectionTable>
      <Text size="sm" mt={4} id="count-jackpot-note">
        {t("countSheet.jackpotNote")}
      </Text>
      <SignatureLines id="count-signatures" who={[...sheet.counters.map((c) => t("countSheet.counter", { name: c })), ...shiftSignatures(s, signatureTexts)]} />
    </div>
  );
}
