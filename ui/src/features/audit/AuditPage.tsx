import { useMemo, useRef, useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { auditCsv, useAuditLog, useFloorBoard, useStaffList } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { CsvOutcome } from "../../components/CsvOutcome";
import { useSaveCsv } from "../../lib/saveCsv";
import { AuditFilters } from "./AuditFilters";
import { AuditTable } from "./AuditTable";
import { auditQuery, kindsOffered, noFilters, tableIdsOf, type Filters } from "./query";
import { refusalWords } from "../../lib/refusals";
import "./audit.css";

/**
 * The audit trail (floor managers only): who did what, when, from which station and machine,
 * whether the room did it or refused it, and what it changed, newest first; filtered by staff,
 * table, time, kind and outcome, and saved as CSV.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const query = auditQuery(filters);
  const log = useAuditLog(query);
  const staff = useStaffList();
  const board = useFloorBoard();
  const entries = log.data ?? [];
  // Kinds and tables offered: every one seen since the screen opened, so a filter does not hide
  // the others.
  const seenKinds = useRef(new Set<string>());
  const seenTables = useRef(new Set<number>());
  for (const e of entries) seenKinds.current.add(e.kind);
  for (const id of tableIdsOf(entries)) seenTables.current.add(id);
  const names = useMemo(() => new Map((board.data?.tables ?? []).map((t) => [t.table.id, t.table.name])), [board.data]);
  const tableName = (id: number) => names.get(id) ?? `Table #${id}`;
  const tables = [...new Set([...names.keys(), ...seenTables.current])].sort((a, b) => a - b).map((id) => ({ id, name: tableName(id) }));
  const csv = useSaveCsv();
  const count = entries.length;
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  return (
    <div className="audit-page">
      <header className="audit-head">
        <h1 id="audit-title" className="audit-title">
          Audit
        </h1>
        <Text size="sm" className="muted audit-lede">
          Every change and every refusal, who made it and from where. Newest first.
        </Text>
        <Button
          id="audit-export"
          variant="default"
          size="sm"
          aria-haspopup="dialog"
          className="audit-export"
          loading={csv.busy}
          disabled={!log.isSuccess || count === 0}
          onClick={() => void csv.save("audit.csv", () => auditCsv(query))}
        >
          Export CSV…
        </Button>
      </header>
      <AuditFilters filters={filters} onChange={setFilters} staff={staff.data ?? []} tables={tables} kinds={kindsOffered(seenKinds.current)} />
      <CsvOutcome prefix="audit" csv={csv} />
      {log.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" />
          <Text>Reading the trail…</Text>
        </Group>
      ) : log.isError ? (
        <ProblemAlert id="audit-error" error={log.error} title={log.error.code === "not_permitted" ? "Not permitted" : "The audit trail could not be read"}>
          {refusalWords(log.error)}
        </ProblemAlert>
      ) : count === 0 ? (
        <p className="muted audit-empty" id="audit-empty">
          {filtered ? "No entry matches these filters. Widen the time range or clear a filter." : "The trail is empty: nothing has been done in this room yet."}
        </p>
      ) : (
        <>
          <Text size="sm" id="audit-count" className="audit-count">
            {count === 1 ? "1 entry" : `${count} entries`}, newest first
            {entries.some((e) => e.outcome === "refused") && ` · ${entries.filter((e) => e.outcome === "refused").length} refused`}
          </Text>
          <div className="audit-scroll">
            <AuditTable entries={entries} tableName={tableName} />
          </div>
        </>
      )}
    </div>
  );
}
