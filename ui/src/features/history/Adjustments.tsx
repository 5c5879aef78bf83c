import { Trans, useTranslation } from "react-i18next";
import type { AdjustmentDto } from "../../api";
import { formatSignedDollars } from "../../lib/money";
import { dateTimeText, roomTimesInWords } from "../../lib/time";

/**
 * The floor's corrections of this hand, oldest first, as the audit log keeps them: when, who,
 * why, what moved (the room's words) and the change to the house's money.
 */
export function Adjustments({ adjustments }: { adjustments: AdjustmentDto[] }) {
  const { t } = useTranslation("history");
  return (
    <section className="hist-adjustments" aria-labelledby="adjustments-title">
      <h3 id="adjustments-title" className="hist-section-title">
        {t("adjustments.title")}
      </h3>
      {adjustments.length === 0 ? (
        <p className="muted hist-none">{t("adjustments.none")}</p>
      ) : (
        <ol className="hist-adjustment-list">
          {adjustments.map((a) => (
            <li key={a.id} className="hist-adjustment" data-adjustment={a.id}>
              <p className="hist-adjustment-head">
                <span data-field="made_at" className="num">
                  {dateTimeText(a.made_at)}
                </span>
                <span data-field="made_by">{t("adjustments.by", { name: a.made_by })}</span>
                <span className="hist-house" data-field="house" data-sign={a.house_cents > 0 ? "+" : a.house_cents < 0 ? "-" : "0"}>
                  <Trans t={t} i18nKey="adjustments.house" values={{ amount: formatSignedDollars(a.house_cents) }} components={{ num: <span className="num" /> }} />
                </span>
              </p>
              <p className="hist-adjustment-why" data-field="reason">
                {t("adjustments.why", { reason: a.reason })}
              </p>
              <p className="hist-adjustment-detail" data-field="detail">
                {roomTimesInWords(a.detail)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
