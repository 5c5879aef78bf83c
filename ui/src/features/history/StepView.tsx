import { Trans, useTranslation } from "react-i18next";
import type { HandView } from "../../api";
import { BankedStep } from "./BankedStep";
import { PanStep } from "./PanStep";
import { PotStep } from "./PotStep";

/**
 * The hand as it stood after one entry, whatever its game, and what it waited for next (the
 * room's words); at the last step, how it ended.
 */
export function StepView({ hand }: { hand: HandView }) {
  const { t } = useTranslation("history");
  const game = hand.game;
  return (
    <section className="hist-state" aria-label={t("stepView.label")} data-kind={game.kind} data-finished={hand.finished || undefined}>
      <p className="hist-waiting" data-field="waiting">
        {hand.voided ? (
          <strong className="hist-mark" data-mark="voided">
            {hand.voided === "misdeal" ? t("stepView.voided.misdeal") : t("stepView.voided.floorRuling")}
          </strong>
        ) : hand.finished ? (
          <strong>{t("stepView.over")}</strong>
        ) : (
          <Trans t={t} i18nKey="stepView.next" values={{ words: hand.waiting_for.words }} components={{ strong: <strong /> }} />
        )}
      </p>
      {game.kind === "pot" ? <PotStep hand={hand} pot={game} /> : game.kind === "pan" ? <PanStep pan={game} /> : <BankedStep box={game} />}
    </section>
  );
}
