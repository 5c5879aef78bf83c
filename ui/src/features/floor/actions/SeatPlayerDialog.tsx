import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { dollarsText, z } from "../../../lib/zod";
import {
  playerNumberOf,
  useFloorBoard,
  useSeatPlayer,
  useSeatPlayerOutsideBuyIn,
  useSessionView,
  type BoardTable,
  type Entry,
  type SeatPlayer,
} from "../../../api";
import { parseDollars } from "../../../lib/dollars";
import { buyInWords, insideBuyIn } from "../../../lib/chipWords";
import { Dialog } from "../../../components/Dialog";
import { DialogActions } from "../../../components/DialogActions";
import { PlayerRefusal, isPlayerRefusal } from "../../../components/PlayerRefusal";
import { ExclusionCompare } from "../../../components/ExclusionCompare";
import { EntryChoice } from "../../../components/EntryChoice";
import { refusedField } from "./refusal";
import { hasBlinds } from "../../../lib/games";
import { freeSeats } from "../../../lib/seats";

const schemaOf = (t: TFunction<"floor">) =>
  z
    .object({
      seat: z.string().min(1, t("seatPlayer.pickSeat")),
      /** A registered player's number; empty: a walk-in, by name alone. */
      number: z
        .string()
        .trim()
        .refine((n) => n === "" || playerNumberOf(n) !== null, t("seatPlayer.numberDigits")),
      /** The name at the seat; may be empty for a registered player (his wall name). */
      name: z.string().trim().max(64, t("seatPlayer.maxName")),
      stack: dollarsText(t("seatPlayer.typeDollars")),
      entry: z.enum(["wait_for_big_blind", "post_big_blind", "playing"]),
      /** The buy-in was paid in cash at the table (the Title 31 logs). */
      cash: z.boolean(),
      /** Why the floor seats the player outside the table's buy-in (only then). */
      outsideReason: z.string(),
    })
    .refine((v) => v.name.trim() !== "" || v.number.trim() !== "", { path: ["name"], message: t("seatPlayer.giveNameOrNumber") });
type Values = z.input<ReturnType<typeof schemaOf>>;

type Props = { table: BoardTable; opened: boolean; onClose: () => void; seatNo?: number };

/**
 * Seats a player: a free seat, a registered player's number (his name may then be left empty:
 * the room seats him under his wall name) or a walk-in's name, the buy-in in dollars (within the
 * table's limits, which the dialog shows), whether it was paid in cash at the table (the Title
 * 31 logs), and in a blind game how the player comes in. A buy-in outside the limits is said at
 * once; a floor manager may still seat the player, giving the reason. A player the room refuses
 * (barred, excluded, restricted, seated elsewhere, cash to identify) is said in red, by code.
 */
export function SeatPlayerDialog({ table, opened, onClose, seatNo }: Props) {
  const { t } = useTranslation("floor");
  return (
    <Dialog className="chips-dialog" opened={opened} onClose={onClose} title={t("seatPlayer.title", { table: table.table.name })}>
      {opened && <SeatForm table={table} onClose={onClose} seatNo={seatNo} />}
    </Dialog>
  );
}

/** "Seat a player" on a table's card, with its dialog; absent when the table is full. */
export function SeatPlayerButton({ table }: { table: BoardTable }) {
  const { t } = useTranslation("floor");
  const [opened, setOpened] = useState(false);
  if (freeSeats(table).length === 0) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t("seatPlayer.button")}
      </Button>
      <SeatPlayerDialog table={table} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function SeatForm({ table, onClose, seatNo }: Omit<Props, "opened">) {
  const { t } = useTranslation("floor");
  const schema = useMemo(() => schemaOf(t), [t]);
  const free = freeSeats(table);
  const blinds = hasBlinds(table.table.game);
  const buyIn = table.table.buy_in;
  const seat = useSeatPlayer();
  const outside = useSeatPlayerOutsideBuyIn();
  const floor = useSessionView().data?.staff?.role === "floor";
  const board = useFloorBoard();
  const id = `seat-player-${table.table.id}`;
  const { register, control, handleSubmit, formState, watch, setError, setValue } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      seat: String(seatNo ?? free[0] ?? ""),
      number: "",
      name: "",
      stack: "",
      entry: blinds ? "wait_for_big_blind" : "playing",
      cash: false,
      outsideReason: "",
    },
  });
  const typed = parseDollars(watch("stack"));
  // Outside the limits as typed, or as the room said (it decides; the form only warns first).
  const refusedOutside = seat.error?.code === "buy_in_out_of_range";
  const isOutside = (typed !== null && !insideBuyIn(buyIn, typed)) || refusedOutside;
  const error = seat.error ?? outside.error;
  const outlined = refusedField(error);
  const number = playerNumberOf(watch("number"));
  // A refusal about the player (by number, or a nameless player's cash): said in red with its heading.
  const playerError = isPlayerRefusal(error) ? error : null;
  // A possible self-excluded patron: the notice's photo beside the player, for the floor to decide.
  const possible = error?.code === "possible_self_exclusion" ? error : null;
  const reset = () => {
    seat.reset();
    outside.reset();
  };

  // The seat the form holds is the seat the field shows. A seat taken meanwhile (at another
  // station) leaves the free seats; the form then holds the first free one, as the field shows,
  // so the next press does not ask for the taken seat again.
  const chosen = watch("seat");
  const freeText = free.join(",");
  useEffect(() => {
    if (chosen !== "" && free.includes(Number(chosen))) return;
    const first = free[0] === undefined ? "" : String(free[0]);
    if (first !== chosen) setValue("seat", first);
    // `free` is `freeText` as a list: the seats, not the array's identity, decide.
  }, [freeText, chosen, setValue]);

  // A seat refused as taken: the free seats are read again at once.
  const refuse = (e: { code: string }) => {
    if (e.code === "seat_taken" || e.code === "no_such_seat") void board.refetch();
  };
  const send = (v: Values, notExcluded: number | null) => {
    const request: SeatPlayer = {
      table_id: table.table.id,
      seat_no: Number(v.seat),
      player_name: v.name.trim(),
      player_number: playerNumberOf(v.number),
      stack_cents: parseDollars(v.stack) ?? 0,
      entry: v.entry as Entry,
      cash: v.cash,
      ...(notExcluded === null ? {} : { not_excluded: notExcluded }),
    };
    if (!isOutside) return seat.mutate([request], { onSuccess: onClose, onError: refuse });
    if (!floor) return setError("stack", { message: t("seatPlayer.giveBuyIn", { buyIn: buyInWords(buyIn) }) });
    if (v.outsideReason.trim() === "") return setError("outsideReason", { message: t("seatPlayer.sayWhy") });
    outside.mutate([request, v.outsideReason.trim()], { onSuccess: onClose, onError: refuse });
  };
  const submit = handleSubmit((v) => send(v, null));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t("seatPlayer.seat")}
          size="md"
          {...register("seat", { onChange: reset })}
          error={formState.errors.seat?.message ?? (outlined === "seat" ? true : undefined)}
          data={free.map((n) => ({ value: String(n), label: t("seatPlayer.seatOption", { seat: n }) }))}
        />
        <Group grow align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t("seatPlayer.number")}
            description={t("seatPlayer.numberHint")}
            size="md"
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
            {...register("number", { onChange: reset })}
            error={formState.errors.number?.message ?? (playerError && playerError.code !== "identify_player" ? true : undefined)}
          />
          <TextInput
            label={t("seatPlayer.name")}
            description={number ? t("seatPlayer.nameOptional") : t("seatPlayer.nameHint")}
            size="md"
            autoComplete="off"
            {...register("name", { onChange: reset })}
            error={formState.errors.name?.message}
          />
        </Group>
        <TextInput
          label={t("seatPlayer.stack")}
          description={t("seatPlayer.stackHint", { buyIn: buyInWords(buyIn) })}
          size="md"
          inputMode="decimal"
          autoComplete="off"
          leftSection={<span aria-hidden="true">$</span>}
          {...register("stack", { onChange: reset })}
          error={
            formState.errors.stack?.message ??
            (isOutside && typed !== null && !refusedOutside ? t("seatPlayer.outside", { buyIn: buyInWords(buyIn) }) : outlined === "stack" ? true : undefined)
          }
        />
        {isOutside && floor && (
          <TextInput
            label={t("seatPlayer.outsideReason")}
            description={t("seatPlayer.outsideHint")}
            size="md"
            autoComplete="off"
            {...register("outsideReason")}
            error={formState.errors.outsideReason?.message}
          />
        )}
        <Checkbox size="md" label={t("seatPlayer.cash")} description={t("seatPlayer.cashHint")} {...register("cash", { onChange: reset })} />
        {blinds && (
          <Controller
            control={control}
            name="entry"
            render={({ field }) => <EntryChoice value={field.value} onChange={field.onChange} />}
          />
        )}
        {playerError && <PlayerRefusal id={`${id}-refusal`} error={playerError} number={number} />}
        {possible && (
          <ExclusionCompare
            id={`${id}-refusal`}
            error={possible}
            name={watch("name").trim()}
            number={number}
            seating={seat.isPending || outside.isPending}
            onNotThePatron={(noticeId) => void handleSubmit((v) => send(v, noticeId))()}
          />
        )}
        <DialogActions
          refusalId={playerError || possible ? undefined : `${id}-refusal`}
          error={error}
          onCancel={onClose}
          loading={seat.isPending || outside.isPending}
        >
          {isOutside && floor ? t("seatPlayer.submitOutside") : t("seatPlayer.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
