import { Button, Group, Loader, Table, Text, TextInput, Title } from "@mantine/core";
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

export type Counters = { first: string; second: string; made: string[] | null };

const countersSchema = z.object({
  first: filledText("Type the first counter's name."),
  second: filledText("Type the second counter's name."),
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
  const sheet = useCountSheet(shift && counters.made ? shift.id : null, counters.made ?? []);
  // The names typed are the report's (they stay while another tab is shown): each change goes up.
  const form = useForm<CounterNames>({ resolver: zodResolver(countersSchema), defaultValues: { first: counters.first, second: counters.second } });
  const errors = form.formState.errors;
  if (!shift) {
    return (
      <Text size="sm" id="count-sheet-needs-shift">
        A count sheet is made for one shift: choose a shift above.
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
          {counter("first", "counter-1", "First counter")}
          {counter("second", "counter-2", "Second counter")}
          <Button type="submit" variant="default">
            Make the count sheet
          </Button>
        </Group>
      </form>
      {sheet.error && <ProblemAlert error={sheet.error} />}
      {sheet.isFetching && <Loader size="sm" aria-label="Making the count sheet" />}
      {sheet.data && <Sheet sheet={sheet.data} shift={shift} />}
    </section>
  );
}

/**
 * The sheet as made. `shift`: the report's shift, which may have been signed since the sheet
 * was made (the sheet's own shift is as it was then): the paper carries the later signatures.
 */
function Sheet({ sheet, shift }: { sheet: CountSheet; shift: ShiftDto }) {
  const printing = usePrint();
  const csv = useSaveCsv();
  const xlsx = useSaveFile<"xlsx">();
  const pdf = useSaveFile<"pdf">();
  const s = latest(sheet.shift, shift.id === sheet.shift.id ? shift : undefined);
  return (
    <div className="count-sheet" id="count-sheet">
      <PrintHeading title={`Count sheet · shift ${s.id}`} mark={printing.mark} printedAt={printing.printedAt} shift={s} />
      <Group justify="space-between" align="flex-end" mt="sm">
        <Title order={2} size="h4" id="count-sheet-title">
          Count sheet · shift {s.id} <span className="muted small">(4 CCR 12385)</span>
        </Title>
        <Group gap="xs" className="screen-only">
          <Button variant="default" loading={printing.busy} onClick={() => void printing.print({ shiftId: s.id, what: "count_sheet", counted: s.closed_at !== null })}>
            Print count sheet
          </Button>
          <Button variant="default" loading={csv.busy} onClick={() => void csv.save(`count-sheet-shift-${s.id}.csv`, () => countSheetCsv(s.id, sheet.counters))}>
            Export count sheet CSV
          </Button>
          <Button
            variant="default"
            loading={xlsx.busy !== null}
            onClick={() => void xlsx.save("xlsx", () => saveCountSheetXlsx(`shift-${s.id}-count-sheet.xlsx`, s.id, sheet.counters))}
          >
            Save count sheet as .xlsx
          </Button>
          <Button
            variant="default"
            loading={pdf.busy !== null}
            onClick={() => void pdf.save("pdf", () => saveCountSheetPdf(`shift-${s.id}-count-sheet.pdf`, s.id, sheet.counters))}
          >
            Save count sheet as PDF
          </Button>
        </Group>
      </Group>
      <CsvOutcome prefix="count-sheet" csv={csv} className="screen-only" />
      <CsvOutcome prefix="count-sheet-xlsx" csv={xlsx} className="screen-only" />
      <CsvOutcome prefix="count-sheet-pdf" csv={pdf} className="screen-only" />
      <PrintOutcome prefix="count-sheet" paper="count sheet" printing={printing} />
      <dl className="sheet-facts">
        <dt>Made at</dt>
        <dd>{dateTimeText(sheet.at)}</dd>
        <dt>Shift</dt>
        <dd>
          {s.id}: {dateTimeText(s.opened_at)} – {s.closed_at ? dateTimeText(s.closed_at) : "still open"}
        </dd>
        <dt>Floor manager</dt>
        <dd>{s.floor_manager}</dd>
        <dt>Counters</dt>
        <dd id="count-sheet-counters">{sheet.counters.join(", ")}</dd>
      </dl>
      <SectionTable id="count-boxes" labelledBy="count-sheet-title">
        <ColumnHeads
          columns={[
            "Drop box (table)",
            "Game",
            { label: "Drops", className: "num-cell" },
            { label: "Time collected", className: "num-cell" },
            { label: "Adjustments", className: "num-cell" },
            { label: "Box amount", className: "num-cell" },
            { label: "Jackpot box", className: "num-cell box-apart" },
          ]}
        />
        <Table.Tbody>
          {sheet.boxes.map((b) => (
            <Table.Tr key={b.table_id} data-table={b.table_id}>
              <Table.Th scope="row">{b.table}</Table.Th>
              <Table.Td>{b.game}</Table.Td>
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
            <Table.Th scope="row">Boxes: <span className="num" id="box-count">{sheet.box_count}</span></Table.Th>
            <Table.Td colSpan={4}>Total</Table.Td>
            <Table.Td className="num-cell" id="count-total"><Money cents={sheet.total_cents} /></Table.Td>
            <Table.Td className="num-cell box-apart" id="count-jackpot-total"><Money cents={sheet.jackpot_total_cents} /></Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </SectionTable>
      <Text size="sm" mt={4} id="count-jackpot-note">
        A table&apos;s jackpot box is a box of its own: the players&apos; money for the jackpot funds, counted apart and never added into the drop
        box&apos;s amount or its total.
      </Text>
      <SignatureLines id="count-signatures" who={[...sheet.counters.map((c) => `Counter ${c}`), ...shiftSignatures(s, signatureTexts)]} />
    </div>
  );
}
