import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Button, Menu, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  playerNumberOf,
  useIdentifyPlayer,
  useIsFloor,
  useMovePlayer,
  useSetSittingOut,
  useUnseatPlayer,
  type BoardTable,
  type FloorBoard,
  type SeatDto,
} from "../../../api";
import { usePickUpSeat } from "../../../api/rotation";
import { minutesBetween } from "../../../lib/time";
import { AddChipsDialog, CorrectChipsDialog } from "./Chips";
import { SeatChangeDialog } from "./SeatChangeDialog";
import { pendingWords } from "../../../lib/chipWords";
import { Dialog } from "../../../components/Dialog";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DialogActions, DialogDone } from "../../../components/DialogActions";
import { FormSelect } from "../../../components/FormSelect";
import { Refusal } from "../../../components/Refusal";
import { PlayerRefusal, isPlayerRefusal } from "../../../components/PlayerRefusal";
import { freeSeats } from "../../../lib/seats";
import { gameName } from "../../../lib/games";
import { z } from "../../../lib/zod";

type Props = {
  /** The seated player. */
  seat: SeatDto;
  /** The player's table. */
  table: BoardTable;
  /** The whole board: a player may move to a free seat at another open table. */
  board: FloorBoard;
};

/**
 * How long a player has sat out (null: playing, or the room did not say since when), and the
 * house's limit when the room flags the seat past it (null: not flagged).
 */
export function sitOutOf(seat: SeatDto, table: BoardTable, board: FloorBoard): { minutes: number | null; overLimit: number | null } {
  if (!seat.sitting_out) return { minutes: null, overLimit: null };
  const flag = board.sit_out_flags.find((f) => f.table_id === table.table.id && f.seat_no === seat.seat_no);
  if (flag) return { minutes: flag.minutes, overLimit: board.sit_out_limit_minutes };
  return { minutes: seat.sitting_out_since === null ? null : minutesBetween(seat.sitting_out_since, board.at), overLimit: null };
}

/**
 * A seated player's actions: add chips, correct the stack to the chips counted (PIN and
 * reason), move (here or to another open table), sit out or come back, unseat; a seat sitting
 * out past the house's limit, picked up (after a confirmation). A refusal is shown beside the
 * menu's button; nothing changes. Chips bought during a hand the player is in show on the button.
 */
export function SeatActionsMenu({ seat, table, board }: Props) {
  const { t } = useTranslation("floor");
  const floor = useIsFloor();
  const sitOut = useSetSittingOut();
  const unseat = useUnseatPlayer();
  const [moving, setMoving] = useState(false);
  const [pickingUp, setPickingUp] = useState(false);
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [identifying, setIdentifying] = useState(false);
  const [changing, setChanging] = useState(false);
  const error = sitOut.error ?? unseat.error;
  const id = `seat-${table.table.id}-${seat.seat_no}`;
  const clear = () => {
    sitOut.reset();
    unseat.reset();
  };
  const { minutes, overLimit } = sitOutOf(seat, table, board);
  const out = !seat.sitting_out ? null : minutes === null ? t("seatMenu.out") : t("seatMenu.outFor", { minutes });
  const pending = seat.pending_add_on_cents > 0 ? pendingWords(seat.pending_add_on_cents) : null;
  return (
    <span className="seat-actions">
      <Menu position="bottom-start" withinPortal onOpen={clear}>
        <Menu.Target>
          <Button
            size="sm"
            variant="default"
            className={overLimit === null ? "seat-button" : "seat-button over"}
            data-seat={seat.seat_no}
            rightSection={<span aria-hidden="true">▾</span>}
            // The visible words, in order, inside the name (WCAG 2.5.3).
            aria-label={t("seatMenu.label", {
              seat: seat.seat_no,
              name: seat.player_name,
              notes: `${out ? `, ${out}` : ""}${pending ? ` ${pending}` : ""}${overLimit === null ? "" : `, ${t("seatMenu.overLimit")}`}`,
            })}
            aria-describedby={error ? `${id}-refusal` : undefined}
          >
            {seat.seat_no} {seat.player_name}
            {out && ` · ${out}`}
            {pending && <span className="seat-pending"> {pending}</span>}
            {overLimit !== null && (
              <span className="seat-over">
                {" "}
                <span aria-hidden="true">⚠</span> {t("seatMenu.overLimit")}
              </span>
            )}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setAdding(true)} aria-haspopup="dialog">
            {t("seatMenu.addChips")}
          </Menu.Item>
          {floor && (
            <Menu.Item onClick={() => setCorrecting(true)} aria-haspopup="dialog">
              {t("seatMenu.correctChips")}
            </Menu.Item>
          )}
          {floor && <Menu.Item onClick={() => setMoving(true)}>{t("seatMenu.move")}</Menu.Item>}
          {floor && (
            <Menu.Item onClick={() => setChanging(true)} aria-haspopup="dialog">
              {t("seatMenu.seatChange")}
            </Menu.Item>
          )}
          {floor && seat.player_id === null && (
            <Menu.Item onClick={() => setIdentifying(true)} aria-haspopup="dialog">
              {t("seatMenu.identify")}
            </Menu.Item>
          )}
          <Menu.Item onClick={() => sitOut.mutate([table.table.id, seat.seat_no, !seat.sitting_out])}>
            {seat.sitting_out ? t("seatMenu.backIn") : t("seatMenu.sitOut")}
          </Menu.Item>
          {floor && overLimit !== null && (
            <Menu.Item color="var(--cr-bad)" fw={700} onClick={() => setPickingUp(true)} aria-haspopup="dialog">
              {t("seatMenu.pickUp")}
            </Menu.Item>
          )}
          {floor && (
            <Menu.Item color="var(--cr-bad)" onClick={() => unseat.mutate([table.table.id, seat.seat_no])}>
              {t("seatMenu.unseat")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Refusal id={`${id}-refusal`} error={error} />
      <MovePlayerDialog seat={seat} table={table} board={board} opened={moving} onClose={() => setMoving(false)} />
      <SeatChangeDialog seat={seat} table={table} board={board} opened={changing} onClose={() => setChanging(false)} />
      <AddChipsDialog seat={seat} tableName={table.table.name} buyIn={table.table.buy_in} opened={adding} onClose={() => setAdding(false)} />
      <CorrectChipsDialog seat={seat} tableName={table.table.name} opened={correcting} onClose={() => setCorrecting(false)} />
      <IdentifyPlayerDialog seat={seat} table={table} opened={identifying} onClose={() => setIdentifying(false)} />
      <PickUpSeatDialog
        seat={seat}
        table={table}
        minutes={minutes}
        limit={overLimit ?? board.sit_out_limit_minutes}
        opened={pickingUp}
        onClose={() => setPickingUp(false)}
      />
    </span>
  );
}

/**
 * Picks up the seat of a player sitting out past the house's limit, in one action once
 * confirmed: the player leaves the table and the seat is free. A refusal (the player came back meanwhile, a
 * hand is running) is shown in the dialog; nothing changes.
 */
export function PickUpSeatDialog({
  seat,
  table,
  minutes,
  limit,
  opened,
  onClose,
}: {
  seat: SeatDto;
  table: BoardTable;
  minutes: number | null;
  limit: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("floor");
  const pickUp = usePickUpSeat();
  const refusalId = `pick-up-${table.table.id}-${seat.seat_no}-refusal`;
  const close = () => {
    pickUp.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t("pickUp.title", { name: seat.player_name })}
      refusalId={refusalId}
      keep={t("pickUp.keep")}
      command={pickUp}
      onConfirm={() => pickUp.mutate([table.table.id, seat.seat_no], { onSuccess: close })}
      confirm={t("pickUp.confirm")}
    >
      {minutes === null
        ? t("pickUp.body", { name: seat.player_name, table: table.table.name, seat: seat.seat_no, limit })
        : t("pickUp.bodyFor", { name: seat.player_name, table: table.table.name, seat: seat.seat_no, minutes, limit })}
    </ConfirmDialog>
  );
}

/**
 * Names the nameless player in a seat: a registered player's number. The cash he paid in today
 * at the seat goes under his name (a CTR needs one past $10,000); a player the room refuses
 * (barred, seated at another table) is said in red, by code.
 */
export function IdentifyPlayerDialog({ seat, table, opened, onClose }: { seat: SeatDto; table: BoardTable; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("floor");
  return (
    <Dialog opened={opened} onClose={onClose} title={t("identify.title", { name: seat.player_name, table: table.table.name, seat: seat.seat_no })}>
      {opened && <IdentifyForm seat={seat} table={table} onClose={onClose} />}
    </Dialog>
  );
}

const identifySchemaOf = (t: TFunction<"floor">) =>
  z.object({ number: z.string().trim().refine((n) => playerNumberOf(n) !== null, t("identify.numberDigits")) });
type Identify = z.input<ReturnType<typeof identifySchemaOf>>;

function IdentifyForm({ seat, table, onClose }: { seat: SeatDto; table: BoardTable; onClose: () => void }) {
  const { t } = useTranslation("floor");
  const identify = useIdentifyPlayer();
  const schema = useMemo(() => identifySchemaOf(t), [t]);
  const form = useForm<Identify>({ resolver: zodResolver(schema), defaultValues: { number: "" } });
  const [done, setDone] = useState<string | null>(null);
  const id = `identify-${table.table.id}-${seat.seat_no}`;
  const number = playerNumberOf(form.watch("number"));
  const error = identify.error;
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
    <form
      noValidate
      onSubmit={form.handleSubmit((v) =>
        identify.mutate([table.table.id, seat.seat_no, playerNumberOf(v.number)!], {
          onSuccess: (answer) => setDone(t("identify.done", { seat: answer.seat_no, number: answer.player_id ?? playerNumberOf(v.number), name: answer.player_name })),
        }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">{t("identify.intro")}</Text>
        <TextInput
          id={`${id}-number`}
          label={t("identify.number")}
          size="md"
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          data-autofocus
          error={form.formState.errors.number?.message}
          {...form.register("number", { onChange: () => identify.reset() })}
        />
        {isPlayerRefusal(error) && <PlayerRefusal id={`${id}-refusal`} error={error} number={number} />}
        <DialogActions refusalId={isPlayerRefusal(error) ? undefined : `${id}-refusal`} onCancel={onClose} command={identify}>
          {t("identify.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}

/** Moves a player to a free seat at the same table or another open table. */
export function MovePlayerDialog({ seat, table, board, opened, onClose }: Props & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("floor");
  return (
    <Dialog opened={opened} onClose={onClose} title={t("move.title", { name: seat.player_name, table: table.table.name, seat: seat.seat_no })}>
      {opened && <MoveForm seat={seat} table={table} board={board} onClose={onClose} />}
    </Dialog>
  );
}

/** A table and a free seat there, as the selects hold them (ids as text; no seat: ""). */
const moveSchemaOf = (t: TFunction<"floor">) => z.object({ toTable: z.string(), toSeat: z.string().min(1, t("move.chooseSeat")) });
type Move = z.input<ReturnType<typeof moveSchemaOf>>;

/** The first free seat of `t`, as a select holds it. */
const firstFree = (t: BoardTable | undefined) => (t ? String(freeSeats(t)[0] ?? "") : "");

function MoveForm({ seat, table, board, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation("floor");
  const move = useMovePlayer();
  const moveSchema = useMemo(() => moveSchemaOf(t), [t]);
  // Tables with a free seat, the player's own first.
  const targets = [table, ...board.tables.filter((x) => x.table.id !== table.table.id)].filter((x) => freeSeats(x).length > 0);
  const form = useForm<Move>({
    resolver: zodResolver(moveSchema),
    defaultValues: { toTable: String(targets[0]?.table.id ?? table.table.id), toSeat: firstFree(targets[0]) },
  });
  const toTable = Number(form.watch("toTable"));
  const target = targets.find((x) => x.table.id === toTable);
  const seats = target ? freeSeats(target) : [];
  const refusalId = `move-${table.table.id}-${seat.seat_no}-refusal`;
  if (targets.length === 0) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t("move.full")}</Text>
        <DialogDone label={t("move.close")} onClose={onClose} />
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => move.mutate([table.table.id, seat.seat_no, Number(v.toTable), Number(v.toSeat)], { onSuccess: onClose }))}
    >
      <Stack gap="sm">
        <FormSelect
          control={form.control}
          name="toTable"
          label={t("move.toTable")}
          onPick={(id) => {
            form.setValue("toSeat", firstFree(targets.find((x) => String(x.table.id) === id)));
            move.reset();
          }}
          data={targets.map((x) => ({
            value: String(x.table.id),
            label: t(x.table.id === table.table.id ? "move.thisTable" : "move.table", {
              table: x.table.name,
              game: gameName(x.table.game),
              stakes: x.table.stakes,
            }),
          }))}
        />
        <FormSelect
          control={form.control}
          name="toSeat"
          label={t("move.toSeat")}
          onPick={() => move.reset()}
          data={seats.map((n) => ({ value: String(n), label: t("move.seat", { seat: n }) }))}
        />
        <DialogActions refusalId={refusalId} onCancel={onClose} command={move}>
          {t("move.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
