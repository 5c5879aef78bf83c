import { useTranslation } from "react-i18next";
import type { Payment } from "../../api";
import { formatCents } from "../../lib/money";
import { partyLabel, REASONS } from "../../lib/panWords";
import "./pan.css";

/**
 * The chip ledger: who paid whom, why, in chips and in money, newest first, so the last
 * payment is always in sight. The list scrolls inside its box on a long hand.
 */
export function PanLedger({ ledger, names }: { ledger: Payment[]; names: Map<number, string> }) {
  const { t } = useTranslation("dealer");
  const rows = ledger.map((p, i) => ({ p, i })).reverse();
  return (
    <section className="pan-ledger" aria-labelledby="pan-ledger-title">
      <h3 id="pan-ledger-title" className="pan-ledger-title">
        {t("pan.ledger.title")} <span className="muted">{t("pan.ledger.payments", { count: ledger.length })}</span>
      </h3>
      {ledger.length === 0 ? (
        <p className="muted pan-ledger-empty">{t("pan.ledger.none")}</p>
      ) : (
        <ol className="pan-ledger-rows" reversed tabIndex={0} aria-labelledby="pan-ledger-title">
          {rows.map(({ p, i }) => (
            <li key={i} className="pan-ledger-row" data-reason={p.reason}>
              <span className="pan-ledger-who">
                {partyLabel(p.from, names)} → {partyLabel(p.to, names)}
              </span>
              <span className="pan-ledger-why">{REASONS[p.reason]}</span>
              <span className="pan-ledger-amount num">
                {t("pan.ledger.chips", { count: p.chips, amount: formatCents(p.amount) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
