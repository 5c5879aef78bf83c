import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../lib/money";
import type { SeatRow } from "./seats";
import type { ConsoleCommands } from "./useConsoleCommands";
import { seatName } from "./words";

/**
 * Low Ball: the kills the engine allows now (before the betting), each with what it posts. A
 * kill is the player's choice at any seat, so it sits beside the turn, not in the action slots.
 */
export function KillButtons({ kills, rows, commands }: { kills: [number, number][]; rows: SeatRow[]; commands: ConsoleCommands }) {
  const { t } = useTranslation("dealer");
  return (
    <Group gap={6} role="group" aria-label={t("kills.label")} wrap="nowrap" className="kills">
      {kills.map(([seat, amount]) => (
        <Button key={seat} h={48} variant="outline" color="var(--cr-indigo)" disabled={commands.busy} onClick={() => commands.act({ type: "kill", seat })} data-action="kill" data-seat={seat}>
          {t("kills.kills", { who: seatName(seat, rows.find((r) => r.seat === seat)?.name), amount: formatCents(amount) })}
        </Button>
      ))}
    </Group>
  );
}
