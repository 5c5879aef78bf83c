import { Button, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("settings");
  const saving = useMutation({ mutationFn: () => saveDiagnostics("cardroom-diagnostics.zip") });
  return (
    <section aria-labelledby="diagnostics-title" className="diagnostics" id="diagnostics">
      <PanelHead titleId="diagnostics-title" title={t("diagnostics.title")}>
        <Button id="save-diagnostics" variant="default" loading={saving.isPending} loaderProps={{ "aria-label": t("diagnostics.saving") }} onClick={() => saving.mutate()}>
          {t("diagnostics.save")}
        </Button>
      </PanelHead>
      <Text size="sm">{t("diagnostics.about")}</Text>
      <div aria-live="polite">
        {saving.isSuccess && saving.data !== null && (
          <Text size="sm" fw={600} id="diagnostics-saved" mt="xs">
            <Trans t={t} i18nKey="diagnostics.saved" values={{ path: saving.data }} components={{ detail: <span className="detail" /> }} />
          </Text>
        )}
      </div>
      {saving.isError && <RefusalAlert id="diagnostics-refusal" className="refusal" error={saving.error} heading={refusalWords(saving.error)} />}
    </section>
  );
}
