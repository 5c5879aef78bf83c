import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PanAction, PanView } from "../../../api";
import { UNKNOWN } from "../../../components/cards";
import { PAN_DECK } from "./deck";
import { IrregularForm } from "./IrregularForm";
import { KeyButton } from "./KeyButton";
import { PanCards } from "./PanCards";
import { PlayActions } from "./PlayActions";
import { seatLabel } from "../../../lib/panWords";

type Props = { pan: PanView; names: Map<number, string>; act: (a: PanAction) => void; busy: boolean; seq: number };

/** The entries the hand's phase takes, and only those. */
export function PanActions({ pan, names, act, busy, seq }: Props) {
  const { t } = useTranslation("dealer");
  const seat = pan.seats.find((s) => s.seat === pan.to_act) ?? null;
  switch (pan.phase) {
    case "tops":
      return (
        <div className="pan-row">
          <KeyButton hotkey="T" big color="felt" data-action="post_tops" disabled={busy} onClick={() => act({ type: "post_tops" })}>
            {t("pan.actions.takeTops")}
          </KeyButton>
        </div>
      );
    case "dealing":
      return <DealForm key={seq} pan={pan} names={names} act={act} busy={busy} />;
    case "declaring":
      return seat && <Declare key={seat.seat} pan={pan} seat={seat.seat} names={names} act={act} busy={busy} />;
    case "play":
      return seat && <PlayActions key={seat.seat} pan={pan} seat={seat} names={names} act={act} busy={busy} seq={seq} />;
    case "complete":
      return null;
  }
}

/**
 * One packet of the deal: the seat (the next one counter-clockwise is chosen: the first in turn
 * order with the fewest cards) and its cards, entered, or dealt face down in one tap (D).
 */
function DealForm({ pan, names, act, busy }: Omit<Props, "seq">) {
  const fewest = Math.min(...pan.seats.map((s) => s.hand.length));
  const [seat, setSeat] = useState(pan.seats.find((s) => s.hand.length === fewest)?.seat ?? pan.first);
  const { t } = useTranslation("dealer");
  const who = seatLabel(seat, names);
  return (
    <div className="pan-deal">
      <div className="pan-row" role="group" aria-label={t("pan.actions.dealtTo")}>
        <span className="pan-row-label">{t("pan.actions.dealTo")}</span>
        {pan.seats.map((s) => (
          <KeyButton key={s.seat} variant={seat === s.seat ? "filled" : "default"} aria-pressed={seat === s.seat} data-seat={s.seat} onClick={() => setSeat(s.seat)}>
            {seatLabel(s.seat, names)} · {s.hand.length}
          </KeyButton>
        ))}
      </div>
      <PanCards
        key={seat}
        deck={PAN_DECK}
        min={1}
        max={12}
        allowUnknown
        label={t("pan.actions.fiveCards", { who })}
        submitLabel={(c) => t("pan.actions.dealCards", { cards: c.length ? c.join(" ") : "…", seat })}
        busy={busy}
        onSubmit={(cards) => act({ type: "deal", seat, cards })}
        extra={
          <KeyButton hotkey="D" variant="default" data-action="deal-down" disabled={busy} onClick={() => act({ type: "deal", seat, cards: Array.from({ length: 5 }, () => UNKNOWN) })}>
            {t("pan.actions.fiveDown")}
          </KeyButton>
        }
      />
    </div>
  );
}

/** Going on top: the player stays (S) or retires (R), Retire kept apart; the irregular hands below. */
function Declare({ pan, seat, names, act, busy }: Omit<Props, "seq"> & { seat: number }) {
  const { t } = useTranslation("dealer");
  const [irregular, setIrregular] = useState(false);
  const who = seatLabel(seat, names);
  return (
    <div className="pan-declare">
      <div className="pan-row" role="group" aria-label={t("pan.actions.staysOrRetires", { who })}>
        <KeyButton hotkey="S" big color="felt" data-action="stay" disabled={busy} onClick={() => act({ type: "stay", seat })}>
          {t("pan.actions.stays", { who })}
        </KeyButton>
        <span className="pan-gap" aria-hidden="true" />
        <KeyButton hotkey="R" big variant="outline" color="var(--cr-bad)" data-action="retire" disabled={busy} onClick={() => act({ type: "retire", seat })}>
          {t("pan.actions.retires", { who })}
        </KeyButton>
        <KeyButton hotkey="I" variant={irregular ? "filled" : "default"} aria-pressed={irregular} data-action="mode-irregular" onClick={() => setIrregular((v) => !v)}>
          {t("pan.actions.irregular")}
        </KeyButton>
      </div>
      {irregular && <IrregularForm pan={pan} names={names} act={act} busy={busy} />}
    </div>
  );
}
