import { Button, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { saveDiagnostics } from "../../api/exports";
import { RefusalAlert } from "../../components/RefusalAlert";
import { refusalWords } from "../../lib/refusals";
import { PanelHead } from "./PanelHead";

/**
 * What to hand the support person when something goes wrong: one .zip, saved where the user
 * chooses, with the app's logs, the versions, where the room lives and its schema, this
 * station's setting and the last backup's result. The shell leaves every secret out.
 */
export function DiagnosticsPanel() {
  const saving = useMutation({ mutationFn: () => saveDiagnostics("cardroom-diagnostics.zip") });
  return (
    <section aria-labelledby="diagnostics-title" className="diagnostics" id="diagnostics">
      <PanelHead titleId="diagnostics-title" title="Diagnostics">
        <Button id="save-diagnostics" variant="default" loading={saving.isPending} loaderProps={{ "aria-label": "Saving the diagnostics" }} onClick={() => saving.mutate()}>
          Save diagnostics…
        </Button>
      </PanelHead>
      <Text size="sm">
        For support: the app&apos;s logs, the versions, where the room lives, this station&apos;s setting and the last backup, in
        one .zip file. No PIN, PIN hash or password is in it.
      </Text>
      <div aria-live="polite">
        {saving.isSuccess && saving.data !== null && (
          <Text size="sm" fw={600} id="diagnostics-saved" mt="xs">
            Saved to <span className="detail">{saving.data}</span>
          </Text>
        )}
      </div>
      {saving.isError && <RefusalAlert id="diagnostics-refusal" className="refusal" error={saving.error} heading={refusalWords(saving.error)} />}
    </section>
  );
}
