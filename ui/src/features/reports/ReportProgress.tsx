import { Button, Group, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { IpcError, ReportProgress as Parts } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";

/** While the room reads a report: how far it has got, and a way to stop it. */
export function Reading({ progress, onCancel }: { progress: Parts | null; onCancel: () => void }) {
  const { t } = useTranslation("reports");
  const known = progress !== null && progress.total > 0;
  const value = known ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div className="report-reading screen-only" id="report-reading" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={value}
          striped={!known}
          animated={!known}
          w={320}
          size="lg"
          aria-label={t("reading.label")}
        />
        <Text size="sm" id="report-reading-text">
          {known ? t("reading.progress", { done: progress.done, total: progress.total }) : t("reading.plain")}
        </Text>
        <Button size="sm" variant="default" onClick={onCancel} id="report-cancel">
          {t("reading.cancel")}
        </Button>
      </Group>
    </div>
  );
}

/** A report that could not be read, or was cancelled: said plainly, with a way to read it again. */
export function ReportFailed({ error, onRetry }: { error: IpcError; onRetry: () => void }) {
  const { t } = useTranslation("reports");
  return (
    <ProblemAlert id="report-error" error={error} title={refusalWords(error)}>
      <Button size="sm" mt="xs" variant="default" onClick={onRetry}>
        {t("reading.again")}
      </Button>
    </ProblemAlert>
  );
}
