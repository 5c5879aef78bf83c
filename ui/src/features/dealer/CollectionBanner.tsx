import { useState } from "react";
import { Button, SegmentedControl, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DueSeat, SeatException } from "../../api";
import { formatCents } from "../../lib/money";
import { markChoicesFor } from "../../lib/collectionMarks";
import { clockTime } from "../../lib/time";
import type { CollectionNote } from "./useConsoleCommands";
import { seatName } from "./words";

type Reason = SeatException["reason"];
/** Paid from the stack, paid in cash, or not paid and why (the dealer never chooses "cannot cover": the room does). */
type Choice = "paid" | "cash" | Exclude<Reason, "comped" | "cannot_cover">;

/** The floor's choices (lib/collectionMarks.ts) but the comp, which is the floor's alone, in the words of the moment. */
const choicesNow = () => markChoicesFor(false).map((c) => ({ value: c.value as Choice, label: c.short ?? c.label }));

type Props = {
  due: DueSeat[];
  /** The seats the room knows are sitting out: preselected "Sitting out", never "Paid". */
  sittingOut?: readonly number[];
  /** A hand is running: the banner waits for its end (it never stops the hand). */
  handRunning: boolean;
  busy: boolean;
  /** Collected: the seats not paid with why, and the seats that paid in cash; every other seat paid from the stack. */
  onCollect: (exceptions: SeatException[], cash: number[]) => void;
};

/**
 * The time collection fallen due at this table. While a hand runs it only says it is waiting;
 * between hands it lists the seats with their amounts, and one tap records them collected:
 * taken from the chips in front of each player, as dealers take it, but the seats marked paid
 * in cash (their stacks stay as they are) and those that did not pay (sitting out, new, left).
 */
export function CollectionBanner({ due, sittingOut = [], handRunning, busy, onCollect }: Props) {
  const { t } = useTranslation("dealer");
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  if (due.length === 0) return null;
  const when = clockTime(due[0]!.due_at);
  if (handRunning) {
    return (
      <div className="collection-banner waiting" role="status" data-field="collection-waiting">
        {t("collection.waiting", { time: when, count: due.length })}
      </div>
    );
  }
  // What the room knows comes first: a player sitting out did not pay; the dealer may change it.
  const choice = (seat: number): Choice => choices[seat] ?? (sittingOut.includes(seat) ? "sitting_out" : "paid");
  const exceptions: SeatException[] = due
    .filter((d) => choice(d.seat_no) !== "paid" && choice(d.seat_no) !== "cash")
    .map((d) => ({ seat_no: d.seat_no, reason: choice(d.seat_no) as Reason }));
  const cash = due.filter((d) => choice(d.seat_no) === "cash").map((d) => d.seat_no);
  return (
    <section className="collection-banner" aria-labelledby="collection-title" aria-describedby="collection-how" data-field="collection-banner">
      <div className="collection-head">
        <div>
          <Text component="h2" id="collection-title" fw={700} size="lg">
            {t("collection.title", { time: when })}
          </Text>
          <Text size="sm" id="collection-how">
            {t("collection.how")}
          </Text>
        </div>
        <Button h={56} size="lg" onClick={() => onCollect(exceptions, cash)} disabled={busy} data-action="collect">
          {exceptions.length === 0 ? t("collection.fromAll") : t("collection.except", { count: exceptions.length })}
        </Button>
      </div>
      <ul className="collection-seats">
        {due.map((d) => (
          <li key={d.seat_no} data-seat={d.seat_no}>
            <span className="collection-who" id={`collect-${d.seat_no}`}>
              {seatName(d.seat_no, d.player_name)} <span className="num">{formatCents(d.amount_cents)}</span>
            </span>
            <SegmentedControl
              size="sm"
              aria-labelledby={`collect-${d.seat_no}`}
              value={choice(d.seat_no)}
              onChange={(v) => setChoices((c) => ({ ...c, [d.seat_no]: v as Choice }))}
              data={choicesNow()}
              className="collection-choice"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the last collection did, seat by seat, until the next hand starts. */
export function CollectionResult({ note }: { note: CollectionNote | null }) {
  const { t } = useTranslation("dealer");
  if (!note) return null;
  return (
    <section className="collection-result" role="status" aria-labelledby="collection-result-title" data-field="collected">
      <Text component="h2" id="collection-result-title" fw={700} size="md">
        {t("collection.recorded", { time: clockTime(note.dueAt) })}
      </Text>
      <ul>
        {note.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The seats of the console's table whose players sit out. */
export const sittingOutSeats = (view: { table: { seats: readonly { seat_no: number; sitting_out: boolean }[] } }): number[] =>
  view.table.seats.filter((s) => s.sitting_out).map((s) => s.seat_no);
