import { Trans, useTranslation } from "react-i18next";
import { useRoomNow } from "../../lib/ticker";
import { parseRoomTime } from "../../lib/time";
import type { CallView } from "../../api";
import { CALL_URGENT_MS, leftWords } from "./words";

/**
 * When a call runs out, by the room's clock: the board's time plus the `seconds_left` the room
 * counted for it. (The page sets the room's clock from the same board: `setRoomClock`.)
 */
export function callDeadline(call: CallView, boardAt: string): number {
  return parseRoomTime(boardAt) + call.seconds_left * 1000;
}

/**
 * A call's time left, ticking once a second on the screen (`3:00 left`), urgent in the last
 * minute (bold, red: colour and the word "left" both), "time is up" once it has run out (the
 * room then sends the player down or off the list; the next read shows it).
 */
export function CallLeft({ deadline }: { deadline: number }) {
  const { t } = useTranslation("waitlist");
  const left = deadline - useRoomNow();
  if (left <= 0) {
    return (
      <span className="call-left" data-field="left" data-urgent="true">
        {t("callLeft.timeUp")}
      </span>
    );
  }
  return (
    <span className="call-left" data-field="left" data-urgent={left < CALL_URGENT_MS || undefined}>
      <Trans t={t} i18nKey="callLeft.left" values={{ left: leftWords(left) }} components={[<span className="num" />]} />
    </span>
  );
}
