import { useTranslation } from "react-i18next";
import type { ConsoleView, DealerStep } from "../../api";
import { formatCents } from "../../lib/money";
import { kindOf } from "./kinds";
import { t } from "../../i18n";
import { bankedTurnWords } from "./banked/words";
import { panTurnWords } from "./pan/words";
import { potView, type SeatRow } from "./seats";
import { burnBefore, seatName, theStreet, thePot, voidReasonWords } from "./words";

/** Whose turn it is, in words, above the actions: "Seat 4 Maria · 20.00 to call". */
export function TurnLine({ view, rows }: { view: ConsoleView; rows: SeatRow[] }) {
  // Drawn again when the language changes.
  useTranslation("dealer");
  return (
    <p className="turn-line" id="turn-line" aria-live="polite">
      {turnWords(view, rows)}
    </p>
  );
}

export function turnWords(view: ConsoleView, rows: SeatRow[]): string {
  const hand = view.hand;
  const name = (s: number) => seatName(s, rows.find((r) => r.seat === s)?.name);
  if (!hand) return t(`dealer:turn.noHand.${kindOf(view.table.table.game)}`);
  if (hand.voided) return t("dealer:turn.voided", { number: hand.number, reason: voidReasonWords(hand.voided) });
  if (hand.finished) return t("dealer:turn.over", { number: hand.number });
  if (hand.game.kind === "pan") return panTurnWords(hand.game, name);
  if (hand.game.kind === "banked") return bankedTurnWords(hand.game);
  const pot = potView(view);
  if (!pot) return t("dealer:turn.nextEntry");
  const legal = pot.legal;
  if (legal.turn === "dealer") return t("dealer:turn.dealer", { words: dealerWords(legal, name) });
  if (legal.turn !== "seat") return t("dealer:turn.nextEntry");
  const who = name(legal.seat);
  switch (legal.phase) {
    case "discarding":
      return t("dealer:turn.discards", { who });
    case "drawing":
      return legal.max_discards === 0 ? t("dealer:turn.standsPat", { who }) : t("dealer:turn.draws", { who, most: legal.max_discards ?? 5 });
    case "exposing":
      return t("dealer:turn.exposing", { who });
    case "showdown":
      return t("dealer:turn.showdown", { who });
    default:
      if (legal.call !== null) return t("dealer:turn.toCall", { who, amount: formatCents(legal.call) });
      if (legal.check) return legal.bet_or_raise ? t("dealer:turn.mayCheckOrBet", { who }) : t("dealer:turn.mayCheck", { who });
      return t("dealer:turn.mustOpen", { who });
  }
}

/** The dealer's step in words, from the engine's step (its own words carry the CLI's syntax). */
function dealerWords(step: DealerStep, who: (seat: number) => string): string {
  switch (step.step) {
    case "post_forced_bets":
      return t("dealer:turn.step.postForcedBets");
    case "deal_hole":
      return t("dealer:turn.step.dealHole", { who: who(step.seat), count: step.remaining });
    case "burn":
      return t("dealer:turn.step.burn", { before: burnBefore(step.street) });
    case "deal_board":
      return t("dealer:turn.step.dealBoard", { street: theStreet(step.street), count: step.cards });
    case "deal_draw":
      return t("dealer:turn.step.dealDraw", { who: who(step.seat), count: step.cards });
    case "reshuffle":
      return t("dealer:turn.step.reshuffle");
    case "award_pot":
      return t("dealer:turn.step.awardPot", { pot: thePot(step.pot), amount: formatCents(step.amount) });
  }
}
