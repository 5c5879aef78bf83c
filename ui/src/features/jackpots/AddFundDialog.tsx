// The floor adds a fund: its name, its terms (`TermsFields`: what it pays, the games and pots
// that feed it, what a hand must prove, how a hit is shared, the payout above which names are
// needed), and the seed it starts with. Terms start now. The room checks them again and refuses
// by code.
import { useMemo, useState } from "react";
import { Stack, Text, TextInput } from "@mantine/core";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useAddJackpotFund, type FundView, type NewFund } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { t } from "../../i18n";
import { parseDollars } from "../../lib/dollars";
import { formatDollars } from "../../lib/money";
import { dollarsText, filledText, z } from "../../lib/zod";
import { NEW_TERMS, TermsFields, termsOf, termsSchema } from "./TermsFields";

const addSchema = () =>
  z.object({
    name: filledText(t("jackpots:addFund.errors.name")).max(64, t("jackpots:addFund.errors.nameLength")),
    seed: dollarsText(t("jackpots:addFund.errors.seed")),
    terms: termsSchema(),
  });
type AddFund = z.input<ReturnType<typeof addSchema>>;

const DEFAULTS: AddFund = { name: "", seed: "0", terms: NEW_TERMS };

/** The fund as the room takes it; only called on values the schema accepted. */
function newFund(v: AddFund): NewFund {
  return { name: v.name.trim(), seed_cents: parseDollars(v.seed) ?? 0, effective_from: null, terms: termsOf(v.terms) };
}

export function AddFundDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation("jackpots");
  const add = useAddJackpotFund();
  const schema = useMemo(() => addSchema(), [i18n.language]);
  const form = useForm<AddFund>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const [added, setAdded] = useState<FundView | null>(null);
  const dismiss = () => {
    form.reset(DEFAULTS);
    setAdded(null);
    add.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => add.mutate([newFund(v)], { onSuccess: setAdded }));
  return (
    <Dialog opened={opened} onClose={dismiss} size="xl" className="jackpot-dialog" title={t("addFund.title")}>
      {added ? (
        <Stack gap="sm">
          <Text fw={700} role="status" id="add-fund-done">
            {t("addFund.done", { fund: added.name, amount: formatDollars(added.balance_cents) })}
          </Text>
          <DialogDone onClose={dismiss} done />
        </Stack>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} id="add-fund">
            <Stack gap="sm">
              <TextInput id="add-fund-name" label={t("addFund.name")} autoComplete="off" withAsterisk data-autofocus error={errors.name?.message} {...form.register("name")} />
              <TermsFields
                id="add-fund"
                onPick={() => add.reset()}
                amount={
                  <TextInput
                    id="add-fund-seed"
                    label={t("addFund.seed")}
                    description={t("addFund.seedHint")}
                    inputMode="decimal"
                    autoComplete="off"
                    withAsterisk
                    leftSection={<span aria-hidden="true">$</span>}
                    error={errors.seed?.message}
                    {...form.register("seed")}
                  />
                }
              />
              <DialogActions refusalId="add-fund-refusal" onCancel={dismiss} command={add}>
                {t("addFund.submit")}
              </DialogActions>
            </Stack>
          </form>
        </FormProvider>
      )}
    </Dialog>
  );
}
