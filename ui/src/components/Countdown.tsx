import { Trans, useTranslation } from "react-i18next";
import { useRoomNow } from "../lib/ticker";
import { countdown } from "../lib/time";

/** Time left until `dueMs` by the room's clock, once a second (`short`: without "next collection"). */
export function Countdown({ dueMs, short = false }: { dueMs: number; short?: boolean }) {
  const { t } = useTranslation();
  const left = dueMs - useRoomNow();
  return left > 0 ? (
    <span>
      <Trans t={t} i18nKey={short ? "countdown.in" : "countdown.nextIn"} values={{ time: countdown(left) }} components={[<span className="num" />]} />
    </span>
  ) : (
    <span>{t(short ? "countdown.due" : "countdown.nextDue")}</span>
  );
}
