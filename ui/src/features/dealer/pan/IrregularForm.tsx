import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PanAction, PanView } from "../../../api";
import { PAN_DECK } from "./deck";
import { KeyButton } from "./KeyButton";
import { PanCards } from "./PanCards";
import { seatLabel } from "../../../lib/panWords";

type Fix = "serve" | "withdraw";

/**
 * The irregular hands (house text): before his first draw a player with 8 or 9 cards is served
 * one, one with 11 or 12 gives up the excess, any other count is a dead hand; after it, an
 * incorrect hand is fouled. And the reshuffle, when the stock runs out. The seat's card count
 * is shown beside it; the room decides what the count allows.
 */
export function IrregularForm({ pan, names, act, busy }: { pan: PanView; names: Map<number, string>; act: (a: PanAction) => void; busy: boolean }) {
  const { t } = useTranslation("dealer");
  const seats = pan.seats.filter((s) => s.status === "in");
  const [seat, setSeat] = useState<number | null>(pan.to_act ?? seats[0]?.seat ?? null);
  const [fix, setFix] = useState<Fix | null>(null);
  const play = pan.phase === "play";
  const who = seat === null ? "" : seatLabel(seat, names);
  return (
    <div className="pan-irregular">
      <div className="pan-row" role="group" aria-label={t("pan.irregular.whichSeat")}>
        {seats.map((s) => (
          <KeyButton key={s.seat} variant={seat === s.seat ? "filled" : "default"} aria-pressed={seat === s.seat} data-seat={s.seat} onClick={() => setSeat(s.seat)}>
            {t("pan.irregular.seatCards", { seat: seatLabel(s.seat, names), count: s.hand.length })}
          </KeyButton>
        ))}
      </div>
      <div className="pan-row" role="group" aria-label={t("pan.irregular.whatDealerDoes")}>
        <KeyButton variant={fix === "serve" ? "filled" : "default"} aria-pressed={fix === "serve"} data-action="serve" disabled={seat === null} onClick={() => setFix("serve")}>
          {t("pan.irregular.serve")}
        </KeyButton>
        <KeyButton variant={fix === "withdraw" ? "filled" : "default"} aria-pressed={fix === "withdraw"} data-action="withdraw" disabled={seat === null} onClick={() => setFix("withdraw")}>
          {t("pan.irregular.withdraw")}
        </KeyButton>
        <KeyButton color="var(--cr-bad)" variant="outline" data-action="dead_hand" disabled={seat === null || busy} onClick={() => seat !== null && act({ type: "dead_hand", seat })}>
          {t("pan.irregular.deadHand")}
        </KeyButton>
        {play && (
          <KeyButton color="var(--cr-bad)" variant="outline" data-action="foul" disabled={seat === null || busy} onClick={() => seat !== null && act({ type: "foul", seat })}>
            {t("pan.irregular.fouled")}
          </KeyButton>
        )}
        {play && (
          <KeyButton variant="default" data-action="reshuffle" disabled={busy} onClick={() => act({ type: "reshuffle" })}>
            {t("pan.irregular.reshuffle")}
          </KeyButton>
        )}
      </div>
      {fix && seat !== null && (
        <PanCards
          key={`${fix}-${seat}`}
          deck={PAN_DECK}
          min={1}
          max={1}
          allowUnknown
          label={fix === "serve" ? t("pan.irregular.servedTo", { who }) : t("pan.irregular.withdrawnFrom", { who })}
          submitLabel={(c) => t(fix === "serve" ? "pan.irregular.serveCard" : "pan.irregular.withdrawCard", { card: c[0] ?? "…" })}
          busy={busy}
          onSubmit={([card]) => act({ type: fix, seat, card: card! })}
        />
      )}
    </div>
  );
}
