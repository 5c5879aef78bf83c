import { useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useHandList, useShiftList, useStaffList } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { FileOutcome } from "./FileOutcome";
import { HandDetail } from "./HandDetail";
import { HandFilters } from "./HandFilters";
import { HandList } from "./HandList";
import { dealersOf, handQuery, latestShift, newestFirst, tablesOf, type Filters } from "./query";
import { useFileTasks } from "./useFileTasks";
import { refusalWords } from "../../lib/refusals";
import { handsWord } from "./words";
import "./history.css";

/**
 * The hand history (floor only): a shift's hands by table and dealer, newest first, beside the
 * hand opened (`handId`: one opened from another screen), stepped through entry by entry with
 * its corrections; hands written as hand-history files, and a file checked by the rules engine.
 */
export function HistoryPage({ handId }: { handId: number | null }) {
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
          Hand history
        </h1>
        <HandFilters
          filters={filters}
          onChange={setChosen}
          shifts={newestFirst(shifts.data ?? [])}
          tables={tablesOf(shiftHands.data ?? [])}
          dealers={dealersOf(staff.data ?? [])}
        />
        <Button size="sm" h={36} variant="default" id="check-file" aria-haspopup="dialog" loading={files.busy} onClick={files.checkFile} className="hist-check">
          Check a hand-history file…
        </Button>
      </header>
      {shifts.isError && (
        <ProblemAlert id="shifts-error" error={shifts.error} title="The shifts could not be read">
          {refusalWords(shifts.error)}
        </ProblemAlert>
      )}
      {files.outcome && <FileOutcome outcome={files.outcome} onDismiss={files.dismiss} />}
      <div className="hist-columns">
        <div className="hist-list-col">
          {query === null ? (
            <Text className="muted">{shifts.isPending ? "Reading the shifts…" : "No shift yet: the hands of a shift are listed here."}</Text>
          ) : list.isPending ? (
            <Group gap="xs" aria-busy="true">
              <Loader size="sm" />
              <Text>Reading the hands…</Text>
            </Group>
          ) : list.isError ? (
            <ProblemAlert id="hands-error" error={list.error} title="The hands could not be read">
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
                  Export these {handsWord(count)}…
                </Button>
              }
            />
          )}
        </div>
        <div className="hist-detail-col">
          {selected === null ? (
            <p className="muted hist-none" id="no-hand">
              Open a hand from the list to step through it.
            </p>
          ) : (
            <HandDetail key={selected} handId={selected} busy={files.busy} onExport={(id) => files.exportHands(query ?? handQuery({ shiftId: null, tableId: null, dealerId: null }), id)} />
          )}
        </div>
      </div>
    </div>
  );
}
