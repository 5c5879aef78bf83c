import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";
import type { BetSizes, SeatOptions } from "../../api";
import { formatCents } from "../../lib/money";
import { ActionButton } from "./ActionButton";
import { consoleKeys } from "./hotkeys";
import { noRaiseWords } from "./words";
import { RaiseControl } from "./RaiseControl";
import type { ConsoleCommands } from "./useConsoleCommands";

type Props = { options: SeatOptions; sizes: BetSizes | null; commands: ConsoleCommands };

/**
 * The betting actions of the seat to act, built only from what the engine says is legal. Each
 * action keeps its slot (Fold, Check/Call, Bet/Raise, All-in): an action that is not legal leaves
 * its slot empty, so the others never move. Keys: F, C, R (Enter bets the typed amount), A.
 */
export function BettingBar({ options: o, sizes, commands }: Props) {
  const { t } = useTranslation("dealer");
  const seat = o.seat;
  const { act, busy } = commands;
  const checkOrCall = o.check ? ("check" as const) : o.call !== null ? ("call" as const) : null;
  useHotkeys("f", () => act({ type: "fold", seat }), consoleKeys(o.fold && !busy), [seat, o.fold, busy]);
  useHotkeys("c", () => checkOrCall && act({ type: checkOrCall, seat }), consoleKeys(checkOrCall !== null && !busy), [seat, checkOrCall, busy]);
  useHotkeys("a", () => act({ type: "all_in", seat }), consoleKeys(o.all_in_to !== null && !busy), [seat, o.all_in_to, busy]);

  return (
    <div className="betting-bar" data-seat={seat}>
      <div className="slot slot-fold">
        {o.fold && (
          <ActionButton hotkey="F" color="var(--cr-bad)" variant="outline" onClick={() => act({ type: "fold", seat })} disabled={busy} data-action="fold">
            {t("betting.fold")}
          </ActionButton>
        )}
      </div>
      <div className="slot slot-call">
        {checkOrCall === "check" && (
          <ActionButton hotkey="C" onClick={() => act({ type: "check", seat })} disabled={busy} data-action="check">
            {t("betting.check")}
          </ActionButton>
        )}
        {checkOrCall === "call" && (
          <ActionButton hotkey="C" onClick={() => act({ type: "call", seat })} disabled={busy} data-action="call">
            {t("betting.call", { amount: formatCents(o.call!) })}
          </ActionButton>
        )}
      </div>
      {o.bet_or_raise ? (
        <RaiseControl
          key={`${seat}-${o.bet_or_raise.min_to}-${o.bet_or_raise.max_to}`}
          range={o.bet_or_raise}
          sizes={sizes}
          busy={busy}
          onRaise={(to) => act({ type: "bet_or_raise", seat, to })}
        />
      ) : (
        <div className="slot slot-raise">
          {o.no_raise_reason && <p className="no-raise">{t("betting.noRaise", { reason: noRaiseWords(o.no_raise_reason) })}</p>}
        </div>
      )}
      <div className="slot slot-allin">
        {o.all_in_to !== null && (
          <ActionButton hotkey="A" color="#a33a00" onClick={() => act({ type: "all_in", seat })} disabled={busy} data-action="all_in">
            {t("betting.allIn", { amount: formatCents(o.all_in_to) })}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
