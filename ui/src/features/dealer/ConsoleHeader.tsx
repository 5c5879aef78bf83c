import type { ReactNode } from "react";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useConnection, type ConsoleView } from "../../api";
import { GameChip } from "../../components/GameChip";
import { gameName } from "../../lib/games";
import { parseRoomTime } from "../../lib/time";
import { Countdown } from "../../components/Countdown";
import { SeatChangeList } from "../../components/SeatChanges";
import { PHASES } from "../../lib/panWords";
import { potView } from "./seats";
import { useLastCommand, type LastCommandStore } from "./useConsoleCommands";
import { streetName } from "../../lib/handWords";

type Props = {
  view: ConsoleView;
  last: LastCommandStore;
  onBack?: () => void;
  /** Beside the saved mark: the players' seat panels, where no ring of tiles opens them. */
  players?: ReactNode;
};

/** Table, game and stakes, hand and street, the dealer, the next collection, and "saved ✓". */
export function ConsoleHeader({ view, last, onBack, players }: Props) {
  const { t } = useTranslation("dealer");
  const table = view.table.table;
  const hand = view.hand;
  const pot = potView(view);
  const stage = !hand
    ? t("header.noHand")
    : hand.voided
      ? t("header.voided")
      : hand.finished
        ? t("header.over")
        : pot
          ? streetName(pot.street)
          : hand.game.kind === "pan"
            ? PHASES[hand.game.phase].toLowerCase()
            : t("header.inPlay");
  const due = table.next_collection_due;
  return (
    <header className="console-header">
      <h1 className="console-title" id="console-title">
        {table.name} <GameChip game={table.game} name={gameName(table.game)} /> <span className="console-stakes">{table.stakes}</span>
      </h1>
      <span data-field="hand">{hand ? t("header.hand", { number: hand.number, stage }) : stage}</span>
      <span data-field="dealer">{view.table.dealer ? t("header.dealer", { name: view.table.dealer.name }) : t("header.noDealer")}</span>
      {due && (
        <span data-field="collection">
          <Countdown dueMs={parseRoomTime(due)} />
        </span>
      )}
      {view.table.seat_changes.length > 0 && (
        <SeatChangeList
          tableId={table.id}
          requests={view.table.seat_changes}
          open={view.table.seats.length < table.seat_limit}
          className="seat-changes console-seat-changes"
        />
      )}
      <SaveMark last={last} />
      {players}
      {onBack && (
        <Button variant="default" h={44} onClick={onBack} className="console-back">
          {t("header.back")}
        </Button>
      )}
    </header>
  );
}

/**
 * "saving…" while the room commits the last command, "saved ✓" once it has. While the database
 * server is out of reach, never "saved": an entry refused for it is "not saved: connection
 * lost", and the mark says "offline" whatever the last command was.
 */
function SaveMark({ last }: { last: LastCommandStore }) {
  const { t } = useTranslation("dealer");
  const { state, error } = useLastCommand(last);
  const { online } = useConnection();
  const [mark, words] =
    state === "refused" && error?.code === "db_offline"
      ? ["not-saved", t("header.notSaved")]
      : !online && state !== "saving"
        ? ["offline", t("header.offline")]
        : [state, state === "saving" ? t("header.saving") : state === "saved" ? t("header.saved") : ""];
  return (
    <span className="save-state" role="status" data-state={mark}>
      {words}
    </span>
  );
}
