import type { Activity, Collection } from "./facts";
import { Countdown } from "./Countdown";

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
 * The next collection: a countdown, "overdue since 21:30 (7 min)" in red, or the pot's drop.
 * `short`: under the list's "Collection" header, without the word "collection".
 */
export function CollectionText({ collection: c, short = false }: { collection: Collection; short?: boolean }) {
  switch (c.kind) {
    case "overdue":
      return (
        <span>
          <span aria-hidden="true">⚠ </span>
          {short ? c.text : `collection ${c.text}`}
        </span>
      );
    case "due":
      return <Countdown dueMs={c.dueMs} short={short} />;
    case "pot":
      return <span>{short ? c.text : `collected: ${c.text}`}</span>;
  }
}
