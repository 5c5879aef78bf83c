import { Group, NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ShiftDto, StaffDto } from "../../api";
import { IdFilter, type FilterBarProps } from "../../components/IdFilter";
import type { Filters } from "./query";
import { shiftLabel } from "./words";

type Props = FilterBarProps<Filters> & { shifts: ShiftDto[]; dealers: StaffDto[] };

const ALL = "";
const idOf = (value: string): number | null => (value === ALL ? null : Number(value));

/** Which hands: the shift, then one table and one dealer (or all). A new shift clears the others. */
export function HandFilters({ filters, onChange, shifts, tables, dealers }: Props) {
  const { t } = useTranslation("history");
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap" className="hist-filters" role="group" aria-label={t("filters.label")}>
      <NativeSelect
        id="history-shift"
        label={t("filters.shift")}
        size="sm"
        w={340}
        value={filters.shiftId === null ? ALL : String(filters.shiftId)}
        onChange={(e) => onChange({ shiftId: idOf(e.currentTarget.value), tableId: null, dealerId: null })}
        data={shifts.length === 0 ? [{ value: ALL, label: t("filters.noShift") }] : shifts.map((s) => ({ value: String(s.id), label: shiftLabel(s) }))}
      />
      <IdFilter id="history-table" label={t("filters.table")} w={120} all={t("filters.allTables")} options={tables} value={filters.tableId} onChange={(tableId) => onChange({ ...filters, tableId })} />
      <IdFilter id="history-dealer" label={t("filters.dealer")} w={120} all={t("filters.allDealers")} options={dealers} value={filters.dealerId} onChange={(dealerId) => onChange({ ...filters, dealerId })} />
    </Group>
  );
}
