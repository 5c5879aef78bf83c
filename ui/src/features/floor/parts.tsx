import { useTranslation } from "react-i18next";
import { clockTime } from "../../lib/time";
import { overLimitText, sitOutText, type Activity, type Collection, type SitOut } from "./facts";
import { Countdown } from "../../components/Countdown";

/** "going" with a filled dot, or "open, no hands since 21:40" with a ring: words, not only a mark. */
export function ActivityText({ activity }: { activity: Activity }) {
  return (
    <span data-field="activity" className={activity.going ? "activity going" : "activity idle"}>
      <span className="activity-mark" aria-hidden="true" />
      {activity.text}
    </span>
  );
}

/**
 * The next collection: a countdown, "overdue since 21:30 (7 min)" in red, or the schedule's drop
 * from each pot (a rate: what was collected is said on its own line).
 * `short`: under the list's "Collection" header, without the word "collection".
 */
export function CollectionText({ collection: c, short = false }: { collection: Collection; short?: boolean }) {
  const { t } = useTranslation("floor");
  switch (c.kind) {
    case "overdue":
      return (
        <span>
          <span aria-hidden="true">⚠ </span>
          {short ? c.text : t("parts.collectionOverdue", { time: clockTime(c.since), minutes: c.minutes })}
        </span>
      );
    case "due":
      return <Countdown dueMs={c.dueMs} short={short} />;
    case "pot":
      return <span>{short ? c.text : t("parts.drop", { drop: c.text })}</span>;
  }
}

/**
 * The seats sitting out: for how long, and a seat past the house's limit flagged in colour and
 * in words ("Over the 30 min limit"): the floor may pick it up (the table's actions).
 */
export function SitOutList({ sitOuts }: { sitOuts: readonly SitOut[] }) {
  const { t } = useTranslation("floor");
  return (
    <ul className="sit-outs" aria-label={t("parts.sittingOut")}>
      {sitOuts.map((o) => (
        <li key={o.seat} data-field="sit-out" data-seat={o.seat} data-over={o.overLimit !== null || undefined} className="sit-out">
          <span>{sitOutText(o)}</span>
          {o.overLimit !== null && (
            <span className="sit-out-flag">
              <span aria-hidden="true">⚠ </span>
              {overLimitText(o.overLimit)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
