import { useState } from "react";
import { Button, Group, Menu, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import {
  useMovePlayer,
  useSetSittingOut,
  useUnseatPlayer,
  type BoardTable,
  type FloorBoard,
  type SeatDto,
} from "../../api";
import { Refusal } from "./Refusal";
import { freeSeats } from "./forms";

type Props = {
  /** The seated player. */
  seat: SeatDto;
  /** His table. */
  table: BoardTable;
  /** The whole board: a player may move to a free seat at another open table. */
  board: FloorBoard;
};

/**
 * A seated player's actions: move (here or to another open table), sit out or come back,
 * unseat. A refusal is shown beside the menu's button; nothing changes.
 */
export function SeatActionsMenu({ seat, table, board }: Props) {
  const sitOut = useSetSittingOut();
  const unseat = useUnseatPlayer();
  const [moving, setMoving] = useState(false);
  const error = sitOut.error ?? unseat.error;
  const id = `seat-${table.table.id}-${seat.seat_no}`;
  const clear = () => {
    sitOut.reset();
    unseat.reset();
  };
  return (
    <span className="seat-actions">
      <Menu position="bottom-start" withinPortal onOpen={clear}>
        <Menu.Target>
          <Button
            size="sm"
            variant="default"
            rightSection={<span aria-hidden="true">▾</span>}
            aria-label={`Seat ${seat.seat_no} ${seat.player_name}${seat.sitting_out ? ", sitting out" : ""}: actions`}
            aria-describedby={error ? `${id}-refusal` : undefined}
          >
            {seat.seat_no} {seat.player_name}
            {seat.sitting_out && " · out"}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setMoving(true)}>Move…</Menu.Item>
          <Menu.Item onClick={() => sitOut.mutate([table.table.id, seat.seat_no, !seat.sitting_out])}>
            {seat.sitting_out ? "Back in" : "Sit out"}
          </Menu.Item>
          <Menu.Item color="red.9" onClick={() => unseat.mutate([table.table.id, seat.seat_no])}>
            Unseat
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Refusal id={`${id}-refusal`} error={error} />
      <MovePlayerDialog seat={seat} table={table} board={board} opened={moving} onClose={() => setMoving(false)} />
    </span>
  );
}

/** Moves a player to a free seat at his table or another open table. */
export function MovePlayerDialog({ seat, table, board, opened, onClose }: Props & { opened: boolean; onClose: () => void }) {
  return (
    <Modal closeButtonProps={{ "aria-label": "Close the dialog", size: "xl" }} opened={opened} onClose={onClose} title={`Move ${seat.player_name} (${table.table.name}, seat ${seat.seat_no})`} centered>
      {opened && <MoveForm seat={seat} table={table} board={board} onClose={onClose} />}
    </Modal>
  );
}

function MoveForm({ seat, table, board, onClose }: Props & { onClose: () => void }) {
  const move = useMovePlayer();
  // Tables with a free seat, his own first.
  const targets = [table, ...board.tables.filter((t) => t.table.id !== table.table.id)].filter((t) => freeSeats(t).length > 0);
  const [toTable, setToTable] = useState(targets[0]?.table.id ?? table.table.id);
  const target = targets.find((t) => t.table.id === toTable);
  const seats = target ? freeSeats(target) : [];
  const [toSeat, setToSeat] = useState<number | undefined>(seats[0]);
  const refusalId = `move-${table.table.id}-${seat.seat_no}-refusal`;
  if (targets.length === 0) {
    return (
      <Stack gap="sm">
        <Text size="sm">Every open table is full: there is no free seat to move to.</Text>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (toSeat === undefined) return;
        move.mutate([table.table.id, seat.seat_no, toTable, toSeat], { onSuccess: onClose });
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label="To table"
          size="md"
          value={String(toTable)}
          onChange={(e) => {
            const id = Number(e.currentTarget.value);
            setToTable(id);
            const t = targets.find((x) => x.table.id === id);
            setToSeat(t ? freeSeats(t)[0] : undefined);
            move.reset();
          }}
          data={targets.map((t) => ({
            value: String(t.table.id),
            label: `${t.table.name} · ${t.table.game_name} ${t.table.stakes}${t.table.id === table.table.id ? " (this table)" : ""}`,
          }))}
        />
        <NativeSelect
          label="To seat"
          size="md"
          value={toSeat === undefined ? "" : String(toSeat)}
          onChange={(e) => {
            setToSeat(Number(e.currentTarget.value));
            move.reset();
          }}
          data={seats.map((n) => ({ value: String(n), label: `Seat ${n}` }))}
        />
        <Refusal id={refusalId} error={move.error} />
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="lg" type="submit" loading={move.isPending} aria-describedby={move.error ? refusalId : undefined}>
            Move player
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
