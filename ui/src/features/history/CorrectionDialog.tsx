import { Group, Modal, NativeSelect, PasswordInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCorrectHand, type AdjustmentDto, type HandView } from "../../api";
import { DialogActions } from "../../components/DialogActions";
import { formatDollars } from "../../lib/money";
import { amountCents, correctionSchema, EMPTY_FORM, HOUSE, partiesOf, readCorrection, type CorrectionForm } from "./correction";

type Props = {
  /** The hand as it ended: who was in it. */
  hand: HandView;
  /** "Hand 35 at Table 7". */
  title: string;
  opened: boolean;
  onClose: () => void;
  onDone: (adjustment: AdjustmentDto) => void;
};

/**
 * Corrects a finished hand's chips (floor only): from a seat or the house, to a seat or the house,
 * an amount in dollars, why, and the floor manager's PIN. The room appends the correction to the
 * audit log; the hand's own record stays as dealt.
 */
export function CorrectionDialog({ hand, title, opened, onClose, onDone }: Props) {
  const { t } = useTranslation("history");
  return (
    <Modal
      className="hist-dialog"
      opened={opened}
      onClose={onClose}
      title={t("correction.dialogTitle", { hand: title })}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("correction.close") }}
    >
      {opened && <CorrectionFormView hand={hand} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function CorrectionFormView({ hand, onClose, onDone }: Omit<Props, "opened" | "title">) {
  const { t } = useTranslation("history");
  // What to fix is said when the form is sent; fixing a field clears its message.
  const { register, handleSubmit, watch, clearErrors, formState } = useForm<CorrectionForm>({
    resolver: zodResolver(correctionSchema),
    reValidateMode: "onSubmit",
    defaultValues: EMPTY_FORM,
  });
  const errors = formState.errors;
  const form = watch();
  const correct = useCorrectHand();
  const parties = partiesOf(hand);
  const choices = [{ value: "", label: t("correction.choose") }, ...parties];
  const nameOf = (value: string) => (value === HOUSE ? t("correction.theHouseInSentence") : parties.find((p) => p.value === value)?.label);
  const set = (field: keyof CorrectionForm) => register(field, { onChange: () => clearErrors(field) });
  const cents = amountCents(form.amount);
  const preview =
    form.from && form.to && form.from !== form.to && cents
      ? t("correction.preview", { amount: formatDollars(cents), from: nameOf(form.from), to: nameOf(form.to) })
      : null;
  const submit = handleSubmit((values) => {
    const read = readCorrection(hand.hand_id, values);
    if (!read.ok) return;
    correct.mutate([read.pin, read.correction], {
      onSuccess: (adjustment) => {
        onDone(adjustment);
        onClose();
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate id="correct-form">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NativeSelect id="correct-from" label={t("correction.from")} size="md" {...set("from")} data={choices} error={errors.from?.message} data-autofocus />
          <NativeSelect id="correct-to" label={t("correction.to")} size="md" {...set("to")} data={choices} error={errors.to?.message} />
        </Group>
        <TextInput
          id="correct-amount"
          label={t("correction.amount")}
          description={t("correction.amountHint")}
          size="md"
          inputMode="decimal"
          autoComplete="off"
          leftSection={<span aria-hidden="true">$</span>}
          {...set("amount")}
          error={errors.amount?.message}
        />
        <Textarea id="correct-reason" label={t("correction.why")} description={t("correction.whyHint")} size="md" rows={2} {...set("reason")} error={errors.reason?.message} />
        <PasswordInput id="correct-pin" label={t("correction.pin")} size="md" w={200} inputMode="numeric" autoComplete="off" {...set("pin")} error={errors.pin?.message} />
        <Text size="sm" id="correct-preview" aria-live="polite" className="num">
          {preview ?? "\u00a0"}
        </Text>
        <DialogActions size="md" refusalId="correct-refusal" onCancel={onClose} command={correct}>
          {t("correction.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
