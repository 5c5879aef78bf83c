// What the Dealers screen says about each dealer and each planned push: words worked out once
// from the room's view (`RotationView`), local times, nothing decided here (the room plans the
// pushes, says which are overdue and refuses what cannot be done).
import type { DealerState, PlannedPush, RotationView, Then } from "../../api/rotation";
import { clockTime, minutesBetween, parseRoomTime } from "../../lib/time";

/** A dealer's state in words: where he is and since when, what comes next, his downs. */
export type DealerWords = {
  /** `In the box at Table 1`, `On break`, `Waiting for a table`. */
  where: string;
  /** `since 21:00`. */
  since: string;
  /** `down ends 21:30` / `down ended 21:30` / `back at 21:57` / `back since 21:57` / `` for a dealer waiting. */
  next: string;
  /** The down or the break has run out: said in words, and marked. */
  late: boolean;
  /** `1 down since his break`. */
  downs: string;
};

export function dealerWords(d: DealerState, at: string): DealerWords {
  const now = parseRoomTime(at);
  const past = d.until !== null && parseRoomTime(d.until) <= now;
  const downs = `${d.downs_since_break} ${d.downs_since_break === 1 ? "down" : "downs"} since his break`;
  switch (d.duty) {
    case "in_box":
      return {
        where: `In the box at ${d.table_name ?? "a table"}`,
        since: `since ${clockTime(d.since)}`,
        next: d.until === null ? "" : past ? `down ended ${clockTime(d.until)}` : `down ends ${clockTime(d.until)}`,
        late: past,
        downs,
      };
    case "on_break":
      return {
        where: "On break",
        since: `since ${clockTime(d.since)}`,
        next: d.until === null ? "" : past ? `due back since ${clockTime(d.until)}` : `back at ${clockTime(d.until)}`,
        late: past,
        downs,
      };
    case "waiting":
      return { where: "Waiting for a table", since: `since ${clockTime(d.since)}`, next: "", late: false, downs };
  }
}

/** Where the dealer relieved goes. */
export const THEN_WORDS = {
  next_table: "to the next table",
  break: "on break",
  off: "off (not in the rotation)",
} as const satisfies Record<Then, string>;

/** When a push is due: `due 21:30`, or overdue since then in words (and colour, on the screen). */
export function dueWords(p: PlannedPush, at: string): string {
  if (!p.overdue) return `due ${clockTime(p.due_at)}`;
  // A table with no dealer is due now: its push is overdue from the moment it is read.
  const late = minutesBetween(p.due_at, at);
  return late === 0 ? "overdue: due now" : `overdue since ${clockTime(p.due_at)} (${late} min)`;
}

/** Who goes in: the relief, or nobody free. */
export const inWords = (p: PlannedPush): string => p.in_dealer?.name ?? "nobody free";

/** Who comes out and where he goes; a table without a dealer has nobody to relieve. */
export const outWords = (p: PlannedPush): string =>
  p.out_dealer ? `${p.out_dealer.name}, ${THEN_WORDS[p.then]}` : "no dealer in the box";

/** How many pushes are overdue. */
export const overdueCount = (view: RotationView): number => view.pushes.filter((p) => p.overdue).length;

/** The house's rotation: `Downs of 30 min · a 20 min break after 3 downs`. */
export const rulesWords = (view: RotationView): string =>
  `Downs of ${view.down_minutes} min · a ${view.break_minutes} min break after ${view.downs_before_break} ${view.downs_before_break === 1 ? "down" : "downs"}`;

