import type { ConsoleView, PotView } from "../../api";
import type { Deck } from "../../components/cards";
import { BettingBar } from "./BettingBar";
import { DealerStepPanel } from "./DealerStepPanel";
import { SeatPhasePanel } from "./SeatPhasePanel";
import { dealtCards, type SeatRow } from "./seats";
import type { ConsoleCommands } from "./useConsoleCommands";

type Props = { view: ConsoleView; pot: PotView | null; rows: SeatRow[]; deck: Deck; commands: ConsoleCommands };

/**
 * The actions of the moment, from the engine's legal actions only: the seat's betting, its
 * other decisions (discard, draw, turn up, show), or the dealer's step. The pot games' parts
 * (Pan and the banked game have their own panels: `GamePanel`).
 */
export function ActionArea({ view, pot, rows, deck, commands }: Props) {
  const hand = view.hand;
  if (!hand || hand.finished || !pot) return null;
  const legal = pot.legal;
  const names = new Map(rows.filter((r) => r.name).map((r) => [r.seat, r.name!]));
  if (legal.turn === "dealer") {
    return <DealerStepPanel step={legal} deck={deck} names={names} commands={commands} cardsSeen={view.table.table.game === "mexican"} dealt={dealtCards(pot)} />;
  }
  if (legal.turn !== "seat") return null;
  if (legal.phase === "betting") return <BettingBar options={legal} sizes={view.sizes} commands={commands} />;
  const row = rows.find((r) => r.seat === legal.seat)!;
  // The seat names its own cards (shows, discards, turns up): only the others' are greyed.
  return <SeatPhasePanel options={legal} row={row} deck={deck} commands={commands} dealt={dealtCards(pot, legal.seat)} />;
}
