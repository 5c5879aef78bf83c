import { Button, Group, Loader, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("settings");
  return (
    <section aria-labelledby="backups-title" className="backups" id="backups">
      <Title order={2} size="h3" id="backups-title" mb="xs">
        {t("backups.title")}
      </Title>
      <div id="backups-on-server" className="backups-server">
        <Text size="sm" mb="xs">
          <Trans t={t} i18nKey="backups.onServer" values={{ location }} components={{ detail: <span className="detail" /> }} />
        </Text>
        <Text size="sm">
          <Trans t={t} i18nKey="backups.backItUpThere" components={{ code: <code /> }} />
        </Text>
      </div>
    </section>
  );
}

function FileBackups({ asked }: { asked: boolean }) {
  const { t } = useTranslation("settings");
  const last = useLastBackup(asked);
  const backUp = useBackUpNow();
  return (
    <section aria-labelledby="backups-title" className="backups" id="backups">
      <PanelHead titleId="backups-title" title={t("backups.title")}>
        <Button id="back-up-now" variant="default" loading={backUp.isPending} loaderProps={{ "aria-label": t("backups.backingUp") }} onClick={() => backUp.mutate()}>
          {t("backups.backUpNow")}
        </Button>
      </PanelHead>
      <div aria-live="polite">
        {backUp.isPending && (
          <Group gap="xs" id="backup-running" aria-busy="true">
            <Loader size="xs" />
            <Text size="sm">{t("backups.running")}</Text>
          </Group>
        )}
        {backUp.isSuccess && (
          <Text size="sm" fw={600} id="backup-done">
            {backUp.data.ok ? t("backups.done") : t("backups.doneWithProblems")}
          </Text>
        )}
      </div>
      {backUp.isError && <RefusalAlert id="backup-refusal" className="refusal" error={backUp.error} heading={refusalWords(backUp.error)} />}
      <Loaded query={last} reading={t("backups.readingLast")} errorId="backup-error" failed={t("backups.lastFailed")}>
        {(report) =>
          report === null ? (
            <Text id="no-backup" className="muted">
              {t("backups.none")}
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
  const { t } = useTranslation("settings");
  return (
    <div id="last-backup" data-ok={report.ok} className="last-backup">
      <Title order={3} size="h5" mb={4}>
        {t("backups.last")}
      </Title>
      <dl className="facts">
        <dt>{t("backups.when")}</dt>
        <dd id="backup-at">{backupTime(report.at)}</dd>
        <dt>{t("backups.why")}</dt>
        <dd id="backup-reason">{reasonWords(report.reason)}</dd>
        <dt>{t("backups.size")}</dt>
        <dd id="backup-size">{sizeWords(report.bytes)}</dd>
        <dt>{t("backups.file")}</dt>
        <dd id="backup-path">{report.path}</dd>
        {report.pruned > 0 && (
          <>
            <dt>{t("backups.kept")}</dt>
            <dd id="backup-pruned">{t("backups.pruned", { count: report.pruned })}</dd>
          </>
        )}
        <dt>{t("backups.result")}</dt>
        <dd id="backup-result" className={report.ok ? "backup-ok" : "backup-bad"}>
          {report.ok ? t("backups.sound") : t("backups.failed")}
        </dd>
      </dl>
      {!report.ok && (
        <div role="alert" id="backup-problems" className="backup-problems">
          <Text fw={700} c="var(--cr-bad)" size="sm">
            {t("backups.doNotRely")}
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
