import { useState } from "react";
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
  const seat = pan.seats.find((s) => s.seat === pan.to_act) ?? null;
  switch (pan.phase) {
    case "tops":
      return (
        <div className="pan-row">
          <KeyButton hotkey="T" big color="felt" data-action="post_tops" disabled={busy} onClick={() => act({ type: "post_tops" })}>
            Take the tops
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
  const who = seatLabel(seat, names);
  return (
    <div className="pan-deal">
      <div className="pan-row" role="group" aria-label="The seat dealt to">
        <span className="pan-row-label">Deal to</span>
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
        label={`${who}'s five cards`}
        submitLabel={(c) => `Deal ${c.length ? c.join(" ") : "…"} to seat ${seat}`}
        busy={busy}
        onSubmit={(cards) => act({ type: "deal", seat, cards })}
        extra={
          <KeyButton hotkey="D" variant="default" data-action="deal-down" disabled={busy} onClick={() => act({ type: "deal", seat, cards: Array.from({ length: 5 }, () => UNKNOWN) })}>
            Five face down
          </KeyButton>
        }
      />
    </div>
  );
}

/** Going on top: the player stays (S) or retires (R), Retire kept apart; the irregular hands below. */
function Declare({ pan, seat, names, act, busy }: Omit<Props, "seq"> & { seat: number }) {
  const [irregular, setIrregular] = useState(false);
  const who = seatLabel(seat, names);
  return (
    <div className="pan-declare">
      <div className="pan-row" role="group" aria-label={`${who} stays or retires`}>
        <KeyButton hotkey="S" big color="felt" data-action="stay" disabled={busy} onClick={() => act({ type: "stay", seat })}>
          {who} stays
        </KeyButton>
        <span className="pan-gap" aria-hidden="true" />
        <KeyButton hotkey="R" big variant="outline" color="red.9" data-action="retire" disabled={busy} onClick={() => act({ type: "retire", seat })}>
          {who} retires
        </KeyButton>
        <KeyButton hotkey="I" variant={irregular ? "filled" : "default"} aria-pressed={irregular} data-action="mode-irregular" onClick={() => setIrregular((v) => !v)}>
          Irregular…
        </KeyButton>
      </div>
      {irregular && <IrregularForm pan={pan} names={names} act={act} busy={busy} />}
    </div>
  );
}
