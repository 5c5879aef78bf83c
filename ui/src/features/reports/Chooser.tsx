import { Group, NativeSelect, SegmentedControl, Text, TextInput, type ComboboxItem } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { GameCode, ShiftDto } from "../../api";
import { shiftLabel } from "./format";
import type { Choices, Filters } from "./query";

/**
 * What is chosen: a shift (`shiftId`; null: the one shown first), a gaming day (`day`, a date
 * field's value; null: the one offered first) or a range of days (`first` to `last`).
 */
export type Picked = { mode: "shift" | "day" | "range"; shiftId: number | null; day: string | null; first: string; last: string };

const ALL = "";

/**
 * What a report is on: a shift, a gaming day or a range of days (the screen's head holds it, so
 * that the chooser below it is one line).
 */
export function ReportOn({ picked, onPick }: { picked: Picked; onPick: (p: Picked) => void }) {
  const { t } = useTranslation("reports");
  return (
    <Group gap={6} align="center" wrap="nowrap" id="report-on" className="screen-only">
      <Text size="sm" component="span" aria-hidden="true" className="muted">
        {t("chooser.reportOn")}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={t("chooser.reportOn")}
        value={picked.mode}
        onChange={(v) => onPick({ ...picked, mode: v as Picked["mode"] })}
        data={[
          { value: "shift", label: t("chooser.shift") },
          { value: "day", label: t("chooser.day") },
          { value: "range", label: t("chooser.days") },
        ]}
      />
    </Group>
  );
}

/**
 * What the report shows: a shift (newest first), a gaming day or a range of days (as
 * `ReportOn` says), then one
 * table, game or dealer (`withFilters`: the collection report's; the exception report has none).
 * The filters offer what the unfiltered report holds; the room does the filtering.
 */
export function Chooser({
  shifts,
  picked,
  onPick,
  filters,
  onFilter,
  choices,
  rangeError,
  dayError,
  withFilters = true,
}: {
  shifts: ShiftDto[];
  picked: Picked;
  onPick: (p: Picked) => void;
  filters: Filters;
  onFilter: (f: Filters) => void;
  choices: Choices | null;
  rangeError: string | null;
  dayError: string | null;
  withFilters?: boolean;
}) {
  const { t } = useTranslation("reports");
  const num = (v: string) => (v === ALL ? null : Number(v));
  /** A filter of the report (`report-${what}`): offered once the unfiltered report is read. */
  const filter = (what: string, label: string, w: number, value: string, set: (v: string) => Partial<Filters>, data: ComboboxItem[]) => (
    <NativeSelect
      id={`report-${what}`}
      label={label}
      disabled={!choices}
      value={value}
      onChange={(e) => onFilter({ ...filters, ...set(e.currentTarget.value) })}
      data={data}
      w={w}
      size="xs"
    />
  );
  /** A bound of the range of days. */
  const day = (bound: "first" | "last", label: string) => (
    <TextInput
      id={`report-${bound}-day`}
      type="date"
      label={label}
      value={picked[bound]}
      onChange={(e) => onPick({ ...picked, [bound]: e.currentTarget.value })}
      w={150}
      size="xs"
    />
  );
  return (
    <div className="report-chooser screen-only" id="report-chooser">
      <Group gap="xs" align="flex-end" wrap="wrap">
        {picked.mode === "shift" ? (
          <NativeSelect
            id="report-shift"
            label={t("chooser.shift")}
            value={picked.shiftId === null ? ALL : String(picked.shiftId)}
            onChange={(e) => onPick({ ...picked, shiftId: num(e.currentTarget.value) })}
            data={shifts.length === 0 ? [{ value: ALL, label: t("chooser.noShifts") }] : shifts.map((s) => ({ value: String(s.id), label: shiftLabel(s) }))}
            size="xs"
            className="shift-select"
          />
        ) : picked.mode === "day" ? (
          <TextInput
            id="report-gaming-day"
            type="date"
            label={t("chooser.dayStarting")}
            title={t("chooser.dayHint")}
            value={picked.day ?? ""}
            onChange={(e) => onPick({ ...picked, day: e.currentTarget.value })}
            w={150}
            size="xs"
          />
        ) : (
          <>
            {day("first", t("chooser.firstDay"))}
            {day("last", t("chooser.lastDay"))}
          </>
        )}
        {withFilters && filter("table", t("chooser.table"), 110, filters.tableId === null ? ALL : String(filters.tableId), (v) => ({ tableId: num(v) }), [
          { value: ALL, label: t("chooser.allTables") },
          ...(choices?.tables ?? []).map((x) => ({ value: String(x.id), label: x.name })),
        ])}
        {withFilters && filter("game", t("chooser.game"), 160, filters.game ?? ALL, (v) => ({ game: v === ALL ? null : (v as GameCode) }), [
          { value: ALL, label: t("chooser.allGames") },
          ...(choices?.games ?? []).map((g) => ({ value: g.code, label: g.name })),
        ])}
        {withFilters && filter("dealer", t("chooser.dealer"), 130, filters.dealerId === null ? ALL : String(filters.dealerId), (v) => ({ dealerId: num(v) }), [
          { value: ALL, label: t("chooser.allDealers") },
          ...(choices?.dealers ?? []).map((d) =>
            d.id === null ? { value: `name:${d.name}`, label: t("chooser.notOnStaff", { name: d.name }), disabled: true } : { value: String(d.id), label: d.name },
          ),
        ])}
      </Group>
      {picked.mode === "range" && rangeError && (
        <Text size="sm" c="var(--cr-bad)" id="range-error" mt={4}>
          {rangeError}
        </Text>
      )}
      {picked.mode === "day" && dayError && (
        <Text size="sm" c="var(--cr-bad)" id="day-error" mt={4}>
          {dayError}
        </Text>
      )}
    </div>
  );
}
