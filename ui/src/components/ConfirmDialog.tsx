import type { ReactNode } from "react";
import { Stack, Text } from "@mantine/core";
import type { IpcError } from "../api";
import { Dialog } from "./Dialog";
import { DialogActions } from "./DialogActions";

/**
 * Asks before something that cannot be taken back (a table closed, a player taken off): what
 * happens (`children`), the way out (`keep`, which has the focus) and the red button (`confirm`)
 * that sends `command` by `onConfirm`; its refusal under `refusalId`.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  refusalId,
  keep,
  command,
  onConfirm,
  confirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  refusalId: string;
  keep: string;
  command: { error: IpcError | null; isPending: boolean };
  onConfirm: () => void;
  confirm: ReactNode;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        <DialogActions refusalId={refusalId} cancel={keep} onCancel={onClose} focusCancel color="red.9" command={command} onClick={onConfirm}>
          {confirm}
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
