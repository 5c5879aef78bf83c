import { useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHandList, useShiftList, useStaffList } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { FileOutcome } from "./FileOutcome";
import { HandDetail } from "./HandDetail";
import { HandFilters } from "./HandFilters";
import { HandList } from "./HandList";
import { dealersOf, handQuery, latestShift, newestFirst, tablesOf, type Filters } from "./query";
import { useFileTasks } from "./useFileTasks";
import { refusalWords } from "../../lib/refusals";
import "./history.css";

/**
 * The hand history (floor only): a shift's hands by table and dealer, newest first, beside the
 * hand opened (`handId`: one opened from another screen), stepped through entry by entry with
 * its corrections; hands written as hand-history files, and a file checked by the rules engine.
 */
export function HistoryPage({ handId }: { handId: number | null }) {
  const { t } = useTranslation("history");
  const shifts = useShiftList();
  const staff = useStaffList();
  // Until the floor picks one, the latest shift.
  const [chosen, setChosen] = useState<Filters | null>(null);
  const latest = latestShift(shifts.data ?? []);
  const filters: Filters = chosen ?? { shiftId: latest?.id ?? null, tableId: null, dealerId: null };
  const query = filters.shiftId === null ? null : handQuery(filters);
  const whole = filters.shiftId === null ? null : handQuery({ ...filters, tableId: null, dealerId: null });
  const list = useHandList(query);
  const shiftHands = useHandList(whole);
  const [selected, setSelected] = useState<number | null>(handId);
  const files = useFileTasks();
  const count = list.data?.length ?? 0;

  return (
    <div className="hist-page">
      <header className="hist-head">
        <h1 id="history-title" className="hist-title">
          {t("page.title")}
        </h1>
        <HandFilters
          filters={filters}
          onChange={setChosen}
          shifts={newestFirst(shifts.data ?? [])}
          tables={tablesOf(shiftHands.data ?? [])}
          dealers={dealersOf(staff.data ?? [])}
        />
        <Button size="sm" h={36} variant="default" id="check-file" aria-haspopup="dialog" loading={files.busy} onClick={files.checkFile} className="hist-check">
          {t("page.checkFile")}
        </Button>
      </header>
      {shifts.isError && (
        <ProblemAlert id="shifts-error" error={shifts.error} title={t("page.shiftsError")}>
          {refusalWords(shifts.error)}
        </ProblemAlert>
      )}
      {files.outcome && <FileOutcome outcome={files.outcome} onDismiss={files.dismiss} />}
      <div className="hist-columns">
        <div className="hist-list-col">
          {query === null ? (
            <Text className="muted">{shifts.isPending ? t("page.readingShifts") : t("page.noShift")}</Text>
          ) : list.isPending ? (
            <Group gap="xs" aria-busy="true">
              <Loader size="sm" />
              <Text>{t("page.readingHands")}</Text>
            </Group>
          ) : list.isError ? (
            <ProblemAlert id="hands-error" error={list.error} title={t("page.handsError")}>
              {refusalWords(list.error)}
            </ProblemAlert>
          ) : (
            <HandList
              key={JSON.stringify(query)}
              hands={list.data}
              selected={selected}
              onOpen={setSelected}
              extra={
                <Button
                  size="xs"
                  h={30}
                  variant="default"
                  id="export-list"
                  aria-haspopup="dialog"
                  disabled={count === 0}
                  loading={files.busy}
                  onClick={() => files.exportHands(query, null)}
                >
                  {t("page.exportList", { count })}
                </Button>
              }
            />
          )}
        </div>
        <div className="hist-detail-col">
          {selected === null ? (
            <p className="muted hist-none" id="no-hand">
              {t("page.noHand")}
            </p>
          ) : (
            <HandDetail key={selected} handId={selected} busy={files.busy} onExport={(id) => files.exportHands(query ?? handQuery({ shiftId: null, tableId: null, dealerId: null }), id)} />
          )}
        </div>
      </div>
    </div>
  );
}
