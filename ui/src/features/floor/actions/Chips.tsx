// A seated player's chips: the floor's dialog for an add-on (its form, shared with the dealer's
// seat panel: components/AddChipsForm.tsx), and the floor's correction of a stack to the chips
// counted on the felt (the floor manager's PIN and a reason).
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCorrectChips, type BuyIn, type SeatDto } from "../../../api";
import { Dialog } from "../../../components/Dialog";
import { AddChipsForm } from "../../../components/AddChipsForm";
import { FormPinField, floorPin } from "../../../components/PinField";
import { DialogActions, DialogDone } from "../../../components/DialogActions";
import { parseDollars } from "../../../lib/dollars";
import { formatDollars, formatSignedDollars } from "../../../lib/money";
import { dollarsText, filledText, z } from "../../../lib/zod";

/** The floor's dialog for an add-on, from the seat's menu. */
export function AddChipsDialog({ seat, tableName, buyIn, opened, onClose }: { seat: SeatDto; tableName: string; buyIn: BuyIn; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("floor");
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      className="chips-dialog"
      title={t("addChips.title", { name: seat.player_name, table: tableName, seat: seat.seat_no })}
    >
      {opened && (
        <Stack gap="sm">
          <Text size="sm">
            {seat.pending_add_on_cents > 0
              ? t("addChips.stackNowPending", { stack: formatDollars(seat.stack_cents), pending: formatSignedDollars(seat.pending_add_on_cents) })
              : t("addChips.stackNow", { stack: formatDollars(seat.stack_cents) })}
          </Text>
          <AddChipsForm seat={seat} buyIn={buyIn} id={`add-chips-${seat.table_id}-${seat.seat_no}`} autofocus />
          <DialogDone onClose={onClose} />
        </Stack>
      )}
    </Dialog>
  );
}

const correctSchemaOf = (t: TFunction<"floor">) =>
  z.object({
    count: dollarsText(t("correctChips.typeDollars")),
    reason: filledText(t("correctChips.sayWhy")),
    pin: floorPin,
  });
type Correction = z.input<ReturnType<typeof correctSchemaOf>>;
const NO_CORRECTION: Correction = { count: "", reason: "", pin: "" };

/**
 * The floor sets a stack to the chips counted on the felt: the count, a reason for the audit
 * log, and the floor manager's PIN. The room records the difference as a correction, shown in
 * the report's chips.
 */
export function CorrectChipsDialog({ seat, tableName, opened, onClose }: { seat: SeatDto; tableName: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("floor");
  const correct = useCorrectChips();
  const correctSchema = useMemo(() => correctSchemaOf(t), [t]);
  const form = useForm<Correction>({ resolver: zodResolver(correctSchema), defaultValues: NO_CORRECTION });
  const errors = form.formState.errors;
  const [done, setDone] = useState<string | null>(null);
  const id = `correct-chips-${seat.table_id}-${seat.seat_no}`;
  const dismiss = () => {
    form.reset(NO_CORRECTION);
    setDone(null);
    correct.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    const counted = parseDollars(v.count) ?? 0;
    correct.mutate([v.pin, { table_id: seat.table_id, seat_no: seat.seat_no, stack_cents: counted, reason: v.reason }], {
      onSuccess: (answer) => {
        setDone(t("correctChips.done", { name: answer.seat.player_name, stack: formatDollars(answer.seat.stack_cents) }));
        form.setValue("pin", "");
      },
      onError: () => form.setValue("pin", ""),
    });
  });
  return (
    <Dialog
      opened={opened}
      onClose={dismiss}
      className="chips-dialog"
      title={t("correctChips.title", { name: seat.player_name, table: tableName, seat: seat.seat_no })}
    >
      {done ? (
        <Stack gap="sm">
          <Text fw={700} role="status" id={`${id}-done`}>
            {done}
          </Text>
          <DialogDone onClose={dismiss} done />
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              {t("correctChips.intro", { stack: formatDollars(seat.stack_cents) })}
            </Text>
            <TextInput
              id={`${id}-count`}
              label={t("correctChips.counted")}
              size="md"
              inputMode="decimal"
              autoComplete="off"
              withAsterisk
              leftSection={<span aria-hidden="true">$</span>}
              {...form.register("count")}
              error={errors.count?.message}
              data-autofocus
            />
            <TextInput
              id={`${id}-reason`}
              label={t("correctChips.reason")}
              description={t("correctChips.reasonHint")}
              size="md"
              withAsterisk
              {...form.register("reason")}
              error={errors.reason?.message}
            />
            <FormPinField control={form.control} name="pin" id={`${id}-pin`} quiet={!!correct.error} />
            <DialogActions refusalId={`${id}-refusal`} onCancel={dismiss} command={correct}>
              {t("correctChips.submit")}
            </DialogActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
