import { useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { useCloseTable, type BoardTable } from "../../../api";
import { Dialog } from "../../../components/Dialog";
import { DialogActions } from "../../../components/DialogActions";

/**
 * Closes a table, after a confirmation that names it. While a hand runs the room refuses: the
 * reason is shown beside the confirming button, and the table stays open.
 */
export function CloseTableButton({ table }: { table: BoardTable }) {
  const t = table.table;
  const [opened, setOpened] = useState(false);
  const close = useCloseTable();
  const refusalId = `close-table-${t.id}-refusal`;
  const dismiss = () => {
    setOpened(false);
    close.reset();
  };
  return (
    <>
      <Button size="sm" variant="default" color="red" onClick={() => setOpened(true)} aria-haspopup="dialog">
        Close table
      </Button>
      <Dialog opened={opened} onClose={dismiss} title={`Close ${t.name}?`}>
        <Stack gap="sm">
          <Text size="sm">
            {t.name} ({t.game_name} {t.stakes}) closes, and its {t.seated} {t.seated === 1 ? "player leaves" : "players leave"} the
            board.
          </Text>
          <DialogActions
            refusalId={refusalId}
            cancel="Keep it open"
            onCancel={dismiss}
            focusCancel
            color="red.9"
            command={close}
            onClick={() => close.mutate([t.id], { onSuccess: () => setOpened(false) })}
          >
            Close {t.name}
          </DialogActions>
        </Stack>
      </Dialog>
    </>
  );
}
