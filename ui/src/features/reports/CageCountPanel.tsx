import { useMemo, useState } from "react";
import { Button, Group, Loader, Table, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCageCount, useCountersignShift, useRecordBoxCount, type BoxLine, type CageCount, type ShiftDto } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Money } from "../../components/Money";
import { ProblemAlert } from "../../components/ProblemAlert";
import { Refusal } from "../../components/Refusal";
import { parseDollars } from "../../lib/dollars";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { dateTimeText } from "../../lib/time";
import { dollarsText, fieldError, z } from "../../lib/zod";
import { t } from "../../i18n";
import { gameWords } from "./query";
import { PrintHeading } from "./PrintParts";
import { SectionTable } from "./Section";
import { varianceBoxesText } from "./format";
import { SignDialog, warningOf } from "./SignOff";
import { TableBankPanel } from "./TableBankPanel";

/**
 * The cage's count of a shift's drop boxes (issue 37): each box as the room recorded it, what
 * the cage counted, the variance (counted − recorded), and the explanation a variance over the
 * house's threshold needs; the totals; what still blocks the counter-signature; and, for the
 * cage, the counter-signature with the counter's PIN. `isCage`: the one signed in counts (the
 * floor reads the same table, read-only). Under the boxes, the table banks: each one's win
 * against the boxes, and its moves, which the floor and the cage record until the
 * counter-signature.
 */
export function CageCountPanel({ shift, isCage, onSigned }: { shift: ShiftDto | null; isCage: boolean; onSigned: (s: ShiftDto) => void }) {
  const { t } = useTranslation("reports");
  const count = useCageCount(shift?.id ?? null);
  if (!shift) {
    return (
      <Text size="sm" id="cage-count-needs-shift">
        {t("cage.needsShift")}
      </Text>
    );
  }
  return (
    <section aria-labelledby="cage-count-title" id="cage-count">
      {count.error && <ProblemAlert error={count.error} />}
      {count.isPending && <Loader size="sm" aria-label={t("cage.reading")} />}
      {count.data && <Count count={count.data} isCage={isCage} onSigned={onSigned} />}
    </section>
  );
}

function Count({ count, isCage, onSigned }: { count: CageCount; isCage: boolean; onSigned: (s: ShiftDto) => void }) {
  const { t } = useTranslation("reports");
  const s = count.shift;
  const closed = s.closed_at !== null;
  const countersigned = s.countersigned_by !== null;
  // The cage counts a closed shift until it counter-signs it; the floor only reads.
  const editable = isCage && closed && !countersigned;
  return (
    <>
      <PrintHeading title={t("cage.title", { id: s.id })} mark={null} printedAt={null} shift={s} />
      <Group justify="space-between" align="flex-end" mt={4} wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="cage-count-title">
          {t("cage.title", { id: s.id })}
        </Title>
        <CounterSign count={count} isCage={isCage} onSigned={onSigned} />
      </Group>
      <Text size="sm" id="cage-threshold" mt={2}>
        {t(isCage ? "cage.threshold" : "cage.thresholdFloor", { amount: formatDollars(count.threshold_cents) })}
      </Text>
      <Blockers count={count} />
      <SectionTable id="cage-boxes" labelledBy="cage-count-title" className="cage-table" dense>
        <ColumnHeads
          columns={[
            t("cage.table"),
            { label: t("cage.recorded"), className: "num-cell" },
            { label: t("cage.counted"), className: "num-cell" },
            { label: t("cage.variance"), className: "num-cell" },
            t("cage.explanation"),
            t("cage.countedBy"),
            { label: t("cage.actions"), hidden: true },
          ]}
        />
        <Table.Tbody>
          {count.boxes.map((b) => (
            <BoxRow key={b.table_id} box={b} shiftId={s.id} threshold={count.threshold_cents} editable={editable} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-table="total">
            <Table.Th scope="row">{t("cage.total")}</Table.Th>
            <Table.Td className="num-cell" id="cage-total-recorded">
              <Money cents={count.expected_cents} />
            </Table.Td>
            <Table.Td className="num-cell" id="cage-total-counted">
              <Money cents={count.counted_cents} />
            </Table.Td>
            <Table.Td className="num-cell" id="cage-total-variance">
              <Variance cents={count.variance_cents} over={false} />
            </Table.Td>
            <Table.Td colSpan={3} className="muted">
              {count.uncounted > 0 ? t("cage.countedOnly", { uncounted: count.uncounted }) : t("cage.everyCounted")}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </SectionTable>
      <TableBankPanel count={count} canRecord={!countersigned} />
    </>
  );
}

/** What still stands between the count and the cage's counter-signature, in words. */
function Blockers({ count }: { count: CageCount }) {
  const { t } = useTranslation("reports");
  const s = count.shift;
  if (s.countersigned_by) return null;
  const left = [
    s.closed_at === null && t("cage.blockOpen"),
    count.uncounted > 0 && t("cage.blockUncounted", { count: count.uncounted }),
    count.unexplained > 0 && t("cage.blockUnexplained", { count: count.unexplained }),
    s.closed_at !== null && s.signed_off_by === null && t("cage.blockUnsigned"),
  ].filter((x): x is string => typeof x === "string");
  if (left.length === 0) {
    return (
      <Text size="sm" id="cage-blockers" data-state="ready" fw={600} className="signed-off">
        <span aria-hidden="true">✓ </span>
        {t("cage.ready")}
      </Text>
    );
  }
  return (
    <Text size="sm" id="cage-blockers" data-state="blocked" className="cage-blockers">
      <span aria-hidden="true">! </span>
      {t("cage.before", { list: left.join("; ") })}
    </Text>
  );
}

/** Counted − recorded with its sign (a true minus), marked when over the threshold. */
function Variance({ cents, over, preview = false }: { cents: number; over: boolean; preview?: boolean }) {
  const { t } = useTranslation("reports");
  const kind = cents < 0 ? "short" : cents > 0 ? "over" : "even";
  return (
    <span className={`diff ${kind}${over ? " over-threshold" : ""}${preview ? " preview" : ""}`} data-field="variance">
      {formatSignedDollars(cents)}
      {over && <span className="threshold-mark"> {t("cage.overThreshold")}</span>}
    </span>
  );
}

/** The form of one box's count: what the box held, why it differs, why it is counted again. */
function boxSchema(box: BoxLine, threshold: number, recount: boolean) {
  return z
    .object({
      counted: dollarsText(() => t("reports:cage.countedRequired")),
      explanation: z.string().trim().max(500, fieldError(() => t("reports:cage.explanationLong"))),
      reason: z.string().trim().max(500, fieldError(() => t("reports:cage.reasonLong"))),
    })
    .superRefine((v, ctx) => {
      if (recount && v.reason === "") ctx.addIssue({ code: "custom", path: ["reason"], message: t("reports:cage.reasonRequired") });
      const counted = parseDollars(v.counted);
      if (counted !== null && overThreshold(counted - box.expected_cents, threshold) && v.explanation === "" && box.explanation === null) {
        ctx.addIssue({ code: "custom", path: ["explanation"], message: t("reports:cage.explainRequired", { amount: formatDollars(threshold) }) });
      }
    });
}
type BoxValues = z.input<ReturnType<typeof boxSchema>>;

/**
 * Whether a variance being typed would need an explanation: the room's rule (its size past the
 * threshold), said before the count is sent so the explanation goes with it. The room decides on
 * its own when the count arrives; the row then shows the room's variance.
 */
const overThreshold = (variance: number, threshold: number) => Math.abs(variance) > Math.abs(threshold);

/**
 * One drop box. For the cage: a box not counted yet has its count field; a counted one, a
 * Recount button that asks the new count and a reason. A variance past the threshold asks an
 * explanation (one given before stays unless another is written).
 */
function BoxRow({ box, shiftId, threshold, editable }: { box: BoxLine; shiftId: number; threshold: number; editable: boolean }) {
  const { t } = useTranslation("reports");
  const record = useRecordBoxCount();
  const [recounting, setRecounting] = useState(false);
  const counted = box.counted_cents !== null;
  const editing = editable && (!counted || recounting);
  const schema = useMemo(() => boxSchema(box, threshold, counted), [box, threshold, counted]);
  const form = useForm<BoxValues>({ resolver: zodResolver(schema), defaultValues: { counted: "", explanation: "", reason: "" } });
  const errors = form.formState.errors;
  const formId = `box-form-${box.table_id}`;
  const refusalId = `box-refusal-${box.table_id}`;
  const typed = parseDollars(form.watch("counted") ?? "");
  const preview = editing && typed !== null ? typed - box.expected_cents : null;
  const asksExplanation = editing && ((preview !== null && overThreshold(preview, threshold)) || (box.over_threshold && box.explanation === null));
  const stop = () => {
    setRecounting(false);
    form.reset({ counted: "", explanation: "", reason: "" });
    record.reset();
  };
  const submit = form.handleSubmit((v) =>
    record.mutate(
      [
        {
          shift_id: shiftId,
          table_id: box.table_id,
          counted_cents: parseDollars(v.counted)!,
          explanation: v.explanation === "" ? null : v.explanation,
          reason: counted ? v.reason : null,
        },
      ],
      { onSuccess: stop },
    ),
  );
  const state = box.over_threshold ? "over" : box.variance_cents !== null && box.variance_cents !== 0 ? "variance" : counted ? "counted" : "uncounted";
  return (
    <>
      <Table.Tr data-table={box.table_id} data-state={state} className={box.over_threshold ? "over-row" : undefined}>
        <Table.Th scope="row">
          {box.table} <span className="muted small">{gameWords(box.game)}</span>
        </Table.Th>
        <Table.Td className="num-cell" data-field="recorded">
          <Money cents={box.expected_cents} />
        </Table.Td>
        <Table.Td className="num-cell" data-field="counted">
          {editing ? (
            <TextInput
              id={`box-counted-${box.table_id}`}
              form={formId}
              size="xs"
              w={110}
              ml="auto"
              inputMode="decimal"
              autoComplete="off"
              aria-label={t("cage.countedIn", { table: box.table })}
              leftSection={<span aria-hidden="true">$</span>}
              error={errors.counted?.message}
              autoFocus={recounting}
              {...form.register("counted")}
            />
          ) : counted ? (
            <Money cents={box.counted_cents!} />
          ) : (
            <span className="muted">{t("cage.notCounted")}</span>
          )}
        </Table.Td>
        <Table.Td className="num-cell">
          {preview !== null ? (
            <Variance cents={preview} over={overThreshold(preview, threshold)} preview />
          ) : box.variance_cents !== null ? (
            <Variance cents={box.variance_cents} over={box.over_threshold} />
          ) : (
            <span className="muted">–</span>
          )}
        </Table.Td>
        <Table.Td data-field="explanation" className="explanation-cell">
          {asksExplanation ? (
            <TextInput
              id={`box-explanation-${box.table_id}`}
              form={formId}
              size="xs"
              aria-label={t("cage.explanationOf", { table: box.table })}
              placeholder={box.explanation ?? t("cage.whyDiffers")}
              withAsterisk={box.explanation === null}
              required={box.explanation === null}
              error={errors.explanation?.message}
              {...form.register("explanation")}
            />
          ) : box.explanation ? (
            <span>{box.explanation}</span>
          ) : box.over_threshold ? (
            <span className="unsigned">{t("cage.needsExplanation")}</span>
          ) : null}
        </Table.Td>
        <Table.Td data-field="counted-by" className="small">
          {box.counted_by && box.counted_at ? (
            <>
              {box.counted_by}, {dateTimeText(box.counted_at)}
              {box.counts > 1 && <span className="muted"> · {t("cage.countNo", { number: box.counts })}</span>}
            </>
          ) : null}
        </Table.Td>
        <Table.Td className="count-actions">
          {editing ? (
            <form id={formId} noValidate onSubmit={submit}>
              <Group gap={4} wrap="nowrap" justify="flex-end" align="flex-start">
                {counted && (
                  <TextInput
                    id={`box-reason-${box.table_id}`}
                    size="xs"
                    w={170}
                    aria-label={t("cage.recountReason", { table: box.table })}
                    placeholder={t("cage.recountPlaceholder")}
                    withAsterisk
                    error={errors.reason?.message}
                    {...form.register("reason")}
                  />
                )}
                <Button
                  type="submit"
                  size="xs"
                  loading={record.isPending}
                  aria-label={t(counted ? "cage.saveRecountTable" : "cage.saveTable", { table: box.table })}
                  aria-describedby={record.error ? refusalId : undefined}
                >
                  {counted ? t("cage.saveRecount") : t("cage.save")}
                </Button>
                {recounting && (
                  <Button type="button" size="xs" variant="default" onClick={stop}>
                    {t("cage.cancel")}
                  </Button>
                )}
              </Group>
            </form>
          ) : editable && counted ? (
            <Button size="xs" variant="default" onClick={() => setRecounting(true)} aria-label={t("cage.recountTable", { table: box.table })}>
              {t("cage.recount")}
            </Button>
          ) : null}
        </Table.Td>
      </Table.Tr>
      {record.error && (
        <Table.Tr>
          <Table.Td colSpan={7}>
            <Refusal id={refusalId} error={record.error} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/**
 * The cage's counter-signature: who and when once signed; for the cage, the button (enabled when
 * the count is ready) and its PIN dialog, which names the boxes with a variance before the PIN.
 */
function CounterSign({ count, isCage, onSigned }: { count: CageCount; isCage: boolean; onSigned: (s: ShiftDto) => void }) {
  const { t } = useTranslation("reports");
  const countersign = useCountersignShift();
  const [asking, setAsking] = useState(false);
  const s = count.shift;
  if (s.countersigned_by && s.countersigned_at) {
    return (
      <Text size="sm" id="countersign-state" data-state="signed" fw={600} className="signed-off">
        <span aria-hidden="true">✓ </span>
        {t("signatures.countersigned", { name: s.countersigned_by, time: dateTimeText(s.countersigned_at) })}
      </Text>
    );
  }
  const dismiss = () => {
    setAsking(false);
    countersign.reset();
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" id="countersign-state" data-state="unsigned" className="unsigned">
        <span aria-hidden="true">! </span>
        {t("signatures.notCountersigned")}
      </Text>
      {isCage && (
        <Button size="sm" className="screen-only" aria-haspopup="dialog" disabled={!count.ready} onClick={() => setAsking(true)} id="countersign-open">
          {t("cage.countersignButton")}
        </Button>
      )}
      <SignDialog
        opened={asking}
        title={t("cage.countersignTitle", { id: s.id })}
        pinId="countersign-pin"
        refusalId="countersign-refusal"
        command={countersign}
        onCancel={dismiss}
        onSign={(pin, done) =>
          countersign.mutate([s.id, pin], {
            onSuccess: (signed) => {
              dismiss();
              onSigned(signed);
            },
            onError: done,
          })
        }
        action={t("cage.countersignAction")}
        warning={warningOf("countersign-variances", varianceBoxesText(count.boxes), t("cage.countersignAfter"))}
      >
        {t("cage.countersignExplain", { id: s.id })}
      </SignDialog>
    </Group>
  );
}
