import { useTranslation } from "react-i18next";
import { CardSlot, PlayingCard } from "../../components/cards";
import type { ConsoleView, GameCode, PotView } from "../../api";
import { formatCents } from "../../lib/money";
import { potName, seatsWords } from "../../lib/handWords";
import { potNoteWords, voidReasonWords } from "./words";

/** How many board cards each game deals (none in the draw games and Mexican Poker). */
const BOARD: Partial<Record<GameCode, number>> = { holdem: 5, pineapple: 5 };

/**
 * The middle of the table: the pots as they stand ("main pot: 240.00", the amount apart from
 * the pot's number), each with the seats that can win it (side pots as soon as a player is
 * all-in for less; a bet only one seat can win is his uncalled bet, not a side pot; those the
 * dealer has awarded say so), the board, once settled who won what, and in words what the
 * hand did by itself to the money (a bet nobody called back, a penalty, a short drop, the odd
 * chip), the sentences the CLI prints.
 */
export function Centre({ view, pot }: { view: ConsoleView; pot: PotView | null }) {
  const { t } = useTranslation("dealer");
  const slots = BOARD[view.table.table.game] ?? 0;
  const board = pot?.board ?? [];
  const settled = pot?.settlement;
  return (
    <div className="centre" aria-label={t("centre.label")} role="group">
      {pot === null ? (
        view.hand?.voided ? null : (
          <p className="centre-note">{view.hand === null ? t("centre.noHand") : t("centre.notPotGame")}</p>
        )
      ) : settled ? (
        <ul className="pots" aria-label={t("centre.pots")}>
          {settled.pots.map((p, i) => (
            <li key={i} data-pot={i}>
              <span className="pot-name">{potName(i, p.eligible)}:</span> <span className="num">{formatCents(p.amount)}</span>
              {p.shares.length > 0 && <> → {p.shares.map((s) => t("centre.share", { seat: s.seat, amount: formatCents(s.amount) })).join(", ")}</>}
              {settled.pots.length > 1 && <span className="pot-eligible"> ({seatsWords(p.eligible)})</span>}
            </li>
          ))}
          {settled.collection > 0 && <li className="pot-drop">{t("centre.house", { amount: formatCents(settled.collection) })}</li>}
        </ul>
      ) : pot.pots.length > 0 ? (
        <ul className="pots" aria-label={t("centre.pots")} data-field="pots">
          {pot.pots.map((p, i) => (
            <li key={i} data-pot={i} data-awarded={awarded(pot, i) || undefined}>
              <span className="pot-name">{potName(i, p.eligible)}:</span> <span className="num">{formatCents(p.amount)}</span>
              {p.eligible.length > 1 && <span className="pot-eligible"> ({seatsWords(p.eligible)})</span>}
              {awarded(pot, i) && <span className="pot-awarded"> · {t("centre.awarded")}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="pots" data-field="pot">
          {t("centre.pot")} <span className="num">{formatCents(pot.pot_total)}</span>
        </p>
      )}
      {slots > 0 && (
        <div className="board" role="group" aria-label={board.length === 0 ? t("centre.boardEmpty") : t("centre.board")}>
          {Array.from({ length: slots }, (_, i) => (board[i] ? <PlayingCard key={i} card={board[i]!} /> : <CardSlot key={i} />))}
        </div>
      )}
      {pot !== null && pot.notes.length > 0 && (
        <ul className="centre-notes" aria-label={t("centre.notes")} data-field="notes">
          {pot.notes.map((n, i) => (
            <li key={`${i}-${n.note}`}>{potNoteWords(n)}</li>
          ))}
        </ul>
      )}
      {view.hand?.voided && (
        <p className="centre-note voided">
          {t("centre.voided", { number: view.hand.number, reason: voidReasonWords(view.hand.voided) })}
        </p>
      )}
    </div>
  );
}

/** The dealer is awarding the pots in order: those before the one he awards now are done. */
const awarded = (pot: PotView, i: number) => pot.legal.turn === "dealer" && pot.legal.step === "award_pot" && i < pot.legal.pot;
