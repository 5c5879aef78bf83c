import { CloseButton } from "@mantine/core";
import { RefusalAlert } from "../../components/RefusalAlert";
import { formatCents } from "../../lib/money";
import type { FileOutcome as Outcome } from "./useFileTasks";
import { refusalWords } from "../../lib/refusals";
import { handsWord } from "./words";

/**
 * What the last export or check came to: how many hands were written where; a file the rules
 * engine replayed to the end (its kind and finishing stacks), or the first thing it refused (the
 * code, the engine's sentence, and which action); or a refusal of the room.
 */
export function FileOutcome({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  return (
    <div className="hist-outcome">
      <div className="hist-outcome-body">
        <OutcomeText outcome={outcome} />
      </div>
      <CloseButton size="md" onClick={onDismiss} aria-label="Dismiss this message" />
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "refused") {
    const why = refusalWords(outcome.error);
    const heading = outcome.task === "export" ? `No file was written. ${why}` : `The file could not be read. ${why}`;
    return <RefusalAlert id="files-outcome" className="refusal" error={outcome.error} heading={heading} dense />;
  }
  if (outcome.kind === "exported") {
    const where = outcome.folder ?? "the folder you chose";
    return (
      <p id="files-outcome" role="status" data-count={outcome.count} className="hist-outcome-ok">
        {outcome.count === 0
          ? `No hand written to ${where}: a hand voided or still being played has no result to write.`
          : `${handsWord(outcome.count)} written to ${where}.`}
      </p>
    );
  }
  const { path, check } = outcome;
  if (check.ok) {
    return (
      <div id="files-outcome" role="status" data-ok="true" className="hist-outcome-ok">
        <p>
          <strong>✓ {path} checks out:</strong> the rules engine replays it to the end{check.kind ? ` (${check.kind})` : ""}.
        </p>
        <p data-field="stacks">
          Finishing stacks:{" "}
          {check.finishing_stacks.map((s, i) => (
            <span key={i} className="hist-stack">
              player {i + 1} <span className="num">{formatCents(s)}</span>
            </span>
          ))}
        </p>
      </div>
    );
  }
  return (
    <div id="files-outcome" role="alert" data-ok="false" data-code={check.code ?? undefined} className="hist-outcome-bad">
      <p>
        <strong>✗ {path} is refused</strong>
        {check.code && (
          <>
            {" "}
            (<code data-field="code">{check.code}</code>)
          </>
        )}
        {check.action_index !== null && (
          <span data-field="action">
            {" "}
            at action <span className="num">{check.action_index + 1}</span> (index <span className="num">{check.action_index}</span>)
          </span>
        )}
        .
      </p>
      {check.message && <p data-field="message">{check.message}</p>}
    </div>
  );
}
