import type { ReactNode } from "react";
import { SegmentedControl, Text } from "@mantine/core";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

/**
 * A row of choices under a heading that names it (`id` is the heading's, which labels the row),
 * as a field of a react-hook-form form (`name`); `onPick` follows each change; `children` follow
 * the row.
 */
export function SegmentedField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  data,
  onPick,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  data: readonly { value: string; label: string }[];
  onPick?: () => void;
  children?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <Text component="div" id={id} size="md" fw={500} mb={4}>
            {label}
          </Text>
          <SegmentedControl
            aria-labelledby={id}
            size="md"
            fullWidth
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onPick?.();
            }}
            data={[...data]}
          />
          {children}
        </div>
      )}
    />
  );
}
