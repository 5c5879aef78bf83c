import { useRoomNow } from "../lib/ticker";
import { countdown } from "../lib/time";

/** Time left until `dueMs` by the room's clock, once a second (`short`: without "next collection"). */
export function Countdown({ dueMs, short = false }: { dueMs: number; short?: boolean }) {
  const left = dueMs - useRoomNow();
  const what = short ? "" : "next collection ";
  return left > 0 ? (
    <span>
      {what}in <span className="num">{countdown(left)}</span>
    </span>
  ) : (
    <span>{what}due now</span>
  );
}
