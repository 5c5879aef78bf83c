import { useTranslation } from "react-i18next";
import type { BankedBox } from "../../api";
import { formatCents } from "../../lib/money";
import "./banked.css";

/** A box's stakes as they stand: the ante, the ante box, the Bet, the BONUS, all on the table, the exchanges made. */
export function BankedStakes({ box }: { box: BankedBox }) {
  const { t } = useTranslation("dealer");
  return (
    <dl className="banked-stakes">
      <Stake label={t("banked.stakes.ante")} cents={box.ante_cents} />
      <Stake label={t("banked.stakes.anteBox")} cents={box.ante_box_cents} field="ante_box" />
      <Stake label={t("banked.stakes.bet")} cents={box.bet_cents} field="bet" />
      <Stake label={t("banked.stakes.bonus")} cents={box.bonus_cents} />
      <Stake label={t("banked.stakes.onTable")} cents={box.staked_cents} field="staked" />
      <div>
        <dt>{t("banked.stakes.exchanges")}</dt>
        <dd className="num">{box.exchanges}</dd>
      </div>
    </dl>
  );
}

function Stake({ label, cents, field }: { label: string; cents: number; field?: string }) {
  return (
    <div data-field={field}>
      <dt>{label}</dt>
      <dd className="num">{formatCents(cents)}</dd>
    </div>
  );
}
