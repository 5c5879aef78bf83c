import { Button, Group, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { IpcError, ReportProgress as Parts } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";

/**
 * While the room reads a report: how far it has got, and a way to stop it. Over a report
 * already shown (`over`: read again after a change), it floats at the foot of the window and
 * shows only if the read takes a moment, so the rows under the user's pointer never move.
 */
export function Reading({ progress, onCancel, over = false }: { progress: Parts | null; onCancel: () => void; over?: boolean }) {
  const { t } = useTranslation("reports");
  const known = progress !== null && progress.total > 0;
  const value = known ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div className={over ? "report-reading over screen-only" : "report-reading screen-only"} id="report-reading" aria-live="polite">
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
