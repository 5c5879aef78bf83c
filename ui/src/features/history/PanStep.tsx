import { Trans, useTranslation } from "react-i18next";
import type { PanView } from "../../api";
import { PlayingCard } from "../../components/cards";
import { PanLedger } from "../../components/pan/PanLedger";
import { PanResult, PanSeats } from "../../components/pan/PanSeats";
import { PHASES } from "../../lib/panWords";
import "../../components/pan/pan.css";

// The hand's record names seats, not players (who sat where is the seating's, not the hand's).
const NO_NAMES = new Map<number, string>();

/**
 * A Pan hand at one step, as the console draws it (read only): the phase, the stock and the top
 * discard, every player's cards, melds and net, and the chip ledger; once over, who went out.
 */
export function PanStep({ pan }: { pan: PanView }) {
  const { t } = useTranslation("history");
  return (
    <div className="hist-pan">
      <p className="pan-stage">
        <span className="pan-phase">{PHASES[pan.phase]}</span>
        <span className="pan-stock">
          <Trans t={t} i18nKey="panStep.stock" values={{ left: pan.stock_left }} components={{ num: <span className="num" /> }} />
        </span>
        <span className="pan-top">
          {t("panStep.topDiscard")} {pan.top_discard ? <PlayingCard card={pan.top_discard} /> : <span className="muted">{t("panStep.none")}</span>}
        </span>
      </p>
      <div className="hist-pan-table">
        <PanSeats pan={pan} names={NO_NAMES} />
        <PanLedger ledger={pan.ledger} names={NO_NAMES} />
      </div>
      {pan.settlement && <PanResult settlement={pan.settlement} names={NO_NAMES} className="hist-result" seatClassName="hist-result-pot" field="result" />}
    </div>
  );
}
