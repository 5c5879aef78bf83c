// Pan's words on the dealer's console: who sits where, whose turn and what the player may do
// (the hand's own words, shared with the hand history: lib/panWords.ts).
import type { ConsoleView, PanView } from "../../../api";
import { UNKNOWN } from "../../../components/cards";
import { t } from "../../../i18n";
import { capital } from "../words";

export { capital };

/** The names of the players seated, by seat. */
export function namesOf(view: ConsoleView): Map<number, string> {
  return new Map(view.table.seats.map((s) => [s.seat_no, s.player_name]));
}

/**
 * Whose turn and what the player may do, from the hand's options: "Seat 2 Uma · draws from the
 * stock or takes the 5c to meld it", "Seat 2 Uma · melds the 5d at once or discards it". The
 * dealer's steps (tops, deal) by the hand's phase.
 */
export function panTurnWords(pan: PanView, who: (seat: number) => string): string {
  const o = pan.options;
  const seat = o.seat;
  if (pan.phase === "tops") return t("dealer:pan.turn.tops");
  if (pan.phase === "dealing") return t("dealer:pan.turn.dealing");
  if (pan.phase === "complete") return t("dealer:pan.turn.complete");
  if (seat === null) return t("dealer:turn.nextEntry");
  const w = who(seat);
  if (pan.phase === "declaring") return t("dealer:pan.turn.staysOrRetires", { who: w });
  const out = o.may_go_out === seat;
  switch (o.stage.stage) {
    case "draw": {
      const card = o.takeable !== UNKNOWN ? o.takeable : null;
      if (o.may_draw) return card ? t("dealer:pan.turn.drawsOrTakes", { who: w, card }) : t("dealer:pan.turn.draws", { who: w });
      if (card) return t("dealer:pan.turn.takes", { who: w, card });
      return o.may_reshuffle ? t("dealer:pan.turn.stockEmpty", { who: w }) : t("dealer:pan.turn.turn", { who: w });
    }
    case "forced": {
      const by = who(o.stage.by);
      return pan.top_discard ? t("dealer:pan.turn.forced", { who: w, by, card: pan.top_discard }) : t("dealer:pan.turn.forcedDiscard", { who: w, by });
    }
    case "stock_card":
      return t(out ? "dealer:pan.turn.stockCardOrOut" : "dealer:pan.turn.stockCard", { who: w, card: o.stage.card });
    case "melding":
      return t(out ? "dealer:pan.turn.meldingOrOut" : "dealer:pan.turn.melding", { who: w });
  }
}
