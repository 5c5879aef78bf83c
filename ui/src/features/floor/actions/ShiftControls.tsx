import { useState } from "react";
import { Button, Group, List, Loader, Stack, Text } from "@mantine/core";
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
 * (his shift closes and the one signed in here opens at the same instant).
 */
export function ShiftControls({ board }: { board: FloorBoard }) {
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
              Shift {shift.id} · {shift.floor_manager} since {clockTime(shift.opened_at)}
            </Text>
            {othersShift && (
              <Button size="sm" onClick={() => setConfirming("hand-over")} aria-haspopup="dialog">
                Take the shift over
              </Button>
            )}
            <Button size="sm" variant="default" onClick={() => setConfirming("close")} aria-haspopup="dialog">
              Close shift
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" id="shift-now">
              No shift open: no money moves
            </Text>
            <CommandButton
              size="sm"
              command={open}
              refusalId="shift-open-refusal"
              onClick={() => open.mutate([])}
            >
              Open shift
            </CommandButton>
          </>
        )}
      </Group>
      <Refusal id="shift-open-refusal" error={open.error} />
      {taken && (
        <Text size="sm" role="status" id="shift-taken" fw={600}>
          You run the room now: shift {taken.id} opened at {clockTime(taken.opened_at)}.
        </Text>
      )}
      <Dialog
        className="chips-dialog"
        opened={confirming === "close"}
        onClose={dismiss}
        title={shift ? `Close shift ${shift.id}?` : "Close the shift?"}
        size="lg"
      >
        {confirming === "close" && (
          <Stack gap="sm">
            <StillOpenList />
            <Text size="sm">
              Once closed, nothing that happened in the shift can change: its report is final. The room then has no shift, and no
              money moves (no buy-ins, chips, hands or collections) until a floor manager opens one.
            </Text>
            {othersShift && (
              <Text size="sm">To hand the room on without a gap, take the shift over instead.</Text>
            )}
            <DialogActions
              refusalId="shift-close-refusal"
              cancel="Keep it open"
              onCancel={dismiss}
              focusCancel
              command={close}
              onClick={() => close.mutate([], { onSuccess: () => setConfirming(null) })}
            >
              Close shift
            </DialogActions>
          </Stack>
        )}
      </Dialog>
      <Dialog
        className="chips-dialog"
        opened={confirming === "hand-over" && shift !== null}
        onClose={dismiss}
        title={shift ? `Take shift ${shift.id} over from ${shift.floor_manager}?` : "Take the shift over?"}
      >
        {confirming === "hand-over" && shift && (
          <Stack gap="sm">
            <Text size="sm">
              {shift.floor_manager}&apos;s shift closes and yours opens at the same moment, so money never stops moving. The tables,
              hands and collections still open carry on in your shift.
            </Text>
            <DialogActions
              refusalId="shift-hand-over-refusal"
              cancel="Not now"
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
              Take the shift over
            </DialogActions>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}

/** What the close leaves open, as the room reads it when the dialog opens. */
function StillOpenList() {
  const still = useStillOpen(true);
  if (still.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Reading what is still open…</Text>
      </Group>
    );
  }
  if (still.error) return <Refusal id="shift-still-open-refusal" error={still.error} />;
  return <StillOpenWords still={still.data} />;
}

export function StillOpenWords({ still }: { still: StillOpen }) {
  const nothing = still.tables.length === 0 && still.hands_in_progress === 0 && still.unmarked_count === 0;
  if (nothing) {
    return (
      <Text size="sm" id="shift-still-open" fw={600}>
        Nothing is left open: no table is playing and every collection is marked.
      </Text>
    );
  }
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <section id="shift-still-open" aria-labelledby="shift-still-open-title">
      <Text size="sm" fw={700} id="shift-still-open-title">
        Still open
      </Text>
      <List size="sm" spacing={2}>
        <List.Item data-field="tables">
          {still.tables.length === 0
            ? "No table is playing."
            : `${plural(still.tables.length, "table is", "tables are")} still playing: ${still.tables
                .map((t) => {
                  const notes = [
                    plural(t.seated, "player", "players"),
                    t.hand_in_progress ? "a hand in progress" : null,
                    t.unmarked > 0 ? plural(t.unmarked, "collection not marked", "collections not marked") : null,
                  ].filter(Boolean);
                  return `${t.name} (${notes.join(", ")})`;
                })
                .join("; ")}.`}
        </List.Item>
        <List.Item data-field="hands">{still.hands_in_progress === 0 ? "No hand is in progress." : `${plural(still.hands_in_progress, "hand is", "hands are")} in progress.`}</List.Item>
        <List.Item data-field="unmarked">
          {still.unmarked_count === 0
            ? "Every collection is marked."
            : `${plural(still.unmarked_count, "collection", "collections")} not marked, ${formatDollars(still.unmarked_cents)} in all.`}
        </List.Item>
      </List>
    </section>
  );
}
