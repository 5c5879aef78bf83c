// The lists' dialogs: put a player on a list or take him off, start or close a list, seat a
// called player. Each brings its button, its refusal (by code) and its mutation.
import { useMemo, useState } from "react";
import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  playerNumberOf,
  useAddWaitlist,
  useCloseWaitlist,
  useJoinWaitlist,
  useLeaveWaitlist,
  useRateSchedule,
  useSeatFromCall,
  type BoardTable,
  type CallView,
  type Entry,
  type GameCode,
  type NewWaitlistRequest,
  type WaitingPlayer,
  type WaitlistView,
} from "../../api";
import { parseDollars } from "../../lib/dollars";
import { GAME_CODES, gameSpec, hasBlinds } from "../../lib/games";
import { showsBets } from "../../lib/openTableForm";
import { freeSeats } from "../../lib/seats";
import { Dialog } from "../../components/Dialog";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DollarsInput, READABLE } from "../../components/AmountInputs";
import { FormSelect } from "../../components/FormSelect";
import { DialogActions } from "../../components/DialogActions";
import { EntryChoice } from "../../components/EntryChoice";
import { SegmentedField } from "../../components/SegmentedField";
import { Refusal } from "../../components/Refusal";
import { PlayerRefusal, isPlayerRefusal } from "../../components/PlayerRefusal";
import { ExclusionCompare } from "../../components/ExclusionCompare";
import { positiveDollarsText, z } from "../../lib/zod";
import { t } from "../../i18n";
import { GAME_NAMES, LIST_BETTINGS, listBettingChoices, type ListBetting } from "./words";
import { QuietCommand } from "./QuietCommand";

/** What to type in an amount field of a new list. */
const dollarsHint = () => t("waitlist:newList.dollarsHint");

// ---------------------------------------------------------------------------------------------
// Putting a player on a list

/**
 * "Add player" on a list, with its dialog: his name and, if he gives one, a phone or a note. A
 * registered player is listed by his number (the name may then be left empty: the room lists him
 * under his wall name); a player the room refuses (barred, self-excluded, no such number) is said
 * in red, by code.
 */
export function AddPlayerButton({ list }: { list: WaitlistView }) {
  const { t } = useTranslation("waitlist");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={44} onClick={() => setOpened(true)} aria-haspopup="dialog">
        <span>
          <Trans t={t} i18nKey="addPlayer.button" values={{ list: list.label }} components={[<span className="visually-hidden" />]} />
        </span>
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t("addPlayer.title", { list: list.label })}>
        {opened && <AddPlayerForm list={list} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

const addPlayerSchema = () =>
  z
    .object({
      name: z.string().trim(),
      number: z
        .string()
        .trim()
        .refine((n) => n === "" || playerNumberOf(n) !== null, { error: () => t("waitlist:addPlayer.numberDigits") }),
      note: z.string().trim(),
    })
    // A walk-in is listed by name; a registered player may be listed by his number alone.
    .refine((v) => v.name !== "" || v.number !== "", { path: ["name"], error: () => t("waitlist:addPlayer.nameNeeded") });
type NewPlayer = z.input<ReturnType<typeof addPlayerSchema>>;

function AddPlayerForm({ list, onClose }: { list: WaitlistView; onClose: () => void }) {
  const join = useJoinWaitlist();
  const { t, i18n } = useTranslation("waitlist");
  const schema = useMemo(() => addPlayerSchema(), [i18n.language]);
  // A missing name is said when the form is sent, until it is sent again.
  const form = useForm<NewPlayer>({ resolver: zodResolver(schema), reValidateMode: "onSubmit", defaultValues: { name: "", number: "", note: "" } });
  const id = `add-player-${list.id}`;
  const number = playerNumberOf(form.watch("number"));
  const submit = form.handleSubmit((v) => {
    join.mutate([{ list_id: list.id, player_name: v.name, player_number: playerNumberOf(v.number), note: v.note === "" ? null : v.note }], {
      onSuccess: onClose,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("addPlayer.name")}
          size="md"
          autoComplete="off"
          data-autofocus
          {...form.register("name", { onChange: () => join.reset() })}
          error={form.formState.errors.name?.message}
        />
        <TextInput
          label={t("addPlayer.number")}
          description={t("addPlayer.numberHint")}
          styles={READABLE}
          size="md"
          inputMode="numeric"
          autoComplete="off"
          {...form.register("number", { onChange: () => join.reset() })}
          error={form.formState.errors.number?.message}
        />
        <TextInput
          label={t("addPlayer.note")}
          description={t("addPlayer.noteHint")}
          styles={READABLE}
          size="md"
          autoComplete="off"
          {...form.register("note")}
        />
        {isPlayerRefusal(join.error) && <PlayerRefusal id={`${id}-refusal`} error={join.error} number={number} />}
        <DialogActions refusalId={isPlayerRefusal(join.error) ? undefined : `${id}-refusal`} onCancel={onClose} command={join}>
          {t("addPlayer.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Taking a player off a list

/** "Remove" on a player's row, confirmed first: the place he loses is not given back. */
export function RemovePlayerButton({ list, player }: { list: WaitlistView; player: WaitingPlayer }) {
  const { t } = useTranslation("waitlist");
  const [opened, setOpened] = useState(false);
  const leave = useLeaveWaitlist();
  const id = `remove-${player.entry_id}`;
  const dismiss = () => {
    setOpened(false);
    leave.reset();
  };
  return (
    <>
      <Button
        size="md"
        h={44}
        variant="default"
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        aria-label={t("remove.label", { name: player.player_name, list: list.label })}
      >
        {t("remove.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={t("remove.title", { name: player.player_name })}
        refusalId={`${id}-refusal`}
        keep={t("remove.keep")}
        command={leave}
        onConfirm={() => leave.mutate([player.entry_id], { onSuccess: () => setOpened(false) })}
        confirm={t("remove.confirm")}
      >
        {player.call
          ? t("remove.bodyCalled", { name: player.player_name, list: list.label, place: player.place, table: player.call.table_name })
          : t("remove.body", { name: player.player_name, list: list.label, place: player.place })}
      </ConfirmDialog>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Closing an empty list

/** "Close list", for a list nobody waits on. */
export function CloseListButton({ list }: { list: WaitlistView }) {
  const { t } = useTranslation("waitlist");
  const close = useCloseWaitlist();
  const id = `close-list-${list.id}`;
  if (list.players.length > 0) return null;
  return (
    <Stack gap={4}>
      <QuietCommand
        command={close}
        refusalId={`${id}-refusal`}
        onClick={() => close.mutate([list.id])}
      >
        <span>
          <Trans t={t} i18nKey="closeList" values={{ list: list.label }} components={[<span className="visually-hidden" />]} />
        </span>
      </QuietCommand>
      <Refusal id={`${id}-refusal`} error={close.error} />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Starting a list


/** "New list", with its dialog: a game, and its stakes or any stakes (an interest list). */
export function NewListButton() {
  const { t } = useTranslation("waitlist");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={48} onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t("newList.button")}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t("newList.title")} size="lg">
        {opened && <NewListForm onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

type Amounts = { smallBlind: string; bigBlind: string; smallBet: string; bigBet: string };
const NO_AMOUNTS: Amounts = { smallBlind: "", bigBlind: "", smallBet: "", bigBet: "" };

/** The request for the form, or the fields to fix. */
export function toNewList(game: GameCode, betting: ListBetting, a: Amounts): NewWaitlistRequest | Partial<Record<keyof Amounts, string>> {
  if (betting === "any") {
    return { game, betting: null, small_blind_cents: 0, big_blind_cents: 0, small_bet_cents: 0, big_bet_cents: 0 };
  }
  const blinds = hasBlinds(game);
  const bets = showsBets(game, betting);
  const wanted: (keyof Amounts)[] = [...(blinds ? (["smallBlind", "bigBlind"] as const) : []), ...(bets ? (["smallBet", "bigBet"] as const) : [])];
  const problems: Partial<Record<keyof Amounts, string>> = {};
  const cents: Record<keyof Amounts, number> = { smallBlind: 0, bigBlind: 0, smallBet: 0, bigBet: 0 };
  for (const f of wanted) {
    const c = parseDollars(a[f]);
    if (c === null || a[f].trim() === "") problems[f] = dollarsHint();
    else cents[f] = c;
  }
  if (Object.keys(problems).length > 0) return problems;
  return {
    game,
    betting,
    small_blind_cents: cents.smallBlind,
    big_blind_cents: cents.bigBlind,
    small_bet_cents: cents.smallBet,
    big_bet_cents: cents.bigBet,
  };
}

/** The new list's form: the amounts its game and structure ask for, each in dollars (`toNewList`). */
const newListSchema = z
  .object({
    game: z.custom<GameCode>((g) => GAME_CODES.includes(g as GameCode)),
    betting: z.custom<ListBetting>((b) => LIST_BETTINGS.includes(b as ListBetting)),
    smallBlind: z.string(),
    bigBlind: z.string(),
    smallBet: z.string(),
    bigBet: z.string(),
  })
  .superRefine((v, ctx) => {
    const read = toNewList(v.game, v.betting, v);
    if ("game" in read) return;
    for (const [field, message] of Object.entries(read)) ctx.addIssue({ code: "custom", path: [field], message });
  });
type NewList = z.input<typeof newListSchema>;

function NewListForm({ onClose }: { onClose: () => void }) {
  const schedule = useRateSchedule();
  const add = useAddWaitlist();
  const { t } = useTranslation("waitlist");
  // What to fix is said when the form is sent, until it is sent again.
  const form = useForm<NewList>({
    resolver: zodResolver(newListSchema),
    reValidateMode: "onSubmit",
    defaultValues: { game: "holdem", betting: "no_limit", ...NO_AMOUNTS },
  });
  const problems = form.formState.errors;
  const game = form.watch("game");
  const betting = form.watch("betting");
  // The room's names for its games, where the schedule gives them.
  const named = new Map<GameCode, string>([
    ...(schedule.data?.rates.map((r) => [r.game, r.game_name] as const) ?? []),
    ...(schedule.data?.unrated_games.map((g) => [g.code, g.name] as const) ?? []),
  ]);
  const blinds = hasBlinds(game);
  const bets = betting !== "any" && showsBets(game, betting);
  const field = (f: keyof Amounts, label: string) => (
    <DollarsInput label={label} error={problems[f]?.message} {...form.register(f, { onChange: () => add.reset() })} />
  );
  const submit = form.handleSubmit((v) => {
    const req = toNewList(v.game, v.betting, v);
    if ("game" in req) add.mutate([req], { onSuccess: onClose });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t("newList.game")}
          size="md"
          data-autofocus
          {...form.register("game", {
            onChange: (e: { target: { value: string } }) => {
              // The game's usual structure: no limit where there are blinds, else fixed limit.
              if (form.getValues("betting") !== "any") form.setValue("betting", gameSpec(e.target.value as GameCode).usual_betting);
              add.reset();
            },
          })}
          data={GAME_CODES.map((g) => ({ value: g, label: named.get(g) ?? GAME_NAMES[g] }))}
        />
        <SegmentedField control={form.control} name="betting" id="new-list-betting" label={t("newList.betting")} data={listBettingChoices()} onPick={() => add.reset()}>
          {betting === "any" && (
            <Text size="sm" mt={4} id="new-list-interest">
              {t("newList.interest")}
            </Text>
          )}
        </SegmentedField>
        {betting !== "any" && (blinds || bets) && (
          <SimpleGrid cols={2} spacing="sm">
            {blinds && field("smallBlind", t("newList.smallBlind"))}
            {blinds && field("bigBlind", t("newList.bigBlind"))}
            {bets && field("smallBet", t("newList.smallBet"))}
            {bets && field("bigBet", t("newList.bigBet"))}
          </SimpleGrid>
        )}
        <DialogActions refusalId="new-list-refusal" onCancel={onClose} command={add}>
          {t("newList.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Seating a called player

/** "Seat" on a call, with its dialog: a free seat, and his buy-in unless he moves with his stack. */
export function SeatCallButton({ call, table }: { call: CallView; table: BoardTable | undefined }) {
  const { t } = useTranslation("waitlist");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={44} onClick={() => setOpened(true)} aria-haspopup="dialog" aria-label={t("seatCall.title", { name: call.player_name, table: call.table_name })}>
        {t("seatCall.button")}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t("seatCall.title", { name: call.player_name, table: call.table_name })}>
        {opened && <SeatCallForm call={call} table={table} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

/**
 * A called player's seat: a free seat, and his buy-in unless he moves with his stack (`moves`),
 * and whether it was paid in cash at the table (the Title 31 cash logs).
 */
const seatCallSchema = (moves: boolean) =>
  z.object({
    seat: z.string(),
    buyIn: moves ? z.string() : positiveDollarsText(t("waitlist:seatCall.buyInHint")),
    entry: z.enum(["wait_for_big_blind", "post_big_blind", "playing"]),
    cash: z.boolean(),
  });
type SeatCall = z.input<ReturnType<typeof seatCallSchema>>;

function SeatCallForm({ call, table, onClose }: { call: CallView; table: BoardTable | undefined; onClose: () => void }) {
  const seat = useSeatFromCall();
  const { t, i18n } = useTranslation("waitlist");
  const free = table ? freeSeats(table) : [];
  const moves = call.must_move_from !== null;
  const schema = useMemo(() => seatCallSchema(moves), [moves, i18n.language]);
  const blinds = table ? hasBlinds(table.table.game) : false;
  // A missing buy-in is said when the form is sent, until it is sent again.
  const form = useForm<SeatCall>({
    resolver: zodResolver(schema),
    reValidateMode: "onSubmit",
    defaultValues: { seat: String(free[0] ?? ""), buyIn: "", entry: blinds ? "wait_for_big_blind" : "playing", cash: false },
  });
  const id = `seat-call-${call.id}`;
  // The seat chosen while it is free; else the first free one (a seat taken meanwhile leaves the list).
  const seatNo = form.watch("seat");
  const chosen = free.includes(Number(seatNo)) ? seatNo : String(free[0] ?? "");
  // A possible self-excluded patron: the notice's photo beside the called player, for the floor
  // to decide; "Not this person" asks the same seat again naming the notice compared.
  const possible = seat.error?.code === "possible_self_exclusion" ? seat.error : null;
  const send = (v: SeatCall, notExcluded: number | null) => {
    const cents = moves ? 0 : (parseDollars(v.buyIn) ?? 0);
    const entry = blinds && !moves ? (v.entry as Entry) : "playing";
    seat.mutate([{ call_id: call.id, seat_no: Number(chosen), stack_cents: cents, entry, cash: !moves && v.cash, not_excluded: notExcluded }], {
      onSuccess: onClose,
    });
  };
  const submit = form.handleSubmit((v) => send(v, null));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {moves && (
          <Text size="sm" id={`${id}-moves`}>
            {t("seatCall.moves", { table: call.must_move_from!.table_name, seat: call.must_move_from!.seat_no })}
          </Text>
        )}
        <FormSelect
          control={form.control}
          name="seat"
          onPick={() => seat.reset()}
          label={t("seatCall.seat")}
          value={chosen}
          disabled={free.length === 0}
          data={
            free.length === 0
              ? [{ value: "", label: table ? t("seatCall.noFreeSeat") : t("seatCall.readingTable") }]
              : free.map((n) => ({ value: String(n), label: t("seatCall.seatNo", { seat: n }) }))
          }
        />
        {!moves && (
          <DollarsInput label={t("seatCall.buyIn")} autoFocus error={form.formState.errors.buyIn?.message} {...form.register("buyIn", { onChange: () => seat.reset() })} />
        )}
        {!moves && <Checkbox size="md" label={t("seatCall.cash")} {...form.register("cash", { onChange: () => seat.reset() })} />}
        {blinds && !moves && (
          <Controller
            control={form.control}
            name="entry"
            render={({ field }) => <EntryChoice value={field.value} onChange={field.onChange} />}
          />
        )}
        {possible && (
          <ExclusionCompare
            id={`${id}-refusal`}
            error={possible}
            name={call.player_name}
            // A registered player is compared by his card (name and date of birth); "This is
            // the person" then records his self-exclusion.
            number={call.player_number}
            seating={seat.isPending}
            onNotThePatron={(noticeId) => void form.handleSubmit((v) => send(v, noticeId))()}
          />
        )}
        <DialogActions
          refusalId={possible ? undefined : `${id}-refusal`}
          onCancel={onClose}
          focusCancel={moves}
          disabled={free.length === 0}
          command={seat}
        >
          {t("seatCall.submit", { name: call.player_name })}
        </DialogActions>
      </Stack>
    </form>
  );
}
