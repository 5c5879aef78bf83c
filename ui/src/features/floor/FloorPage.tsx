import { useCallback, useLayoutEffect, useMemo, useState } from "react";
import { Drawer, Group, Kbd, Loader, SegmentedControl, Text, Title } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import { useFloorBoard, useWaitlistBoard, type FloorBoard, type IpcError } from "../../api";
import { NotAnswering } from "../../components/NotAnswering";
import { setRoomClock } from "../../lib/ticker";
import { clockTime, clockTimeSeconds, parseRoomTime } from "../../lib/time";
import { CollectionsPanel, OpenTableButton, ShiftControls, TableActions } from "./actions";
import { useSession } from "../../lib/session";
import { BoardCards } from "./BoardCards";
import { BoardList } from "./BoardList";
import { JackpotBanner } from "./JackpotBanner";
import { overdueCount, tableFacts } from "./facts";

type View = "cards" | "list";

/** The floor board: every open table, live, and the floor's actions on them. */
export function FloorPage() {
  const { t } = useTranslation("floor");
  const fetched = useFloorBoard();
  const session = useSession();
  const floor = session.staff.role === "floor";
  // A dealer sees only the table being dealt (the room sends no other; this keeps it so).
  const board = useMemo(
    () =>
      fetched.data === undefined
        ? fetched
        : { ...fetched, data: { ...fetched.data, tables: fetched.data.tables.filter((t) => session.canSeeTable(t.table.id)) } },
    [fetched, session],
  );
  const [actionsFor, setActionsFor] = useState<number | null>(null);
  const onActions = useCallback((id: number) => setActionsFor(id), []);
  const open = board.data?.tables.find((t) => t.table.id === actionsFor);
  const [view, setView] = useState<View>("cards");
  useHotkeys("c", () => setView("cards"));
  useHotkeys("l", () => setView("list"));

  const hits = useMemo(() => board.data?.pending_jackpots.filter((h) => session.canSeeTable(h.table_id)) ?? [], [board.data, session]);

  return (
    <section aria-labelledby="floor-title">
      <JackpotBanner hits={hits} />
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div>
          <Title order={1} id="floor-title">
            {t("page.title")}
          </Title>
          {board.data && <BoardSummary board={board.data} stale={board.error !== null} floor={floor} />}
        </div>
        <SegmentedControl
          className="view-switch"
          aria-label={t("page.showAs")}
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: "cards", label: <ViewLabel text={t("page.cards")} hotkey="C" /> },
            { value: "list", label: <ViewLabel text={t("page.list")} hotkey="L" /> },
          ]}
        />
      </Group>
      {floor && board.data && (
        <Group gap="sm" mb="sm" className="floor-controls">
          <ShiftControls board={board.data} />
          <OpenTableButton board={board.data} />
        </Group>
      )}
      {board.error && <BoardNotAnswering error={board.error} asOf={board.data?.at} />}
      {board.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t("page.reading")}</Text>
        </Group>
      )}
      {board.data && <Board board={board.data} receivedAt={board.dataUpdatedAt} view={view} onActions={onActions} />}
      {board.data && <CollectionsPanel board={board.data} />}
      <Drawer
        opened={open !== undefined}
        onClose={() => setActionsFor(null)}
        position="right"
        size="lg"
        title={open ? t("page.actionsOf", { table: open.table.name }) : ""}
        closeButtonProps={{ "aria-label": t("page.close"), size: "xl" }}
      >
        {open && board.data && <TableActions table={open} board={board.data} />}
      </Drawer>
    </section>
  );
}

function ViewLabel({ text, hotkey }: { text: string; hotkey: string }) {
  return (
    <span className="view-label">
      {text} <Kbd size="xs">{hotkey}</Kbd>
    </span>
  );
}

/**
 * Shift, when the board was read, and what needs the floor: the collections fallen due and not
 * marked (the same list the tables' cards and the dealers' banners show), seats sitting out past
 * the house's limit.
 */
function BoardSummary({ board, stale, floor }: { board: FloorBoard; stale: boolean; floor: boolean }) {
  const { t } = useTranslation("floor");
  const overdue = useMemo(() => overdueCount(board.tables.map((t) => tableFacts(t, board.at, board))), [board]);
  return (
    <Text id="board-summary" size="sm" className="board-summary">
      {board.shift ? (
        <span>{t("summary.shift", { id: board.shift.id, manager: board.shift.floor_manager, time: clockTime(board.shift.opened_at) })}</span>
      ) : (
        <span>{t("summary.noShift")}</span>
      )}
      <span>{t("summary.tablesOpen", { count: board.tables.length })}</span>
      <span id="board-updated" className={stale ? "stale" : undefined}>
        {t(stale ? "summary.lastUpdated" : "summary.updated", { time: clockTimeSeconds(board.at) })}
      </span>
      {board.unmarked_collections > 0 && (
        <span id="board-overdue" className="overdue-count">
          {overdue > 0
            ? t("summary.toMarkAt", {
                collections: t("summary.collections", { count: board.unmarked_collections }),
                tables: t("summary.tables", { count: overdue }),
              })
            : t("summary.toMark", { collections: t("summary.collections", { count: board.unmarked_collections }) })}
        </span>
      )}
      {board.sit_out_flags.length > 0 && (
        <span id="board-sit-outs" className="sit-out-count">
          <span aria-hidden="true">⚠ </span>
          {t("summary.sitOuts", { count: board.sit_out_flags.length, limit: board.sit_out_limit_minutes })}
        </span>
      )}
      {floor && <ListsReady />}
    </Text>
  );
}

/** The database stopped answering: said plainly, with what to do; the last board stays. */
function BoardNotAnswering({ error, asOf }: { error: IpcError; asOf: string | undefined }) {
  const { t } = useTranslation("floor");
  const kept = asOf ? t("notAnswering.keptAt", { time: clockTimeSeconds(asOf) }) : t("notAnswering.keptNone");
  return <NotAnswering id="board-error" error={error} title={t("notAnswering.title")} kept={kept} />;
}

function Board({
  board,
  receivedAt,
  view,
  onActions,
}: {
  board: FloorBoard;
  receivedAt: number;
  view: View;
  onActions: (tableId: number) => void;
}) {
  const { t, i18n } = useTranslation("floor");
  // The facts are words: worked out again when the screens change language.
  const facts = useMemo(() => board.tables.map((x) => tableFacts(x, board.at, board)), [board, i18n.language]);
  useLayoutEffect(() => setRoomClock(parseRoomTime(board.at), receivedAt), [board.at, receivedAt]);
  // The board is on the screen: measure from its arrival (`api/queries.ts`) to here.
  useLayoutEffect(() => {
    if (performance.getEntriesByName("floor-board:received", "mark").length === 0) return;
    performance.mark("floor-board:rendered");
    performance.measure("floor-board:render", "floor-board:received", "floor-board:rendered");
    performance.clearMarks("floor-board:received");
  }, [board]);

  if (board.tables.length === 0) {
    return <Text id="board-empty">{t("page.empty")}</Text>;
  }
  return view === "cards" ? (
    <BoardCards tables={board.tables} facts={facts} onActions={onActions} />
  ) : (
    <BoardList facts={facts} onActions={onActions} />
  );
}

/**
 * The waiting lists long enough for a new table (the house's number per game, players not yet
 * called), for the floor: the Lists screen (Alt+9) offers to start the table and calls them.
 * Nothing when the lists cannot be read.
 */
function ListsReady() {
  const { t } = useTranslation("floor");
  const lists = useWaitlistBoard();
  const ready = (lists.data?.lists ?? []).filter((l) => l.can_start);
  if (ready.length === 0) return null;
  return (
    <span id="board-lists-ready" className="lists-ready">
      {t("summary.listsReady", {
        lists: ready
          .map((l) => t("summary.listReady", { label: l.label, count: l.players.filter((p) => p.estimate.kind !== "called").length }))
          .join(" · "),
      })}
    </span>
  );
}
