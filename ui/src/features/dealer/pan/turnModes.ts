// What the Pan turn's stage allows the seat to act, as the play row's modes. Pure: read from the
// engine's options (an entry outside them would be refused).
import type { PanOptions, TurnStage } from "../../../api";
import { UNKNOWN } from "../../../components/cards";

export type Mode = "draw" | "take" | "meld" | "discard" | "force" | "irregular";

/** The modes open to `seat` now; the irregular hands (serve, withdraw, foul, reshuffle) always. */
export function allowedModes(o: PanOptions, seat: number): Set<Mode> {
  const modes = new Set<Mode>(["irregular"]);
  if (o.seat !== seat) return modes;
  switch (o.stage.stage) {
    case "draw":
      if (o.may_draw) modes.add("draw");
      if (o.takeable !== UNKNOWN) modes.add("take");
      if (o.may_force) modes.add("force");
      break;
    case "forced":
      modes.add("take");
      break;
    case "stock_card":
    case "melding":
      modes.add("meld");
      modes.add("discard");
      break;
  }
  return modes;
}

const FIRST: Record<TurnStage["stage"], Mode[]> = {
  draw: ["draw", "take", "irregular"],
  forced: ["take"],
  stock_card: ["discard", "meld"],
  melding: ["discard", "meld"],
};

/** The mode shown when the dealer has not chosen one this stage allows: the turn's usual next move. */
export function defaultMode(o: PanOptions, allowed: Set<Mode>): Mode {
  return FIRST[o.stage.stage].find((m) => allowed.has(m)) ?? "irregular";
}

/** The card drawn from the stock this turn, which is melded at once or discarded. */
export const drawnCard = (o: PanOptions): string | null => (o.stage.stage === "stock_card" ? o.stage.card : null);

/** The top discard the seat may take (or must, when forced). */
export const takeableCard = (o: PanOptions, top: string | null): string | null => (o.takeable !== UNKNOWN ? o.takeable : o.stage.stage === "forced" ? top : null);
