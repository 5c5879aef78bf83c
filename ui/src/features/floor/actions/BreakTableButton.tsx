import { useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBreakTable, type BoardTable } from "../../../api";
import { useFloorSettings } from "../../../api/rotation";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { gameName } from "../../../lib/games";

/**
 * Breaks a table (the floor's), after a confirmation that says where its players go: on the
 * list of its game and stakes, longest seated first, ahead of everyone waiting or after, as the
 * house sets (`broken_table_players`); then the table closes. While a hand runs the room
 * refuses: the reason is shown beside the confirming button, and the table stays open.
 */
export function BreakTableButton({ table }: { table: BoardTable }) {
  const { t } = useTranslation("floor");
  const tb = table.table;
  const [opened, setOpened] = useState(false);
  const settings = useFloorSettings();
  const breakIt = useBreakTable();
  const refusalId = `break-table-${tb.id}-refusal`;
  const place = settings.data?.broken_table_players ?? "top";
  const dismiss = () => {
    setOpened(false);
    breakIt.reset();
  };
  return (
    <>
      <Button size="sm" variant="default" color="red" onClick={() => setOpened(true)} aria-haspopup="dialog" data-action="break-table">
        {t("breakTable.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={t("breakTable.title", { table: tb.name })}
        refusalId={refusalId}
        keep={t("breakTable.keep")}
        command={breakIt}
        onConfirm={() => breakIt.mutate([tb.id], { onSuccess: () => setOpened(false) })}
        confirm={t("breakTable.confirm", { table: tb.name })}
      >
        <Stack gap={6} component="span">
          <span>{t("breakTable.body", { table: tb.name, game: gameName(tb.game), stakes: tb.stakes })}</span>
          <Text component="span" size="sm" fw={700} data-field="broken-table-place">
            {place === "bottom" ? t("breakTable.bottom", { count: tb.seated }) : t("breakTable.top", { count: tb.seated })}
          </Text>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
