import { useMemo } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { PanAction } from "../../../api";
import { PlayingCard } from "../../../components/cards";
import { PanActions } from "./PanActions";
import { PanLedger } from "../../../components/pan/PanLedger";
import { PanResult, PanSeats } from "../../../components/pan/PanSeats";
import { namesOf } from "./words";
import type { GamePanelProps } from "../panel";
import { PHASES } from "../../../lib/panWords";
import "../../../components/pan/pan.css";
import "./pan.css";

/**
 * A Pan hand on the dealer's console: the phase, the stock and the top discard, every player's
 * hand, melds, conditions and net, the chip ledger, and the entries the hand takes now. Reads
 * only the room's view; every entry goes out through `send` as `{kind: "pan", action}`. The
 * console's turn line says whose turn it is and what he may do (`panTurnWords`).
 */
export function PanPanel({ view, send, busy, after }: GamePanelProps) {
  const { t } = useTranslation("dealer");
  const names = useMemo(() => namesOf(view), [view]);
  // Chips bought during the hand: they play from the next one.
  const pending = useMemo(() => new Map(view.table.seats.map((s) => [s.seat_no, s.pending_add_on_cents])), [view]);
  const hand = view.hand;
  if (!hand || hand.game.kind !== "pan") return null;
  const pan = hand.game;
  const act = (action: PanAction) => send({ kind: "pan", action });
  return (
    <section className="pan-panel" aria-label={t("pan.panel.label")} data-phase={pan.phase}>
      <p className="pan-stage">
        <span className="pan-phase" data-field="phase">
          {PHASES[pan.phase]}
        </span>
        <span className="pan-stock" data-field="stock">
          <Trans t={t} i18nKey="pan.panel.stock" count={pan.stock_left} components={{ num: <span className="num" /> }} />
        </span>
        <span className="pan-top" data-field="top_discard">
          {t("pan.panel.topDiscard")} {pan.top_discard ? <PlayingCard card={pan.top_discard} /> : <span className="muted">{t("pan.panel.none")}</span>}
        </span>
        {hand.voided && <span className="pan-waiting">{t("pan.panel.voided")}</span>}
      </p>
      <div className="pan-table">
        <PanSeats pan={pan} names={names} pending={pending} />
        <PanLedger ledger={pan.ledger} names={names} />
      </div>
      <div className="pan-actions">
        {pan.settlement ? (
          <PanResult settlement={pan.settlement} names={names} className="pan-result" seatClassName="pan-result-seat" role="status" />
        ) : (
          !hand.finished && <PanActions pan={pan} names={names} act={act} busy={busy} seq={hand.seq} />
        )}
        {hand.finished && after}
      </div>
    </section>
  );
}
