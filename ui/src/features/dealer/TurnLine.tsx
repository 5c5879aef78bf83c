import type { ConsoleView, DealerStep } from "../../api";
import { formatCents } from "../../lib/money";
import { kindOf } from "./kinds";
import { capital, panTurnWords } from "./pan/words";
import { potView, type SeatRow } from "./seats";
import { burnBefore, seatName } from "./words";
import { potName, streetName } from "../../lib/handWords";

/** Whose turn it is, in words, above the actions: "Seat 4 Maria · 20.00 to call". */
export function TurnLine({ view, rows }: { view: ConsoleView; rows: SeatRow[] }) {
  return (
    <p className="turn-line" id="turn-line" aria-live="polite">
      {turnWords(view, rows)}
    </p>
  );
}

export function turnWords(view: ConsoleView, rows: SeatRow[]): string {
  const hand = view.hand;
  const name = (s: number) => seatName(s, rows.find((r) => r.seat === s)?.name);
  if (!hand) return NO_HAND[kindOf(view.table.table.game)];
  if (hand.voided) return `Hand ${hand.number} was voided (${hand.voided === "misdeal" ? "misdeal" : "floor ruling"}). Next hand (N) deals again.`;
  if (hand.finished) return `Hand ${hand.number} is over. Next hand (N) when the table is ready.`;
  if (hand.game.kind === "pan") return panTurnWords(hand.game, hand.waiting_for.words, name);
  if (hand.game.kind === "banked") return capital(hand.game.waiting_for);
  const pot = potView(view);
  if (!pot) return capital(hand.waiting_for.words);
  const legal = pot.legal;
  if (legal.turn === "dealer") return `Dealer · ${dealerWords(legal, name)}`;
  if (legal.turn !== "seat") return capital(hand.waiting_for.words);
  const who = name(legal.seat);
  switch (legal.phase) {
    case "discarding":
      return `${who} · discards one card`;
    case "drawing":
      return legal.max_discards === 0 ? `${who} · stands pat (the stub was reshuffled)` : `${who} · draws: throws away 0 to ${legal.max_discards ?? 5} cards`;
    case "exposing":
      return `${who} · turns the down card up or keeps it down`;
    case "showdown":
      return `${who} · shows or mucks`;
    default:
      if (legal.call !== null) return `${who} · ${formatCents(legal.call)} to call`;
      if (legal.check) return `${who} · may check${legal.bet_or_raise ? " or bet" : ""}`;
      return `${who} · must open`;
  }
}

const NO_HAND = {
  pot: "No hand yet. Next hand (N) deals the first.",
  pan: "No hand yet: choose the first hand, then Next hand (N).",
  banked: "No box yet: tap the seat, set the ante and BONUS, then Next hand (N).",
} as const;

const cards = (n: number) => `${n} ${n === 1 ? "card" : "cards"}`;

/** The dealer's step in words, from the engine's step (its own words carry the CLI's syntax). */
function dealerWords(step: DealerStep, who: (seat: number) => string): string {
  switch (step.step) {
    case "post_forced_bets":
      return "post the blinds and antes";
    case "deal_hole":
      return `deal ${who(step.seat)} ${cards(step.remaining)}`;
    case "burn":
      return `burn a card before ${burnBefore(step.street)}`;
    case "deal_board":
      return `deal the ${streetName(step.street)} (${cards(step.cards)})`;
    case "deal_draw":
      return `deal ${who(step.seat)} ${cards(step.cards)} for the draw`;
    case "reshuffle":
      return "the stub is short: reshuffle the discards into it";
    case "award_pot":
      return `award the ${potName(step.pot)}, ${formatCents(step.amount)}`;
  }
}
