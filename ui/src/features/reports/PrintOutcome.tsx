import { Alert, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import type { Printing } from "./useOutputs";
import { printRecordedWords } from "./words";

// The room's dark orange in the light look, a light one in the dark (styles.css: --cr-warn).
const WARN = "var(--cr-warn)";

/**
 * What came of a print (`usePrint`), on screen: no print dialog (nothing printed, nothing
 * recorded), recorded (as which print) or not; and, once the print dialog has closed, the
 * question whether `paper` came out of the printer: only a yes is recorded. Ids:
 * `${prefix}-no-print`, `${prefix}-print-outcome`, `${prefix}-print-refusal`.
 */
export function PrintOutcome({ prefix, paper, printing }: { prefix: string; paper: "report" | "countSheet"; printing: Printing }) {
  const { t } = useTranslation("reports");
  const { outcome, question } = printing;
  const no = () => printing.answer(false);
  return (
    <>
      {outcome?.kind === "no-dialog" && (
        <Alert id={`${prefix}-no-print`} className="screen-only" color="orange" variant="outline" bg="var(--cr-surface)" p="xs" styles={{ root: { borderColor: WARN } }}>
          <Text size="sm" fw={700} c={WARN}>
            {t("print.noDialog")}
          </Text>
          <Text size="sm">{t("print.nothingRecordedYet")}</Text>
        </Alert>
      )}
      <div aria-live="polite" className="screen-only">
        {outcome && outcome.kind !== "no-dialog" && (
          <Text size="sm" fw={600} id={`${prefix}-print-outcome`} data-state={outcome.kind}>
            {outcome.kind === "recorded" ? printRecordedWords(outcome.mark, outcome.paper) : t("print.notRecorded")}
          </Text>
        )}
      </div>
      <Dialog className="reports-dialog" opened={question !== null} onClose={() => !printing.recording && no()} title={t(paper === "report" ? "print.questionReport" : "print.questionCountSheet")}>
        <Stack gap="sm">
          <Text size="sm">{t("print.explain")}</Text>
          <DialogActions size={null} refusalId={`${prefix}-print-refusal`} error={printing.error} loading={printing.recording} cancel={t("print.no")} onCancel={no} onClick={() => printing.answer(true)}>
            {t("print.yes")}
          </DialogActions>
        </Stack>
      </Dialog>
    </>
  );
}
