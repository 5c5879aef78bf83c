import type { ReactNode } from "react";
import { Table, Title } from "@mantine/core";

/**
 * A section of the report: its heading (`${id}-title`, which names the section, and takes the
 * focus when the report sends the reader to it), then what it holds.
 */
export function ReportSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="report-section">
      <Title order={2} size="h4" id={`${id}-title`} mb={4} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * A table of the report (`id`, named by the heading `labelledBy`, its section's), in a box that
 * scrolls sideways on a narrow page; `dense` rows are closer together.
 */
export function SectionTable({
  id,
  labelledBy = `${id}-title`,
  className,
  dense = false,
  children,
}: {
  id: string;
  labelledBy?: string;
  className?: string;
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <Table
        id={id}
        className={className ? `report-table ${className}` : "report-table"}
        withTableBorder
        verticalSpacing={dense ? 2 : 4}
        horizontalSpacing="xs"
        aria-labelledby={labelledBy}
      >
        {children}
      </Table>
    </div>
  );
}
