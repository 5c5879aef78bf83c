import { useState } from "react";
import { Button, SegmentedControl, Text } from "@mantine/core";
import type { DueSeat, SeatException } from "../../api";
import { formatCents } from "../../lib/money";
import { clockTime } from "../../lib/time";

type Reason = SeatException["reason"];
type Choice = "paid" | Reason;

const CHOICES: { value: Choice; label: string }[] = [
  { value: "paid", label: "Paid" },
  { value: "sitting_out", label: "Sitting out" },
  { value: "new_player", label: "New" },
  { value: "left", label: "Left" },
];

type Props = {
  due: DueSeat[];
  /** A hand is running: the banner waits for its end (it never stops the hand). */
  handRunning: boolean;
  busy: boolean;
  onCollect: (exceptions: SeatException[]) => void;
};

/**
 * The time collection fallen due at this table. While a hand runs it only says it is waiting;
 * between hands it lists the seats with their amounts, and one tap records them collected, with
 * the seats that did not pay (sitting out, new, left) marked as exceptions first.
 */
export function CollectionBanner({ due, handRunning, busy, onCollect }: Props) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  if (due.length === 0) return null;
  const when = clockTime(due[0]!.due_at);
  if (handRunning) {
    return (
      <div className="collection-banner waiting" role="status" data-field="collection-waiting">
        Time collection due at {when} for {due.length} {due.length === 1 ? "seat" : "seats"}: after this hand.
      </div>
    );
  }
  const exceptions: SeatException[] = due
    .filter((d) => (choices[d.seat_no] ?? "paid") !== "paid")
    .map((d) => ({ seat_no: d.seat_no, reason: choices[d.seat_no] as Reason }));
  return (
    <section className="collection-banner" aria-labelledby="collection-title" data-field="collection-banner">
      <div className="collection-head">
        <Text component="h2" id="collection-title" fw={700} size="lg">
          Time collection due at {when}
        </Text>
        <Button h={56} size="lg" onClick={() => onCollect(exceptions)} disabled={busy} data-action="collect">
          {exceptions.length === 0 ? "Collected from all" : `Collected, except ${exceptions.length} ${exceptions.length === 1 ? "seat" : "seats"}`}
        </Button>
      </div>
      <ul className="collection-seats">
        {due.map((d) => (
          <li key={d.seat_no} data-seat={d.seat_no}>
            <span className="collection-who" id={`collect-${d.seat_no}`}>
              Seat {d.seat_no} {d.player_name} <span className="num">{formatCents(d.amount_cents)}</span>
            </span>
            <SegmentedControl
              size="sm"
              aria-labelledby={`collect-${d.seat_no}`}
              value={choices[d.seat_no] ?? "paid"}
              onChange={(v) => setChoices((c) => ({ ...c, [d.seat_no]: v as Choice }))}
              data={CHOICES}
              className="collection-choice"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
