// The floor adds a fund: its name, the games and pots that feed it (the collection, the pot it
// is taken from, at the flop or not, the house's fee, the cap), what a hand must prove (the
// losing hand at least, both hole cards, the players dealt in), how a hit is shared, the payout
// above which names are needed, and the seed the fund starts with. Terms start now.
import { useState } from "react";
import { Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAddJackpotFund, type FundView, type GameCode, type NewFund } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions, DialogDone } from "../../components/DialogActions";
import { parseDollars } from "../../lib/dollars";
import { GAME_NAMES } from "../../lib/games";
import { formatDollars } from "../../lib/money";
import { dollarsText, filledText, positiveDollarsText, z } from "../../lib/zod";
import { POT_GAMES } from "./words";

/** A whole number from `min` to `max`, typed. */
const wholeText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((t) => /^\d{1,3}$/.test(t) && Number(t) >= min && Number(t) <= max, message);

/** Five cards, such as "9c 9d 9h 9s 2c": a rank (2-9, T, J, Q, K, A) and a suit (c, d, h, s) each. */
const FIVE_CARDS = /^([2-9TJQKA][cdhs]\s+){4}[2-9TJQKA][cdhs]$/i;

const addSchema = z
  .object({
    name: filledText("Name the fund, such as Bad beat.").max(64, "A name is at most 64 characters."),
    games: z.array(z.string()).min(1, "Choose at least one game whose pots feed the fund."),
    drop: positiveDollarsText("Type the collection in dollars, above zero, such as 1."),
    minPot: dollarsText("Type the pot size in dollars, such as 20 (0: every pot)."),
    atFlop: z.boolean(),
    fee: wholeText(0, 100, "A percentage from 0 to 100."),
    seed: dollarsText("Type the seed in dollars, such as 500 (0: none)."),
    cap: z
      .string()
      .trim()
      .refine((t) => t === "" || parseDollars(t) !== null, "Type the cap in dollars, or leave it empty for none."),
    loserAtLeast: z.string().trim().regex(FIVE_CARDS, "Type five cards, such as 9c 9d 9h 9s 2c (four nines)."),
    bothHoleCards: z.boolean(),
    minDealtIn: wholeText(2, 10, "From 2 to 10 players."),
    loser: wholeText(0, 100, "A percentage from 0 to 100."),
    winner: wholeText(0, 100, "A percentage from 0 to 100."),
    table: wholeText(0, 100, "A percentage from 0 to 100."),
    namesAbove: dollarsText("Type dollars, such as 500."),
  })
  .refine((v) => [v.loser, v.winner, v.table].reduce((sum, p) => sum + (Number(p) || 0), 0) <= 100, {
    path: ["table"],
    message: "The shares add up to more than 100%: lower one.",
  });
type AddFund = z.input<typeof addSchema>;

const DEFAULTS: AddFund = {
  name: "",
  games: ["holdem"],
  drop: "1",
  minPot: "20",
  atFlop: true,
  fee: "0",
  seed: "0",
  cap: "",
  loserAtLeast: "9c 9d 9h 9s 2c",
  bothHoleCards: true,
  minDealtIn: "4",
  loser: "50",
  winner: "25",
  table: "15",
  namesAbove: "500",
};

/** The fund as the room takes it; only called on values the schema accepted. */
function newFund(v: AddFund): NewFund {
  const cents = (t: string) => parseDollars(t) ?? 0;
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
      qualifier: { kind: "bad_beat", loser_at_least: v.loserAtLeast.trim().split(/\s+/).join(" "), both_hole_cards: v.bothHoleCards, min_dealt_in: Number(v.minDealtIn) },
      split: { loser: Number(v.loser), winner: Number(v.winner), table: Number(v.table) },
      names_above_cents: cents(v.namesAbove),
    },
  };
}

export function AddFundDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddJackpotFund();
  const form = useForm<AddFund>({ resolver: zodResolver(addSchema), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const [added, setAdded] = useState<FundView | null>(null);
  const dismiss = () => {
    form.reset(DEFAULTS);
    setAdded(null);
    add.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => add.mutate([newFund(v)], { onSuccess: setAdded }));
  const text = (name: keyof AddFund, label: string, extra: { description?: string; money?: boolean; required?: boolean } = {}) => (
    <TextInput
      id={`add-fund-${name}`}
      label={label}
      description={extra.description}
      inputMode={extra.money ? "decimal" : "numeric"}
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
            <SimpleGrid cols={2} spacing="sm">
              {text("loserAtLeast", "Losing hand at least", { description: "five cards, such as 9c 9d 9h 9s 2c" })}
              {text("minDealtIn", "Players dealt in, at least", { description: "2 to 10" })}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="bothHoleCards"
              render={({ field }) => (
                <Switch id="add-fund-both-hole-cards" label="Both hole cards must play" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
              )}
            />
            <SimpleGrid cols={3} spacing="sm">
              {text("loser", "Losing hand (%)")}
              {text("winner", "Winning hand (%)")}
              {text("table", "Table share (%)", { description: "shared by the others dealt in" })}
            </SimpleGrid>
            <DialogActions refusalId="add-fund-refusal" onCancel={dismiss} command={add}>
              Add the fund
            </DialogActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
