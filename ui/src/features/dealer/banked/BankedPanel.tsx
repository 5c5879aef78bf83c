import { useTranslation } from "react-i18next";
import type { ConsoleView, JokerDrawAction } from "../../../api";
import { BankedHand } from "../../../components/banked/BankedHand";
import { BankedStakes } from "../../../components/banked/BankedStakes";
import { Settlement } from "../../../components/banked/Settlement";
import { formatCents } from "../../../lib/money";
import { BankedActions } from "./BankedActions";
import { JOKER_DECK } from "./deck";
import { seatName } from "../words";
import type { GamePanelProps } from "../panel";
import "../../../components/pan/pan.css";
import "../pan/pan.css";
import "./banked.css";

/**
 * A Draw Poker with Joker box on the dealer's console: the player's box and stakes, his cards
 * and the dealer's (unknown ones as backs), the house's required exchange, what settling pays,
 * and the one entry the engine takes next. Every entry goes out as `{kind: "banked", action}`.
 * The console's turn line says what the dealer enters next (the room's words).
 */
export function BankedPanel({ view, send, busy, after }: GamePanelProps) {
  const { t } = useTranslation("dealer");
  const hand = view.hand;
  if (!hand || hand.game.kind !== "banked") return null;
  const box = hand.game;
  const act = (action: JokerDrawAction) => send({ kind: "banked", action });
  const shown = box.settlement ?? box.if_settled;
  return (
    <section className="banked-panel" aria-label={t("banked.panel.label")} data-phase={box.phase}>
      {hand.voided && (
        <p className="pan-stage">
          <span className="pan-waiting">{t("banked.panel.voided")}</span>
        </p>
      )}
      <div className="banked-table">
        <div className="banked-box" data-to-act={box.turn === "player" || undefined}>
          <h3 className="banked-who">
            <span className="pan-phase" data-field="turn">
              {box.turn === "player" ? t("banked.panel.playerToAct") : box.turn === "dealer" ? t("banked.panel.dealer") : t("banked.panel.over")}
            </span>
            {seatName(box.seat, box.player)}{" "}
            <span className="muted num" data-field="box-stack">
              {/* Settled: the stack after it, as the room now holds it (not the one the box began with). */}
              {box.settlement && !hand.voided
                ? t("banked.panel.stackWas", { amount: formatCents(box.stack_cents + box.settlement.player_net), was: formatCents(box.stack_cents) })
                : t("banked.panel.stack", { amount: formatCents(box.stack_cents) })}
            </span>
            {pendingOf(view, box.seat) > 0 && (
              <span className="seat-pending num" data-field="pending">
                {" "}
                {t("banked.panel.afterThisHand", { amount: formatCents(pendingOf(view, box.seat)) })}
              </span>
            )}
          </h3>
          <BankedStakes box={box} />
          <div className="banked-hands-row">
            <BankedHand label={t("banked.panel.player")} field="player" cards={box.player_cards} />
            <BankedHand label={t("banked.panel.dealer")} field="dealer" cards={box.dealer_cards} />
          </div>
        </div>
        {shown && <Settlement s={shown} final={box.settlement !== null} />}
      </div>
      <div className="banked-actions">{hand.finished ? after : <BankedActions box={box} deck={JOKER_DECK} act={act} busy={busy} seq={hand.seq} />}</div>
    </section>
  );
}

/** Chips the box's player bought during the box: they play from the next one. */
const pendingOf = (view: ConsoleView, seat: number): number => view.table.seats.find((s) => s.seat_no === seat)?.pending_add_on_cents ?? 0;
