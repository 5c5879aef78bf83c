import type { ReactNode } from "react";
import { SegmentedControl, Text } from "@mantine/core";

/** A row of choices under a heading that names it (`id` is the heading's, which labels the row); `children` follow the row. */
export function SegmentedField({
  id,
  label,
  value,
  onChange,
  data,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: readonly { value: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div>
      <Text component="div" id={id} size="md" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} size="md" fullWidth value={value} onChange={onChange} data={[...data]} />
      {children}
    </div>
  );
}
