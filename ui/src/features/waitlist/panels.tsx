// The floor's side of the lists: the calls in force, the open seats to call for, the
// must-move tables. Each row brings its buttons and shows its refusal beside them.
import { useState } from "react";
import { Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import {
  useCallSeat,
  useCancelCall,
  useExtendCall,
  useSetMustMove,
  type BoardTable,
  type CallView,
  type FloorBoard,
  type MustMoveView,
  type OpenSeats,
  type WaitlistBoard,
} from "../../api";
import { CallLeft, callDeadline } from "./CallLeft";
import { SeatCallButton } from "./dialogs";
import { Refusal } from "../../components/Refusal";
import { CommandButton } from "../../components/CommandButton";
import { QuietCommand } from "./QuietCommand";
import { SeatChangeOffer } from "../../components/SeatChanges";

type Tables = Map<number, BoardTable>;

/** The floor board's tables by id (names, games, free seats), once it is read. */
export function tablesOf(floor: FloorBoard | undefined): Tables {
  return new Map((floor?.tables ?? []).map((t) => [t.table.id, t]));
}

/** `Low Ball $4.00/$8.00`, from the floor board, when it knows the table. */
function gameOf(tables: Tables, tableId: number): string | null {
  const t = tables.get(tableId)?.table;
  return t ? `${t.game_name} ${t.stakes}` : null;
}

// ---------------------------------------------------------------------------------------------

/** Every call in force, oldest first, each with its countdown, "Seat" and "Cancel call". */
export function CallsPanel({ board, tables }: { board: WaitlistBoard; tables: Tables }) {
  const { t } = useTranslation("waitlist");
  return (
    <section className="lists-panel" aria-labelledby="calls-title" id="calls">
      <Title order={2} size="h4" id="calls-title">
        {t("calls.title")} {board.calls.length > 0 && <span className="count">({board.calls.length})</span>}
      </Title>
      {board.calls.length === 0 ? (
        <Text size="sm" className="panel-empty">
          {t("calls.none")}
        </Text>
      ) : (
        <ul className="panel-rows">
          {board.calls.map((c) => (
            <CallRow key={c.id} call={c} at={board.at} minutes={board.settings.call_minutes} table={tables.get(c.table_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A call in force: "+5 min" runs it the house's call time longer (he phoned: he is parking). */
function CallRow({ call, at, minutes, table }: { call: CallView; at: string; minutes: number; table: BoardTable | undefined }) {
  const { t } = useTranslation("waitlist");
  const cancel = useCancelCall();
  const extend = useExtendCall();
  const id = `call-${call.id}`;
  const refused = cancel.error ?? extend.error;
  return (
    <li className="panel-row call-row" data-call={call.id}>
      <div className="call-what">
        <Text component="div" fw={700}>
          {call.player_name} <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t("calls.calledTo")}</span> {call.table_name}
        </Text>
        <CallLeft deadline={callDeadline(call, at)} />
      </div>
      {call.must_move_from && (
        <Text size="sm" data-field="must-move-from">
          {t("calls.mustMoveFrom", { table: call.must_move_from.table_name, seat: call.must_move_from.seat_no })}
        </Text>
      )}
      <Group gap="xs" mt={6} preventGrowOverflow={false}>
        <SeatCallButton call={call} table={table} />
        <QuietCommand
          command={extend}
          refusalId={`${id}-refusal`}
          onClick={() => {
            cancel.reset();
            extend.mutate([call.id]);
          }}
        >
          <span>
            <Trans t={t} i18nKey="calls.more" values={{ minutes, name: call.player_name }} components={[<span className="visually-hidden" />]} />
          </span>
        </QuietCommand>
        <QuietCommand
          command={cancel}
          refusalId={`${id}-refusal`}
          onClick={() => {
            extend.reset();
            cancel.mutate([call.id]);
          }}
        >
          <span>
            <Trans
              t={t}
              i18nKey="calls.cancel"
              values={{ name: call.player_name, table: call.table_name }}
              components={[<span className="visually-hidden" />]}
            />
          </span>
        </QuietCommand>
      </Group>
      <Refusal id={`${id}-refusal`} error={refused} />
    </li>
  );
}

// ---------------------------------------------------------------------------------------------

/** Open tables with a seat neither taken nor called, and whom one click would call. */
export function OpenSeatsPanel({ board, tables }: { board: WaitlistBoard; tables: Tables }) {
  const { t } = useTranslation("waitlist");
  return (
    <section className="lists-panel" aria-labelledby="open-seats-title" id="open-seats">
      <Title order={2} size="h4" id="open-seats-title">
        {t("openSeats.title")}
      </Title>
      {board.open_seats.length === 0 ? (
        <Text size="sm" className="panel-empty">
          {t("openSeats.none")}
        </Text>
      ) : (
        <ul className="panel-rows">
          {board.open_seats.map((o) => (
            <OpenSeatRow key={o.table_id} open={o} game={gameOf(tables, o.table_id)} table={tables.get(o.table_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One table's open seats and whom "Call" would call. A seat-change request at the table is owed
 * the seat before the lists (the room refuses a call with `seat_change_first`): its player is
 * named, and offered the seat right here (Take or Declines).
 */
function OpenSeatRow({ open, game, table }: { open: OpenSeats; game: string | null; table: BoardTable | undefined }) {
  const { t } = useTranslation("waitlist");
  const callNext = useCallSeat();
  const id = `open-seat-${open.table_id}`;
  return (
    <li className="panel-row" data-table={open.table_id}>
      <Text component="div">
        <strong>{open.table_name}</strong>
        {game && <span className="muted-strong"> · {game}</span>}
      </Text>
      <Text size="sm" data-field="seats">
        {open.next === null ? t("openSeats.seatsNobody", { count: open.seats }) : t("openSeats.seats", { count: open.seats })}
      </Text>
      {open.next !== null && (
        <CommandButton
          mt={6}
          size="md"
          h={44}
          aria-label={t("openSeats.callTo", { name: open.next, table: open.table_name })}
          command={callNext}
          refusalId={`${id}-refusal`}
          onClick={() => callNext.mutate([open.table_id, null])}
        >
          {t("openSeats.call", { name: open.next })}
        </CommandButton>
      )}
      <Refusal id={`${id}-refusal`} error={callNext.error} />
      {table && <SeatChangeOffer table={table} onDone={() => callNext.reset()} />}
    </li>
  );
}

// ---------------------------------------------------------------------------------------------

/** The must-move tables and who moves next; making an open table one, or ending it. */
export function MustMovePanel({ board, floor }: { board: WaitlistBoard; floor: FloorBoard | undefined }) {
  const { t } = useTranslation("waitlist");
  return (
    <section className="lists-panel" aria-labelledby="must-move-title" id="must-moves">
      <Title order={2} size="h4" id="must-move-title">
        {t("mustMove.title")}
      </Title>
      {board.must_moves.length === 0 ? (
        <Text size="sm" className="panel-empty">
          {t("mustMove.none")}
        </Text>
      ) : (
        <ul className="panel-rows">
          {board.must_moves.map((m) => (
            <MustMoveRow key={m.table_id} must={m} />
          ))}
        </ul>
      )}
      {floor && <MakeMustMove board={board} floor={floor} />}
    </section>
  );
}

function MustMoveRow({ must }: { must: MustMoveView }) {
  const { t } = useTranslation("waitlist");
  const end = useSetMustMove();
  const id = `must-move-${must.table_id}`;
  return (
    <li className="panel-row" data-table={must.table_id}>
      <Text component="div" data-field="must-move">
        <Trans
          t={t}
          i18nKey="mustMove.row"
          values={{ table: must.table_name, main: must.main_table_name }}
          components={[<strong />, <span aria-hidden="true" />, <strong />]}
        />
      </Text>
      <Text size="sm" data-field="next">
        {must.next ? t("mustMove.next", { name: must.next.player_name, seat: must.next.seat_no }) : t("mustMove.nobody")}
      </Text>
      <QuietCommand
        mt={6}
        command={end}
        refusalId={`${id}-refusal`}
        onClick={() => end.mutate([must.table_id, null])}
      >
        <span>
          <Trans
            t={t}
            i18nKey="mustMove.end"
            values={{ table: must.table_name, main: must.main_table_name }}
            components={[<span className="visually-hidden" />]}
          />
        </span>
      </QuietCommand>
      <Refusal id={`${id}-refusal`} error={end.error} />
    </li>
  );
}

/**
 * Makes an open table a must-move feeding another of the same game and stakes (the room checks
 * it too). A table already a must-move, or already a main game, is not offered as the feeder.
 */
function MakeMustMove({ board, floor }: { board: WaitlistBoard; floor: FloorBoard }) {
  const { t } = useTranslation("waitlist");
  const set = useSetMustMove();
  const feeders = new Set(board.must_moves.map((m) => m.table_id));
  const mains = new Set(board.must_moves.map((m) => m.main_table_id));
  function mainsFor(t: BoardTable) {
    return floor.tables.filter(
      (o) => o.table.id !== t.table.id && !feeders.has(o.table.id) && o.table.game === t.table.game && o.table.stakes === t.table.stakes,
    );
  }
  const candidates = floor.tables.filter((t) => !feeders.has(t.table.id) && !mains.has(t.table.id) && mainsFor(t).length > 0);
  const [chosen, setChosen] = useState("");
  const [mainChosen, setMainChosen] = useState("");
  const table = candidates.find((t) => String(t.table.id) === chosen) ?? candidates[0];
  const options = table ? mainsFor(table) : [];
  const main = options.find((o) => String(o.table.id) === mainChosen) ?? options[0];
  if (candidates.length === 0) {
    return (
      <Text size="sm" mt="xs" className="panel-empty" id="no-must-move-pair">
        {t("mustMove.noPair")}
      </Text>
    );
  }
  return (
    <Stack gap={6} mt="sm" className="make-must-move" role="group" aria-labelledby="make-must-move-title">
      <Text size="sm" fw={600} id="make-must-move-title">
        {t("mustMove.make")}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TablePick
          label={t("mustMove.table")}
          tables={candidates}
          picked={table}
          onPick={(id) => {
            setChosen(id);
            setMainChosen("");
            set.reset();
          }}
        />
        <TablePick
          label={t("mustMove.feeds")}
          tables={options}
          picked={main}
          onPick={(id) => {
            setMainChosen(id);
            set.reset();
          }}
        />
      </Group>
      <QuietCommand
        disabled={!table || !main}
        command={set}
        refusalId="make-must-move-refusal"
        onClick={() => table && main && set.mutate([table.table.id, main.table.id])}
      >
        {table && main ? t("mustMove.makeFor", { table: table.table.name, main: main.table.name }) : t("mustMove.makeOne")}
      </QuietCommand>
      <Refusal id="make-must-move-refusal" error={set.error} />
    </Stack>
  );
}

/** One of `tables`, picked by name (its id as the value). */
function TablePick({ label, tables, picked, onPick }: { label: string; tables: BoardTable[]; picked: BoardTable | undefined; onPick: (id: string) => void }) {
  return (
    <NativeSelect
      label={label}
      size="md"
      value={picked ? String(picked.table.id) : ""}
      onChange={(e) => onPick(e.currentTarget.value)}
      data={tables.map((t) => ({ value: String(t.table.id), label: t.table.name }))}
    />
  );
}
