import { useTranslation } from "react-i18next";
import type { PanView } from "../../api";
import { PlayingCard } from "../cards";
import { formatCents } from "../../lib/money";
import { MELD_KINDS, seatLabel, STATUSES } from "../../lib/panWords";
import "./pan.css";

/** A net in cents with its sign and its words: "+2.25 won", "−1.00 paid". */
export function Net({ cents }: { cents: number }) {
  const { t } = useTranslation("dealer");
  if (cents === 0) return <span className="pan-net num">0.00</span>;
  return (
    <span className="pan-net num" data-sign={cents > 0 ? "+" : "-"}>
      {cents > 0 ? t("pan.seats.won", { amount: formatCents(cents) }) : t("pan.seats.paid", { amount: formatCents(-cents) })}
    </span>
  );
}

/**
 * Every seat in turn order: the player, his standing, the cards he holds, his melds (numbered
 * as the dealer names them: 1 is the first laid) with their conditions in chips, his net and
 * his chips. The seat to act has a thick outline and says so.
 */
export function PanSeats({ pan, names, pending }: { pan: PanView; names: Map<number, string>; pending?: Map<number, number> }) {
  const { t } = useTranslation("dealer");
  return (
    <ol className="pan-seats" aria-label={t("pan.seats.players")}>
      {pan.seats.map((s) => {
        const toAct = pan.to_act === s.seat;
        const out = s.status !== "in";
        return (
          <li key={s.seat} className="pan-seat" data-seat={s.seat} data-to-act={toAct || undefined} data-status={s.status} aria-current={toAct ? "step" : undefined}>
            <div className="pan-seat-who">
              <span className="pan-seat-name">{seatLabel(s.seat, names)}</span>
              {pan.first === s.seat && <span className="pan-first" title={t("pan.seats.firstHand")}>{t("pan.seats.first")}</span>}
              {toAct && <span className="pan-to-act">{t("pan.seats.toAct")}</span>}
              <span className="pan-seat-state" data-field="status">
                {out ? STATUSES[s.status] : s.declared ? t("pan.seats.stays") : ""}
              </span>
            </div>
            <div className="pan-seat-hand" data-field="hand" aria-label={t("pan.seats.inHand", { count: s.hand.length })}>
              <span className="pan-count num">{s.hand.length}</span>
              {s.hand.map((c, i) => (
                <PlayingCard key={i} card={c} size="sm" />
              ))}
            </div>
            <div className="pan-seat-melds" data-field="melds">
              {s.melds.length === 0 ? (
                <span className="muted">{t("pan.seats.noMelds")}</span>
              ) : (
                s.melds.map((m, i) => (
                  <span key={i} className="pan-meld" data-meld={i} aria-label={t("pan.seats.meld", { number: i + 1, kind: MELD_KINDS[m.kind], cards: m.cards.join(" ") })}>
                    <span className="pan-meld-no">{i + 1}</span>
                    {m.cards.map((c, k) => (
                      <PlayingCard key={k} card={c} size="sm" />
                    ))}
                  </span>
                ))
              )}
            </div>
            <div className="pan-seat-money">
              <span className="pan-chips" data-field="meld_chips" title={t("pan.seats.conditions")}>
                {t("pan.seats.chips", { count: s.meld_chips })}
              </span>
              <Net cents={s.net} />
              {s.stack != null && <span className="pan-stack num">{t("pan.seats.stack", { amount: formatCents(s.stack) })}</span>}
              {(pending?.get(s.seat) ?? 0) > 0 && (
                <span className="seat-pending num" data-field="pending">
                  {t("pan.seats.afterThisHand", { amount: formatCents(pending!.get(s.seat)!) })}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A Pan hand's end: who went out (or that no one did) and each seat's net. The screen gives its
 * own classes, and a `role` or `field` (data-field) to find it by.
 */
export function PanResult({
  settlement,
  names,
  className,
  seatClassName,
  role,
  field,
}: {
  settlement: NonNullable<PanView["settlement"]>;
  names: Map<number, string>;
  className: string;
  seatClassName: string;
  role?: "status";
  field?: string;
}) {
  const { t } = useTranslation("dealer");
  const winner = settlement.winner;
  return (
    <div className={className} role={role} data-field={field}>
      <strong>{winner !== null ? t("pan.seats.wentOut", { seat: seatLabel(winner, names) }) : t("pan.seats.noOneOut")}</strong>
      {settlement.seats.map((s) => (
        <span key={s.seat} className={seatClassName}>
          {seatLabel(s.seat, names)} <Net cents={s.net} />
        </span>
      ))}
    </div>
  );
}
