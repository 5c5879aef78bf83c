import { memo } from "react";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SeatChangeView, SeatDto } from "../../api";
import { GameChip } from "../../components/GameChip";
import { gameShade } from "../../components/gameColors";
import { SeatMarkers } from "../../components/SeatMarkers";
import { ConsoleButton } from "../../components/ConsoleButton";
import { SeatChangeList } from "../../components/SeatChanges";
import { sameFacts, type TableFacts } from "./facts";
import { ActivityText, CollectionText, SitOutList } from "./parts";

const NONE: readonly SeatChangeView[] = [];

type Props = {
  facts: TableFacts;
  seats: readonly SeatDto[];
  /** The table's seat-change list, in the order a seat that opens is offered. */
  seatChanges?: readonly SeatChangeView[];
  /** Opens the table's actions (a stable callback: the card stays memoised). */
  onActions?: (tableId: number) => void;
};

/**
 * One open table. Memoised on what it shows: the query keeps an unchanged table's seats from
 * one board to the next, so after a change only the cards whose words changed render again.
 */
export const TableCard = memo(function TableCard({ facts: f, seats, seatChanges = NONE, onActions }: Props) {
  const { t } = useTranslation("floor");
  const overdue = f.collection.kind === "overdue";
  return (
    <li
      className="table-card"
      data-table={f.id}
      data-overdue={overdue || undefined}
      data-sit-out-flag={f.sitOuts.some((o) => o.overLimit !== null) || undefined}
      style={{ borderTopColor: gameShade(f.game, 6) }}
      aria-labelledby={`table-${f.id}-name`}
    >
      <div className="card-head">
        <h3 id={`table-${f.id}-name`} className="card-name">
          {f.name}
        </h3>
        <GameChip game={f.game} name={f.gameName} />
      </div>
      <div className="card-stakes">{f.stakes}</div>
      <div className="card-row">
        <span data-field="seated">{f.seatedText}</span>
        {f.buttonText !== null && <span data-field="button">{f.buttonText}</span>}
      </div>
      <SeatMarkers limit={f.seatLimit} seats={seats} button={f.buttonSeat} />
      {f.sitOuts.length > 0 && <SitOutList sitOuts={f.sitOuts} />}
      <ActivityText activity={f.activity} />
      <div data-field="dealer" className={f.dealer === null ? "muted" : undefined}>
        {f.dealerText}
      </div>
      <div data-field="hand">{f.handText}</div>
      <div data-field="collection" className={overdue ? "collection overdue" : "collection"}>
        <CollectionText collection={f.collection} />
      </div>
      {f.collectedText !== null && <div data-field="collected">{f.collectedText}</div>}
      {f.dropWarning !== null && (
        <div data-field="drop-warning" className="drop-warning">
          <span aria-hidden="true">⚠ </span>
          {f.dropWarning}
        </div>
      )}
      <SeatChangeList tableId={f.id} requests={seatChanges} open={seats.length < f.seatLimit} />
      <div className="card-buttons">
      <ConsoleButton tableId={f.id} name={f.name} game={f.game} />
      {onActions && (
        <Button
          size="xs"
          variant="default"
          onClick={() => onActions(f.id)}
          aria-haspopup="dialog"
          aria-label={t("board.actionsFor", { table: f.name })}
          data-action="table-actions"
        >
          {t("board.actions")}
        </Button>
      )}
      </div>
    </li>
  );
}, (a, b) => a.seats === b.seats && a.seatChanges === b.seatChanges && a.onActions === b.onActions && sameFacts(a.facts, b.facts));
