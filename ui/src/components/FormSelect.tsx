import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

/**
 * A list to pick from as a field of a react-hook-form form (`name`); `onPick` follows each
 * change (it clears the room's last refusal, say). A `value` given shows a choice the form may
 * not hold yet (the first free seat).
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  onPick,
  ...select
}: { control: Control<T>; name: FieldPath<T>; onPick?: (value: string) => void } & Omit<NativeSelectProps, "onChange">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          size="md"
          value={field.value}
          {...select}
          onChange={(e) => {
            field.onChange(e.currentTarget.value);
            onPick?.(e.currentTarget.value);
          }}
        />
      )}
    />
  );
}
