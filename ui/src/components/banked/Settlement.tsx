import { useTranslation } from "react-i18next";
import type { JokerDrawSettlement } from "../../api";
import { PlainColumnHeads } from "../ColumnHeads";
import { formatCents } from "../../lib/money";
import "./banked.css";
import { OUTCOMES, ROWS, signed } from "../../lib/bankedWords";

/**
 * What the box pays or collects, line by line as the engine settles it: the ante box, the Bet
 * (with the payout row), the BONUS (with its row), the player's total and the house's. `final`:
 * settled; otherwise what settling now would do.
 */
export function Settlement({ s, final }: { s: JokerDrawSettlement; final: boolean }) {
  const { t } = useTranslation("dealer");
  const line = (what: string, staked: number, net: number, row: string | null, field: string) => (
    <tr data-field={field}>
      <th scope="row">{what}</th>
      <td className="num">{formatCents(staked)}</td>
      <td className="num banked-net" data-sign={net > 0 ? "+" : net < 0 ? "-" : "0"}>
        {signed(net)}
      </td>
      <td>{row}</td>
    </tr>
  );
  return (
    <section className="banked-settlement" aria-label={final ? t("banked.settlement.settled") : t("banked.settlement.ifSettled")} data-final={final || undefined}>
      <p className="banked-outcome">
        <strong>{final ? t("banked.settlement.settledDot") : t("banked.settlement.settlingPays")}</strong> {OUTCOMES[s.outcome]}
      </p>
      {(s.player_hand || s.dealer_hand) && (
        <p className="banked-hands">
          {t("banked.settlement.player")} <strong>{s.player_hand ?? t("banked.settlement.folded")}</strong> · {t("banked.settlement.dealer")}{" "}
          <strong>{s.dealer_hand ?? t("banked.settlement.notShown")}</strong>
        </p>
      )}
      <table className="banked-lines">
        <PlainColumnHeads columns={["", t("banked.settlement.staked"), t("banked.settlement.playerColumn"), t("banked.settlement.row")]} />
        <tbody>
          {line(t("banked.settlement.anteBox"), s.ante_box, s.ante_net, null, "ante")}
          {line(t("banked.settlement.bet"), s.bet, s.bet_net, s.bet_row && ROWS[s.bet_row], "bet")}
          {s.bonus > 0 && line(t("banked.settlement.bonus"), s.bonus, s.bonus_net, s.bonus_row ? ROWS[s.bonus_row] : t("banked.settlement.lost"), "bonus")}
        </tbody>
        <tfoot>
          <tr data-field="player_net">
            <th scope="row">{t("banked.settlement.playerTotal")}</th>
            <td />
            <td className="num banked-net banked-total" data-sign={s.player_net > 0 ? "+" : s.player_net < 0 ? "-" : "0"}>
              {signed(s.player_net)}
            </td>
            <td>{s.player_net > 0 ? t("banked.settlement.housePays") : s.player_net < 0 ? t("banked.settlement.houseTakes") : t("banked.settlement.even")}</td>
          </tr>
          <tr data-field="house_net">
            <th scope="row">{t("banked.settlement.house")}</th>
            <td />
            <td className="num banked-net">{signed(s.house_net)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
