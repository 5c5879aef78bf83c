import { useState } from "react";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCloseTable, type BoardTable } from "../../../api";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { gameName } from "../../../lib/games";

/**
 * Closes a table, after a confirmation that names it. While a hand runs the room refuses: the
 * reason is shown beside the confirming button, and the table stays open.
 */
export function CloseTableButton({ table }: { table: BoardTable }) {
  const { t } = useTranslation("floor");
  const tb = table.table;
  const [opened, setOpened] = useState(false);
  const close = useCloseTable();
  const refusalId = `close-table-${tb.id}-refusal`;
  const dismiss = () => {
    setOpened(false);
    close.reset();
  };
  return (
    <>
      <Button size="sm" variant="default" color="red" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t("closeTable.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={t("closeTable.title", { table: tb.name })}
        refusalId={refusalId}
        keep={t("closeTable.keep")}
        command={close}
        onConfirm={() => close.mutate([tb.id], { onSuccess: () => setOpened(false) })}
        confirm={t("closeTable.confirm", { table: tb.name })}
      >
        {t("closeTable.body", { table: tb.name, game: gameName(tb.game), stakes: tb.stakes, count: tb.seated })}
      </ConfirmDialog>
    </>
  );
}
