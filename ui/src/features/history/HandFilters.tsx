import { Group, NativeSelect } from "@mantine/core";
import type { ShiftDto, StaffDto } from "../../api";
import { IdFilter, type FilterBarProps } from "../../components/IdFilter";
import type { Filters } from "./query";
import { shiftLabel } from "./words";

type Props = FilterBarProps<Filters> & { shifts: ShiftDto[]; dealers: StaffDto[] };

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
      <IdFilter id="history-table" label="Table" w={120} all="All tables" options={tables} value={filters.tableId} onChange={(tableId) => onChange({ ...filters, tableId })} />
      <IdFilter id="history-dealer" label="Dealer" w={120} all="All dealers" options={dealers} value={filters.dealerId} onChange={(dealerId) => onChange({ ...filters, dealerId })} />
    </Group>
  );
}
