import { useEffect, useMemo, useState } from "react";
import { Group, Loader, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useReport, useSessionView, useShiftList, useStaffList, type ShiftDto, type ShiftReport } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { Chooser, ReportOn, type Picked } from "./Chooser";
import type { Counters } from "./CountSheetPanel";
import { dateTimeText } from "../../lib/time";
import { ExceptionsPanel } from "./ExceptionsPanel";
import { CashLogsPanel } from "./CashLogsPanel";
import {
  choicesOf,
  defaultGamingDay,
  defaultShift,
  exceptionRequest,
  gamingDayOf,
  gamingDayText,
  isUnfiltered,
  NO_FILTERS,
  rangeOfDays,
  reportRequest,
  type Choices,
  type Filters,
  type Scope,
} from "./query";
import { latest } from "./PrintParts";
import { Reading, ReportFailed } from "./ReportProgress";
import { ReportView, type Tab } from "./ReportView";
import { t } from "../../i18n";
import "./reports.css";

/**
 * `Shift 1 report · 22 Nov 2026, 13:00 – 22 Nov 2026, 19:00 · floor manager Maria`, `Gaming day
 * 25 Nov 2026 · …` (the room's answer says which day), or the range's days; then the filters.
 */
function titleOf(report: ShiftReport, shift: ShiftDto | null, filters: Filters, choices: Choices | null): string {
  const span = `${dateTimeText(report.from)} – ${dateTimeText(report.to)}`;
  const what = shift
    ? t("reports:title.shift", { id: shift.id, span, manager: shift.floor_manager })
    : report.gaming_day
      ? t("reports:title.day", { day: gamingDayText(report.gaming_day), span })
      : t("reports:title.range", { span });
  const named = [
    filters.tableId !== null && (choices?.tables.find((x) => x.id === filters.tableId)?.name ?? t("reports:title.table", { id: filters.tableId })),
    filters.game !== null && (choices?.games.find((g) => g.code === filters.game)?.name ?? filters.game),
    filters.dealerId !== null && t("reports:title.dealer", { name: choices?.dealers.find((d) => d.id === filters.dealerId)?.name ?? filters.dealerId }),
  ].filter(Boolean);
  return [what, ...named].join(" · ");
}

/**
 * What the screen shows: the collection report (with its own tabs), the exception report, or
 * the Title 31 cash logs (by gaming day, their own days chosen).
 */
type View = "collections" | "exceptions" | "cash";

/**
 * The collection report of a shift, a gaming day or a range of days: grid, charts,
 * discrepancies, export, print, sign-off; the cage's count and counter-signature. Beside it, the
 * exception report of the same shift or gaming day, and the cash logs (the multiple transaction
 * log and the CTRs due) of a gaming day or a range of days.
 */
export function ReportsPage() {
  const { t } = useTranslation("reports");
  const shiftList = useShiftList();
  const staff = useStaffList();
  const [signed, setSigned] = useState<Record<number, ShiftDto>>({});
  const shifts = useMemo(
    () => [...(shiftList.data ?? [])].map((s) => latest(s, signed[s.id])).sort((a, b) => b.opened_at.localeCompare(a.opened_at)),
    [shiftList.data, signed],
  );
  // While the screen is shown, paper leaves out the app's frame (reports.css, @media print).
  useEffect(() => {
    document.documentElement.classList.add("reports-shown");
    return () => document.documentElement.classList.remove("reports-shown");
  }, []);
  const [picked, setPicked] = useState<Picked>({ mode: "shift", shiftId: null, day: null, first: "", last: "" });
  const [view, setView] = useState<View>("collections");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cage comes to count the boxes: its count is where it starts.
  const role = useSessionView().data?.staff?.role === "cage" ? "cage" : "floor";
  const [tab, setTab] = useState<Tab>(role === "cage" ? "cage" : "report");
  const [counters, setCounters] = useState<Counters>({ first: "", second: "", made: null });

  const shiftId = picked.shiftId ?? defaultShift(shifts)?.id ?? null;
  // A gaming day is first offered as the date the latest shift opened on.
  const day = picked.day ?? defaultGamingDay(shifts);
  const gamingDay = picked.mode === "day" ? gamingDayOf(day) : null;
  const range = picked.mode === "range" ? rangeOfDays(picked.first, picked.last) : null;
  const scope: Scope | null =
    picked.mode === "shift"
      ? shiftId === null
        ? null
        : { kind: "shift", shiftId }
      : picked.mode === "day"
        ? gamingDay === null
          ? null
          : { kind: "day", day: gamingDay }
        : range
          ? { kind: "range", ...range }
          : null;
  const scopeKey = JSON.stringify(scope);
  const query = useMemo(() => (scope ? reportRequest(scope, filters) : null), [scopeKey, filters]);
  const exceptionQuery = useMemo(() => (scope ? exceptionRequest(scope) : null), [scopeKey]);
  // The collection report is read while it is shown (the exception report reads its own).
  const report = useReport(view === "collections" ? query : null);

  // The filters offer what the unfiltered report of the same shift or range holds.
  const [seen, setSeen] = useState<{ key: string; report: ShiftReport } | null>(null);
  const unfiltered = isUnfiltered(filters);
  useEffect(() => {
    if (unfiltered && report.data) setSeen({ key: scopeKey, report: report.data });
  }, [unfiltered, report.data, scopeKey]);
  const choices = useMemo(() => (seen && seen.key === scopeKey ? choicesOf(seen.report, staff.data) : null), [seen, scopeKey, staff.data]);
  // The sign-off names the whole shift's open discrepancies, whatever the filters show.
  const shiftDiscrepancies = unfiltered ? (report.data?.discrepancies ?? null) : seen && seen.key === scopeKey ? seen.report.discrepancies : null;

  const pick = (p: Picked) => {
    setPicked(p);
    setFilters(NO_FILTERS);
    setCounters((c) => ({ ...c, made: null }));
  };
  const reportShift = report.data?.shift ? latest(report.data.shift, signed[report.data.shift.id]) : null;
  const rangeError = picked.first && picked.last && !range ? t("page.rangeBackwards") : !picked.first || !picked.last ? t("page.chooseDays") : null;
  const dayError = !day ? t("page.chooseDay") : !gamingDayOf(day) ? t("page.notADay") : null;
  const exceptionsUnavailable = picked.mode === "range" ? t("page.exceptionsNeedShiftOrDay") : null;

  return (
    <section aria-labelledby="reports-title" className="reports-page">
      <Tabs id="reports-view" variant="pills" value={view} onChange={(v) => v && setView(v as View)} keepMounted={false}>
        <Group gap="md" align="center" className="screen-only reports-head" wrap="wrap">
          <Title order={1} size="h3" id="reports-title">
            {t("page.title")}
          </Title>
          <Tabs.List aria-label={t("page.whichReport")}>
            <Tabs.Tab value="collections">{t("page.collections")}</Tabs.Tab>
            <Tabs.Tab value="exceptions">{t("page.exceptions")}</Tabs.Tab>
            <Tabs.Tab value="cash">{t("page.cashLogs")}</Tabs.Tab>
          </Tabs.List>
          {view !== "cash" && <ReportOn picked={{ ...picked, shiftId, day }} onPick={pick} />}
        </Group>
        {view !== "cash" && shiftList.error && <ProblemAlert error={shiftList.error} />}
        {view === "cash" ? null : shiftList.isPending ? (
          <Loader size="sm" aria-label={t("page.readingShifts")} />
        ) : (
          <Chooser
            shifts={shifts}
            picked={{ ...picked, shiftId, day }}
            onPick={pick}
            filters={filters}
            onFilter={setFilters}
            choices={choices}
            rangeError={rangeError}
            dayError={dayError}
            withFilters={view === "collections"}
          />
        )}
        {view !== "cash" && !shiftList.isPending && shifts.length === 0 && picked.mode === "shift" && (
          <Text size="sm" mt="sm" id="no-shifts">
            {t("page.noShifts")}
          </Text>
        )}
        <Tabs.Panel value="collections">
          {report.isFetching && <Reading progress={report.progress} onCancel={report.cancel} over={report.data !== undefined} />}
          {report.error && !report.isFetching && <ReportFailed error={report.error} onRetry={() => void report.refetch()} />}
          {report.data && query && (
            <ReportView
              key={JSON.stringify(query)}
              report={report.data}
              query={query}
              title={titleOf(report.data, reportShift, filters, choices)}
              shift={reportShift}
              tab={tab}
              onTab={setTab}
              onSigned={(s) => setSigned((m) => ({ ...m, [s.id]: s }))}
              discrepancies={shiftDiscrepancies}
              counters={counters}
              onCounters={setCounters}
              role={role}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="exceptions">
          <ExceptionsPanel request={exceptionQuery} unavailable={exceptionsUnavailable} />
        </Tabs.Panel>
        <Tabs.Panel value="cash">
          <CashLogsPanel />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
