import { useLayoutEffect, useMemo } from "react";
import { Button, Group, Loader, Text, Title } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useFloorBoard, useWaitlistBoard, type IpcError, type WaitlistBoard, type WaitlistView } from "../../api";
import { NotAnswering } from "../../components/NotAnswering";
import { setRoomClock } from "../../lib/ticker";
import { clockTimeSeconds, parseRoomTime } from "../../lib/time";
import { NewListButton } from "./dialogs";
import { ListCard } from "./ListCard";
import { CallsPanel, MustMovePanel, OpenSeatsPanel, tablesOf } from "./panels";
import "./waitlist.css";

/**
 * The Lists screen (floor managers): every waiting list with its players in order, and beside
 * them what the floor acts on: the calls running out, the open seats to call for, the
 * must-move tables. `onOpenWall` shows the wall board.
 */
export function WaitlistPage({ onOpenWall }: { onOpenWall: () => void }) {
  const { t } = useTranslation("waitlist");
  const lists = useWaitlistBoard();
  // The floor board: the tables' games and free seats (seating a called player, must-moves).
  const floor = useFloorBoard();
  const tables = useMemo(() => tablesOf(floor.data), [floor.data]);
  const board = lists.data;
  const columns = useColumns(board);
  // The countdowns count from this board's time (`CallLeft`).
  useLayoutEffect(() => {
    if (board) setRoomClock(parseRoomTime(board.at), lists.dataUpdatedAt);
  }, [board, lists.dataUpdatedAt]);

  return (
    <section aria-labelledby="lists-title" className="lists-page">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div>
          <Title order={1} id="lists-title">
            {t("page.title")}
          </Title>
          {board && <Summary board={board} stale={lists.error !== null} />}
        </div>
        <Group gap="sm" wrap="nowrap">
          <NewListButton />
          <Button size="md" h={48} variant="default" onClick={onOpenWall} id="open-wall">
            {t("page.wallBoard")}
          </Button>
        </Group>
      </Group>
      {lists.error && <ListsNotAnswering error={lists.error} asOf={board?.at} />}
      {lists.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t("page.reading")}</Text>
        </Group>
      )}
      {board && (
        <div className="lists-layout">
          <div className="lists-columns" ref={columns.ref} style={{ gridTemplateColumns: `repeat(${columns.lists.length}, minmax(0, 1fr))` }}>
            {board.lists.length === 0 ? (
              <Text id="lists-empty">{t("page.empty")}</Text>
            ) : (
              columns.lists.map((column, i) => (
                <div className="lists-column" key={i}>
                  {column.map((l) => (
                    <ListCard key={l.id} list={l} board={board} floor={floor.data} />
                  ))}
                </div>
              ))
            )}
          </div>
          <aside className="lists-side" aria-label={t("page.side")}>
            <CallsPanel board={board} tables={tables} />
            <OpenSeatsPanel board={board} tables={tables} />
            <MustMovePanel board={board} floor={floor.data} />
          </aside>
        </div>
      )}
    </section>
  );
}

/** The narrowest a list's column may be. */
const COLUMN_MIN_PX = 340;
const COLUMN_GAP_PX = 12;

/** Roughly how tall a list's card stands, in pixels: its header, its rows, its footer. */
function cardHeight(list: WaitlistView, open: Set<number>): number {
  const callable = list.tables.some((t) => open.has(t.id));
  const rows = list.players.reduce(
    (h, p) => h + 62 + (callable && !p.call ? 50 : 0) + (p.bottomed_at ? 38 : 0) + (p.also_on.length > 0 ? 20 : 0),
    0,
  );
  return 120 + Math.max(rows, 30) + (list.can_start ? 56 : 0);
}

/**
 * The lists in as many columns as the width holds, each list going to the column that ends
 * highest (so a short list leaves no hole beside a long one); in the room's order down each
 * column. One column while the width is unknown.
 */
function useColumns(board: WaitlistBoard | undefined) {
  const { ref, width } = useElementSize();
  const count = Math.max(1, Math.floor((width + COLUMN_GAP_PX) / (COLUMN_MIN_PX + COLUMN_GAP_PX)));
  const lists = useMemo(() => {
    const columns: WaitlistView[][] = Array.from({ length: count }, () => []);
    const heights = Array.from({ length: count }, () => 0);
    const open = new Set((board?.open_seats ?? []).map((o) => o.table_id));
    for (const l of board?.lists ?? []) {
      const lowest = heights.indexOf(Math.min(...heights));
      columns[lowest]!.push(l);
      heights[lowest]! += cardHeight(l, open) + COLUMN_GAP_PX;
    }
    return columns.filter((c, i) => c.length > 0 || i === 0);
  }, [board, count]);
  return { ref, lists };
}

/** How many wait and are called, and when the lists were read. */
function Summary({ board, stale }: { board: WaitlistBoard; stale: boolean }) {
  const { t } = useTranslation("waitlist");
  // A player on two lists is one player waiting.
  const names = new Set(board.lists.flatMap((l) => l.players.map((p) => p.player_name.toLowerCase())));
  return (
    <Text size="sm" className="board-summary" id="lists-summary">
      <span>{t("summary.lists", { count: board.lists.length })}</span>
      <span>{t("summary.players", { count: names.size })}</span>
      <span>{t("summary.calls", { count: board.calls.length })}</span>
      <span>
        {board.settings.call_timeout === "bottom"
          ? t("summary.callBottom", { minutes: board.settings.call_minutes })
          : t("summary.callOff", { minutes: board.settings.call_minutes })}
      </span>
      <span id="lists-updated" className={stale ? "stale" : undefined}>
        {stale ? t("summary.lastUpdated", { time: clockTimeSeconds(board.at) }) : t("summary.updated", { time: clockTimeSeconds(board.at) })}
      </span>
    </Text>
  );
}

/** The database stopped answering: said plainly, with what to do; the last lists stay. */
function ListsNotAnswering({ error, asOf }: { error: IpcError; asOf: string | undefined }) {
  const { t } = useTranslation("waitlist");
  const kept = asOf ? t("page.keptAt", { time: clockTimeSeconds(asOf) }) : t("page.keptNone");
  return <NotAnswering id="lists-error" error={error} title={t("page.cannotRead")} kept={kept} />;
}
