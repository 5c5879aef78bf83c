// The floor adds a fund: its name, what it pays (a bad beat, or the high hand of each period),
// the games and pots that feed it (the collection, the pot it is taken from, at the flop or not,
// the house's fee, the cap), what a hand must prove (a bad beat: the losing hand at least, both
// hole cards, the players dealt in; a high hand: the period, the weakest hand that counts, both
// hole cards, how a tie is paid), how a hit is shared (a high hand: the winner's share only, the
// loser's and the table's 0), the payout above which names are needed, and the seed the fund
// starts with. Terms start now. The room checks them again and refuses by code.
import { useState } from "react";
import { Checkbox, Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAddJackpotFund, type FundView, type GameCode, type NewFund, type Qualifier, type TieRule } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { FormSelect } from "../../components/FormSelect";
import { SegmentedField } from "../../components/SegmentedField";
import { parseDollars } from "../../lib/dollars";
import { GAME_NAMES } from "../../lib/games";
import { formatDollars } from "../../lib/money";
import { dollarsText, filledText, positiveDollarsText, z } from "../../lib/zod";
import { PERIODS, POT_GAMES } from "./words";

/** A whole number from `min` to `max`, typed. */
const wholeText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((t) => /^\d{1,3}$/.test(t) && Number(t) >= min && Number(t) <= max, message);

/** Five cards, such as "9c 9d 9h 9s 2c": a rank (2-9, T, J, Q, K, A) and a suit (c, d, h, s) each. */
const FIVE_CARDS = /^([2-9TJQKA][cdhs]\s+){4}[2-9TJQKA][cdhs]$/i;

/** What a fund pays: a bad beat, or the high hand of each period. */
type Kind = Qualifier["kind"];

const PERCENT = "A percentage from 0 to 100.";
const isWhole = (t: string, min: number, max: number) => /^\d{1,3}$/.test(t.trim()) && Number(t) >= min && Number(t) <= max;

const addSchema = z
  .object({
    kind: z.enum(["bad_beat", "high_hand"]),
    name: filledText("Name the fund, such as Bad beat.").max(64, "A name is at most 64 characters."),
    games: z.array(z.string()).min(1, "Choose at least one game whose pots feed the fund."),
    drop: positiveDollarsText("Type the collection in dollars, above zero, such as 1."),
    minPot: dollarsText("Type the pot size in dollars, such as 20 (0: every pot)."),
    atFlop: z.boolean(),
    fee: wholeText(0, 100, PERCENT),
    seed: dollarsText("Type the seed in dollars, such as 500 (0: none)."),
    cap: z
      .string()
      .trim()
      .refine((t) => t === "" || parseDollars(t) !== null, "Type the cap in dollars, or leave it empty for none."),
    bothHoleCards: z.boolean(),
    namesAbove: dollarsText("Type dollars, such as 500."),
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
      if (!FIVE_CARDS.test(v.loserAtLeast.trim())) issue("loserAtLeast", "Type five cards, such as 9c 9d 9h 9s 2c (four nines).");
      if (!isWhole(v.minDealtIn, 2, 10)) issue("minDealtIn", "From 2 to 10 players.");
      for (const share of ["loser", "winner", "table"] as const) if (!isWhole(v[share], 0, 100)) issue(share, PERCENT);
      if ([v.loser, v.winner, v.table].reduce((sum, p) => sum + (Number(p) || 0), 0) > 100) issue("table", "The shares add up to more than 100%: lower one.");
    } else {
      if (!PERIODS.some((p) => String(p.minutes) === v.period)) issue("period", "Choose how long each period runs.");
      if (v.atLeast.trim() !== "" && !FIVE_CARDS.test(v.atLeast.trim())) {
        issue("atLeast", "Type five cards, such as Ac Ad Ah Kc Ks (aces full), or leave it empty: any hand counts.");
      }
      if (!isWhole(v.prize, 1, 100)) issue("prize", "A percentage from 1 to 100.");
    }
  });
type AddFund = z.input<typeof addSchema>;

const DEFAULTS: AddFund = {
  kind: "bad_beat",
  name: "",
  games: ["holdem"],
  drop: "1",
  minPot: "20",
  atFlop: true,
  fee: "0",
  seed: "0",
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

/** Five cards as typed, one space between each. */
const cardsOf = (t: string) => t.trim().split(/\s+/).join(" ");

/** The fund as the room takes it; only called on values the schema accepted. */
function newFund(v: AddFund): NewFund {
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
    name: v.name.trim(),
    seed_cents: cents(v.seed),
    effective_from: null,
    terms: {
      games: v.games as GameCode[],
      min_big_blind_cents: null,
      max_big_blind_cents: null,
      drop_cents: cents(v.drop),
      min_pot_cents: cents(v.minPot),
      at_flop: v.atFlop,
      fee_percent: Number(v.fee),
      cap_cents: v.cap.trim() === "" ? null : cents(v.cap),
      qualifier,
      // A high hand pays the winner only: the loser's and the table's shares are 0.
      split: high ? { loser: 0, winner: Number(v.prize), table: 0 } : { loser: Number(v.loser), winner: Number(v.winner), table: Number(v.table) },
      names_above_cents: cents(v.namesAbove),
    },
  };
}

const KINDS: readonly { value: Kind; label: string }[] = [
  { value: "bad_beat", label: "Bad beat" },
  { value: "high_hand", label: "High hand of the period" },
];

export function AddFundDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddJackpotFund();
  const form = useForm<AddFund>({ resolver: zodResolver(addSchema), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const kind = form.watch("kind");
  const [added, setAdded] = useState<FundView | null>(null);
  const dismiss = () => {
    form.reset(DEFAULTS);
    setAdded(null);
    add.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => add.mutate([newFund(v)], { onSuccess: setAdded }));
  const text = (name: keyof AddFund, label: string, extra: { description?: string; money?: boolean; required?: boolean; cards?: boolean } = {}) => (
    <TextInput
      id={`add-fund-${name}`}
      label={label}
      description={extra.description}
      inputMode={extra.cards ? "text" : extra.money ? "decimal" : "numeric"}
      autoComplete="off"
      withAsterisk={extra.required ?? true}
      leftSection={extra.money ? <span aria-hidden="true">$</span> : undefined}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <Dialog opened={opened} onClose={dismiss} size="xl" className="jackpot-dialog" title="Add a jackpot fund">
      {added ? (
        <Stack gap="sm">
          <Text fw={700} role="status" id="add-fund-done">
            {added.name} is added, holding {formatDollars(added.balance_cents)}. Its rules are posted on the Jackpots screen.
          </Text>
          <DialogDone onClose={dismiss} done />
        </Stack>
      ) : (
        <form noValidate onSubmit={submit} id="add-fund">
          <Stack gap="sm">
            <TextInput id="add-fund-name" label="Name" autoComplete="off" withAsterisk data-autofocus error={errors.name?.message} {...form.register("name")} />
            <SegmentedField control={form.control} name="kind" id="add-fund-kind" label="What it pays" data={KINDS} onPick={() => add.reset()} />
            <Controller
              control={form.control}
              name="games"
              render={({ field }) => (
                <Checkbox.Group id="add-fund-games" label="Games whose pots feed it" withAsterisk value={field.value} onChange={field.onChange} error={errors.games?.message}>
                  <Group gap="md" mt={4}>
                    {POT_GAMES.map((g) => (
                      <Checkbox key={g} value={g} label={GAME_NAMES[g]} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <SimpleGrid cols={3} spacing="sm">
              {text("drop", "Collection", { money: true, description: "from each pot" })}
              {text("minPot", "From pots of", { money: true, description: "or more" })}
              {text("fee", "House fee (%)", { description: "of each collection" })}
              {text("seed", "Seed", { money: true, description: "what the fund starts with" })}
              {text("cap", "Cap", { money: true, required: false, description: "optional: no collection above it" })}
              {text("namesAbove", "Names above", { money: true, description: "a payout over it needs names" })}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="atFlop"
              render={({ field }) => (
                <Switch id="add-fund-at-flop" label="Taken once the flop is dealt" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
              )}
            />
            {kind === "high_hand" ? (
              <SimpleGrid cols={2} spacing="sm">
                <FormSelect
                  control={form.control}
                  name="period"
                  id="add-fund-period"
                  label="Period"
                  description="counted from the room's midnight"
                  size="sm"
                  withAsterisk
                  error={errors.period?.message}
                  data={PERIODS.map((p) => ({ value: String(p.minutes), label: p.label }))}
                />
                {text("atLeast", "Weakest hand that counts", { required: false, cards: true, description: "optional: five cards, such as Ac Ad Ah Kc Ks" })}
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={2} spacing="sm">
                {text("loserAtLeast", "Losing hand at least", { cards: true, description: "five cards, such as 9c 9d 9h 9s 2c" })}
                {text("minDealtIn", "Players dealt in, at least", { description: "2 to 10" })}
              </SimpleGrid>
            )}
            <Controller
              control={form.control}
              name="bothHoleCards"
              render={({ field }) => (
                <Switch id="add-fund-both-hole-cards" label="Both hole cards must play" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
              )}
            />
            {kind === "high_hand" ? (
              <SimpleGrid cols={2} spacing="sm">
                <Controller
                  control={form.control}
                  name="ties"
                  render={({ field }) => (
                    <Radio.Group id="add-fund-ties" label="A tie for the best hand" value={field.value} onChange={field.onChange}>
                      <Stack gap={6} mt={6}>
                        <Radio value="share" label="Shared equally" />
                        <Radio value="first_shown" label="The hand shown first takes it" />
                      </Stack>
                    </Radio.Group>
                  )}
                />
                {text("prize", "The high hand's share (%)", { description: "of the fund, paid when the period ends" })}
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={3} spacing="sm">
                {text("loser", "Losing hand (%)")}
                {text("winner", "Winning hand (%)")}
                {text("table", "Table share (%)", { description: "shared by the others dealt in" })}
              </SimpleGrid>
            )}
            <DialogActions refusalId="add-fund-refusal" onCancel={dismiss} command={add}>
              Add the fund
            </DialogActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
