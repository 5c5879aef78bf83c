import type { BankedBox } from "../../api";
import { PlayingCard } from "../../components/cards";
import { formatCents } from "../../lib/money";
import { Settlement } from "../dealer/banked/Settlement";
import "../dealer/pan/pan.css";
import "../dealer/banked/banked.css";

/**
 * A Draw Poker with Joker box at one step: the seat and player, his stack when the box began,
 * the stakes as they stand, the player's and the dealer's cards (unknown ones as backs), and once
 * settled what the box paid or took (the console's own settlement table).
 */
export function BankedStep({ box }: { box: BankedBox }) {
  return (
    <div className="hist-banked" data-phase={box.phase}>
      <p className="hist-banked-who">
        <strong>
          Seat {box.seat} {box.player}
        </strong>{" "}
        <span className="muted">
          stack when the box began <span className="num">{formatCents(box.stack_cents)}</span>
        </span>
      </p>
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
      <Hand label="Player" cards={box.player_cards} />
      <Hand label="Dealer" cards={box.dealer_cards} />
      {box.settlement && <Settlement s={box.settlement} final />}
    </div>
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

function Hand({ label, cards }: { label: string; cards: string[] }) {
  return (
    <div className="banked-hand" role="group" aria-label={`${label}'s cards`} data-field={label.toLowerCase()}>
      <span className="banked-hand-label">{label}</span>
      {cards.length === 0 ? <span className="muted">not dealt</span> : cards.map((c, i) => <PlayingCard key={i} card={c} size="sm" />)}
    </div>
  );
}
