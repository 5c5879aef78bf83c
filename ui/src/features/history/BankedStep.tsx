import { Trans, useTranslation } from "react-i18next";
import type { BankedBox } from "../../api";
import { BankedHand } from "../../components/banked/BankedHand";
import { BankedStakes } from "../../components/banked/BankedStakes";
import { Settlement } from "../../components/banked/Settlement";
import { formatCents } from "../../lib/money";

/**
 * A Draw Poker with Joker box at one step: the seat and player, their stack when the box began,
 * the stakes as they stand, the player's and the dealer's cards (unknown ones as backs), and once
 * settled what the box paid or took (the console's own settlement table).
 */
export function BankedStep({ box }: { box: BankedBox }) {
  const { t } = useTranslation("history");
  return (
    <div className="hist-banked" data-phase={box.phase}>
      <p className="hist-banked-who">
        <strong>{t("bankedStep.seat", { seat: box.seat, player: box.player })}</strong>{" "}
        <span className="muted">
          <Trans t={t} i18nKey="bankedStep.stack" values={{ amount: formatCents(box.stack_cents) }} components={{ num: <span className="num" /> }} />
        </span>
      </p>
      <BankedStakes box={box} />
      <BankedHand label={t("bankedStep.player")} cards={box.player_cards} size="sm" />
      <BankedHand label={t("bankedStep.dealer")} cards={box.dealer_cards} size="sm" />
      {box.settlement && <Settlement s={box.settlement} final />}
    </div>
  );
}
