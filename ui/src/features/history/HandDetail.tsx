import { useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { useHandHistory, type AdjustmentDto, type HandHistory } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { clockTime } from "../../lib/time";
import { Adjustments } from "./Adjustments";
import { CorrectionDialog } from "./CorrectionDialog";
import { StepLog, StepNav } from "./StepControls";
import { StepView } from "./StepView";
import { refusalWords } from "../../lib/refusals";
import { correctedWord, voidWords } from "./words";

type Props = {
  handId: number;
  /** Writes this hand as a hand-history file (the folder dialog opens). */
  onExport: (handId: number) => void;
  busy: boolean;
};

/** One hand, opened beside the list: read from the room, then stepped through. */
export function HandDetail({ handId, onExport, busy }: Props) {
  const { t } = useTranslation("history");
  const history = useHandHistory(handId);
  if (history.isPending) {
    return (
      <section className="hist-detail" aria-label={t("detail.label")} aria-busy="true">
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t("detail.reading")}</Text>
        </Group>
      </section>
    );
  }
  if (history.isError) {
    return (
      <section className="hist-detail" aria-label={t("detail.label")}>
        <ProblemAlert id="hand-error" error={history.error} title={t("detail.cannotRead")}>
          {refusalWords(history.error)}
        </ProblemAlert>
      </section>
    );
  }
  return <HandSteps history={history.data} onExport={onExport} busy={busy} />;
}

function HandSteps({ history, onExport, busy }: { history: HandHistory } & Omit<Props, "handId">) {
  const { t } = useTranslation("history");
  const { summary: h, steps } = history;
  // Opens on the hand as it ended (the result a dispute is about); ← steps back from there.
  const [step, setStep] = useState(steps.length - 1);
  const [correcting, setCorrecting] = useState(false);
  const [saved, setSaved] = useState<AdjustmentDto | null>(null);
  const shown = steps[Math.min(step, steps.length - 1)];
  const final = steps[steps.length - 1];
  const title = t("detail.title", { number: h.number, table: h.table });
  return (
    <section className="hist-detail" aria-labelledby="hand-title" data-hand={h.hand_id}>
      <header className="hist-detail-head">
        <div>
          <h2 id="hand-title" className="hist-detail-title">
            <Trans t={t} i18nKey="detail.heading" values={{ table: h.table, number: h.number }} components={{ num: <span className="num" /> }} />
          </h2>
          <p className="hist-detail-meta" data-field="meta">
            <Trans
              t={t}
              i18nKey="detail.meta"
              values={{
                game: h.game,
                dealer: h.dealer ?? t("detail.noDealer"),
                times: h.finished_at ? `${clockTime(h.started_at)}–${clockTime(h.finished_at)}` : clockTime(h.started_at),
              }}
              components={{ num: <span className="num" /> }}
            />
            {h.voided && <span className="hist-mark" data-mark="voided">{voidWords(h.voided)}</span>}
            {history.adjustments.length > 0 && (
              <span className="hist-mark" data-mark="corrected">
                {correctedWord(1)}
              </span>
            )}
          </p>
        </div>
        <Group gap="xs" wrap="wrap" className="hist-detail-actions">
          <Button size="sm" h={36} variant="default" onClick={() => onExport(h.hand_id)} loading={busy} aria-haspopup="dialog" id="export-hand">
            {t("detail.exportHand")}
          </Button>
          {final && h.finished_at !== null && (
            <Button size="sm" h={36} onClick={() => setCorrecting(true)} aria-haspopup="dialog" id="correct-hand">
              {t("detail.correctChips")}
            </Button>
          )}
        </Group>
      </header>
      {saved && (
        <p className="hist-saved" role="status" id="correct-saved">
          {t("detail.saved", { detail: saved.detail })}
        </p>
      )}
      {steps.length === 0 || !shown ? (
        <p className="muted">{t("detail.noRecord")}</p>
      ) : (
        <>
          <StepNav steps={steps} step={step} onStep={setStep} keys={!correcting} />
          <div className="hist-body">
            <StepLog steps={steps} step={step} onStep={setStep} />
            <StepView hand={shown} />
          </div>
        </>
      )}
      <Adjustments adjustments={history.adjustments} />
      {final && <CorrectionDialog hand={final} title={title} opened={correcting} onClose={() => setCorrecting(false)} onDone={setSaved} />}
    </section>
  );
}
