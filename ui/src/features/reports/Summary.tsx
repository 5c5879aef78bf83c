import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Discrepancy, Figures } from "../../api";
import { differenceKind } from "./format";
import { summariseDiscrepancies, summaryTitle, tableMissingText, varianceParts } from "./summary";

/**
 * What the report says first, above its grid: the discrepancies in one line (how many, the
 * money missing, how many nobody corrected, the tables with the most missing; the list itself
 * one click away, below the grid), and the variance of the whole report (due against
 * collected, each kind of money apart).
 */
export function ReportSummary({ discrepancies, totals, onShowList }: { discrepancies: Discrepancy[]; totals: Figures; onShowList: () => void }) {
  const { t } = useTranslation("reports");
  const s = summariseDiscrepancies(discrepancies);
  const [due, collected, diff, ...rest] = varianceParts(totals);
  return (
    <section aria-labelledby="summary-title" className="report-summary" id="report-summary" data-open={s.open}>
      <div className="summary-line">
        <h2 id="summary-title" className={s.open > 0 ? "summary-title open" : "summary-title"}>
          <span aria-hidden="true">{s.count === 0 ? "✓ " : "! "}</span>
          {summaryTitle(s)}
        </h2>
        {s.tables.length > 0 && (
          <>
            <span className="summary-label">{t("summary.mostMissing")}</span>
            <ul className="summary-tables" aria-label={t("summary.mostMissingByTable")}>
              {s.tables.map((m) => (
                <li key={m.tableId} data-table={m.tableId}>
                  {tableMissingText(m)}
                </li>
              ))}
              {s.moreTables > 0 && <li data-table="more">{t("summary.moreTables", { count: s.moreTables })}</li>}
            </ul>
            <Button size="compact-xs" variant="default" className="screen-only summary-show-list" id="summary-show-list" onClick={onShowList}>
              {t("summary.allBelow", { total: s.count })}
            </Button>
          </>
        )}
      </div>
      <p className="summary-variance" id="summary-variance">
        {due} · {collected} · <span className={`diff ${differenceKind(totals)}`}>{diff}</span>
        {rest.map((part) => (
          <span key={part}> · {part}</span>
        ))}
      </p>
    </section>
  );
}
