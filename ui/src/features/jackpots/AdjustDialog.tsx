// The floor corrects a fund's balance: an amount added or taken off, a reason for the audit
// trail and the ledger, and the floor manager's PIN.
import { useState } from "react";
import { Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAdjustJackpot, type FundView } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { FormPinField, floorPin } from "../../components/PinField";
import { SegmentedField } from "../../components/SegmentedField";
import { parseDollars } from "../../lib/dollars";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { filledText, positiveDollarsText, z } from "../../lib/zod";

const adjustSchema = z.object({
  direction: z.enum(["add", "take"]),
  amount: positiveDollarsText("Type dollars above zero, such as 25 or 0.50."),
  reason: filledText("Say why the fund is corrected."),
  pin: floorPin,
});
type Adjust = z.input<typeof adjustSchema>;
const NO_ADJUSTMENT: Adjust = { direction: "add", amount: "", reason: "", pin: "" };

const DIRECTIONS = [
  { value: "add", label: "Add to the fund" },
  { value: "take", label: "Take off the fund" },
] as const;

export function AdjustDialog({ fund, opened, onClose }: { fund: FundView; opened: boolean; onClose: () => void }) {
  const adjust = useAdjustJackpot();
  const form = useForm<Adjust>({ resolver: zodResolver(adjustSchema), defaultValues: NO_ADJUSTMENT });
  const errors = form.formState.errors;
  const [done, setDone] = useState<string | null>(null);
  const id = `adjust-${fund.id}`;
  const dismiss = () => {
    form.reset(NO_ADJUSTMENT);
    setDone(null);
    adjust.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    const cents = (parseDollars(v.amount) ?? 0) * (v.direction === "take" ? -1 : 1);
    adjust.mutate([{ fund_id: fund.id, amount_cents: cents, reason: v.reason.trim(), pin: v.pin }], {
      onSuccess: (answer) => {
        const now = answer.funds.find((f) => f.id === fund.id);
        setDone(`${fund.name} corrected by ${formatSignedDollars(cents)}${now ? `: it holds ${formatDollars(now.balance_cents)}` : ""}.`);
      },
      onSettled: () => form.setValue("pin", ""),
    });
  });
  return (
    <Dialog opened={opened} onClose={dismiss} className="jackpot-dialog" title={`Correct the ${fund.name} fund`}>
      {done ? (
        <Stack gap="sm">
          <Text fw={700} role="status" id={`${id}-done`}>
            {done}
          </Text>
          <DialogDone onClose={dismiss} done />
        </Stack>
      ) : (
        <form noValidate onSubmit={submit} id={id}>
          <Stack gap="sm">
            <Text size="sm">
              The fund holds {formatDollars(fund.balance_cents)}. A correction is kept in the ledger and the audit trail with your name and reason.
            </Text>
            <SegmentedField control={form.control} name="direction" id={`${id}-direction`} label="Correction" data={DIRECTIONS} onPick={() => adjust.reset()} />
            <TextInput
              id={`${id}-amount`}
              label="Amount"
              size="md"
              inputMode="decimal"
              autoComplete="off"
              withAsterisk
              leftSection={<span aria-hidden="true">$</span>}
              error={errors.amount?.message}
              {...form.register("amount")}
              data-autofocus
            />
            <TextInput
              id={`${id}-reason`}
              label="Reason"
              description="Kept in the audit log with your name"
              size="md"
              withAsterisk
              error={errors.reason?.message}
              {...form.register("reason")}
            />
            <FormPinField control={form.control} name="pin" id={`${id}-pin`} quiet={!!adjust.error} />
            <DialogActions refusalId={`${id}-refusal`} onCancel={dismiss} command={adjust}>
              Correct the fund
            </DialogActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
