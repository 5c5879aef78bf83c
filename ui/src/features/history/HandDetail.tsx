import { useState } from "react";
import { Button, Group, Loader, Text } from "@mantine/core";
import { useHandHistory, type AdjustmentDto, type HandHistory } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { clockTime } from "../../lib/time";
import { Adjustments } from "./Adjustments";
import { CorrectionDialog } from "./CorrectionDialog";
import { StepLog, StepNav } from "./StepControls";
import { StepView } from "./StepView";
import { refusalWords } from "../../lib/refusals";
import { voidWords } from "./words";

type Props = {
  handId: number;
  /** Writes this hand as a hand-history file (the folder dialog opens). */
  onExport: (handId: number) => void;
  busy: boolean;
};

/** One hand, opened beside the list: read from the room, then stepped through. */
export function HandDetail({ handId, onExport, busy }: Props) {
  const history = useHandHistory(handId);
  if (history.isPending) {
    return (
      <section className="hist-detail" aria-label="Hand" aria-busy="true">
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Reading hand…</Text>
        </Group>
      </section>
    );
  }
  if (history.isError) {
    return (
      <section className="hist-detail" aria-label="Hand">
        <ProblemAlert id="hand-error" error={history.error} title="The hand could not be read">
          {refusalWords(history.error)}
        </ProblemAlert>
      </section>
    );
  }
  return <HandSteps history={history.data} onExport={onExport} busy={busy} />;
}

function HandSteps({ history, onExport, busy }: { history: HandHistory } & Omit<Props, "handId">) {
  const { summary: h, steps } = history;
  // Opens on the hand as it ended (the result a dispute is about); ← steps back from there.
  const [step, setStep] = useState(steps.length - 1);
  const [correcting, setCorrecting] = useState(false);
  const [saved, setSaved] = useState<AdjustmentDto | null>(null);
  const shown = steps[Math.min(step, steps.length - 1)];
  const final = steps[steps.length - 1];
  const title = `Hand ${h.number} at ${h.table}`;
  return (
    <section className="hist-detail" aria-labelledby="hand-title" data-hand={h.hand_id}>
      <header className="hist-detail-head">
        <div>
          <h2 id="hand-title" className="hist-detail-title">
            {h.table} · hand <span className="num">{h.number}</span>
          </h2>
          <p className="hist-detail-meta" data-field="meta">
            {h.game} · dealer {h.dealer ?? "none"} ·{" "}
            <span className="num">
              {clockTime(h.started_at)}
              {h.finished_at && `–${clockTime(h.finished_at)}`}
            </span>
            {h.voided && <span className="hist-mark" data-mark="voided">{voidWords(h.voided)}</span>}
            {history.adjustments.length > 0 && (
              <span className="hist-mark" data-mark="corrected">
                corrected
              </span>
            )}
          </p>
        </div>
        <Group gap="xs" wrap="wrap" className="hist-detail-actions">
          <Button size="sm" h={36} variant="default" onClick={() => onExport(h.hand_id)} loading={busy} aria-haspopup="dialog" id="export-hand">
            Export this hand…
          </Button>
          {final && h.finished_at !== null && (
            <Button size="sm" h={36} onClick={() => setCorrecting(true)} aria-haspopup="dialog" id="correct-hand">
              Correct chips…
            </Button>
          )}
        </Group>
      </header>
      {saved && (
        <p className="hist-saved" role="status" id="correct-saved">
          ✓ Correction saved: {saved.detail}
        </p>
      )}
      {steps.length === 0 || !shown ? (
        <p className="muted">This hand has no record to step through.</p>
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
