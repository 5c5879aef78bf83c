import { Group, Modal, NativeSelect, PasswordInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCorrectHand, type AdjustmentDto, type HandView } from "../../api";
import { DialogActions } from "../../components/DialogActions";
import { formatDollars } from "../../lib/money";
import { amountCents, correctionSchema, EMPTY_FORM, partiesOf, readCorrection, type CorrectionForm } from "./correction";

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
  return (
    <Modal className="hist-dialog" opened={opened} onClose={onClose} title={`Correct chips: ${title}`} centered size="lg" closeButtonProps={{ "aria-label": "Close the dialog" }}>
      {opened && <CorrectionFormView hand={hand} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function CorrectionFormView({ hand, onClose, onDone }: Omit<Props, "opened" | "title">) {
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
  const choices = [{ value: "", label: "Choose…" }, ...parties];
  const nameOf = (value: string) => parties.find((p) => p.value === value)?.label.replace(/^The house$/, "the house");
  const set = (field: keyof CorrectionForm) => register(field, { onChange: () => clearErrors(field) });
  const cents = amountCents(form.amount);
  const preview = form.from && form.to && form.from !== form.to && cents ? `Moves ${formatDollars(cents)} from ${nameOf(form.from)} to ${nameOf(form.to)}.` : null;
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
          <NativeSelect id="correct-from" label="From" size="md" {...set("from")} data={choices} error={errors.from?.message} data-autofocus />
          <NativeSelect id="correct-to" label="To" size="md" {...set("to")} data={choices} error={errors.to?.message} />
        </Group>
        <TextInput
          id="correct-amount"
          label="Amount"
          description="Dollars and cents, such as 1 or 2.50"
          size="md"
          inputMode="decimal"
          autoComplete="off"
          leftSection={<span aria-hidden="true">$</span>}
          {...set("amount")}
          error={errors.amount?.message}
        />
        <Textarea id="correct-reason" label="Why" description="Kept in the audit log with the correction" size="md" rows={2} {...set("reason")} error={errors.reason?.message} />
        <PasswordInput id="correct-pin" label="Your PIN" size="md" w={200} inputMode="numeric" autoComplete="off" {...set("pin")} error={errors.pin?.message} />
        <Text size="sm" id="correct-preview" aria-live="polite" className="num">
          {preview ?? "\u00a0"}
        </Text>
        <DialogActions size="md" refusalId="correct-refusal" onCancel={onClose} command={correct}>
          Correct the hand
        </DialogActions>
      </Stack>
    </form>
  );
}
