// The floor corrects a fund's balance: an amount added or taken off, a reason for the audit
// trail and the ledger, and the floor manager's PIN.
import { useMemo, useState } from "react";
import { Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useAdjustJackpot, type FundView } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { FormPinField, floorPin } from "../../components/PinField";
import { SegmentedField } from "../../components/SegmentedField";
import { t } from "../../i18n";
import { parseDollars } from "../../lib/dollars";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { filledText, positiveDollarsText, z } from "../../lib/zod";

const adjustSchema = () =>
  z.object({
    direction: z.enum(["add", "take"]),
    amount: positiveDollarsText(t("jackpots:adjust.errors.amount")),
    reason: filledText(t("jackpots:adjust.errors.reason")),
    pin: floorPin,
  });
type Adjust = z.input<ReturnType<typeof adjustSchema>>;
const NO_ADJUSTMENT: Adjust = { direction: "add", amount: "", reason: "", pin: "" };

/** Which way a correction goes, in words. */
const directions = () =>
  [
    { value: "add", label: t("jackpots:adjust.add") },
    { value: "take", label: t("jackpots:adjust.take") },
  ] as const;

export function AdjustDialog({ fund, opened, onClose }: { fund: FundView; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation("jackpots");
  const adjust = useAdjustJackpot();
  const schema = useMemo(() => adjustSchema(), [i18n.language]);
  const form = useForm<Adjust>({ resolver: zodResolver(schema), defaultValues: NO_ADJUSTMENT });
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
        setDone(
          now
            ? t("adjust.doneHolds", { fund: fund.name, amount: formatSignedDollars(cents), balance: formatDollars(now.balance_cents) })
            : t("adjust.done", { fund: fund.name, amount: formatSignedDollars(cents) }),
        );
      },
      onSettled: () => form.setValue("pin", ""),
    });
  });
  return (
    <Dialog opened={opened} onClose={dismiss} className="jackpot-dialog" title={t("adjust.title", { fund: fund.name })}>
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
              {t("adjust.intro", { amount: formatDollars(fund.balance_cents) })}
            </Text>
            <SegmentedField control={form.control} name="direction" id={`${id}-direction`} label={t("adjust.correction")} data={directions()} onPick={() => adjust.reset()} />
            <TextInput
              id={`${id}-amount`}
              label={t("adjust.amount")}
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
              label={t("adjust.reason")}
              description={t("adjust.reasonHint")}
              size="md"
              withAsterisk
              error={errors.reason?.message}
              {...form.register("reason")}
            />
            <FormPinField control={form.control} name="pin" id={`${id}-pin`} quiet={!!adjust.error} />
            <DialogActions refusalId={`${id}-refusal`} onCancel={dismiss} command={adjust}>
              {t("adjust.submit")}
            </DialogActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
