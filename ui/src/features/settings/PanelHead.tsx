import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A Settings panel's heading (its `titleId` labels the panel) with its one action at the right. */
export function PanelHead({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="xs">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {children}
    </Group>
  );
}
