import { useMemo, useRef, useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("audit");
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
  const tableName = (id: number) => names.get(id) ?? t("page.tableNo", { id });
  const tables = [...new Set([...names.keys(), ...seenTables.current])].sort((a, b) => a - b).map((id) => ({ id, name: tableName(id) }));
  const csv = useSaveCsv();
  const count = entries.length;
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const refused = entries.filter((e) => e.outcome === "refused").length;

  return (
    <div className="audit-page">
      <header className="audit-head">
        <h1 id="audit-title" className="audit-title">
          {t("page.title")}
        </h1>
        <Text size="sm" className="muted audit-lede">
          {t("page.lede")}
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
          {t("page.export")}
        </Button>
      </header>
      <AuditFilters filters={filters} onChange={setFilters} staff={staff.data ?? []} tables={tables} kinds={kindsOffered(seenKinds.current)} />
      <CsvOutcome prefix="audit" csv={csv} />
      {log.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" />
          <Text>{t("page.reading")}</Text>
        </Group>
      ) : log.isError ? (
        <ProblemAlert id="audit-error" error={log.error} title={log.error.code === "not_permitted" ? t("page.notPermitted") : t("page.readFailed")}>
          {refusalWords(log.error)}
        </ProblemAlert>
      ) : count === 0 ? (
        <p className="muted audit-empty" id="audit-empty">
          {filtered ? t("page.noMatch") : t("page.empty")}
        </p>
      ) : (
        <>
          <Text size="sm" id="audit-count" className="audit-count">
            {refused === 0 ? t("page.count", { count }) : t("page.countRefused", { count, refused })}
          </Text>
          <div className="audit-scroll">
            <AuditTable entries={entries} tableName={tableName} />
          </div>
        </>
      )}
    </div>
  );
}
