import { Group, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCorrectCollection, type AdjustmentDto, type Mark, type NotPaidReason } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { Refusal } from "../../components/Refusal";
import { FormPinField, floorPin } from "../../components/PinField";
import { filledText, z } from "../../lib/zod";
import { notPaidReasons } from "./words";
import { t } from "../../i18n";

/** The collection to correct, and what the floor sees about it. */
export type CorrectionTarget = { collectionId: number; what: string };

const schema = z.object({
  status: z.enum(["paid", "not_paid"]),
  notPaid: z.string(),
  reason: filledText(() => t("reports:correction.reasonRequired")),
  pin: floorPin,
});
type Values = z.input<typeof schema>;

/**
 * A closed shift's collection marked again, after the fact: the mark it should have had, a
 * reason for the audit log, and the floor manager's PIN. The room records an adjustment; the
 * report shows it apart from what was recorded.
 */
export function CorrectionDialog({ target, onClose, onDone }: { target: CorrectionTarget | null; onClose: () => void; onDone: (a: AdjustmentDto) => void }) {
  const { t } = useTranslation("reports");
  const correct = useCorrectCollection();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { status: "paid", notPaid: "sitting_out", reason: "", pin: "" } });
  const status = form.watch("status");
  const dismiss = () => {
    // Why it was not paid stays as chosen, for the next collection corrected.
    form.reset({ status: "paid", notPaid: form.getValues("notPaid"), reason: "", pin: "" });
    correct.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    if (!target) return;
    const mark: Mark = v.status === "paid" ? { status: "paid" } : { status: "not_paid", reason: v.notPaid as NotPaidReason };
    correct.mutate([v.pin, { collection_id: target.collectionId, mark, reason: v.reason }], {
      onSuccess: (adjustment) => {
        dismiss();
        onDone(adjustment);
      },
      onError: () => form.setValue("pin", ""),
    });
  });
  return (
    <Dialog className="reports-dialog" opened={target !== null} onClose={dismiss} title={t("correction.title")} size="lg" >
      <form id="correction-form" onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" fw={600} id="correction-what">
            {target?.what}
          </Text>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Radio.Group label={t("correction.markQuestion")} value={field.value} onChange={field.onChange}>
                <Group gap="lg" mt={4}>
                  <Radio value="paid" label={t("correction.paid")} id="correction-paid" />
                  <Radio value="not_paid" label={t("correction.notPaid")} id="correction-not-paid" />
                </Group>
              </Radio.Group>
            )}
          />
          {status === "not_paid" && (
            <NativeSelect
              id="correction-not-paid-reason"
              label={t("correction.whyNotPaid")}
              {...form.register("notPaid")}
              data={notPaidReasons()}
              w={280}
            />
          )}
          <TextInput
            id="correction-reason"
            label={t("correction.reason")}
            description={t("correction.reasonHint")}
            withAsterisk
            {...form.register("reason")}
            error={form.formState.errors.reason?.message}
          />
          <FormPinField control={form.control} name="pin" id="correction-pin" quiet={!!correct.error} />
          <Refusal id="correction-refusal" error={correct.error} />
          <DialogActions size={null} onCancel={dismiss} loading={correct.isPending}>
            {t("correction.submit")}
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
