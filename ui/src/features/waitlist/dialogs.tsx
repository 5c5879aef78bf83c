// The lists' dialogs: put a player on a list or take him off, start or close a list, seat a
// called player. Each brings its button, its refusal (by code) and its mutation.
import { useState } from "react";
import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
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
import { filledText, positiveDollarsText, z } from "../../lib/zod";
import { GAME_NAMES, LIST_BETTING, type ListBetting } from "./words";
import { QuietCommand } from "./QuietCommand";

const DOLLARS_HINT = "Type dollars, such as 2 or 0.50";

// ---------------------------------------------------------------------------------------------
// Putting a player on a list

/** "Add player" on a list, with its dialog: his name and, if he gives one, a phone or a note. */
export function AddPlayerButton({ list }: { list: WaitlistView }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={44} onClick={() => setOpened(true)} aria-haspopup="dialog">
        <span>
          Add player <span className="visually-hidden">to {list.label}</span>
        </span>
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={`Add a player to ${list.label}`}>
        {opened && <AddPlayerForm list={list} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

const addPlayerSchema = z.object({ name: filledText("Give the player's name"), note: z.string().trim() });
type NewPlayer = z.input<typeof addPlayerSchema>;

function AddPlayerForm({ list, onClose }: { list: WaitlistView; onClose: () => void }) {
  const join = useJoinWaitlist();
  // A missing name is said when the form is sent, until it is sent again.
  const form = useForm<NewPlayer>({ resolver: zodResolver(addPlayerSchema), reValidateMode: "onSubmit", defaultValues: { name: "", note: "" } });
  const id = `add-player-${list.id}`;
  const submit = form.handleSubmit((v) => {
    join.mutate([{ list_id: list.id, player_name: v.name, note: v.note === "" ? null : v.note }], { onSuccess: onClose });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Player's name"
          size="md"
          autoComplete="off"
          data-autofocus
          {...form.register("name", { onChange: () => join.reset() })}
          error={form.formState.errors.name?.message}
        />
        <TextInput
          label="Phone or note"
          description="Optional: a number to text, or where he is (“at the bar”). Never on the wall board."
          styles={READABLE}
          size="md"
          autoComplete="off"
          {...form.register("note")}
        />
        <DialogActions refusalId={`${id}-refusal`} onCancel={onClose} command={join}>
          Add to the list
        </DialogActions>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Taking a player off a list

/** "Remove" on a player's row, confirmed first: the place he loses is not given back. */
export function RemovePlayerButton({ list, player }: { list: WaitlistView; player: WaitingPlayer }) {
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
        aria-label={`Remove ${player.player_name} from ${list.label}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={`Take ${player.player_name} off the list?`}
        refusalId={`${id}-refusal`}
        keep="Keep him"
        command={leave}
        onConfirm={() => leave.mutate([player.entry_id], { onSuccess: () => setOpened(false) })}
        confirm="Take off the list"
      >
        {player.player_name} leaves {list.label} and loses his place (number {player.place})
        {player.call ? `; his call to ${player.call.table_name} ends` : ""}. Any other list he is on keeps him.
      </ConfirmDialog>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Closing an empty list

/** "Close list", for a list nobody waits on. */
export function CloseListButton({ list }: { list: WaitlistView }) {
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
          Close list <span className="visually-hidden">{list.label}</span>
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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={48} onClick={() => setOpened(true)} aria-haspopup="dialog">
        + New list
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Start a waiting list" size="lg">
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
    if (c === null || a[f].trim() === "") problems[f] = DOLLARS_HINT;
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
    betting: z.custom<ListBetting>((b) => LIST_BETTING.some((l) => l.value === b)),
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
          label="Game"
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
        <SegmentedField control={form.control} name="betting" id="new-list-betting" label="Betting" data={LIST_BETTING} onPick={() => add.reset()}>
          {betting === "any" && (
            <Text size="sm" mt={4} id="new-list-interest">
              An interest list: players who want the game at any stakes. Its players are called to every table of the game.
            </Text>
          )}
        </SegmentedField>
        {betting !== "any" && (blinds || bets) && (
          <SimpleGrid cols={2} spacing="sm">
            {blinds && field("smallBlind", "Small blind")}
            {blinds && field("bigBlind", "Big blind")}
            {bets && field("smallBet", "Small bet")}
            {bets && field("bigBet", "Big bet")}
          </SimpleGrid>
        )}
        <DialogActions refusalId="new-list-refusal" onCancel={onClose} command={add}>
          Start the list
        </DialogActions>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Seating a called player

/** "Seat" on a call, with its dialog: a free seat, and his buy-in unless he moves with his stack. */
export function SeatCallButton({ call, table }: { call: CallView; table: BoardTable | undefined }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={44} onClick={() => setOpened(true)} aria-haspopup="dialog" aria-label={`Seat ${call.player_name} at ${call.table_name}`}>
        Seat
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={`Seat ${call.player_name} at ${call.table_name}`}>
        {opened && <SeatCallForm call={call} table={table} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

const BUY_IN_HINT = "Type his buy-in in dollars, such as 300 or 40.50";

/** A called player's seat: a free seat, and his buy-in unless he moves with his stack (`moves`). */
const seatCallSchema = (moves: boolean) =>
  z.object({
    seat: z.string(),
    buyIn: moves ? z.string() : positiveDollarsText(BUY_IN_HINT),
    entry: z.enum(["wait_for_big_blind", "post_big_blind", "playing"]),
  });
type SeatCall = z.input<ReturnType<typeof seatCallSchema>>;

function SeatCallForm({ call, table, onClose }: { call: CallView; table: BoardTable | undefined; onClose: () => void }) {
  const seat = useSeatFromCall();
  const free = table ? freeSeats(table) : [];
  const moves = call.must_move_from !== null;
  const blinds = table ? hasBlinds(table.table.game) : false;
  // A missing buy-in is said when the form is sent, until it is sent again.
  const form = useForm<SeatCall>({
    resolver: zodResolver(seatCallSchema(moves)),
    reValidateMode: "onSubmit",
    defaultValues: { seat: String(free[0] ?? ""), buyIn: "", entry: blinds ? "wait_for_big_blind" : "playing" },
  });
  const id = `seat-call-${call.id}`;
  // The seat chosen while it is free; else the first free one (a seat taken meanwhile leaves the list).
  const seatNo = form.watch("seat");
  const chosen = free.includes(Number(seatNo)) ? seatNo : String(free[0] ?? "");
  const submit = form.handleSubmit((v) => {
    const cents = moves ? 0 : (parseDollars(v.buyIn) ?? 0);
    seat.mutate([{ call_id: call.id, seat_no: Number(chosen), stack_cents: cents, entry: blinds && !moves ? (v.entry as Entry) : "playing" }], {
      onSuccess: onClose,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {moves && (
          <Text size="sm" id={`${id}-moves`}>
            A must-move player: he moves from {call.must_move_from!.table_name} seat {call.must_move_from!.seat_no} with his stack.
          </Text>
        )}
        <FormSelect
          control={form.control}
          name="seat"
          onPick={() => seat.reset()}
          label="Seat"
          value={chosen}
          disabled={free.length === 0}
          data={
            free.length === 0
              ? [{ value: "", label: table ? "No free seat" : "Reading the table…" }]
              : free.map((n) => ({ value: String(n), label: `Seat ${n}` }))
          }
        />
        {!moves && (
          <DollarsInput label="Buy-in" autoFocus error={form.formState.errors.buyIn?.message} {...form.register("buyIn", { onChange: () => seat.reset() })} />
        )}
        {blinds && !moves && (
          <Controller
            control={form.control}
            name="entry"
            render={({ field }) => <EntryChoice value={field.value} onChange={field.onChange} />}
          />
        )}
        <DialogActions
          refusalId={`${id}-refusal`}
          onCancel={onClose}
          focusCancel={moves}
          disabled={free.length === 0}
          command={seat}
        >
          Seat {call.player_name}
        </DialogActions>
      </Stack>
    </form>
  );
}
