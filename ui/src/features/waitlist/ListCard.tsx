import { Button, Group, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { useCallSeat, type FloorBoard, type TableRef, type WaitingPlayer, type WaitlistBoard, type WaitlistView } from "../../api";
import { gameShade } from "../../components/gameColors";
import { clockTime } from "../../lib/time";
import { CallLeft, callDeadline } from "./CallLeft";
import { AddPlayerButton, CloseListButton, RemovePlayerButton } from "./dialogs";
import { Refusal } from "../../components/Refusal";
import { StartGameButton } from "./StartGameDialog";
import { estimateWords, waitedWords } from "./words";

type Props = { list: WaitlistView; board: WaitlistBoard; floor: FloorBoard | undefined };

/**
 * One waiting list: its game and stakes, how many wait, the tables it feeds, and its players
 * in order. A called player reads as called in colour and in words, with his countdown.
 */
export function ListCard({ list, board, floor }: Props) {
  const { t } = useTranslation("waitlist");
  const labels = new Map(board.lists.map((l) => [l.id, l.label]));
  // The tables this list feeds with a seat open now: a player may be called to any of them.
  const open = new Set(board.open_seats.filter((o) => o.seats > 0).map((o) => o.table_id));
  const callable = list.tables.filter((t) => open.has(t.id));
  const titleId = `list-${list.id}-title`;
  const waiting = list.players.length;
  return (
    <article className="wait-list" data-list={list.id} aria-labelledby={titleId} style={{ borderTopColor: gameShade(list.game, 6) }}>
      <header className="wait-list-head">
        <Title order={2} size="h4" id={titleId} className="wait-list-title">
          {list.label}
        </Title>
        <Text size="sm" data-field="summary">
          <strong>{t("listCard.waits", { count: waiting })}</strong>
          {" · "}
          {list.tables.length === 0 ? t("listCard.noTable") : t("listCard.feeds", { tables: list.tables.map((table) => table.name).join(", ") })}
        </Text>
        {list.can_start && (
          <div className="can-start">
            <Text size="sm" fw={600}>
              {t("listCard.canStart")}
            </Text>
            <StartGameButton list={list} board={floor} />
          </div>
        )}
      </header>
      {waiting === 0 ? (
        <Text size="sm" className="panel-empty">
          {t("listCard.nobody")}
        </Text>
      ) : (
        <ol className="wait-players" aria-label={t("listCard.players", { list: list.label })}>
          {list.players.map((p) => (
            <PlayerRow key={p.entry_id} list={list} player={p} at={board.at} callable={callable} labels={labels} />
          ))}
        </ol>
      )}
      <Group gap="xs" className="wait-list-foot">
        <AddPlayerButton list={list} />
        <CloseListButton list={list} />
      </Group>
    </article>
  );
}

function PlayerRow({
  list,
  player: p,
  at,
  callable,
  labels,
}: {
  list: WaitlistView;
  player: WaitingPlayer;
  at: string;
  callable: TableRef[];
  labels: Map<number, string>;
}) {
  const { t } = useTranslation("waitlist");
  const callSeat = useCallSeat();
  const id = `entry-${p.entry_id}`;
  const also = p.also_on.map((l) => labels.get(l)).filter((l): l is string => l !== undefined);
  return (
    <li className="wait-player" data-entry={p.entry_id} data-called={p.call ? "true" : undefined} data-bottomed={p.bottomed_at ? "true" : undefined}>
      <span className="wait-place num" aria-label={t("player.place", { place: p.place })}>
        {p.place}
      </span>
      <div className="wait-who">
        <div className="wait-name-line">
          <span className="wait-name" data-field="name">
            {p.player_name}
          </span>
          {p.note && (
            <span className="wait-note" data-field="note">
              {p.note}
            </span>
          )}
        </div>
        {p.call ? (
          <div className="called-line" data-field="call">
            <span className="called-mark" aria-hidden="true">
              ●
            </span>{" "}
            {t("player.calledTo", { table: p.call.table_name })} · <CallLeft deadline={callDeadline(p.call, at)} />
          </div>
        ) : (
          <div className="wait-facts">
            <div data-field="waited">{t("player.waiting", { time: waitedWords(p.minutes_waiting) })}</div>
            <div data-field="estimate">
              <span className="visually-hidden">{t("player.estimate")} </span>
              {estimateWords(p.estimate)}
            </div>
          </div>
        )}
        {p.from_broken_table && (
          <div className="bottomed-line" data-field="from-broken-table">
            {t("player.fromBrokenTable", { table: p.from_broken_table })}
          </div>
        )}
        {p.bottomed_at && (
          <div className="bottomed-line" data-field="bottomed">
            <span aria-hidden="true">↓</span> {t("player.bottomed", { time: clockTime(p.bottomed_at) })}
          </div>
        )}
        {also.length > 0 && (
          <div className="also-on" data-field="also-on">
            {t("player.alsoOn", { lists: also.join(", ") })}
          </div>
        )}
        <Refusal id={`${id}-refusal`} error={callSeat.error} />
      </div>
      <div className="wait-actions">
        {p.call === null &&
          callable.map((table) => (
            <Button
              key={table.id}
              size="md"
              h={44}
              loading={callSeat.isPending && callSeat.variables?.[0] === table.id}
              disabled={callSeat.isPending}
              aria-describedby={callSeat.error ? `${id}-refusal` : undefined}
              onClick={() => callSeat.mutate([table.id, p.entry_id])}
            >
              <span>
                <Trans t={t} i18nKey="player.call" values={{ name: p.player_name, table: table.name }} components={[<span className="visually-hidden" />]} />
              </span>
            </Button>
          ))}
        <RemovePlayerButton list={list} player={p} />
      </div>
    </li>
  );
}
