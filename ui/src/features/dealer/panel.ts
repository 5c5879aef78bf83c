// Which player's seat panel the console shows, and the seat the P key opens. Pure.
import type { ReactNode } from "react";
import type { ConsoleView, HandAction } from "../../api";
import { potView } from "./seats";

/** How the console's parts show a player's seat panel: the seat open, and how to open, move or close it. */
export type PanelControl = {
  seat: number | null;
  /** A tap on a player's tile: opens his panel, or closes it when it is his already. */
  onTile: (seat: number) => void;
  onSeat: (seat: number) => void;
  onClose: () => void;
};

/** The seat P opens: the one to act, else the first seat with a player (none at an empty table). */
export function firstSeat(view: ConsoleView): number | null {
  const game = view.hand && !view.hand.finished ? view.hand.game : null;
  const pot = potView(view);
  const toAct = pot?.legal.turn === "seat" ? pot.legal.seat : game?.kind === "pan" ? game.to_act : null;
  const seated = view.table.seats.map((s) => s.seat_no).sort((a, b) => a - b);
  return toAct !== null && toAct !== undefined && seated.includes(toAct) ? toAct : (seated[0] ?? null);
}

/** A game's panel on the console (Pan's, the banked game's): the room's view, how an entry goes out and whether one is on its way. */
export type GamePanelProps = {
  view: ConsoleView;
  send: (action: HandAction) => void;
  busy: boolean;
  /** Below the result once the hand (or box) is over (the next one's start). */
  after?: ReactNode;
};
