import { useMemo } from "react";
import type { ConsoleView, HandStart, SeatException } from "../../api";
import { BankedPanel, BankedStart } from "./banked";
import { CollectionBanner, CollectionResult, sittingOutSeats } from "./CollectionBanner";
import { ConsoleRefusal } from "./ConsoleRefusal";
import type { PanelControl } from "./panel";
import { PanPanel, PanStart } from "./pan";
import { SeatPanel } from "./SeatPanel";
import { seatRows } from "./seats";
import { TurnLine } from "./TurnLine";
import type { ConsoleCommands } from "./useConsoleCommands";

type Props = {
  view: ConsoleView;
  kind: "pan" | "banked";
  commands: ConsoleCommands;
  /** The next hand's start as the dealer sets it up, for Next hand (N). */
  onChoice: (start: HandStart | null) => void;
  panel: PanelControl;
};

/**
 * Pan's or the banked game's part of the console: whose turn (a refusal and the collection
 * waiting for the hand's end beside it), then the game's panel while a hand runs; between hands
 * the last hand's result stays up, with the next hand's start and the time collection under it.
 */
export function GamePanel({ view, kind, commands, onChoice, panel }: Props) {
  const rows = useMemo(() => seatRows(view), [view]);
  const hand = view.hand;
  const running = hand !== null && !hand.finished;
  const collect = (exceptions: SeatException[], cash: number[]) => commands.collect(view.collection, exceptions, cash);
  const between = running ? null : (
    <div className="between-hands">
      {kind === "pan" ? <PanStart view={view} onChoice={onChoice} /> : <BankedStart view={view} onChoice={onChoice} />}
      <CollectionBanner due={view.collection} sittingOut={sittingOutSeats(view)} handRunning={false} busy={commands.busy} onCollect={collect} />
      {view.collection.length === 0 && <CollectionResult note={commands.collected} />}
    </div>
  );
  const props = { view, send: commands.send, busy: commands.busy, after: between };
  return (
    <>
      <div className="turn-row">
        <TurnLine view={view} rows={rows} />
        <ConsoleRefusal last={commands.last} />
        {running && <CollectionBanner due={view.collection} handRunning busy={commands.busy} onCollect={collect} />}
      </div>
      <div className="game-area" id="action-area">
        {panel.seat !== null ? (
          <SeatPanel key={panel.seat} view={view} seat={panel.seat} rows={rows} onSeat={panel.onSeat} onClose={panel.onClose} />
        ) : hand?.game.kind === kind ? (
          kind === "pan" ? (
            <PanPanel {...props} />
          ) : (
            <BankedPanel {...props} />
          )
        ) : (
          between
        )}
      </div>
    </>
  );
}
