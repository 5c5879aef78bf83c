import { Group, NativeSelect } from "@mantine/core";
import type { ShiftDto, StaffDto } from "../../api";
import type { Filters } from "./query";
import { shiftLabel } from "./words";

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  shifts: ShiftDto[];
  tables: { id: number; name: string }[];
  dealers: StaffDto[];
};

const ALL = "";
const idOf = (value: string): number | null => (value === ALL ? null : Number(value));

/** Which hands: the shift, then one table and one dealer (or all). A new shift clears the others. */
export function HandFilters({ filters, onChange, shifts, tables, dealers }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap" className="hist-filters" role="group" aria-label="Which hands">
      <NativeSelect
        id="history-shift"
        label="Shift"
        size="sm"
        w={340}
        value={filters.shiftId === null ? ALL : String(filters.shiftId)}
        onChange={(e) => onChange({ shiftId: idOf(e.currentTarget.value), tableId: null, dealerId: null })}
        data={shifts.length === 0 ? [{ value: ALL, label: "No shift yet" }] : shifts.map((s) => ({ value: String(s.id), label: shiftLabel(s) }))}
      />
      <NativeSelect
        id="history-table"
        label="Table"
        size="sm"
        w={120}
        value={filters.tableId === null ? ALL : String(filters.tableId)}
        onChange={(e) => onChange({ ...filters, tableId: idOf(e.currentTarget.value) })}
        data={[{ value: ALL, label: "All tables" }, ...tables.map((t) => ({ value: String(t.id), label: t.name }))]}
      />
      <NativeSelect
        id="history-dealer"
        label="Dealer"
        size="sm"
        w={120}
        value={filters.dealerId === null ? ALL : String(filters.dealerId)}
        onChange={(e) => onChange({ ...filters, dealerId: idOf(e.currentTarget.value) })}
        data={[{ value: ALL, label: "All dealers" }, ...dealers.map((d) => ({ value: String(d.id), label: d.name }))]}
      />
    </Group>
  );
}
