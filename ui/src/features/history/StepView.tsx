import type { HandView } from "../../api";
import { BankedStep } from "./BankedStep";
import { PanStep } from "./PanStep";
import { PotStep } from "./PotStep";
import { voidWords } from "./words";

/**
 * The hand as it stood after one entry, whatever its game, and what it waited for next (the
 * room's words); at the last step, how it ended.
 */
export function StepView({ hand }: { hand: HandView }) {
  const game = hand.game;
  return (
    <section className="hist-state" aria-label="The hand at this step" data-kind={game.kind} data-finished={hand.finished || undefined}>
      <p className="hist-waiting" data-field="waiting">
        {hand.voided ? (
          <strong className="hist-mark" data-mark="voided">
            Hand {voidWords(hand.voided)}: no one won or paid.
          </strong>
        ) : hand.finished ? (
          <strong>The hand is over.</strong>
        ) : (
          <>
            Next: <strong>{hand.waiting_for.words}</strong>
          </>
        )}
      </p>
      {game.kind === "pot" ? <PotStep hand={hand} pot={game} /> : game.kind === "pan" ? <PanStep pan={game} /> : <BankedStep box={game} />}
    </section>
  );
}
