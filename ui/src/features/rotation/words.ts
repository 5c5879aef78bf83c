// What the Dealers screen says about each dealer and each planned push: words worked out once
// from the room's view (`RotationView`), local times, nothing decided here (the room plans the
// pushes, says which are overdue and refuses what cannot be done).
import type { DealerState, PlannedPush, RotationView, Then } from "../../api/rotation";
import { t } from "../../i18n";
import { clockTime, minutesBetween, parseRoomTime } from "../../lib/time";

/** A dealer's state in words: where the dealer is and since when, what comes next, the downs. */
export type DealerWords = {
  /** `In the box at Table 1`, `On break`, `Waiting for a table`. */
  where: string;
  /** `since 21:00`. */
  since: string;
  /** `down ends 21:30` / `down ended 21:30` / `back at 21:57` / `back since 21:57` / `` for a dealer waiting. */
  next: string;
  /** The down or the break has run out: said in words, and marked. */
  late: boolean;
  /** `1 down since their break`. */
  downs: string;
};

export function dealerWords(d: DealerState, at: string): DealerWords {
  const now = parseRoomTime(at);
  const past = d.until !== null && parseRoomTime(d.until) <= now;
  const downs = t("rotation:words.downs", { count: d.downs_since_break });
  const since = t("rotation:words.since", { time: clockTime(d.since) });
  switch (d.duty) {
    case "in_box":
      return {
        where: d.table_name === null ? t("rotation:words.inBox") : t("rotation:words.inBoxAt", { table: d.table_name }),
        since,
        next:
          d.until === null
            ? ""
            : t(past ? "rotation:words.downEnded" : "rotation:words.downEnds", { time: clockTime(d.until) }),
        late: past,
        downs,
      };
    case "on_break":
      return {
        where: t("rotation:words.onBreak"),
        since,
        next: d.until === null ? "" : t(past ? "rotation:words.dueBack" : "rotation:words.backAt", { time: clockTime(d.until) }),
        late: past,
        downs,
      };
    case "waiting":
      return { where: t("rotation:words.waiting"), since, next: "", late: false, downs };
  }
}

/** Where the dealer relieved goes. */
export const thenWords = (then: Then): string => t(`rotation:words.then.${then}`);

/** When a push is due: `due 21:30`, or overdue since then in words (and colour, on the screen). */
export function dueWords(p: PlannedPush, at: string): string {
  if (!p.overdue) return t("rotation:words.due", { time: clockTime(p.due_at) });
  // A table with no dealer is due now: its push is overdue from the moment it is read.
  const late = minutesBetween(p.due_at, at);
  return late === 0 ? t("rotation:words.overdueNow") : t("rotation:words.overdueSince", { time: clockTime(p.due_at), minutes: late });
}

/** Who goes in: the relief, or nobody free. */
export const inWords = (p: PlannedPush): string => p.in_dealer?.name ?? t("rotation:words.nobodyFree");

/** Who comes out and where that dealer goes; a table without a dealer has nobody to relieve. */
export const outWords = (p: PlannedPush): string =>
  p.out_dealer ? t("rotation:words.out", { name: p.out_dealer.name, then: thenWords(p.then) }) : t("rotation:words.noDealer");

/** How many pushes are overdue. */
export const overdueCount = (view: RotationView): number => view.pushes.filter((p) => p.overdue).length;

/** The house's rotation: `Downs of 30 min · a 20 min break after 3 downs`. */
export const rulesWords = (view: RotationView): string =>
  t("rotation:words.rules", { down: view.down_minutes, break: view.break_minutes, count: view.downs_before_break });

