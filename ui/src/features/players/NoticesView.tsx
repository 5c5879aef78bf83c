// The Bureau's self-exclusion notices on the Players screen: every notice entered (newest
// first), the one opened with its photo and what it says, a notice entered as it arrives, and a
// patron found playing recorded as an incident; and the incidents kept for the notice to the
// Bureau.
import { useState } from "react";
import { Button, Group, Loader, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useExclusionIncidents, useExclusionNotices, useSessionView, type NoticeView } from "../../api";
import { NoticeFacts, NoticePhoto, dayWords } from "../../components/ExclusionCompare";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import { dateTimeText } from "../../lib/time";
import { IncidentDialog } from "./IncidentDialog";
import { NoticeDialog } from "./NoticeDialog";

/** The notices, the one opened, and the floor's "Enter a notice" and "Record incident". */
export function NoticesView() {
  const { t } = useTranslation("players");
  const notices = useExclusionNotices();
  const floor = useSessionView().data?.staff?.role === "floor";
  const [opened, setOpened] = useState<number | null>(null);
  const [entering, setEntering] = useState(false);
  const [recording, setRecording] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const list = notices.data ?? [];
  const open = list.find((n) => n.id === opened) ?? list[0] ?? null;
  return (
    <div className="notices" id="notices">
      <Group justify="space-between" align="center" mb="xs">
        <Text size="sm" className="muted">
          {t("notices.intro")}
        </Text>
        {floor && (
          <Button id="notice-enter" variant="default" aria-haspopup="dialog" onClick={() => setEntering(true)}>
            {t("notices.enter")}
          </Button>
        )}
      </Group>
      {notices.isPending && <Loader size="sm" aria-label={t("notices.reading")} />}
      {notices.isError && (
        <ProblemAlert id="notices-error" error={notices.error} title={t("notices.readFailed")}>
          {refusalWords(notices.error)}
        </ProblemAlert>
      )}
      {notices.isSuccess && list.length === 0 && (
        <Text size="sm" id="notices-none">
          {t("notices.none")}
        </Text>
      )}
      {list.length > 0 && (
        <div className="players-layout">
          <ul className="players-results notices-list" aria-label={t("notices.list")}>
            {list.map((n) => (
              <li key={n.id}>
                <button type="button" className="player-result" data-notice={n.id} aria-current={n.id === open?.id ? "true" : undefined} onClick={() => setOpened(n.id)}>
                  <span className="player-result-head">
                    <strong data-field="name">{n.name}</strong>
                    <span className="restriction-tag">{t(`notices.termTag.${n.term}`)}</span>
                  </span>
                  <span className="player-result-facts">
                    <span data-field="reference">{n.reference}</span>
                    <span data-field="received">{t("notices.received", { when: dateTimeText(n.received_at) })}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {open && <NoticeCard notice={open} floor={floor} onRecord={() => (setRecorded(null), setRecording(true))} recorded={recorded} />}
        </div>
      )}
      <NoticeDialog
        opened={entering}
        onClose={() => setEntering(false)}
        onDone={(n) => {
          setEntering(false);
          setOpened(n.id);
        }}
      />
      {open && recording && (
        <IncidentDialog
          notice={open}
          opened
          onClose={() => setRecording(false)}
          onDone={(i) => {
            setRecording(false);
            setRecorded(t("incident.done", { name: i.player_name, table: i.table_name, seat: i.seat_no }));
          }}
        />
      )}
    </div>
  );
}

function NoticeCard({ notice, floor, onRecord, recorded }: { notice: NoticeView; floor: boolean; onRecord: () => void; recorded: string | null }) {
  const { t } = useTranslation("players");
  return (
    <article className="player-card notice-card" aria-labelledby="notice-title" data-notice={notice.id}>
      <Title order={2} size="h3" id="notice-title">
        {t("notices.title", { name: notice.name, reference: notice.reference })}
      </Title>
      <div className="compare-body">
        <NoticePhoto notice={notice} />
        <NoticeFacts notice={notice} />
      </div>
      <Text size="sm" className="muted" data-field="received">
        {t("notices.received", { when: dateTimeText(notice.received_at) })} · {t("notices.starts", { day: dayWords(notice.starts_on) })}
      </Text>
      {floor && (
        <Group gap="sm">
          <Button id="incident-open" variant="default" className="danger-outline" aria-haspopup="dialog" onClick={onRecord}>
            {t("incident.open")}
          </Button>
        </Group>
      )}
      {recorded && (
        <Text size="sm" fw={600} id="incident-recorded" role="status">
          {recorded}
        </Text>
      )}
    </article>
  );
}

/** Every self-excluded patron found playing, oldest first: what the Bureau is told. */
export function IncidentsView() {
  const { t } = useTranslation("players");
  const incidents = useExclusionIncidents();
  if (incidents.isPending) return <Loader size="sm" aria-label={t("incidents.reading")} />;
  if (incidents.isError) {
    return (
      <ProblemAlert id="incidents-error" error={incidents.error} title={t("incidents.readFailed")}>
        {refusalWords(incidents.error)}
      </ProblemAlert>
    );
  }
  if (incidents.data.length === 0) {
    return (
      <Text size="sm" id="incidents-none">
        {t("incidents.none")}
      </Text>
    );
  }
  return (
    <div className="incidents-scroll">
      <Table id="incidents" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("incidents.at")}</Table.Th>
            <Table.Th>{t("incidents.patron")}</Table.Th>
            <Table.Th>{t("notices.reference")}</Table.Th>
            <Table.Th>{t("incidents.where")}</Table.Th>
            <Table.Th>{t("incidents.what")}</Table.Th>
            <Table.Th>{t("incidents.withheld")}</Table.Th>
            <Table.Th>{t("incidents.removedBy")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {incidents.data.map((i) => (
            <Table.Tr key={i.id} data-incident={i.id}>
              <Table.Td>{dateTimeText(i.at)}</Table.Td>
              <Table.Td data-field="patron">{i.player_name}</Table.Td>
              <Table.Td data-field="reference">{i.notice_reference}</Table.Td>
              <Table.Td data-field="where">{t("seat", { table: i.table_name, seat: i.seat_no })}</Table.Td>
              <Table.Td data-field="what">{i.what}</Table.Td>
              <Table.Td data-field="withheld">{i.withheld ?? t("card.none")}</Table.Td>
              <Table.Td>{i.removed_by}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
