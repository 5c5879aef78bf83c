// The floor pays a hit: a witness (another active staff member) with the witness's PIN, the
// floor manager's own PIN, and a name for each seat paid (a high hand: its holders, once its
// period has ended; the room refuses earlier and says why). Names are needed when the payout is
// over the fund's threshold; below it, a name left blank is the seat's player as seated. It is
// paid in cash, or in chips onto each player's stack at the hit's table: between hands, to
// players still seated (the room refuses otherwise, and says why).
import { useMemo, useState } from "react";
import { Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { usePayJackpot, useStaffList, type FundView, type HitView, type PayoutView } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { FormPinField, floorPin } from "../../components/PinField";
import { FormSelect } from "../../components/FormSelect";
import { SegmentedField } from "../../components/SegmentedField";
import { t } from "../../i18n";
import { roleName } from "../../lib/access";
import { highHandOf, periodEndText } from "../../lib/jackpotWords";
import { formatDollars } from "../../lib/money";
import { useSession } from "../../lib/session";
import { pinText, z } from "../../lib/zod";
import { hitWhere, namesNeeded, paidInChips, partWords, seatsPaid, shareHow, shareWho } from "./words";

/** The form's schema: the names are required when `named`. */
function paySchema(named: boolean) {
  return z.object({
    how: z.enum(["cash", "chips"]),
    witness: z.string().min(1, t("jackpots:pay.errors.witness")),
    witnessPin: pinText(t("jackpots:pay.errors.witnessPin")),
    pin: floorPin,
    names: z.array(
      z.object({
        seat: z.number(),
        name: named ? z.string().trim().min(1, t("jackpots:pay.errors.name")) : z.string().trim(),
      }),
    ),
  });
}
type Pay = z.input<ReturnType<typeof paySchema>>;

/** How a jackpot is paid: in cash (the usual way), or in chips onto the players' stacks. */
const hows = () =>
  [
    { value: "cash", label: t("jackpots:pay.cash") },
    { value: "chips", label: t("jackpots:pay.chips") },
  ] as const;

export function PayDialog({ fund, hit, opened, onClose }: { fund: FundView; hit: HitView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("jackpots");
  return (
    <Dialog opened={opened} onClose={onClose} size="lg" className="jackpot-dialog" title={t("pay.title", { fund: fund.name, where: hitWhere(hit) })}>
      {opened && <PayForm fund={fund} hit={hit} onClose={onClose} />}
    </Dialog>
  );
}

function PayForm({ fund, hit, onClose }: { fund: FundView; hit: HitView; onClose: () => void }) {
  const { t, i18n } = useTranslation("jackpots");
  const pay = usePayJackpot();
  const staff = useStaffList();
  const { staff: me } = useSession();
  const named = namesNeeded(fund, hit);
  const seats = useMemo(() => seatsPaid(fund, hit), [fund, hit]);
  const schema = useMemo(() => paySchema(named), [named, i18n.language]);
  const blank: Pay = { how: "cash", witness: "", witnessPin: "", pin: "", names: seats.map((s) => ({ seat: s.seat, name: "" })) };
  const form = useForm<Pay>({ resolver: zodResolver(schema), defaultValues: blank });
  const errors = form.formState.errors;
  const [paid, setPaid] = useState<PayoutView | null>(null);
  const id = `pay-${hit.id}`;
  const witnesses = (staff.data ?? []).filter((s) => s.active && s.id !== me.id);
  const how = form.watch("how");

  const submit = form.handleSubmit((v) => {
    const names = v.names.map((n) => ({ seat: n.seat, name: n.name.trim() })).filter((n) => n.name !== "");
    pay.mutate(
      [{ fund_id: fund.id, hand_id: hit.hand_id, pin: v.pin, witness_id: Number(v.witness), witness_pin: v.witnessPin, names, in_chips: v.how === "chips" }],
      {
        onSuccess: (payout) => setPaid(payout),
        onSettled: () => {
          form.setValue("pin", "");
          form.setValue("witnessPin", "");
        },
      },
    );
  });

  if (paid) {
    return (
      <Stack gap="sm">
        <Text fw={700} role="status" id={`${id}-done`}>
          {paidInChips(paid)
            ? t("pay.doneChips", { amount: formatDollars(paid.paid_cents), fund: fund.name, table: hit.table_name, after: formatDollars(paid.fund_after_cents) })
            : t("pay.done", { amount: formatDollars(paid.paid_cents), fund: fund.name, after: formatDollars(paid.fund_after_cents) })}
        </Text>
        <ul className="jackpot-shares" aria-label={t("pay.sharesPaid")}>
          {paid.shares.map((s) => (
            <li key={s.seat}>
              {shareWho(s)}: <span className="num">{formatDollars(s.amount_cents)}</span>
              {shareHow(s)}
            </li>
          ))}
        </ul>
        <DialogDone onClose={onClose} done />
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit} id={id}>
      <Stack gap="sm">
        <Text size="sm">
          {t("pay.intro", { amount: formatDollars(fund.balance_cents) })}
        </Text>
        {highHandOf(hit) && (
          <Text size="sm" fw={600} id={`${id}-period`}>
            {t("pay.highHand", { end: periodEndText(hit), percent: fund.terms.split.winner })}
          </Text>
        )}
        <SegmentedField control={form.control} name="how" id={`${id}-how`} label={t("pay.how")} data={hows()} onPick={() => pay.reset()}>
          <Text size="sm" mt={4} id={`${id}-how-words`}>
            {how === "chips" ? t("pay.howChips", { table: hit.table_name }) : t("pay.howCash")}
          </Text>
        </SegmentedField>
        <FormSelect
          control={form.control}
          name="witness"
          id={`${id}-witness`}
          label={t("pay.witness")}
          description={t("pay.witnessHint")}
          withAsterisk
          error={errors.witness?.message}
          onPick={() => pay.reset()}
          data={[
            { value: "", label: staff.isPending ? t("pay.readingStaff") : t("pay.chooseWitness") },
            ...witnesses.map((s) => ({ value: String(s.id), label: t("pay.witnessName", { name: s.name, role: roleName(s.role) }) })),
          ]}
        />
        <Group gap="md" align="flex-start">
          <div>
            <FormPinField control={form.control} name="witnessPin" id={`${id}-witness-pin`} label={t("pay.witnessPin")} quiet={!!pay.error} />
          </div>
          <div>
            <FormPinField control={form.control} name="pin" id={`${id}-pin`} quiet={!!pay.error} />
          </div>
        </Group>
        <fieldset className="jackpot-names">
          <legend>
            {t("pay.players")}{" "}
            <Text span size="sm" c="var(--cr-ink-quiet)">
              {named ? t("pay.namesRequired", { amount: formatDollars(fund.terms.names_above_cents) }) : t("pay.namesOptional")}
            </Text>
          </legend>
          <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
            {seats.map((s, i) => (
              <TextInput
                key={s.seat}
                id={`${id}-name-${s.seat}`}
                label={t("pay.seatName", { seat: s.seat, part: partWords(s.part) })}
                autoComplete="off"
                withAsterisk={named}
                error={errors.names?.[i]?.name?.message}
                {...form.register(`names.${i}.name`)}
              />
            ))}
          </SimpleGrid>
        </fieldset>
        <DialogActions refusalId={`${id}-refusal`} onCancel={onClose} command={pay} color="red.9" about={{ place: how === "chips" ? "jackpot_chips" : undefined }}>
          {t("pay.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
