// The floor lifts a player's bar or self-restriction (every one that stands): a reason for the
// audit trail and the floor manager's PIN. A self-exclusion is never lifted before its term ends
// (the card offers no lift then; the room refuses it with `self_exclusion_stands`).
import { useMemo } from "react";
import { Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useLiftRestriction, type PlayerCard } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { FormPinField, floorPin } from "../../components/PinField";
import { t } from "../../i18n";
import { filledText, z } from "../../lib/zod";

const schemaOf = () => z.object({ reason: filledText(() => t("players:lift.errors.reason")), pin: floorPin });
type Values = z.input<ReturnType<typeof schemaOf>>;

export function LiftDialog({ card, opened, onClose }: { card: PlayerCard; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation("players");
  const lift = useLiftRestriction();
  const schema = useMemo(() => schemaOf(), [i18n.language]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: "", pin: "" } });
  const dismiss = () => {
    lift.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) =>
    lift.mutate([card.number, v.reason.trim(), v.pin], { onSuccess: onClose, onSettled: () => form.setValue("pin", "") }),
  );
  return (
    <Dialog opened={opened} onClose={dismiss} className="players-dialog" title={t("lift.title", { name: card.name, number: card.number })}>
      <form noValidate onSubmit={submit} id="lift-restriction">
        <Stack gap="sm">
          <Text size="sm">{t("lift.intro")}</Text>
          <TextInput
            id="lift-reason"
            label={t("lift.reason")}
            description={t("lift.reasonHint")}
            withAsterisk
            autoComplete="off"
            data-autofocus
            error={form.formState.errors.reason?.message}
            {...form.register("reason", { onChange: () => lift.reset() })}
          />
          <FormPinField control={form.control} name="pin" id="lift-pin" quiet={!!lift.error} />
          <DialogActions refusalId="lift-refusal" onCancel={dismiss} command={lift}>
            {t("lift.submit")}
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
