import { useCallback, useLayoutEffect, useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import { useDealerConsole, type ConsoleView, type HandStart } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import { setRoomClock } from "../../lib/ticker";
import { parseRoomTime } from "../../lib/time";
import { ActionButton } from "./ActionButton";
import { ConsoleHeader } from "./ConsoleHeader";
import { GamePanel } from "./GamePanel";
import { HandControls } from "./HandControls";
import { consoleKeys } from "./hotkeys";
import { kindOf } from "./kinds";
import { PotTable } from "./PotTable";
import { firstSeat } from "./panel";
import { useConsoleCommands } from "./useConsoleCommands";
import "./dealer.css";

/** The dealer's console of one table: the room's view of it, live. */
export function ConsolePage({ tableId, onBack }: { tableId: number; onBack?: () => void }) {
  const { t } = useTranslation("dealer");
  const fetched = useDealerConsole(tableId);
  if (fetched.data) return <Console view={fetched.data} receivedAt={fetched.dataUpdatedAt} onBack={onBack} />;
  if (fetched.error) {
    return (
      <ProblemAlert id="console-error" error={fetched.error} title={t("page.unreadable")}>
        <Text size="sm">{refusalWords(fetched.error)}</Text>
        <Text size="xs" className="detail">
          {fetched.error.message}
        </Text>
        <Button mt="sm" onClick={() => void fetched.refetch()}>
          {t("page.tryAgain")}
        </Button>
      </ProblemAlert>
    );
  }
  return (
    <Group gap="xs">
      <Loader size="sm" aria-hidden="true" />
      <Text>{t("page.reading")}</Text>
    </Group>
  );
}

const POT_START: HandStart = { kind: "pot" };

function Console({ view, receivedAt, onBack }: { view: ConsoleView; receivedAt: number; onBack?: () => void }) {
  const { t } = useTranslation("dealer");
  useLayoutEffect(() => setRoomClock(parseRoomTime(view.at), receivedAt), [view.at, receivedAt]);
  const commands = useConsoleCommands(view);
  const game = view.table.table.game;
  const kind = kindOf(game);
  // Pan's and the banked game's next hand, as the dealer sets it up in their start.
  const [choice, setChoice] = useState<HandStart | null>(null);
  // The seat whose panel is open over the actions (a tap on his tile, or P), if any.
  const [panelSeat, setPanelSeat] = useState<number | null>(null);
  const onTile = useCallback((seat: number) => setPanelSeat((now) => (now === seat ? null : seat)), []);
  const first = firstSeat(view);
  useHotkeys("p", () => setPanelSeat(first), consoleKeys(panelSeat === null && first !== null), [first]);
  const panel = { seat: panelSeat, onTile, onSeat: setPanelSeat, onClose: () => setPanelSeat(null) };
  return (
    <section
      className="console"
      aria-labelledby="console-title"
      data-game={game}
      data-kind={kind}
      data-view={viewMark(view)}
      // A jackpot the hand just over qualifies for, said at the top of the actions' place (PotTable).
      data-jackpot={view.jackpot.length > 0 || undefined}
    >
      <ConsoleHeader
        view={view}
        last={commands.last}
        onBack={onBack}
        players={
          // Pan and the banked game have no ring of tiles to tap: their players' panels open here.
          kind !== "pot" && first !== null && panelSeat === null ? (
            <ActionButton hotkey="P" h={44} variant="default" onClick={() => setPanelSeat(first)} id="console-players">
              {t("page.players")}
            </ActionButton>
          ) : null
        }
      />
      {kind === "pot" ? (
        <PotTable view={view} commands={commands} panel={panel} />
      ) : (
        <GamePanel view={view} kind={kind} commands={commands} onChoice={setChoice} panel={panel} />
      )}
      <HandControls view={view} commands={commands} next={kind === "pot" ? POT_START : choice} />
    </section>
  );
}

/** Which state of the room the screen shows: the hand, its entry count, the collections due. */
export const viewMark = (view: ConsoleView): string => `${view.hand?.hand_id ?? 0}-${view.hand?.seq ?? 0}-${view.collection.length}`;
