import { useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useCloseShift, useOpenShift, type FloorBoard } from "../../api";
import { clockTime } from "../../lib/time";
import { Refusal } from "./Refusal";

/** The board's shift: open it, or close it (after a confirmation: a closed shift is locked). */
export function ShiftControls({ board }: { board: FloorBoard }) {
  const open = useOpenShift();
  const close = useCloseShift();
  const [confirming, setConfirming] = useState(false);
  const shift = board.shift;
  const dismiss = () => {
    setConfirming(false);
    close.reset();
  };
  return (
    <Stack gap={4} className="shift-controls">
      <Group gap="xs" wrap="nowrap">
        {shift ? (
          <>
            <Text size="sm" id="shift-now">
              Shift {shift.id} · {shift.floor_manager} since {clockTime(shift.opened_at)}
            </Text>
            <Button size="sm" variant="default" onClick={() => setConfirming(true)} aria-haspopup="dialog">
              Close shift
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" id="shift-now">
              No shift open
            </Text>
            <Button
              size="sm"
              loading={open.isPending}
              aria-describedby={open.error ? "shift-open-refusal" : undefined}
              onClick={() => open.mutate([])}
            >
              Open shift
            </Button>
          </>
        )}
      </Group>
      <Refusal id="shift-open-refusal" error={open.error} />
      <Modal closeButtonProps={{ "aria-label": "Close the dialog", size: "xl" }} opened={confirming} onClose={dismiss} title={shift ? `Close shift ${shift.id}?` : "Close the shift?"} centered>
        <Stack gap="sm">
          <Text size="sm">Once closed, nothing that happened in the shift can change. Its report is final.</Text>
          <Refusal id="shift-close-refusal" error={close.error} />
          <Group justify="flex-end" gap="sm">
            <Button size="lg" variant="default" onClick={dismiss} data-autofocus>
              Keep it open
            </Button>
            <Button
              size="lg"
              loading={close.isPending}
              aria-describedby={close.error ? "shift-close-refusal" : undefined}
              onClick={() => close.mutate([], { onSuccess: () => setConfirming(false) })}
            >
              Close shift
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
