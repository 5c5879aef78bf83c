import { useEffect, useState } from "react";
import { Button, Group, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import { useLastFloorAction, useUndoFloorAction } from "../../../api";
import { parseRoomTime } from "../../../lib/time";
import { useRoomNow } from "../../../lib/ticker";
import { Refusal } from "../../../components/Refusal";

/**
 * The last floor action of the person signed in (an unseat, a move, a sit-out, a push or pull,
 * a collection's mark, an add-on), with Undo, for the minute the room allows. Ctrl+Z undoes it
 * too (`hotkey`: not on the console, whose Ctrl+Z is the hand's). The room appends the reversal;
 * what it undid is said here.
 */
export function UndoNotice({ hotkey = true }: { hotkey?: boolean }) {
  const { t } = useTranslation("floor");
  const last = useLastFloorAction();
  const undo = useUndoFloorAction();
  const action = last.data ?? null;
  const [done, setDone] = useState<string | null>(null);
  const open = useOpen(action?.until ?? null);
  const shown = action !== null && open;
  const run = () => {
    if (!shown || undo.isPending) return;
    setDone(null);
    undo.mutate(action.audit_id, { onSuccess: (words) => setDone(words) });
  };
  useHotkeys("ctrl+z, meta+z", run, { enabled: hotkey && shown, preventDefault: true });
  // A new action takes the notice over: the last one's outcome goes.
  useEffect(() => {
    if (action !== null) setDone(null);
  }, [action?.audit_id]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!shown && done === null) return null;
  return (
    <section className="undo-notice" aria-label={t("undo.label")} role="status">
      {shown ? (
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="md" id="undo-notice-words">
            {action.words}
          </Text>
          <Button size="md" variant="white" onClick={run} loading={undo.isPending} aria-keyshortcuts="Control+Z" aria-describedby="undo-notice-words">
            {t("undo.undo")}
          </Button>
        </Group>
      ) : (
        <Text size="md" id="undo-notice-done">
          {t("undo.done", { words: done })}
        </Text>
      )}
      <Refusal id="undo-notice-refusal" error={undo.error} />
    </section>
  );
}

/** Whether the room's clock is before `until` (read each second by the screen's one ticker). */
function useOpen(until: string | null): boolean {
  const now = useRoomNow();
  return until !== null && now < parseRoomTime(until);
}
