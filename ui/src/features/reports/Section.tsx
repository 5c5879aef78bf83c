import { useEffect, useRef, useState, type ReactNode } from "react";
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
 * scrolls sideways on a narrow page (then a region the keyboard can reach and scroll, named as
 * its table); `dense` rows are closer together.
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
  const [box, scrolls] = useScrollsSideways();
  return (
    <div ref={box} className="table-scroll" {...(scrolls ? { tabIndex: 0, role: "region", "aria-labelledby": labelledBy } : {})}>
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

/** A box's ref, and whether what it holds is wider than it (measured again as either changes size). */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    if (box.firstElementChild) watch.observe(box.firstElementChild);
    measure();
    return () => watch.disconnect();
  }, []);
  return [ref, scrolls] as const;
}
