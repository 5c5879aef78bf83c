import { useMemo, useState } from "react";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ConsoleView, SeatException } from "../../api";
import { deckFor } from "../../components/cards";
import { JackpotAlert } from "../../components/JackpotAlert";
import { gameSpec } from "../../lib/games";
import { ActionArea } from "./ActionArea";
import { Centre } from "./Centre";
import { CollectionBanner, CollectionResult, sittingOutSeats } from "./CollectionBanner";
import { ConsoleRefusal } from "./ConsoleRefusal";
import type { PanelControl } from "./panel";
import { IrregularityPanel, type IrregularityKind } from "./Irregularity";
import { KillButtons } from "./KillButtons";
import { SeatPanel } from "./SeatPanel";
import { SeatRing } from "./SeatRing";
import { potView, seatRows } from "./seats";
import { TurnLine } from "./TurnLine";
import { keepTheCardsWords } from "./words";
import type { ConsoleCommands } from "./useConsoleCommands";

/**
 * A pot game's part of the console: the seat ring with the pots and board, whose turn (and a
 * refusal beside it), the kills and the exposed card, and the actions of the moment (or, between
 * hands, the time collection). A player's seat panel, opened from his tile, lies over the actions.
 * A jackpot the hand just over qualifies for is said at the top of the actions' place, where the
 * dealer looks next (`view.jackpot`, worded here): the ring keeps its height.
 */
export function PotTable({ view, commands, panel }: { view: ConsoleView; commands: ConsoleCommands; panel: PanelControl }) {
  const { t } = useTranslation("dealer");
  const rows = useMemo(() => seatRows(view), [view]);
  const pot = potView(view);
  const { game, joker } = view.table.table;
  const deck = useMemo(() => deckFor(game, joker), [game, joker]);
  const [irregularity, setIrregularity] = useState<IrregularityKind | null>(null);
  const running = view.hand !== null && !view.hand.finished;
  const draw = gameSpec(game).draw;
  const collect = (exceptions: SeatException[], cash: number[]) => commands.collect(view.collection, exceptions, cash);
  return (
    <>
      <SeatRing rows={rows} centre={<Centre view={view} pot={pot} />} open={panel.seat} onOpen={panel.onTile} />
      <div className="turn-row">
        <TurnLine view={view} rows={rows} />
        <ConsoleRefusal last={commands.last} />
        {running && pot?.kills && pot.kills.length > 0 && <KillButtons kills={pot.kills} rows={rows} commands={commands} />}
        {running && panel.seat === null && <CollectionBanner due={view.collection} handRunning busy={commands.busy} onCollect={collect} />}
        {running && draw && (
          <Button variant="default" h={48} data-action="irregularity" onClick={() => setIrregularity("expose")}>
            {t("potTable.exposed")}
          </Button>
        )}
      </div>
      <div className="action-area" id="action-area">
        {/* The dealer keeps the cards until the floor pays it (the room sends words only for a finished hand). */}
        {!running && <JackpotAlert id="console-jackpot" lines={view.jackpot.map(keepTheCardsWords)} />}
        {panel.seat !== null ? (
          <SeatPanel key={panel.seat} view={view} seat={panel.seat} rows={rows} onSeat={panel.onSeat} onClose={panel.onClose} />
        ) : irregularity && running ? (
          <IrregularityPanel kind={irregularity} rows={rows} deck={deck} commands={commands} onDone={() => setIrregularity(null)} />
        ) : !running && view.collection.length > 0 ? (
          <CollectionBanner due={view.collection} sittingOut={sittingOutSeats(view)} handRunning={false} busy={commands.busy} onCollect={collect} />
        ) : running ? (
          <ActionArea view={view} pot={pot} rows={rows} deck={deck} commands={commands} />
        ) : (
          <CollectionResult note={commands.collected} />
        )}
      </div>
    </>
  );
}
