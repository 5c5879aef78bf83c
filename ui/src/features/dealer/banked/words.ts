// Draw Poker with Joker's words on the dealer's console: the house rule that decides the
// dealer's exchange, and what the box waits for (how a box ended and the payout rows:
// lib/bankedWords.ts).
import type { BankedBox, DealerRule } from "../../../api";
import { t } from "../../../i18n";
import { formatCents } from "../../../lib/money";

/** The house rule the dealer's five cards fall under, and the exchange it requires. */
export const ruleWords = (rule: DealerRule): string => t(`dealer:banked.rules.${rule}`);

/** "Jd or 7c", "4c5h", "nothing": the exchanges a rule allows, written as the room writes them. */
const optionsWords = (options: string[][]): string =>
  options
    .map((o) => (o.length === 0 ? t("dealer:banked.turn.nothing") : o.join("")))
    .reduce((first, second) => t("dealer:banked.turn.or", { first, second }));

/**
 * What the box waits for, from its phase and the entry it takes next: the sentences the room
 * writes (`JokerDrawHand::expected`), in the screen's language.
 */
export function bankedTurnWords(box: BankedBox): string {
  const legal = box.legal;
  switch (legal.type) {
    case "deal_player":
      return t("dealer:banked.turn.dealPlayer");
    case "deal_dealer":
      return t("dealer:banked.turn.dealDealer");
    case "decide": {
      const amounts = { ante: formatCents(box.ante_cents), bet: formatCents(legal.bet) };
      if (legal.exchange === null) return t("dealer:banked.turn.finalDecision", amounts);
      return t(box.phase === "second_round" ? "dealer:banked.turn.secondRound" : "dealer:banked.turn.firstRound", amounts);
    }
    case "reveal_dealer":
      return t("dealer:banked.turn.revealDealer");
    case "dealer_exchange":
      return t("dealer:banked.turn.dealerChanges", { options: optionsWords(legal.plan.options), rule: t(`dealer:banked.turn.rules.${legal.plan.rule}`) });
    case "show_player":
      return t("dealer:banked.turn.showPlayer");
    case "settle":
      return t("dealer:banked.turn.settle");
    case "over":
      return t("dealer:banked.turn.over");
  }
}
