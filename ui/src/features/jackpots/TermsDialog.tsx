// The floor changes a fund's terms from a date: the same terms' form as a new fund's
// (`TermsFields`), filled with the terms in force, and the time the new ones start (blank: now;
// else now or later, in the room's zone). The terms in force stand until then; the room posts
// the new rules and numbers the new version. The room checks them again and refuses by code.
import { useMemo, useState } from "react";
import { Stack, Text, TextInput } from "@mantine/core";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useChangeJackpotTerms, type FundTermsChange, type FundView, type Jackpots } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { t } from "../../i18n";
import { roomNow } from "../../lib/ticker";
import { dateText, dateTimeText, parseRoomTime, roomTimeOf } from "../../lib/time";
import { z } from "../../lib/zod";
import { TermsFields, termsOf, termsSchema, termsValuesOf } from "./TermsFields";

/** A minute's grace: a time typed as "now" is not refused for the seconds it took to send. */
const GRACE_MS = 60_000;

const changeSchema = () =>
  z.object({
    from: z
      .string()
      .trim()
      .superRefine((text, ctx) => {
        if (text === "") return;
        const from = roomTimeOf(text);
        if (from === null) ctx.addIssue({ code: "custom", message: t("jackpots:changeTerms.errors.from") });
        else if (parseRoomTime(from) < roomNow() - GRACE_MS) {
          ctx.addIssue({ code: "custom", message: t("jackpots:changeTerms.errors.past") });
        }
      }),
    terms: termsSchema(),
  });
type Change = z.input<ReturnType<typeof changeSchema>>;

/**
 * The change as the room takes it; only called on values the schema accepted. A time typed in
 * the minute just begun (the grace above) is sent as now: the room takes no time before now.
 */
function termsChange(fund: FundView, v: Change): FundTermsChange {
  const typed = v.from.trim();
  const from = typed === "" ? null : roomTimeOf(typed);
  return { fund_id: fund.id, terms: termsOf(v.terms, fund.terms), effective_from: from !== null && parseRoomTime(from) <= roomNow() ? null : from };
}

/** What the room did, in words: the new version in force now, or the time it starts. */
function doneWords(fund: FundView, change: FundTermsChange, answer: Jackpots): string {
  const now = answer.funds.find((f) => f.id === fund.id);
  if (now && now.version > fund.version) {
    return t("jackpots:changeTerms.doneNow", { fund: fund.name, version: now.version, from: dateTimeText(now.effective_from) });
  }
  return change.effective_from
    ? t("jackpots:changeTerms.doneLater", { fund: fund.name, from: dateTimeText(change.effective_from), version: fund.version })
    : t("jackpots:changeTerms.doneSoon", { fund: fund.name, version: fund.version });
}

export function TermsDialog({ fund, opened, onClose }: { fund: FundView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("jackpots");
  return (
    <Dialog opened={opened} onClose={onClose} size="xl" className="jackpot-dialog" title={t("changeTerms.title", { fund: fund.name })}>
      {opened && <TermsForm fund={fund} onClose={onClose} />}
    </Dialog>
  );
}

function TermsForm({ fund, onClose }: { fund: FundView; onClose: () => void }) {
  const { t, i18n } = useTranslation("jackpots");
  const change = useChangeJackpotTerms();
  const schema = useMemo(() => changeSchema(), [i18n.language]);
  const form = useForm<Change>({ resolver: zodResolver(schema), defaultValues: { from: "", terms: termsValuesOf(fund.terms) } });
  const errors = form.formState.errors;
  const [done, setDone] = useState<string | null>(null);
  const id = `terms-${fund.id}`;
  const submit = form.handleSubmit((v) => {
    const sent = termsChange(fund, v);
    change.mutate([sent], { onSuccess: (answer) => setDone(doneWords(fund, sent, answer)) });
  });

  if (done) {
    return (
      <Stack gap="sm">
        <Text fw={700} role="status" id={`${id}-done`}>
          {done}
        </Text>
        <DialogDone onClose={onClose} done />
      </Stack>
    );
  }
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} id={id}>
        <Stack gap="sm">
          <Text size="sm">
            {t("changeTerms.intro", { version: fund.version, since: dateText(fund.effective_from) })}
          </Text>
          <TermsFields id={id} onPick={() => change.reset()} />
          {/* Last, beside the button: a time refused is said where the floor looks. */}
          <TextInput
            id={`${id}-from`}
            type="datetime-local"
            label={t("changeTerms.from")}
            description={t("changeTerms.fromHint")}
            maw={440}
            error={errors.from?.message}
            {...form.register("from")}
          />
          <DialogActions refusalId={`${id}-refusal`} onCancel={onClose} command={change}>
            {t("changeTerms.submit")}
          </DialogActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
