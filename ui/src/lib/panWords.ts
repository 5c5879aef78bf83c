// Pan's words, on the dealer's console and in the hand history: phases, players' standings,
// melds and why a payment was made. The amounts are the engine's; the words only name them, in
// the language of the screens at the moment they are read.
import type { MeldKind, PanPhase, PanStatus, Party, PayReason } from "../api";
import { t } from "../i18n";
import { COMMON, liveWords } from "./liveWords";

export const PHASES: Readonly<Record<PanPhase, string>> = liveWords<PanPhase>(COMMON.pan.phases, (p) => t(`common:pan.phases.${p}`));

export const STATUSES: Readonly<Record<PanStatus, string>> = liveWords<PanStatus>(COMMON.pan.statuses, (s) => t(`common:pan.statuses.${s}`));

export const MELD_KINDS: Readonly<Record<MeldKind, string>> = liveWords<MeldKind>(COMMON.pan.meldKinds, (k) => t(`common:pan.meldKinds.${k}`));

export const REASONS: Readonly<Record<PayReason, string>> = liveWords<PayReason>(COMMON.pan.reasons, (r) => t(`common:pan.reasons.${r}`));

/** "Seat 4 Maria", or "Seat 4". */
export const seatLabel = (seat: number, names: Map<number, string>) => {
  const name = names.get(seat);
  return name ? t("common:seatOf", { seat, name }) : t("common:seat", { seat });
};

export const partyLabel = (p: Party, names: Map<number, string>) => (p === "tops" ? t("common:pan.tops") : seatLabel(p.seat, names));
