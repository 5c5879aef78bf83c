import { Alert, Stack, Text } from "@mantine/core";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import type { Printing } from "./useOutputs";
import { printRecordedWords } from "./words";

const WARN = "#8a3300";

/**
 * What came of a print (`usePrint`), on screen: no print dialog (nothing printed, nothing
 * recorded), recorded (as which print) or not; and, once the print dialog has closed, the
 * question whether `paper` came out of the printer: only a yes is recorded. Ids:
 * `${prefix}-no-print`, `${prefix}-print-outcome`, `${prefix}-print-refusal`.
 */
export function PrintOutcome({ prefix, paper, printing }: { prefix: string; paper: string; printing: Printing }) {
  const { outcome, question } = printing;
  const no = () => printing.answer(false);
  return (
    <>
      {outcome?.kind === "no-dialog" && (
        <Alert id={`${prefix}-no-print`} className="screen-only" color="orange" variant="outline" bg="white" p="xs" styles={{ root: { borderColor: WARN } }}>
          <Text size="sm" fw={700} c={WARN}>
            Nothing was printed: this window showed no print dialog.
          </Text>
          <Text size="sm">Nothing was recorded: the next print is still the original.</Text>
        </Alert>
      )}
      <div aria-live="polite" className="screen-only">
        {outcome && outcome.kind !== "no-dialog" && (
          <Text size="sm" fw={600} id={`${prefix}-print-outcome`} data-state={outcome.kind}>
            {outcome.kind === "recorded" ? printRecordedWords(outcome.mark, outcome.paper) : "Nothing was recorded."}
          </Text>
        )}
      </div>
      <Dialog className="reports-dialog" opened={question !== null} onClose={() => !printing.recording && no()} title={`Did the ${paper} come out of the printer?`}>
        <Stack gap="sm">
          <Text size="sm">
            The print dialog has closed, but this window cannot tell whether you printed or cancelled. Only a print that came out is recorded; any later
            print is then stamped REPRINT.
          </Text>
          <DialogActions size={null} refusalId={`${prefix}-print-refusal`} error={printing.error} loading={printing.recording} cancel="No, nothing printed" onCancel={no} onClick={() => printing.answer(true)}>
            Yes, record the print
          </DialogActions>
        </Stack>
      </Dialog>
    </>
  );
}
