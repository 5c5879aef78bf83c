import { useState } from "react";
import { Button, Text } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import { useSeatChips, useSessionView, useSetSittingOut, useUnseatPlayer, type ConsoleView, type SeatDto } from "../../api";
import { formatCents } from "../../lib/money";
import { AddChipsForm } from "../../components/AddChipsForm";
import { Refusal } from "../../components/Refusal";
import { buyInWords, pendingWords } from "../../lib/chipWords";
import { ActionButton } from "./ActionButton";
import { consoleKeys } from "./hotkeys";
import { stateWords } from "./SeatRing";
import { t as translate } from "../../i18n";
import type { SeatRow } from "./seats";
import { seatName } from "./words";

type Props = {
  view: ConsoleView;
  /** The seat whose panel this is. */
  seat: number;
  rows: SeatRow[];
  /** Shows another seat's panel (← and →). */
  onSeat: (seat: number) => void;
  onClose: () => void;
};

/** The seats with a player, in seat order: ← and → go round them. */
export function seatedSeats(view: ConsoleView): number[] {
  return view.table.seats.map((s) => s.seat_no).sort((a, b) => a - b);
}

/**
 * A player's seat panel on the console, over the actions (they come back when it closes; it
 * never stops the hand): his stack, status and chips waiting for the hand's end; Add chips
 * (the table's maximum shown); Sits out / Back; and, for a floor manager, Leaves with the stack
 * he takes. A dealer is told that the floor unseats players. Keys: A the amount, O sits out or
 * back, L leaves (the floor), ← → the other players, Esc closes.
 */
export function SeatPanel({ view, seat, rows, onSeat, onClose }: Props) {
  const { t } = useTranslation("dealer");
  const tableId = view.table.table.id;
  const inView = view.table.seats.find((s) => s.seat_no === seat) ?? null;
  const chips = useSeatChips(tableId, inView ? seat : null);
  // The panel's own read once it arrives (an add-on's answer lands there at once); the console's until then.
  const player: SeatDto | null = inView ? (chips.data?.seat.seat_no === seat ? chips.data.seat : inView) : null;
  const buyIn = chips.data?.buy_in ?? view.table.table.buy_in;
  const floor = useSessionView().data?.staff?.role === "floor";
  const sitOut = useSetSittingOut();
  const unseat = useUnseatPlayer();
  const [left, setLeft] = useState<SeatDto | null>(null);
  const row = rows.find((r) => r.seat === seat);
  const seated = seatedSeats(view);
  const around = (step: 1 | -1) => {
    const n = seated.length;
    if (n === 0) return;
    const i = seated.indexOf(seat);
    // A seat just left: the next player on either side of it.
    const next = i >= 0 ? seated[(i + step + n) % n] : step > 0 ? (seated.find((s) => s > seat) ?? seated[0]) : ([...seated].reverse().find((s) => s < seat) ?? seated[n - 1]);
    onSeat(next!);
  };
  const error = sitOut.error ?? unseat.error;
  const refusalId = `seat-panel-${seat}-refusal`;
  const toggleOut = () => {
    if (!player || sitOut.isPending) return;
    unseat.reset();
    sitOut.mutate([tableId, seat, !player.sitting_out]);
  };
  const leave = () => {
    if (!player || !floor || unseat.isPending) return;
    sitOut.reset();
    unseat.mutate([tableId, seat], { onSuccess: (gone) => setLeft(gone) });
  };
  useHotkeys("escape", onClose, { ...consoleKeys(true), enableOnFormTags: true }, [onClose]);
  useHotkeys("left", () => around(-1), consoleKeys(seated.length > 1), [seat, seated.join()]);
  useHotkeys("right", () => around(1), consoleKeys(seated.length > 1), [seat, seated.join()]);
  useHotkeys("a", () => document.getElementById(`seat-panel-${seat}-chips-amount`)?.focus(), consoleKeys(player !== null), [seat, player !== null]);
  useHotkeys("o", toggleOut, consoleKeys(player !== null), [player?.sitting_out, seat]);
  useHotkeys("l", leave, consoleKeys(player !== null && floor), [player, floor, seat]);
  const name = player?.player_name ?? left?.player_name ?? null;
  return (
    <section className="seat-panel" id="seat-panel" aria-labelledby="seat-panel-title" data-seat={seat}>
      <div className="seat-panel-head">
        <h2 id="seat-panel-title">{seatName(seat, name)}</h2>
        <div className="seat-panel-facts" aria-live="polite">
          {player ? (
            <>
              <span data-field="stack">
                {t("seatPanel.stack")} <span className="num">{formatCents(player.stack_cents)}</span>
              </span>
              {player.pending_add_on_cents > 0 && <span data-field="pending">{pendingWords(player.pending_add_on_cents)}</span>}
              <span data-field="status">{statusWords(player, view.hand !== null && !view.hand.finished ? row : undefined)}</span>
              <span data-field="buy-in">{t("seatPanel.buyIn", { words: buyInWords(buyIn) })}</span>
            </>
          ) : (
            <span data-field="status">{left ? t("seatPanel.left", { name: left.player_name, amount: formatCents(left.stack_cents) }) : t("seatPanel.empty")}</span>
          )}
        </div>
        <div className="seat-panel-nav">
          {seated.length > 1 && (
            <>
              <Button h={48} variant="default" onClick={() => around(-1)} aria-keyshortcuts="ArrowLeft" data-action="seat-previous">
                {t("seatPanel.previous")}
              </Button>
              <Button h={48} variant="default" onClick={() => around(1)} aria-keyshortcuts="ArrowRight" data-action="seat-next">
                {t("seatPanel.next")}
              </Button>
            </>
          )}
          <Button h={48} variant="default" onClick={onClose} aria-keyshortcuts="Escape" data-action="seat-close">
            {t("seatPanel.close")}
          </Button>
        </div>
      </div>
      {player && (
        <div className="seat-panel-body">
          <AddChipsForm key={seat} seat={player} buyIn={buyIn} id={`seat-panel-${seat}-chips`} size="lg" />
          <div className="seat-panel-moves">
            <ActionButton
              hotkey="O"
              h={48}
              variant="default"
              onClick={toggleOut}
              loading={sitOut.isPending}
              aria-describedby={error ? refusalId : undefined}
              data-action={player.sitting_out ? "back" : "sits-out"}
            >
              {player.sitting_out ? t("seatPanel.back") : t("seatPanel.sitsOut")}
            </ActionButton>
            {floor ? (
              <ActionButton
                hotkey="L"
                h={48}
                variant="outline"
                color="var(--cr-bad)"
                onClick={leave}
                loading={unseat.isPending}
                aria-describedby={error ? refusalId : undefined}
                data-action="leaves"
              >
                {t("seatPanel.leaves", { amount: formatCents(player.stack_cents) })}
              </ActionButton>
            ) : (
              <Text className="seat-panel-note" data-field="leaves">
                {t("seatPanel.callTheFloor")}
              </Text>
            )}
            <Refusal id={refusalId} error={error} />
          </div>
        </div>
      )}
    </section>
  );
}

/** The player's status: in the hand being dealt (folded, all-in), not in it, or sitting out. */
function statusWords(player: SeatDto, row: SeatRow | undefined): string {
  if (player.sitting_out) return translate("dealer:seatPanel.sittingOut");
  const state = row?.state;
  if (!row) return translate("dealer:seatPanel.playing");
  if (!state || state === "empty" || state === "waiting") return translate("dealer:seatPanel.notInHand");
  if (state === "in") return translate("dealer:seatPanel.inHand");
  return translate("dealer:seatPanel.inHandAs", { state: stateWords(state) });
}
