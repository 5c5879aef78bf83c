import type { BankedBox } from "../../api";
import { BankedHand } from "../../components/banked/BankedHand";
import { BankedStakes } from "../../components/banked/BankedStakes";
import { Settlement } from "../../components/banked/Settlement";
import { formatCents } from "../../lib/money";

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
      <BankedStakes box={box} />
      <BankedHand label="Player" cards={box.player_cards} size="sm" />
      <BankedHand label="Dealer" cards={box.dealer_cards} size="sm" />
      {box.settlement && <Settlement s={box.settlement} final />}
    </div>
  );
}
