// A fund's terms as the floor types them, one form for a new fund (`AddFundDialog`) and for new
// terms of a fund (`TermsDialog`): what it pays (a bad beat, or the high hand of each period),
// the games and pots that feed it (the collection, the pot it is taken from, at the flop or not,
// the house's fee, the cap), what a hand must prove (a bad beat: the losing hand at least, both
// hole cards, the players dealt in; a high hand: the period, the weakest hand that counts, both
// hole cards, how a tie is paid), how a hit is shared (a high hand: the winner's share only, the
// loser's and the table's 0), and the payout above which names are needed. The form's values
// hold them under `terms`; the room checks them again and refuses by code.
import type { ReactNode } from "react";
import { Checkbox, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FundTerms, GameCode, Qualifier, TieRule } from "../../api";
import { FormSelect } from "../../components/FormSelect";
import { SegmentedField } from "../../components/SegmentedField";
import { dollarsInputOf, parseDollars } from "../../lib/dollars";
import { t } from "../../i18n";
import { GAME_NAMES } from "../../lib/games";
import { dollarsText, positiveDollarsText, z } from "../../lib/zod";
import { PERIODS, periodWords, POT_GAMES } from "./words";

/** Five cards, such as "9c 9d 9h 9s 2c": a rank (2-9, T, J, Q, K, A) and a suit (c, d, h, s) each. */
const FIVE_CARDS = /^([2-9TJQKA][cdhs]\s+){4}[2-9TJQKA][cdhs]$/i;

/** What a fund pays: a bad beat, or the high hand of each period. */
type Kind = Qualifier["kind"];

const percent = () => t("jackpots:terms.errors.percent");
const isWhole = (text: string, min: number, max: number) => /^\d{1,3}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * The terms' fields, each checked as the floor types it; those of the other kind of fund are not
 * checked. Made when a form opens: its words are those of the language the screens speak then.
 */
export const termsSchema = () =>
  z
    .object({
      kind: z.enum(["bad_beat", "high_hand"]),
      games: z.array(z.string()).min(1, t("jackpots:terms.errors.games")),
      drop: positiveDollarsText(t("jackpots:terms.errors.drop")),
      minPot: dollarsText(t("jackpots:terms.errors.minPot")),
      atFlop: z.boolean(),
      fee: z
        .string()
        .trim()
        .refine((text) => isWhole(text, 0, 100), percent()),
      cap: z
        .string()
        .trim()
        .refine((text) => text === "" || parseDollars(text) !== null, t("jackpots:terms.errors.cap")),
      bothHoleCards: z.boolean(),
      namesAbove: dollarsText(t("jackpots:terms.errors.namesAbove")),
      // A bad beat's: checked below only for a bad beat.
      loserAtLeast: z.string(),
      minDealtIn: z.string(),
      loser: z.string(),
      winner: z.string(),
      table: z.string(),
      // A high hand's: checked below only for a high hand.
      period: z.string(),
      atLeast: z.string(),
      ties: z.enum(["share", "first_shown"]),
      prize: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (v.kind === "bad_beat") {
        if (!FIVE_CARDS.test(v.loserAtLeast.trim())) issue("loserAtLeast", t("jackpots:terms.errors.loserAtLeast"));
        if (!isWhole(v.minDealtIn, 2, 10)) issue("minDealtIn", t("jackpots:terms.errors.minDealtIn"));
        for (const share of ["loser", "winner", "table"] as const) if (!isWhole(v[share], 0, 100)) issue(share, percent());
        if ([v.loser, v.winner, v.table].reduce((sum, p) => sum + (Number(p) || 0), 0) > 100) issue("table", t("jackpots:terms.errors.shares"));
      } else {
        if (!PERIODS.some((p) => String(p.minutes) === v.period)) issue("period", t("jackpots:terms.errors.period"));
        if (v.atLeast.trim() !== "" && !FIVE_CARDS.test(v.atLeast.trim())) {
          issue("atLeast", t("jackpots:terms.errors.atLeast"));
        }
        if (!isWhole(v.prize, 1, 100)) issue("prize", t("jackpots:terms.errors.prize"));
      }
    });
export type TermsValues = z.input<ReturnType<typeof termsSchema>>;

/** A new fund's terms until the floor changes them: the demo's bad beat. */
export const NEW_TERMS: TermsValues = {
  kind: "bad_beat",
  games: ["holdem"],
  drop: "1",
  minPot: "20",
  atFlop: true,
  fee: "0",
  cap: "",
  bothHoleCards: true,
  namesAbove: "500",
  loserAtLeast: "9c 9d 9h 9s 2c",
  minDealtIn: "4",
  loser: "50",
  winner: "25",
  table: "15",
  period: "60",
  atLeast: "",
  ties: "share",
  prize: "90",
};

/**
 * A fund's terms as the form shows them, to change: each field as the floor would type it; the
 * other kind's fields keep a new fund's values, in case the floor switches.
 */
export function termsValuesOf(t: FundTerms): TermsValues {
  const q = t.qualifier;
  const shared = {
    ...NEW_TERMS,
    kind: q.kind,
    games: [...t.games],
    drop: dollarsInputOf(t.drop_cents),
    minPot: dollarsInputOf(t.min_pot_cents),
    atFlop: t.at_flop,
    fee: String(t.fee_percent),
    cap: t.cap_cents === null ? "" : dollarsInputOf(t.cap_cents),
    bothHoleCards: q.both_hole_cards,
    namesAbove: dollarsInputOf(t.names_above_cents),
  };
  return q.kind === "bad_beat"
    ? {
        ...shared,
        loserAtLeast: q.loser_at_least,
        minDealtIn: String(q.min_dealt_in),
        loser: String(t.split.loser),
        winner: String(t.split.winner),
        table: String(t.split.table),
      }
    : { ...shared, period: String(q.period_minutes), atLeast: q.at_least ?? "", ties: q.ties, prize: String(t.split.winner) };
}

/** Five cards as typed, one space between each. */
const cardsOf = (t: string) => t.trim().split(/\s+/).join(" ");

/**
 * The terms as the room takes them; only called on values the schema accepted. The stakes fed
 * (not on the form) are `base`'s when changing a fund's terms, else any.
 */
export function termsOf(v: TermsValues, base?: FundTerms): FundTerms {
  const cents = (t: string) => parseDollars(t) ?? 0;
  const high = v.kind === "high_hand";
  const qualifier: Qualifier = high
    ? {
        kind: "high_hand",
        at_least: v.atLeast.trim() === "" ? null : cardsOf(v.atLeast),
        both_hole_cards: v.bothHoleCards,
        period_minutes: Number(v.period),
        ties: v.ties as TieRule,
      }
    : { kind: "bad_beat", loser_at_least: cardsOf(v.loserAtLeast), both_hole_cards: v.bothHoleCards, min_dealt_in: Number(v.minDealtIn) };
  return {
    games: v.games as GameCode[],
    min_big_blind_cents: base?.min_big_blind_cents ?? null,
    max_big_blind_cents: base?.max_big_blind_cents ?? null,
    drop_cents: cents(v.drop),
    min_pot_cents: cents(v.minPot),
    at_flop: v.atFlop,
    fee_percent: Number(v.fee),
    cap_cents: v.cap.trim() === "" ? null : cents(v.cap),
    qualifier,
    // A high hand pays the winner only: the loser's and the table's shares are 0.
    split: high ? { loser: 0, winner: Number(v.prize), table: 0 } : { loser: Number(v.loser), winner: Number(v.winner), table: Number(v.table) },
    names_above_cents: cents(v.namesAbove),
  };
}

/** What a fund may pay, in words. */
const kindChoices = (): { value: Kind; label: string }[] => [
  { value: "bad_beat", label: t("jackpots:terms.badBeat") },
  { value: "high_hand", label: t("jackpots:terms.highHand") },
];

/** The form's values around the terms: a form of the dialog's own holding them under `terms`. */
type WithTerms = { terms: TermsValues };

/**
 * The terms' fields, inside a react-hook-form `FormProvider` whose values hold them under
 * `terms`. `id` starts each field's id (`add-fund` → `add-fund-drop`); `onPick` follows a change
 * of what the fund pays (it clears the room's last refusal); `amount`, a field of the dialog's
 * own among the amounts (a new fund's seed).
 */
export function TermsFields({ id, onPick, amount }: { id: string; onPick?: () => void; amount?: ReactNode }) {
  const { t } = useTranslation("jackpots");
  const form = useFormContext<WithTerms>();
  const errors = form.formState.errors.terms;
  const kind = form.watch("terms.kind");
  const text = (
    name: "drop" | "minPot" | "fee" | "cap" | "namesAbove" | "loserAtLeast" | "minDealtIn" | "loser" | "winner" | "table" | "atLeast" | "prize",
    label: string,
    extra: { description?: string; money?: boolean; required?: boolean; cards?: boolean } = {},
  ) => (
    <TextInput
      id={`${id}-${name}`}
      label={label}
      description={extra.description}
      inputMode={extra.cards ? "text" : extra.money ? "decimal" : "numeric"}
      autoComplete="off"
      withAsterisk={extra.required ?? true}
      leftSection={extra.money ? <span aria-hidden="true">$</span> : undefined}
      error={errors?.[name]?.message}
      {...form.register(`terms.${name}`)}
    />
  );
  return (
    <>
      <SegmentedField control={form.control} name="terms.kind" id={`${id}-kind`} label={t("terms.kind")} data={kindChoices()} onPick={onPick} />
      <Controller
        control={form.control}
        name="terms.games"
        render={({ field }) => (
          <Checkbox.Group id={`${id}-games`} label={t("terms.games")} withAsterisk value={field.value} onChange={field.onChange} error={errors?.games?.message}>
            <Group gap="md" mt={4}>
              {POT_GAMES.map((g) => (
                <Checkbox key={g} value={g} label={GAME_NAMES[g]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <SimpleGrid cols={3} spacing="sm">
        {text("drop", t("terms.drop"), { money: true, description: t("terms.dropHint") })}
        {text("minPot", t("terms.minPot"), { money: true, description: t("terms.minPotHint") })}
        {text("fee", t("terms.fee"), { description: t("terms.feeHint") })}
        {amount}
        {text("cap", t("terms.cap"), { money: true, required: false, description: t("terms.capHint") })}
        {text("namesAbove", t("terms.namesAbove"), { money: true, description: t("terms.namesAboveHint") })}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="terms.atFlop"
        render={({ field }) => (
          <Switch id={`${id}-at-flop`} label={t("terms.atFlop")} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
        )}
      />
      {kind === "high_hand" ? (
        <SimpleGrid cols={2} spacing="sm">
          <FormSelect
            control={form.control}
            name="terms.period"
            id={`${id}-period`}
            label={t("terms.period")}
            description={t("terms.periodHint")}
            size="sm"
            withAsterisk
            error={errors?.period?.message}
            data={PERIODS.map((p) => ({ value: String(p.minutes), label: periodWords(p) }))}
          />
          {text("atLeast", t("terms.atLeast"), { required: false, cards: true, description: t("terms.atLeastHint") })}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          {text("loserAtLeast", t("terms.loserAtLeast"), { cards: true, description: t("terms.loserAtLeastHint") })}
          {text("minDealtIn", t("terms.minDealtIn"), { description: t("terms.minDealtInHint") })}
        </SimpleGrid>
      )}
      <Controller
        control={form.control}
        name="terms.bothHoleCards"
        render={({ field }) => (
          <Switch id={`${id}-both-hole-cards`} label={t("terms.bothHoleCards")} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
        )}
      />
      {kind === "high_hand" ? (
        <SimpleGrid cols={2} spacing="sm">
          <Controller
            control={form.control}
            name="terms.ties"
            render={({ field }) => (
              <Radio.Group id={`${id}-ties`} label={t("terms.ties")} value={field.value} onChange={field.onChange}>
                <Stack gap={6} mt={6}>
                  <Radio value="share" label={t("terms.tiesShare")} />
                  <Radio value="first_shown" label={t("terms.tiesFirst")} />
                </Stack>
              </Radio.Group>
            )}
          />
          {text("prize", t("terms.prize"), { description: t("terms.prizeHint") })}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={3} spacing="sm">
          {text("loser", t("terms.loser"))}
          {text("winner", t("terms.winner"))}
          {text("table", t("terms.table"), { description: t("terms.tableHint") })}
        </SimpleGrid>
      )}
    </>
  );
}
