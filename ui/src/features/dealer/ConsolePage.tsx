import { useLayoutEffect, useMemo, useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useDealerConsole, type ConsoleView } from "../../api";
import { deckFor } from "../../components/cards";
import { ProblemAlert } from "../../components/ProblemAlert";
import { adviceFor } from "../../lib/errors";
import { setRoomClock } from "../../lib/ticker";
import { parseRoomTime } from "../../lib/time";
import { ActionArea } from "./ActionArea";
import { Centre } from "./Centre";
import { CollectionBanner } from "./CollectionBanner";
import { ConsoleHeader } from "./ConsoleHeader";
import { ConsoleRefusal } from "./ConsoleRefusal";
import { HandControls } from "./HandControls";
import { IrregularityPanel, type IrregularityKind } from "./Irregularity";
import { KillButtons } from "./KillButtons";
import { SeatRing } from "./SeatRing";
import { potView, seatRows } from "./seats";
import { TurnLine } from "./TurnLine";
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

function Console({ view, receivedAt, onBack }: { view: ConsoleView; receivedAt: number; onBack?: () => void }) {
  useLayoutEffect(() => setRoomClock(parseRoomTime(view.at), receivedAt), [view.at, receivedAt]);
  const commands = useConsoleCommands(view);
  const rows = useMemo(() => seatRows(view), [view]);
  const pot = potView(view);
  const game = view.table.table.game;
  const deck = useMemo(() => deckFor(game), [game]);
  const [irregularity, setIrregularity] = useState<IrregularityKind | null>(null);
  const running = view.hand !== null && !view.hand.finished;
  const draw = game === "five_card_draw" || game === "lowball";

  return (
    <section className="console" aria-labelledby="console-title" data-game={game} data-view={viewMark(view)}>
      <ConsoleHeader view={view} save={commands.state} onBack={onBack} />
      <SeatRing rows={rows} centre={<Centre view={view} pot={pot} />} />
      <div className="turn-row">
        <TurnLine view={view} rows={rows} />
        <ConsoleRefusal error={commands.error} />
        {running && pot?.kills && pot.kills.length > 0 && <KillButtons kills={pot.kills} rows={rows} commands={commands} />}
        {running && draw && (
          <Button variant="default" h={48} data-action="irregularity" onClick={() => setIrregularity("expose")}>
            A card was exposed…
          </Button>
        )}
      </div>
      <div className="action-area" id="action-area">
        {irregularity && running ? (
          <IrregularityPanel kind={irregularity} rows={rows} deck={deck} commands={commands} onDone={() => setIrregularity(null)} />
        ) : !running && view.collection.length > 0 ? (
          <CollectionBanner due={view.collection} handRunning={false} busy={commands.busy} onCollect={commands.collect} />
        ) : (
          <ActionArea view={view} pot={pot} rows={rows} deck={deck} commands={commands} />
        )}
        {running && <CollectionBanner due={view.collection} handRunning busy={commands.busy} onCollect={commands.collect} />}
      </div>
      <HandControls view={view} commands={commands} />
    </section>
  );
}

/** Which state of the room the screen shows: the hand, its entry count, the collections due. */
export const viewMark = (view: ConsoleView): string => `${view.hand?.hand_id ?? 0}-${view.hand?.seq ?? 0}-${view.collection.length}`;
