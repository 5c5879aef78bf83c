import { Group, NativeSelect, SegmentedControl, Text, TextInput } from "@mantine/core";
import type { GameCode, ShiftDto } from "../../api";
import { shiftLabel } from "./format";
import type { Choices, Filters } from "./query";

export type Picked = { mode: "shift" | "range"; shiftId: number | null; first: string; last: string };

const ALL = "";

/**
 * What the report shows: a shift (newest first) or a range of days, then one table, game or
 * dealer. The filters offer what the unfiltered report holds; the room does the filtering.
 */
export function Chooser({
  shifts,
  picked,
  onPick,
  filters,
  onFilter,
  choices,
  rangeError,
}: {
  shifts: ShiftDto[];
  picked: Picked;
  onPick: (p: Picked) => void;
  filters: Filters;
  onFilter: (f: Filters) => void;
  choices: Choices | null;
  rangeError: string | null;
}) {
  const num = (v: string) => (v === ALL ? null : Number(v));
  /** A bound of the range of days. */
  const day = (bound: "first" | "last", label: string) => (
    <TextInput
      id={`report-${bound}-day`}
      type="date"
      label={label}
      value={picked[bound]}
      onChange={(e) => onPick({ ...picked, [bound]: e.currentTarget.value })}
      w={150}
    />
  );
  return (
    <div className="report-chooser screen-only" id="report-chooser">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          mb={2}
          aria-label="Report on"
          value={picked.mode}
          onChange={(v) => onPick({ ...picked, mode: v as Picked["mode"] })}
          data={[
            { value: "shift", label: "Shift" },
            { value: "range", label: "Days" },
          ]}
        />
        {picked.mode === "shift" ? (
          <NativeSelect
            id="report-shift"
            label="Shift"
            value={picked.shiftId === null ? ALL : String(picked.shiftId)}
            onChange={(e) => onPick({ ...picked, shiftId: num(e.currentTarget.value) })}
            data={shifts.length === 0 ? [{ value: ALL, label: "No shifts yet" }] : shifts.map((s) => ({ value: String(s.id), label: shiftLabel(s) }))}
            w={450}
          />
        ) : (
          <>
            {day("first", "First day")}
            {day("last", "Last day (included)")}
          </>
        )}
        <NativeSelect
          id="report-table"
          label="Table"
          disabled={!choices}
          value={filters.tableId === null ? ALL : String(filters.tableId)}
          onChange={(e) => onFilter({ ...filters, tableId: num(e.currentTarget.value) })}
          data={[{ value: ALL, label: "All tables" }, ...(choices?.tables ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
          w={130}
        />
        <NativeSelect
          id="report-game"
          label="Game"
          disabled={!choices}
          value={filters.game ?? ALL}
          onChange={(e) => onFilter({ ...filters, game: e.currentTarget.value === ALL ? null : (e.currentTarget.value as GameCode) })}
          data={[{ value: ALL, label: "All games" }, ...(choices?.games ?? []).map((g) => ({ value: g.code, label: g.name }))]}
          w={170}
        />
        <NativeSelect
          id="report-dealer"
          label="Dealer"
          disabled={!choices}
          value={filters.dealerId === null ? ALL : String(filters.dealerId)}
          onChange={(e) => onFilter({ ...filters, dealerId: num(e.currentTarget.value) })}
          data={[
            { value: ALL, label: "All dealers" },
            ...(choices?.dealers ?? []).map((d) =>
              d.id === null ? { value: `name:${d.name}`, label: `${d.name} (not on the staff list)`, disabled: true } : { value: String(d.id), label: d.name },
            ),
          ]}
          w={140}
        />
      </Group>
      {picked.mode === "range" && rangeError && (
        <Text size="sm" c="red.9" id="range-error" mt={4}>
          {rangeError}
        </Text>
      )}
    </div>
  );
}
