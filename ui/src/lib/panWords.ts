// Pan's words, on the dealer's console and in the hand history: phases, players' standings,
// melds and why a payment was made. The amounts are the engine's; the words only name them.
import type { MeldKind, PanPhase, PanStatus, Party, PayReason } from "../api";

export const PHASES: Record<PanPhase, string> = {
  tops: "Tops",
  dealing: "Dealing",
  declaring: "Going on top",
  play: "Play",
  complete: "Hand over",
};

export const STATUSES: Record<PanStatus, string> = {
  in: "in",
  retired: "retired",
  dead: "dead hand",
  fouled: "fouled",
};

export const MELD_KINDS: Record<MeldKind, string> = {
  sequence: "rope",
  same_suit_set: "set, one suit",
  different_suit_set: "set",
  aces_kings: "aces/kings",
};

export const REASONS: Record<PayReason, string> = {
  top: "top",
  forfeit: "forfeit",
  top_returned: "top returned (dead hand)",
  condition: "condition",
  increase: "condition increased",
  split: "split condition",
  returned: "conditions returned (foul)",
  out: "going out",
  conditions_again: "conditions again",
  tops: "the tops",
  tops_returned: "tops returned",
};

/** "Seat 4 Maria", or "Seat 4". */
export const seatLabel = (seat: number, names: Map<number, string>) => {
  const name = names.get(seat);
  return name ? `Seat ${seat} ${name}` : `Seat ${seat}`;
};

export const partyLabel = (p: Party, names: Map<number, string>) => (p === "tops" ? "Tops" : seatLabel(p.seat, names));
