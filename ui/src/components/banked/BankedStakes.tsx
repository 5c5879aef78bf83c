import type { BankedBox } from "../../api";
import { formatCents } from "../../lib/money";
import "./banked.css";

/** A box's stakes as they stand: the ante, the ante box, the Bet, the BONUS, all on the table, the exchanges made. */
export function BankedStakes({ box }: { box: BankedBox }) {
  return (
    <dl className="banked-stakes">
      <Stake label="Ante" cents={box.ante_cents} />
      <Stake label="Ante box" cents={box.ante_box_cents} field="ante_box" />
      <Stake label="Bet" cents={box.bet_cents} field="bet" />
      <Stake label="BONUS" cents={box.bonus_cents} />
      <Stake label="On the table" cents={box.staked_cents} field="staked" />
      <div>
        <dt>Exchanges</dt>
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
