// Time in the report: each dealer's hours in the box (by table and game, with their total), and
// each seating's time against the time collections it paid, a seating short of one standing
// out in colour and words. Both print; the "Only short" switch is the screen's (paper shows
// what the screen shows, and says so).
import { useMemo, useState } from "react";
import { Group, Switch, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ShiftReport } from "../../api";
import type { DealerHours, SeatTimeLine } from "../../api/rotation";
import { ColumnHeads } from "../../components/ColumnHeads";
import { clockTime } from "../../lib/time";
import { dateTimeText } from "../../lib/time";
import { gameName } from "../../lib/games";
import { ReportSection, SectionTable } from "./Section";

/** A column of numbers: its heading stands to the right, as they do. */
const num = (label: string) => ({ label, className: "num-cell" });

/** Minutes as hours and minutes: `90` → `1:30`, `30` → `0:30`. */
export function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

type DealerGroup = { id: number; name: string; lines: DealerHours[]; minutes: number; downs: number };

/** The lines by dealer, in the room's order, each with their total. */
export function byDealer(lines: readonly DealerHours[]): DealerGroup[] {
  const groups = new Map<number, DealerGroup>();
  for (const l of lines) {
    const g = groups.get(l.dealer_id) ?? { id: l.dealer_id, name: l.dealer_name, lines: [], minutes: 0, downs: 0 };
    g.lines.push(l);
    g.minutes += l.minutes;
    g.downs += l.downs;
    groups.set(l.dealer_id, g);
  }
  return [...groups.values()];
}

/** Each dealer's time in the box, by table (and so by game), with a total per dealer and for all. */
export function DealerHoursSection({ lines }: { lines: readonly DealerHours[] }) {
  const { t } = useTranslation("reports");
  const groups = useMemo(() => byDealer(lines), [lines]);
  const minutes = groups.reduce((n, g) => n + g.minutes, 0);
  const downs = groups.reduce((n, g) => n + g.downs, 0);
  return (
    <ReportSection id="dealer-hours" title={t("dealerHours.title")}>
      {lines.length === 0 ? (
        <Text size="sm" id="no-dealer-hours">
          {t("dealerHours.none")}
        </Text>
      ) : (
        <SectionTable id="dealer-hours" className="time-table" dense>
          <ColumnHeads
            columns={[t("dealerHours.dealer"), t("dealerHours.table"), t("dealerHours.game"), num(t("dealerHours.inBox")), num(t("dealerHours.downs"))]}
          />
          {groups.map((g) => (
            <Table.Tbody key={g.id} data-dealer={g.id} className="dealer-group">
              {g.lines.map((l, i) => (
                <Table.Tr key={`${l.table_id}-${l.game}`} data-table={l.table_id}>
                  {i === 0 && (
                    <Table.Th scope="rowgroup" rowSpan={g.lines.length + 1} className="dealer-name">
                      {g.name}
                    </Table.Th>
                  )}
                  <Table.Td>{l.table_name}</Table.Td>
                  <Table.Td>{gameName(l.game)}</Table.Td>
                  <Table.Td className="num-cell">{hoursMinutes(l.minutes)}</Table.Td>
                  <Table.Td className="num-cell">{l.downs}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr className="dealer-total" data-total={g.id}>
                <Table.Td colSpan={2}>{t("dealerHours.totalOf", { name: g.name })}</Table.Td>
                <Table.Td className="num-cell" data-field="minutes">
                  {hoursMinutes(g.minutes)}
                </Table.Td>
                <Table.Td className="num-cell" data-field="downs">
                  {g.downs}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          ))}
          <Table.Tfoot>
            <Table.Tr data-total="all">
              <Table.Th scope="row" colSpan={3}>
                {t("dealerHours.all")}
              </Table.Th>
              <Table.Td className="num-cell" data-field="minutes">
                {hoursMinutes(minutes)}
              </Table.Td>
              <Table.Td className="num-cell" data-field="downs">
                {downs}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </SectionTable>
      )}
    </ReportSection>
  );
}

const isShort = (l: SeatTimeLine) => l.short > 0;

/**
 * Each seating's time in the report against its time collections: expected (while the player sat in
 * the game), paid, excused (marked not paid with a reason), short (neither). A short row is
 * marked in colour and in words; "Only short" shows those alone.
 */
export function SeatTimeSection({ lines, period }: { lines: readonly SeatTimeLine[]; period: ShiftReport["period"] }) {
  const { t } = useTranslation("reports");
  const [onlyShort, setOnlyShort] = useState(false);
  const short = useMemo(() => lines.filter(isShort), [lines]);
  const shown = onlyShort ? short : lines;
  // A report by day spans days: its times say the day too.
  const time = period === "day" ? dateTimeText : clockTime;
  return (
    <section aria-labelledby="seat-time-title" className="report-section">
      <Group justify="space-between" align="center" mb={4} wrap="nowrap">
        <Title order={2} size="h4" id="seat-time-title">
          {t("seatTime.title", { count: lines.length, short: short.length })}
        </Title>
        <Switch
          id="seat-time-only-short"
          className="screen-only"
          size="md"
          label={t("seatTime.onlyShort", { total: short.length })}
          checked={onlyShort}
          onChange={(e) => setOnlyShort(e.currentTarget.checked)}
          aria-controls={shown.length > 0 ? "seat-time" : undefined}
        />
      </Group>
      {onlyShort && (
        <Text size="sm" className="print-only" id="seat-time-filter">
          {t("seatTime.filtered")}
        </Text>
      )}
      {lines.length === 0 ? (
        <Text size="sm" id="no-seat-time">
          {t("seatTime.none")}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" id="no-short">
          <span aria-hidden="true">✓ </span>
          {t("seatTime.noneShort")}
        </Text>
      ) : (
        <SectionTable id="seat-time" className="time-table" dense>
          <ColumnHeads
            columns={[
              t("seatTime.table"),
              num(t("seatTime.seat")),
              t("seatTime.player"),
              t("seatTime.seated"),
              ...[t("seatTime.time"), t("seatTime.satOut"), t("seatTime.expected"), t("seatTime.paid"), t("seatTime.excused"), t("seatTime.short")].map(num),
            ]}
          />
          <Table.Tbody>
            {shown.map((l) => (
              <Table.Tr
                key={`${l.table_id}-${l.seat_no}-${l.seated_at}`}
                data-table={l.table_id}
                data-seat={l.seat_no}
                data-short={isShort(l) || undefined}
                className={isShort(l) ? "short-row" : undefined}
              >
                <Table.Th scope="row">{l.table_name}</Table.Th>
                <Table.Td className="num-cell">{l.seat_no}</Table.Td>
                <Table.Td>{l.player_name}</Table.Td>
                <Table.Td className="num">
                  {time(l.seated_at)}–{l.left_at === null ? t("seatTime.stillSeated") : time(l.left_at)}
                </Table.Td>
                <Table.Td className="num-cell">{hoursMinutes(l.seated_minutes)}</Table.Td>
                <Table.Td className="num-cell">{hoursMinutes(l.sitting_out_minutes)}</Table.Td>
                <Table.Td className="num-cell">{l.expected}</Table.Td>
                <Table.Td className="num-cell">{l.paid}</Table.Td>
                <Table.Td className="num-cell">{l.excused}</Table.Td>
                <Table.Td className="num-cell" data-field="short">
                  {isShort(l) ? (
                    <span className="diff short">
                      <span aria-hidden="true">⚠ </span>
                      {t("seatTime.shortBy", { total: l.short })}
                    </span>
                  ) : (
                    <span className="muted">0</span>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </SectionTable>
      )}
    </section>
  );
}
