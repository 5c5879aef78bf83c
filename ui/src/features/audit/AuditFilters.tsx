import { useState } from "react";
import { Autocomplete, Button, Group, NativeSelect, TextInput } from "@mantine/core";
import type { StaffDto } from "../../api";
import { noFilters, type Filters, type Outcome } from "./query";
import { kindName, kindWords } from "./words";

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  staff: StaffDto[];
  tables: { id: number; name: string }[];
  /** Kinds as the room names them (`seat_player`). */
  kinds: string[];
};

const ALL = "";
const idOf = (value: string): number | null => (value === ALL ? null : Number(value));

/**
 * Which entries: who, at which table, when (local time), what (a kind offered or typed), and
 * whether it was done or refused. Each choice asks the room again.
 */
export function AuditFilters({ filters, onChange, staff, tables, kinds }: Props) {
  // The kind as typed, applied when chosen from the list, on Enter, or on leaving the field.
  const [typed, setTyped] = useState(filters.kind === "" ? "" : kindWords(filters.kind));
  const applyKind = (text: string) => {
    const kind = kindName(text);
    if (kind !== filters.kind) onChange({ ...filters, kind });
  };
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const any = JSON.stringify(filters) !== JSON.stringify(noFilters);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className="audit-filters" role="group" aria-label="Which entries">
      <NativeSelect
        id="audit-staff"
        label="Staff"
        size="sm"
        w={120}
        value={filters.staffId === null ? ALL : String(filters.staffId)}
        onChange={(e) => set({ staffId: idOf(e.currentTarget.value) })}
        data={[{ value: ALL, label: "Everyone" }, ...staff.map((s) => ({ value: String(s.id), label: s.name }))]}
      />
      <NativeSelect
        id="audit-table"
        label="Table"
        size="sm"
        w={110}
        value={filters.tableId === null ? ALL : String(filters.tableId)}
        onChange={(e) => set({ tableId: idOf(e.currentTarget.value) })}
        data={[{ value: ALL, label: "All tables" }, ...tables.map((t) => ({ value: String(t.id), label: t.name }))]}
      />
      <TextInput
        id="audit-from"
        label="From (local time)"
        type="datetime-local"
        size="sm"
        w={200}
        value={filters.from}
        onChange={(e) => set({ from: e.currentTarget.value })}
      />
      <TextInput
        id="audit-to"
        label="Until (local time)"
        type="datetime-local"
        size="sm"
        w={200}
        value={filters.to}
        onChange={(e) => set({ to: e.currentTarget.value })}
      />
      <Autocomplete
        id="audit-kind"
        label="What"
        placeholder="Anything"
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
        label="Outcome"
        size="sm"
        w={110}
        value={filters.outcome}
        onChange={(e) => set({ outcome: e.currentTarget.value as Outcome })}
        data={[
          { value: "all", label: "All" },
          { value: "done", label: "Done" },
          { value: "refused", label: "Refused" },
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
        Clear filters
      </Button>
    </Group>
  );
}
