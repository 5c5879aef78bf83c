import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { GameCode } from "../api";
import { CONSOLE_GAMES, useOpenConsole } from "../lib/openConsole";

/** "Console" on a table's card or row: opens that table's dealer console (pot games). */
export function ConsoleButton({ tableId, name, game, size = "xs" }: { tableId: number; name: string; game: GameCode; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const open = useOpenConsole();
  if (!open || !CONSOLE_GAMES.has(game)) return null;
  return (
    <Button size={size} variant="filled" onClick={() => open(tableId)} aria-label={t("consoleButton.label", { name })} data-action="open-console">
      {t("consoleButton.open")}
    </Button>
  );
}
