import { useState } from "react";
import { Autocomplete, Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StaffDto } from "../../api";
import { IdFilter, type FilterBarProps } from "../../components/IdFilter";
import { noFilters, type Filters, type Outcome } from "./query";
import { kindName, kindWords } from "./words";

type Props = FilterBarProps<Filters> & {
  staff: StaffDto[];
  /** Kinds as the room names them (`seat_player`). */
  kinds: string[];
};

/**
 * Which entries: who, at which table, when (local time), what (a kind offered or typed), and
 * whether it was done or refused. Each choice asks the room again.
 */
export function AuditFilters({ filters, onChange, staff, tables, kinds }: Props) {
  const { t } = useTranslation("audit");
  // The kind as typed, applied when chosen from the list, on Enter, or on leaving the field.
  const [typed, setTyped] = useState(filters.kind === "" ? "" : kindWords(filters.kind));
  const applyKind = (text: string) => {
    const kind = kindName(text);
    if (kind !== filters.kind) onChange({ ...filters, kind });
  };
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  /** A bound of the time range, typed as local time. */
  const when = (bound: "from" | "to", label: string) => (
    <TextInput
      id={`audit-${bound}`}
      label={label}
      type="datetime-local"
      size="sm"
      w={200}
      value={filters[bound]}
      onChange={(e) => set({ [bound]: e.currentTarget.value })}
    />
  );
  const any = JSON.stringify(filters) !== JSON.stringify(noFilters);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className="audit-filters" role="group" aria-label={t("filters.which")}>
      <IdFilter id="audit-staff" label={t("filters.staff")} w={120} all={t("filters.everyone")} options={staff} value={filters.staffId} onChange={(staffId) => set({ staffId })} />
      <IdFilter id="audit-table" label={t("filters.table")} w={110} all={t("filters.allTables")} options={tables} value={filters.tableId} onChange={(tableId) => set({ tableId })} />
      {when("from", t("filters.from"))}
      {when("to", t("filters.until"))}
      <Autocomplete
        id="audit-kind"
        label={t("filters.what")}
        placeholder={t("filters.anything")}
        size="sm"
        w={140}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          // Cleared: every kind again at once.
          if (value === "") applyKind("");
        }}
        onOptionSubmit={(value) => {
          setTyped(value);
          applyKind(value);
        }}
        onBlur={() => applyKind(typed)}
        onKeyDown={(e) => {
          if (e.key === "Enter") applyKind(e.currentTarget.value);
        }}
        data={kinds.map(kindWords)}
        limit={30}
        clearable
      />
      <NativeSelect
        id="audit-outcome"
        label={t("filters.outcome")}
        size="sm"
        w={110}
        value={filters.outcome}
        onChange={(e) => set({ outcome: e.currentTarget.value as Outcome })}
        data={[
          { value: "all", label: t("filters.all") },
          { value: "done", label: t("outcomes.done") },
          { value: "refused", label: t("outcomes.refused") },
        ]}
      />
      <Button
        size="sm"
        variant="subtle"
        id="audit-clear"
        disabled={!any}
        onClick={() => {
          setTyped("");
          onChange(noFilters);
        }}
      >
        {t("filters.clear")}
      </Button>
    </Group>
  );
}
