import { createContext, Fragment, useContext, useState } from "react";
import { createColumnHelper, useTable, type SortingState } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import type { AuditChange, AuditEntry } from "../../api";
import { t } from "../../i18n";
import { parseRoomTime } from "../../lib/time";
import { ErrorDetails } from "../../components/ErrorDetails";
import { SortingHead, sortingFeatures as features } from "../../components/SortingHead";
import { entryWords, fieldsOf, refusalOf, refusedWords, valueWords, type FieldValue } from "./entryWords";
import { entryTime, outcomeWords, stationWords } from "./words";

const col = createColumnHelper<typeof features, AuditEntry>();

/** "1 change: seatings 12", "3 changes", or none. */
export function changesWords(changes: readonly AuditChange[]): string {
  if (changes.length === 0) return t("audit:table.noChanges");
  if (changes.length === 1) return t("audit:table.oneChange", { what: changes[0]!.what, row: changes[0]!.row });
  return t("audit:table.changes", { count: changes.length, whats: [...new Set(changes.map((c) => c.what))].join(", ") });
}

/** Which rows are open, and how to open or close one (the rows' buttons read it). */
const Open = createContext<{ open: ReadonlySet<number>; toggle: (id: number) => void }>({ open: new Set(), toggle: () => {} });
const Names = createContext<(id: number) => string>((id) => t("audit:page.tableNo", { id }));

function OpenButton({ id }: { id: number }) {
  const { open, toggle } = useContext(Open);
  const { t } = useTranslation("audit");
  const shown = open.has(id);
  return (
    <button
      type="button"
      className="audit-open"
      aria-expanded={shown}
      aria-controls={shown ? `audit-detail-${id}` : undefined}
      aria-label={shown ? t("table.hide", { id }) : t("table.show", { id })}
      onClick={() => toggle(id)}
    >
      <span aria-hidden="true">{shown ? "▾" : "▸"}</span>
    </button>
  );
}

const TableName = ({ id }: { id: number }) => <>{useContext(Names)(id)}</>;

const columns = col.columns([
  col.display({
    id: "open",
    header: () => <span className="visually-hidden">{t("audit:table.details")}</span>,
    cell: (c) => <OpenButton id={c.row.original.id} />,
  }),
  col.accessor((e) => parseRoomTime(e.at) * 1000 + e.id, {
    id: "at",
    header: () => t("audit:table.time"),
    sortFn: "basic",
    cell: (c) => <span className="num">{entryTime(c.row.original.at)}</span>,
  }),
  col.accessor((e) => e.staff ?? "", {
    id: "staff",
    header: () => t("audit:table.staff"),
    sortFn: "alphanumeric",
    cell: (c) => c.row.original.staff ?? <span className="muted">{t("audit:table.nobody")}</span>,
  }),
  col.accessor((e) => `${e.station} ${e.machine}`, {
    id: "where",
    header: () => t("audit:table.where"),
    sortFn: "alphanumeric",
    cell: (c) => (
      <>
        {stationWords(c.row.original.station)} <span className="muted">· {c.row.original.machine}</span>
      </>
    ),
  }),
  col.accessor((e) => entryWords(e), { id: "kind", header: () => t("audit:table.what"), sortFn: "alphanumeric" }),
  col.accessor("outcome", {
    header: () => t("audit:table.outcome"),
    sortFn: "alphanumeric",
    cell: (c) => {
      const e = c.row.original;
      return e.outcome === "refused" ? (
        <span className="audit-refused">
          <span className="audit-mark" data-mark="refused">
            {outcomeWords("refused")}
          </span>{" "}
          <span data-field="refusal">{refusedWords(e.detail)}</span>
        </span>
      ) : (
        <span className="audit-done">{outcomeWords("done")}</span>
      );
    },
  }),
  col.accessor((e) => e.table_id ?? undefined, {
    id: "table",
    header: () => t("audit:table.table"),
    sortFn: "basic",
    sortUndefined: "last",
    cell: (c) => {
      const e = c.row.original;
      if (e.table_id === null) return <span className="muted">–</span>;
      return (
        <>
          {<TableName id={e.table_id} />}
          {e.hand_id !== null && <span className="muted"> · {t("audit:table.handNo", { hand: e.hand_id })}</span>}
        </>
      );
    },
  }),
  col.accessor((e) => e.changes.length, {
    id: "changes",
    header: () => t("audit:table.changesHead"),
    sortFn: "basic",
    cell: (c) => <span className={c.getValue() === 0 ? "muted" : undefined}>{changesWords(c.row.original.changes)}</span>,
  }),
]);

type Props = { entries: AuditEntry[]; tableName: (id: number) => string };

/**
 * The entries as a dense list, newest first (a header sorts by its column). A row opens below
 * itself: each change as the stored table and row, before → after, and the entry's hash.
 */
export function AuditTable({ entries, tableName }: Props) {
  const { t } = useTranslation("audit");
  const [sorting, setSorting] = useState<SortingState>([]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const table = useTable({
    features,
    columns,
    data: entries,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    getRowId: (e) => String(e.id),
  });
  const width = columns.length;
  return (
    <Open.Provider value={{ open, toggle }}>
    <Names.Provider value={tableName}>
    <table className="audit-list" id="audit-list" aria-label={t("table.entries")}>
      <SortingHead table={table} sortableOnly />
      <tbody>
        {table.getRowModel().rows.map((row) => {
          const e = row.original;
          return (
            <Fragment key={row.id}>
              <tr data-entry={e.id} data-outcome={e.outcome} data-open={open.has(e.id) || undefined}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-field={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
              {open.has(e.id) && (
                <tr className="audit-detail-row" data-detail-of={e.id}>
                  <td colSpan={width} id={`audit-detail-${e.id}`}>
                    <EntryDetail entry={e} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
    </Names.Provider>
    </Open.Provider>
  );
}

/**
 * Each change as its fields, before → after (a hand's step also in the dealer's words); a
 * refusal's code and the room's own sentence under Details; the entry's hash.
 */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("audit");
  const refusal = entry.outcome === "refused" ? refusalOf(entry.detail) : null;
  return (
    <div className="audit-detail">
      {entry.changes.length === 0 ? (
        <p className="muted audit-nochange">{entry.outcome === "refused" ? t("detail.refusedNothing") : t("detail.nothing")}</p>
      ) : (
        <ul className="audit-changes" aria-label={t("detail.changesOf", { id: entry.id })}>
          {entry.changes.map((c, n) => (
            <li key={n} data-what={c.what} data-row={c.row}>
              <ChangeFields change={c} />
            </li>
          ))}
        </ul>
      )}
      {refusal && <ErrorDetails error={{ code: (refusal.code ?? "internal") as never, message: refusal.message }} />}
      <p className="audit-hash">
        {t("detail.hash")} <code data-field="hash">{entry.hash}</code>
      </p>
    </div>
  );
}

/** One stored row's change: which row, then each field that changed, as it was and as it became. */
function ChangeFields({ change }: { change: AuditChange }) {
  const { t } = useTranslation("audit");
  const before = new Map(fieldsOf(change.before));
  const after = new Map(fieldsOf(change.after));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  const isNew = change.before === "";
  const removed = change.after === "";
  return (
    <>
      <span className="audit-what">
        {change.what} <span className="num">{change.row}</span>
        {isNew && <em> · {t("detail.newRow")}</em>}
        {removed && <em> · {t("detail.removed")}</em>}
      </span>
      <dl className="audit-fields">
        {names.map((name) => (
          <div key={name} className="audit-field" data-name={name}>
            <dt>{name}</dt>
            <dd>
              {!isNew && (
                <>
                  <span className="audit-before" data-field="before">
                    <Value v={before.get(name)} words={null} />
                  </span>
                  <span aria-hidden="true" className="audit-arrow">
                    {" → "}
                  </span>
                  <span className="visually-hidden"> {t("detail.becomes")} </span>
                </>
              )}
              <span className="audit-after" data-field="after">
                {removed ? <em>{t("detail.removed")}</em> : <Value v={after.get(name)} words={name === "payload" ? change.words : null} />}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A field's value: a hand's step in words, a structure as its own fields, else as stored. */
function Value({ v, words }: { v: FieldValue | undefined; words: string | null }) {
  const { t } = useTranslation("audit");
  if (v !== null && typeof v === "object" && !Array.isArray(v)) {
    return (
      <>
        {words ?? <span className="muted">{t("detail.structure")}</span>}
        <details className="audit-structure">
          <summary>{t("detail.fields")}</summary>
          <dl className="audit-fields">
            {Object.entries(v).map(([k, x]) => (
              <div key={k} className="audit-field">
                <dt>{k}</dt>
                <dd>{typeof x === "object" && x !== null ? JSON.stringify(x) : String(x)}</dd>
              </div>
            ))}
          </dl>
        </details>
      </>
    );
  }
  return <>{valueWords(v)}</>;
}
