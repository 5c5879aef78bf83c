import { Trans, useTranslation } from "react-i18next";
import type { HandView, PotView, SeatView } from "../../api";
import { PlayingCard } from "../../components/cards";
import { formatCents, formatSignedCents } from "../../lib/money";
import { potName, seatsWords, streetName } from "../../lib/handWords";

type State = "folded" | "mucked" | "all-in" | "in";

/** A seat's standing at this step (its `data-state`). */
function stateOf(s: SeatView): State {
  if (s.folded) return "folded";
  if (s.mucked) return "mucked";
  if (s.all_in) return "all-in";
  return "in";
}

/** Each standing's key, to say it in words. */
const STATE_KEYS = {
  folded: "potStep.state.folded",
  mucked: "potStep.state.mucked",
  "all-in": "potStep.state.allIn",
  in: "potStep.state.in",
} as const satisfies Record<State, string>;

/**
 * A pot game's hand at one step: the street, the pots (each with the seats that can win it) and
 * the board, then every seat: stack, bet on this round, cards (unknown ones as backs), its
 * standing and, once settled, what it won or lost. The seat to act is marked in words.
 */
export function PotStep({ hand, pot }: { hand: HandView; pot: PotView }) {
  const { t } = useTranslation("history");
  const toAct = hand.waiting_for.who.kind === "seat" ? hand.waiting_for.who.seat : null;
  const blinds = new Map(
    pot.blinds.slice(0, 2).map(([seat], i) => [seat, pot.blinds.length === 1 || i === 1 ? t("potStep.bigBlind") : t("potStep.smallBlind")]),
  );
  const num = { num: <span className="num" /> };
  const nets = new Map((pot.settlement?.seats ?? []).map((r) => [r.seat, r.net]));
  const settled = pot.settlement;
  return (
    <div className="hist-pot" data-street={pot.street}>
      <div className="hist-pot-centre">
        <span className="hist-street">{streetName(pot.street)}</span>
        {pot.board.length > 0 && (
          <span className="hist-board" role="group" aria-label={t("potStep.board")}>
            {pot.board.map((c, i) => (
              <PlayingCard key={i} card={c} size="sm" />
            ))}
          </span>
        )}
        {!settled && (
          <ul className="hist-pots" aria-label={t("potStep.pots")} data-field="pots">
            {pot.pots.length === 0 ? (
              <li>
                <Trans t={t} i18nKey="potStep.pot" values={{ amount: formatCents(pot.pot_total) }} components={num} />
              </li>
            ) : (
              pot.pots.map((p, i) => (
                <li key={i}>
                  <Trans
                    t={t}
                    i18nKey="potStep.potLine"
                    values={{ pot: potName(i, p.eligible), amount: formatCents(p.amount), seats: seatsWords(p.eligible) }}
                    components={{ ...num, muted: <span className="muted" /> }}
                  />
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <table className="hist-seats" aria-label={t("potStep.seatsLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("potStep.columns.seat")}</th>
            <th scope="col" className="num-col">
              {t("potStep.columns.stack")}
            </th>
            <th scope="col" className="num-col">
              {t("potStep.columns.bet")}
            </th>
            <th scope="col">{t("potStep.columns.cards")}</th>
            <th scope="col">{t("potStep.columns.standing")}</th>
            {settled && (
              <th scope="col" className="num-col">
                {t("potStep.columns.result")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {pot.seats.map((s) => {
            const net = nets.get(s.seat);
            return (
              <tr key={s.seat} data-seat={s.seat} data-to-act={toAct === s.seat || undefined} data-state={stateOf(s)}>
                <th scope="row">
                  {t("potStep.seat", { seat: s.seat })}
                  {hand.button_seat === s.seat && (
                    <span className="hist-marker" title={t("potStep.onTheButton")}>
                      {t("potStep.buttonMark")}
                    </span>
                  )}
                  {blinds.has(s.seat) && <span className="hist-marker">{blinds.get(s.seat)}</span>}
                </th>
                <td className="num" data-field="stack">
                  {formatCents(s.stack)}
                </td>
                <td className="num" data-field="bet">
                  {s.bet > 0 ? formatCents(s.bet) : ""}
                </td>
                <td data-field="cards">
                  <span className="hist-cards">
                    {s.hole.map((c, i) => (
                      <PlayingCard key={i} card={c} size="sm" up={s.up?.[i]} />
                    ))}
                  </span>
                </td>
                <td data-field="state">
                  {toAct === s.seat ? <strong>{t("potStep.toAct")}</strong> : t(STATE_KEYS[stateOf(s)])}
                  {s.drew !== null && ` ${t("potStep.drew", { cards: s.drew })}`}
                </td>
                {settled && (
                  <td className="num hist-net" data-field="net" data-sign={net === undefined || net === 0 ? "0" : net > 0 ? "+" : "-"}>
                    {net === undefined ? "" : formatSignedCents(net)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {settled && (
        <div className="hist-result" data-field="result">
          <strong>{t("potStep.result")}</strong>{" "}
          {settled.pots.map((p, i) => (
            <span key={i} className="hist-result-pot">
              <Trans t={t} i18nKey="potStep.resultPot" values={{ pot: potName(i, p.eligible), amount: formatCents(p.amount) }} components={num} />
              {p.shares.length > 0 && ` → ${p.shares.map((s) => t("potStep.share", { seat: s.seat, amount: formatCents(s.amount) })).join(", ")}`}
            </span>
          ))}
          <span className="hist-result-pot">
            <Trans t={t} i18nKey="potStep.house" values={{ amount: formatCents(settled.collection) }} components={num} />
          </span>
        </div>
      )}
    </div>
  );
}
