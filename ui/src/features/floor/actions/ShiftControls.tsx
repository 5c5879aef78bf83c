import { useState } from "react";
import { Button, Group, List, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  useCloseShift,
  useHandOverShift,
  useOpenShift,
  useSessionView,
  useStillOpen,
  type FloorBoard,
  type ShiftDto,
  type StillOpen,
} from "../../../api";
import { formatDollars } from "../../../lib/money";
import { clockTime } from "../../../lib/time";
import { Dialog } from "../../../components/Dialog";
import { DialogActions } from "../../../components/DialogActions";
import { Refusal } from "../../../components/Refusal";
import { CommandButton } from "../../../components/CommandButton";

/**
 * The board's shift: open it; close it (after a confirmation listing what the close leaves
 * open: with no shift, no money moves); or, when another floor manager runs it, take it over
 * (that manager's shift closes and the one signed in here opens at the same instant).
 */
export function ShiftControls({ board }: { board: FloorBoard }) {
  const { t } = useTranslation("floor");
  const open = useOpenShift();
  const close = useCloseShift();
  const handOver = useHandOverShift();
  const me = useSessionView().data?.staff ?? null;
  const [confirming, setConfirming] = useState<"close" | "hand-over" | null>(null);
  const [taken, setTaken] = useState<ShiftDto | null>(null);
  const shift = board.shift;
  // Another floor manager's shift: the one signed in here may take it over.
  const othersShift = shift !== null && me !== null && me.role === "floor" && shift.floor_manager !== me.name;
  const dismiss = () => {
    setConfirming(null);
    close.reset();
    handOver.reset();
  };
  return (
    <Stack gap={4} className="shift-controls">
      <Group gap="xs" wrap="nowrap">
        {shift ? (
          <>
            <Text size="sm" id="shift-now">
              {t("shift.now", { id: shift.id, manager: shift.floor_manager, time: clockTime(shift.opened_at) })}
            </Text>
            {othersShift && (
              <Button size="sm" onClick={() => setConfirming("hand-over")} aria-haspopup="dialog">
                {t("shift.takeOver")}
              </Button>
            )}
            <Button size="sm" variant="default" onClick={() => setConfirming("close")} aria-haspopup="dialog">
              {t("shift.close")}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" id="shift-now">
              {t("shift.none")}
            </Text>
            <CommandButton
              size="sm"
              command={open}
              refusalId="shift-open-refusal"
              onClick={() => open.mutate([])}
            >
              {t("shift.open")}
            </CommandButton>
          </>
        )}
      </Group>
      <Refusal id="shift-open-refusal" error={open.error} />
      {taken && (
        <Text size="sm" role="status" id="shift-taken" fw={600}>
          {t("shift.taken", { id: taken.id, time: clockTime(taken.opened_at) })}
        </Text>
      )}
      <Dialog
        className="chips-dialog"
        opened={confirming === "close"}
        onClose={dismiss}
        title={shift ? t("shift.closeTitle", { id: shift.id }) : t("shift.closeTitleNone")}
        size="lg"
      >
        {confirming === "close" && (
          <Stack gap="sm">
            <StillOpenList />
            <Text size="sm">
              {t("shift.closeFinal")}
            </Text>
            {othersShift && (
              <Text size="sm">{t("shift.handInstead")}</Text>
            )}
            <DialogActions
              refusalId="shift-close-refusal"
              cancel={t("shift.keepOpen")}
              onCancel={dismiss}
              focusCancel
              command={close}
              onClick={() => close.mutate([], { onSuccess: () => setConfirming(null) })}
            >
              {t("shift.close")}
            </DialogActions>
          </Stack>
        )}
      </Dialog>
      <Dialog
        className="chips-dialog"
        opened={confirming === "hand-over" && shift !== null}
        onClose={dismiss}
        title={shift ? t("shift.handOverTitle", { id: shift.id, manager: shift.floor_manager }) : t("shift.handOverTitleNone")}
      >
        {confirming === "hand-over" && shift && (
          <Stack gap="sm">
            <Text size="sm">
              {t("shift.handOverBody", { manager: shift.floor_manager })}
            </Text>
            <DialogActions
              refusalId="shift-hand-over-refusal"
              cancel={t("shift.notNow")}
              onCancel={dismiss}
              focusCancel
              command={handOver}
              onClick={() =>
                handOver.mutate([], {
                  onSuccess: (mine) => {
                    setTaken(mine);
                    setConfirming(null);
                  },
                })
              }
            >
              {t("shift.takeOver")}
            </DialogActions>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}

/** What the close leaves open, as the room reads it when the dialog opens. */
function StillOpenList() {
  const { t } = useTranslation("floor");
  const still = useStillOpen(true);
  if (still.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{t("stillOpen.reading")}</Text>
      </Group>
    );
  }
  if (still.error) return <Refusal id="shift-still-open-refusal" error={still.error} />;
  return <StillOpenWords still={still.data} />;
}

export function StillOpenWords({ still }: { still: StillOpen }) {
  const { t } = useTranslation("floor", { keyPrefix: "stillOpen" });
  const nothing = still.tables.length === 0 && still.hands_in_progress === 0 && still.unmarked_count === 0;
  if (nothing) {
    return (
      <Text size="sm" id="shift-still-open" fw={600}>
        {t("nothing")}
      </Text>
    );
  }
  return (
    <section id="shift-still-open" aria-labelledby="shift-still-open-title">
      <Text size="sm" fw={700} id="shift-still-open-title">
        {t("title")}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item data-field="tables">
          {still.tables.length === 0
            ? t("noTable")
            : t("tablesPlaying", {
                count: still.tables.length,
                tables: still.tables
                  .map((x) => {
                    const notes = [
                      t("players", { count: x.seated }),
                      x.hand_in_progress ? t("handInProgress") : null,
                      x.unmarked > 0 ? t("notMarked", { count: x.unmarked }) : null,
                    ].filter(Boolean);
                    return t("table", { name: x.name, notes: notes.join(", ") });
                  })
                  .join("; "),
              })}
        </List.Item>
        <List.Item data-field="hands">{still.hands_in_progress === 0 ? t("noHand") : t("hands", { count: still.hands_in_progress })}</List.Item>
        <List.Item data-field="unmarked">
          {still.unmarked_count === 0 ? t("allMarked") : t("unmarked", { count: still.unmarked_count, amount: formatDollars(still.unmarked_cents) })}
        </List.Item>
      </List>
    </section>
  );
}
