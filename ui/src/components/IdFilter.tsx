import { NativeSelect } from "@mantine/core";

/** A filter list choosing one of `options` by id, or all of them (`all` names that choice; its value is null). */
export function IdFilter({
  id,
  label,
  w,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  w: number;
  all: string;
  options: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <NativeSelect
      id={id}
      label={label}
      size="sm"
      w={w}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === "" ? null : Number(e.currentTarget.value))}
      data={[{ value: "", label: all }, ...options.map((o) => ({ value: String(o.id), label: o.name }))]}
    />
  );
}

/** What a screen's bar of filters takes: the `filters` chosen, their change, and the tables offered. */
export type FilterBarProps<F> = {
  filters: F;
  onChange: (filters: F) => void;
  tables: readonly { id: number; name: string }[];
};
