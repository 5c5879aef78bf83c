import { useState } from "react";
import { Button } from "@mantine/core";
import { useCloseTable, type BoardTable } from "../../../api";
import { ConfirmDialog } from "../../../components/ConfirmDialog";

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
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={`Close ${t.name}?`}
        refusalId={refusalId}
        keep="Keep it open"
        command={close}
        onConfirm={() => close.mutate([t.id], { onSuccess: () => setOpened(false) })}
        confirm={`Close ${t.name}`}
      >
        {t.name} ({t.game_name} {t.stakes}) closes, and its {t.seated} {t.seated === 1 ? "player leaves" : "players leave"} the
        board.
      </ConfirmDialog>
    </>
  );
}
