import { useState } from "react";
import { Button, Group, Modal, NativeSelect, Radio, Stack, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { useSeatPlayer, type BoardTable, type Entry } from "../../api";
import { parseDollars } from "../../lib/dollars";
import { Refusal } from "./Refusal";
import { freeSeats, hasBlinds } from "./forms";

const schema = z.object({
  seat: z.string().min(1, "Pick a free seat"),
  name: z.string().trim().min(1, "Give the player's name").max(64, "At most 64 characters"),
  stack: z
    .string()
    .trim()
    .refine((t) => parseDollars(t) !== null, "Type dollars, such as 300 or 40.50"),
  entry: z.enum(["wait_for_big_blind", "post_big_blind", "playing"]),
});
type Values = z.input<typeof schema>;

type Props = { table: BoardTable; opened: boolean; onClose: () => void; seatNo?: number };

/** Seats a player: a free seat, his name, his stack in dollars, and in a blind game how he comes in. */
export function SeatPlayerDialog({ table, opened, onClose, seatNo }: Props) {
  return (
    <Modal closeButtonProps={{ "aria-label": "Close the dialog", size: "xl" }} opened={opened} onClose={onClose} title={`Seat a player at ${table.table.name}`} centered>
      {opened && <SeatForm table={table} onClose={onClose} seatNo={seatNo} />}
    </Modal>
  );
}

/** "Seat a player" on a table's card, with its dialog; absent when the table is full. */
export function SeatPlayerButton({ table }: { table: BoardTable }) {
  const [opened, setOpened] = useState(false);
  if (freeSeats(table).length === 0) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpened(true)} aria-haspopup="dialog">
        Seat a player
      </Button>
      <SeatPlayerDialog table={table} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function SeatForm({ table, onClose, seatNo }: Omit<Props, "opened">) {
  const free = freeSeats(table);
  const blinds = hasBlinds(table.table.game);
  const seat = useSeatPlayer();
  const id = `seat-player-${table.table.id}`;
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      seat: String(seatNo ?? free[0] ?? ""),
      name: "",
      stack: "",
      entry: blinds ? "wait_for_big_blind" : "playing",
    },
  });
  const submit = handleSubmit((v) =>
    seat.mutate(
      [
        {
          table_id: table.table.id,
          seat_no: Number(v.seat),
          player_name: v.name.trim(),
          player_id: null,
          stack_cents: parseDollars(v.stack) ?? 0,
          entry: v.entry as Entry,
        },
      ],
      { onSuccess: onClose },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label="Seat"
          size="md"
          {...register("seat")}
          error={formState.errors.seat?.message}
          data={free.map((n) => ({ value: String(n), label: `Seat ${n}` }))}
        />
        <TextInput label="Player's name" size="md" autoComplete="off" data-autofocus {...register("name")} error={formState.errors.name?.message} />
        <TextInput
          label="Stack"
          size="md"
          inputMode="decimal"
          autoComplete="off"
          leftSection={<span aria-hidden="true">$</span>}
          {...register("stack")}
          error={formState.errors.stack?.message}
        />
        {blinds && (
          <Controller
            control={control}
            name="entry"
            render={({ field }) => (
              <Radio.Group label="Comes in" value={field.value} onChange={field.onChange}>
                <Group gap="md" mt={4}>
                  <Radio size="md" value="wait_for_big_blind" label="Waits for the big blind" />
                  <Radio size="md" value="post_big_blind" label="Posts a big blind" />
                </Group>
              </Radio.Group>
            )}
          />
        )}
        <Refusal id={`${id}-refusal`} error={seat.error} />
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="lg" type="submit" loading={seat.isPending} aria-describedby={seat.error ? `${id}-refusal` : undefined}>
            Seat player
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
