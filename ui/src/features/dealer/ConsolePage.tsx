import { useLayoutEffect, useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useDealerConsole, type ConsoleView, type HandStart } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { adviceFor } from "../../lib/errors";
import { setRoomClock } from "../../lib/ticker";
import { parseRoomTime } from "../../lib/time";
import { ConsoleHeader } from "./ConsoleHeader";
import { GamePanel } from "./GamePanel";
import { HandControls } from "./HandControls";
import { kindOf } from "./kinds";
import { PotTable } from "./PotTable";
import { useConsoleCommands } from "./useConsoleCommands";
import "./dealer.css";

/** The dealer's console of one table: the room's view of it, live. */
export function ConsolePage({ tableId, onBack }: { tableId: number; onBack?: () => void }) {
  const fetched = useDealerConsole(tableId);
  if (fetched.data) return <Console view={fetched.data} receivedAt={fetched.dataUpdatedAt} onBack={onBack} />;
  if (fetched.error) {
    return (
      <ProblemAlert id="console-error" error={fetched.error} title="The table's console cannot be read">
        <Text size="sm">{adviceFor(fetched.error)}</Text>
        <Text size="xs" className="detail">
          {fetched.error.message}
        </Text>
        <Button mt="sm" onClick={() => void fetched.refetch()}>
          Try again
        </Button>
      </ProblemAlert>
    );
  }
  return (
    <Group gap="xs">
      <Loader size="sm" aria-hidden="true" />
      <Text>Reading the table…</Text>
    </Group>
  );
}

const POT_START: HandStart = { kind: "pot" };

function Console({ view, receivedAt, onBack }: { view: ConsoleView; receivedAt: number; onBack?: () => void }) {
  useLayoutEffect(() => setRoomClock(parseRoomTime(view.at), receivedAt), [view.at, receivedAt]);
  const commands = useConsoleCommands(view);
  const game = view.table.table.game;
  const kind = kindOf(game);
  // Pan's and the banked game's next hand, as the dealer sets it up in their start.
  const [choice, setChoice] = useState<HandStart | null>(null);
  return (
    <section className="console" aria-labelledby="console-title" data-game={game} data-kind={kind} data-view={viewMark(view)}>
      <ConsoleHeader view={view} last={commands.last} onBack={onBack} />
      {kind === "pot" ? <PotTable view={view} commands={commands} /> : <GamePanel view={view} kind={kind} commands={commands} onChoice={setChoice} />}
      <HandControls view={view} commands={commands} next={kind === "pot" ? POT_START : choice} />
    </section>
  );
}

/** Which state of the room the screen shows: the hand, its entry count, the collections due. */
export const viewMark = (view: ConsoleView): string => `${view.hand?.hand_id ?? 0}-${view.hand?.seq ?? 0}-${view.collection.length}`;
