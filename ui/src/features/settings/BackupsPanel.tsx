import { Button, Group, Loader, Text, Title } from "@mantine/core";
import { useBackUpNow, useDatabaseInfo, useLastBackup, type BackupReport } from "../../api";
import { Loaded } from "../../components/Loaded";
import { RefusalAlert } from "../../components/RefusalAlert";
import { refusalWords } from "../../lib/refusals";
import { PanelHead } from "./PanelHead";
import { backupTime, reasonWords, sizeWords } from "./backupWords";

/**
 * The room's backups: the last one made (when, why, how big, where) and what its check found,
 * a failure plainly marked with each problem; "Back up now" makes one and shows its result.
 * A room on a database server is backed up on the server, not by its stations: said instead.
 */
export function BackupsPanel() {
  const database = useDatabaseInfo();
  if (database.data?.is_server) return <ServerBackups location={database.data.path} />;
  return <FileBackups asked={database.data !== undefined} />;
}

/** A room on a server: backed up there (README, "Running a room on several machines"). */
function ServerBackups({ location }: { location: string }) {
  return (
    <section aria-labelledby="backups-title" className="backups" id="backups">
      <Title order={2} size="h3" id="backups-title" mb="xs">
        Backups
      </Title>
      <div id="backups-on-server" className="backups-server">
        <Text size="sm" mb="xs">
          This room lives on the database server <span className="detail">{location}</span>, so it is backed up on the
          server, not from this station: no station makes backup files of it.
        </Text>
        <Text size="sm">
          Back it up there: a nightly <code>pg_dump</code> on the server, or a standby server that is at most seconds behind
          (PostgreSQL's streaming replication). The README, "Running a room on several machines", says how.
        </Text>
      </div>
    </section>
  );
}

function FileBackups({ asked }: { asked: boolean }) {
  const last = useLastBackup(asked);
  const backUp = useBackUpNow();
  return (
    <section aria-labelledby="backups-title" className="backups" id="backups">
      <PanelHead titleId="backups-title" title="Backups">
        <Button id="back-up-now" variant="default" loading={backUp.isPending} loaderProps={{ "aria-label": "Backing up" }} onClick={() => backUp.mutate()}>
          Back up now
        </Button>
      </PanelHead>
      <div aria-live="polite">
        {backUp.isPending && (
          <Group gap="xs" id="backup-running" aria-busy="true">
            <Loader size="xs" />
            <Text size="sm">Copying the room into the backups folder and checking the copy…</Text>
          </Group>
        )}
        {backUp.isSuccess && (
          <Text size="sm" fw={600} id="backup-done">
            {backUp.data.ok ? "Backed up: the copy checked sound." : "The backup was made, but its check found problems: see below."}
          </Text>
        )}
      </div>
      {backUp.isError && <RefusalAlert id="backup-refusal" className="refusal" error={backUp.error} heading={refusalWords(backUp.error)} />}
      <Loaded query={last} reading="Reading the last backup" errorId="backup-error" failed="The last backup could not be read">
        {(report) =>
          report === null ? (
            <Text id="no-backup" className="muted">
              No backup yet. Back up now to make the first.
            </Text>
          ) : (
            <LastBackup report={report} />
          )
        }
      </Loaded>
    </section>
  );
}

function LastBackup({ report }: { report: BackupReport }) {
  return (
    <div id="last-backup" data-ok={report.ok} className="last-backup">
      <Title order={3} size="h5" mb={4}>
        Last backup
      </Title>
      <dl className="facts">
        <dt>When</dt>
        <dd id="backup-at">{backupTime(report.at)}</dd>
        <dt>Why</dt>
        <dd id="backup-reason">{reasonWords[report.reason]}</dd>
        <dt>Size</dt>
        <dd id="backup-size">{sizeWords(report.bytes)}</dd>
        <dt>File</dt>
        <dd id="backup-path">{report.path}</dd>
        {report.pruned > 0 && (
          <>
            <dt>Kept</dt>
            <dd id="backup-pruned">{report.pruned === 1 ? "1 older backup removed" : `${report.pruned} older backups removed`}</dd>
          </>
        )}
        <dt>Result</dt>
        <dd id="backup-result" className={report.ok ? "backup-ok" : "backup-bad"}>
          {report.ok ? "Checked: sound" : "FAILED: the check found problems"}
        </dd>
      </dl>
      {!report.ok && (
        <div role="alert" id="backup-problems" className="backup-problems">
          <Text fw={700} c="red.9" size="sm">
            Do not rely on this backup. Back up again; if it fails again, call support.
          </Text>
          <ul>
            {report.problems.map((p, n) => (
              <li key={n} data-field="problem">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
