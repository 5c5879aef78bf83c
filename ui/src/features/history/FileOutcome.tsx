import { CloseButton } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { RefusalAlert } from "../../components/RefusalAlert";
import { formatCents } from "../../lib/money";
import type { FileOutcome as Outcome } from "./useFileTasks";
import { refusalWords } from "../../lib/refusals";

/**
 * What the last export or check came to: how many hands were written where; a file the rules
 * engine replayed to the end (its kind and finishing stacks), or the first thing it refused (the
 * code, the engine's sentence, and which action); or a refusal of the room.
 */
export function FileOutcome({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const { t } = useTranslation("history");
  return (
    <div className="hist-outcome">
      <div className="hist-outcome-body">
        <OutcomeText outcome={outcome} />
      </div>
      <CloseButton size="md" onClick={onDismiss} aria-label={t("fileOutcome.dismiss")} />
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation("history");
  if (outcome.kind === "refused") {
    const why = refusalWords(outcome.error);
    const heading = outcome.task === "export" ? t("fileOutcome.notWritten", { why }) : t("fileOutcome.notRead", { why });
    return <RefusalAlert id="files-outcome" className="refusal" error={outcome.error} heading={heading} dense />;
  }
  if (outcome.kind === "exported") {
    const where = outcome.folder ?? t("fileOutcome.theFolderYouChose");
    return (
      <p id="files-outcome" role="status" data-count={outcome.count} className="hist-outcome-ok">
        {outcome.count === 0 ? t("fileOutcome.noneWritten", { where }) : t("fileOutcome.written", { count: outcome.count, where })}
      </p>
    );
  }
  const { path, check } = outcome;
  if (check.ok) {
    return (
      <div id="files-outcome" role="status" data-ok="true" className="hist-outcome-ok">
        <p>
          <Trans
            t={t}
            i18nKey={check.kind ? "fileOutcome.checksOutKind" : "fileOutcome.checksOut"}
            values={{ path, kind: check.kind }}
            components={{ strong: <strong /> }}
          />
        </p>
        <p data-field="stacks">
          {t("fileOutcome.finishingStacks")}{" "}
          {check.finishing_stacks.map((s, i) => (
            <span key={i} className="hist-stack">
              {t("fileOutcome.player", { n: i + 1 })} <span className="num">{formatCents(s)}</span>
            </span>
          ))}
        </p>
      </div>
    );
  }
  return (
    <div id="files-outcome" role="alert" data-ok="false" data-code={check.code ?? undefined} className="hist-outcome-bad">
      <p>
        <Trans
          t={t}
          i18nKey={
            check.code
              ? check.action_index !== null
                ? "fileOutcome.refusedCodeAction"
                : "fileOutcome.refusedCode"
              : check.action_index !== null
                ? "fileOutcome.refusedAction"
                : "fileOutcome.refused"
          }
          values={{ path, code: check.code, action: (check.action_index ?? 0) + 1, index: check.action_index }}
          components={{ strong: <strong />, code: <code data-field="code" />, action: <span data-field="action" />, num: <span className="num" /> }}
        />
      </p>
      {check.message && <p data-field="message">{check.message}</p>}
    </div>
  );
}
