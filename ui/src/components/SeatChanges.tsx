// A table's seat-change list (issue #40), as the floor board's card, the table's actions, the
// Lists screen and the dealer's console show it: in the order a seat that opens is offered
// (the room's order: players at the table first, then the others, each by when they asked),
// each player by the name the room gives and where he sits now. The list is the room's, so it
// stays through every dealer's rotation. When a seat is open the first player not passed over
// is offered it: he takes it (with his stack) or declines, as the house sets.
import { useState } from "react";
import { Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  useCancelSeatChange,
  useDeclineSeatChange,
  useTakeSeatChange,
  type BoardTable,
  type SeatChangeDecline,
  type SeatChangeView,
} from "../api";
import { useFloorSettings } from "../api/rotation";
import { freeSeats } from "../lib/seats";
import { CommandButton } from "./CommandButton";
import { Refusal } from "./Refusal";

/** The request a seat that opens at the table is offered to: the first not passed over, if any. */
export function offeredRequest(requests: readonly SeatChangeView[]): SeatChangeView | null {
  return requests.find((r) => !r.passed) ?? null;
}

/** Where the player of `r` sits now, in words: "seat 3" at the table asked for, else "Table 1 seat 3". */
export function useFromWords() {
  const { t } = useTranslation();
  return (r: SeatChangeView) =>
    r.from_table_id === r.table_id ? t("seatChanges.fromHere", { seat: r.from_seat }) : t("seatChanges.from", { table: r.from_table_name, seat: r.from_seat });
}

/**
 * The list, numbered in the order it is offered. `open`: a seat is open at the table (the first
 * player not passed over is marked as offered it). `cancel`: each row has "Cancel" (the floor's).
 */
export function SeatChangeList({
  tableId,
  requests,
  open = false,
  cancel = false,
  className = "seat-changes",
}: {
  tableId: number;
  requests: readonly SeatChangeView[];
  open?: boolean;
  cancel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const from = useFromWords();
  const offered = open ? offeredRequest(requests) : null;
  if (requests.length === 0) return null;
  const titleId = `seat-changes-${tableId}-title`;
  return (
    <div className={className} data-field="seat-changes">
      <Text component="div" size="sm" fw={600} id={titleId}>
        {t("seatChanges.title", { count: requests.length })}
      </Text>
      <ol className="seat-change-list" aria-labelledby={titleId}>
        {requests.map((r, i) => (
          <li key={r.id} data-request={r.id} data-passed={r.passed || undefined} data-offered={r === offered || undefined}>
            <span className="seat-change-place">{i + 1}</span> <span data-field="name">{r.player_name}</span>{" "}
            <span className="seat-change-from">· {from(r)}</span>
            {r.passed && <span className="seat-change-note"> · {t("seatChanges.passed")}</span>}
            {r === offered && <span className="seat-change-note offered"> · {t("seatChanges.offered")}</span>}
            {cancel && <CancelRequest request={r} />}
          </li>
        ))}
      </ol>
    </div>
  );
}

function CancelRequest({ request: r }: { request: SeatChangeView }) {
  const { t } = useTranslation();
  const cancel = useCancelSeatChange();
  const id = `seat-change-${r.id}-cancel-refusal`;
  return (
    <>
      {" "}
      <CommandButton
        size="compact-sm"
        variant="subtle"
        command={cancel}
        refusalId={id}
        aria-label={t("seatChanges.cancelLabel", { name: r.player_name })}
        onClick={() => cancel.mutate([r.id])}
      >
        {t("seatChanges.cancel")}
      </CommandButton>
      <Refusal id={id} error={cancel.error} />
    </>
  );
}

/** What declining does, as the house sets it (until read: the usual rule, he loses his place). */
export function declineWords(rule: SeatChangeDecline | undefined, t: (key: "seatChanges.declineKeeps" | "seatChanges.declineLoses") => string) {
  return rule === "keeps" ? t("seatChanges.declineKeeps") : t("seatChanges.declineLoses");
}

/**
 * The seat open at `table` offered to the first of its seat-change list: which free seat he
 * takes, "Take seat N" and "Declines", and what declining does under the house's rule. Nothing
 * when no seat is free or nobody is owed one.
 */
export function SeatChangeOffer({ table, onDone }: { table: BoardTable; onDone?: () => void }) {
  const { t } = useTranslation();
  const from = useFromWords();
  const settings = useFloorSettings().data;
  const take = useTakeSeatChange();
  const decline = useDeclineSeatChange();
  const free = freeSeats(table);
  const offered = offeredRequest(table.seat_changes);
  const [picked, setPicked] = useState<string>("");
  if (offered === null || free.length === 0) return null;
  const seat = free.includes(Number(picked)) ? Number(picked) : free[0]!;
  const id = `seat-change-offer-${table.table.id}`;
  const error = take.error ?? decline.error;
  return (
    <Stack gap={6} className="seat-change-offer" role="group" aria-labelledby={`${id}-title`} data-request={offered.id}>
      <Text size="sm" fw={700} id={`${id}-title`}>
        {t("seatChanges.offerTitle", { table: table.table.name, name: offered.player_name, from: from(offered) })}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {free.length > 1 && (
          <NativeSelect
            label={t("seatChanges.seat")}
            size="md"
            value={String(seat)}
            onChange={(e) => {
              setPicked(e.currentTarget.value);
              take.reset();
            }}
            data={free.map((n) => ({ value: String(n), label: t("seat", { seat: n }) }))}
          />
        )}
        <CommandButton
          size="md"
          h={44}
          command={take}
          refusalId={`${id}-refusal`}
          data-action="take-seat-change"
          aria-label={t("seatChanges.takeLabel", { name: offered.player_name, seat, table: table.table.name })}
          onClick={() => {
            decline.reset();
            take.mutate([offered.id, seat], { onSuccess: onDone });
          }}
        >
          {t("seatChanges.take", { seat })}
        </CommandButton>
        <CommandButton
          size="md"
          h={44}
          variant="default"
          command={decline}
          refusalId={`${id}-refusal`}
          data-action="decline-seat-change"
          aria-label={t("seatChanges.declineLabel", { name: offered.player_name })}
          onClick={() => {
            take.reset();
            decline.mutate([offered.id], { onSuccess: onDone });
          }}
        >
          {t("seatChanges.decline")}
        </CommandButton>
      </Group>
      <Text size="xs" data-field="decline-rule">
        {declineWords(settings?.seat_change_decline, t)}
      </Text>
      <Refusal id={`${id}-refusal`} error={error} />
    </Stack>
  );
}
