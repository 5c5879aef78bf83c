import { useLayoutEffect, useState } from "react";
import { Button, Group, SegmentedControl, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { useJackpotLedger, useJackpots, type FundView, type HitView, type Jackpots, type LedgerBy, type PayoutView } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { Loaded } from "../../components/Loaded";
import { Money } from "../../components/Money";
import { PlayingCard } from "../../components/cards";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { useOpenHand } from "../../lib/openHand";
import { highHandOf, hitWords, periodEndText } from "../../lib/jackpotWords";
import { setRoomClock, useRoomNow } from "../../lib/ticker";
import { dateText, dateTimeText, localDateInputOf, parseRoomTime } from "../../lib/time";
import { AddFundDialog } from "./AddFundDialog";
import { AdjustDialog } from "./AdjustDialog";
import { PayDialog } from "./PayDialog";
import { TermsDialog } from "./TermsDialog";
import { gamesWords, hitWhere, shareHow, shareWho } from "./words";
import "./jackpots.css";

/**
 * Jackpots (floor only): each fund the players feed, with what it holds, its posted rules (and
 * those of the terms dated to start later, each marked scheduled) and the hits waiting to be
 * paid (paid here, with a witness, in cash or in chips onto the stacks; a high hand once its
 * period ends); every payout; the ledger by gaming day or quarter; a new fund, new terms for a
 * fund from a date, and a correction of a fund's balance.
 */
export function JackpotsPage() {
  const { t } = useTranslation("jackpots");
  const jackpots = useJackpots();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="jackpots-title" className="jackpots">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={1} id="jackpots-title">
          {t("page.title")}
        </Title>
        <Button id="add-fund-open" variant="default" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          {t("page.addFund")}
        </Button>
      </Group>
      <Loaded query={jackpots} reading={t("page.reading")} errorId="jackpots-error" failed={t("page.readFailed")}>
        {(data) => <JackpotsView jackpots={data} readAt={jackpots.dataUpdatedAt} />}
      </Loaded>
      <AddFundDialog opened={adding} onClose={() => setAdding(false)} />
    </section>
  );
}

function JackpotsView({ jackpots, readAt }: { jackpots: Jackpots; readAt: number }) {
  const { t } = useTranslation("jackpots");
  // The room's clock, for a high hand's period: ended or not (`PeriodEnd`).
  useLayoutEffect(() => setRoomClock(parseRoomTime(jackpots.at), readAt), [jackpots.at, readAt]);
  return (
    <>
      {jackpots.funds.length === 0 ? (
        <Text id="no-funds" mb="md">
          {t("page.noFunds")}
        </Text>
      ) : (
        <div className="jackpot-funds">
          {jackpots.funds.map((f) => (
            <FundCard key={f.id} fund={f} />
          ))}
        </div>
      )}
      <Payouts payouts={jackpots.payouts} funds={jackpots.funds} />
      <Ledger at={jackpots.at} />
    </>
  );
}

function FundCard({ fund }: { fund: FundView }) {
  const { t } = useTranslation("jackpots");
  const [adjusting, setAdjusting] = useState(false);
  const [changing, setChanging] = useState(false);
  const [paying, setPaying] = useState<HitView | null>(null);
  const titleId = `fund-${fund.id}-name`;
  const pending = fund.pending.filter((h) => !h.paid);
  return (
    <article className="jackpot-fund" aria-labelledby={titleId} data-fund={fund.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {fund.name}
          </Title>
          <p className="jackpot-balance num" data-field="balance">
            {formatDollars(fund.balance_cents)}
          </p>
        </div>
        <Group gap="xs" justify="flex-end" className="jackpot-fund-actions">
          <Button size="sm" variant="default" aria-haspopup="dialog" onClick={() => setChanging(true)}>
            <Trans t={t} i18nKey="fund.changeTerms" values={{ fund: fund.name }} components={[<span className="visually-hidden" />]} />
          </Button>
          <Button size="sm" variant="default" aria-haspopup="dialog" onClick={() => setAdjusting(true)}>
            <Trans t={t} i18nKey="fund.adjust" values={{ fund: fund.name }} components={[<span className="visually-hidden" />]} />
          </Button>
        </Group>
      </Group>
      <Text size="sm" fw={600} data-field="version">
        {t("fund.version", { version: fund.version, from: dateText(fund.effective_from), games: gamesWords(fund.terms.games) })}
      </Text>
      <Text size="sm" className="jackpot-rules" data-field="rules">
        {fund.rules}
      </Text>
      {fund.later.length > 0 && <LaterTermsList fund={fund} />}
      {pending.length > 0 && (
        <section className="jackpot-pending" aria-label={t("fund.hitsToPay", { fund: fund.name })}>
          <Title order={3} size="h5" c="var(--cr-bad)" mb={4}>
            {t("fund.toPay", { count: pending.length })}
          </Title>
          <ul className="jackpot-hits">
            {pending.map((h) => (
              <HitRow key={h.id} hit={h} onPay={() => setPaying(h)} />
            ))}
          </ul>
        </section>
      )}
      <AdjustDialog fund={fund} opened={adjusting} onClose={() => setAdjusting(false)} />
      <TermsDialog fund={fund} opened={changing} onClose={() => setChanging(false)} />
      {paying && <PayDialog fund={fund} hit={paying} opened onClose={() => setPaying(null)} />}
    </article>
  );
}

/** The terms dated to start later, soonest first: each one's version, when it starts and the rules posted then. */
function LaterTermsList({ fund }: { fund: FundView }) {
  const { t } = useTranslation("jackpots");
  return (
    <ul className="jackpot-later" aria-label={t("fund.scheduled", { fund: fund.name })}>
      {fund.later.map((l) => (
        <li key={l.version} data-later={l.version}>
          <Text size="sm" fw={600} data-field="later-version">
            {t("fund.laterVersion", { version: l.version, from: dateTimeText(l.effective_from) })}
          </Text>
          <Text size="sm" className="jackpot-rules" data-field="later-rules">
            {l.rules}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function HitRow({ hit, onPay }: { hit: HitView; onPay: () => void }) {
  const { t } = useTranslation("jackpots");
  const openHand = useOpenHand();
  const d = hit.detail;
  return (
    <li className="jackpot-hit" data-hit={hit.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div className="jackpot-hit-facts">
          <Text fw={700}>
            {hit.table_name},{" "}
            {openHand ? (
              <Button variant="subtle" size="compact-md" px={4} onClick={() => openHand(hit.hand_id)} data-field="hand">
                {t("hit.hand", { hand: hit.hand_id })}
              </Button>
            ) : (
              <span data-field="hand">{t("hit.hand", { hand: hit.hand_id })}</span>
            )}{" "}
            <Text span size="sm" fw={400}>
              {t("hit.found", { when: dateTimeText(hit.found_at) })}
            </Text>
          </Text>
          <Text size="sm" data-field="hands">
            {hitWords(hit)}.{d.table.length > 0 && ` ${t("hit.alsoDealtIn", { seats: d.table.map((seat) => t("hit.seat", { seat })).join(", ") })}`}
          </Text>
          <PeriodEnd hit={hit} />
          <div className="jackpot-cards" data-field="cards">
            {d.board && <CardsLine label={t("hit.board")} cards={d.board} />}
            {d.shown.map(([seat, cards]) => (
              <CardsLine key={seat} label={t("hit.seatCards", { seat })} cards={cards} />
            ))}
          </div>
        </div>
        <Button color="red.9" onClick={onPay} aria-haspopup="dialog" className="jackpot-pay">
          <Trans t={t} i18nKey="hit.pay" values={{ where: hitWhere(hit) }} components={[<span className="visually-hidden" />]} />
        </Button>
      </Group>
    </li>
  );
}

/**
 * A high hand's period end: until then, that it is paid when the period ends (if no better hand
 * is shown; the room refuses earlier, and says why); then, that it may be paid. Nothing for a
 * bad beat.
 */
function PeriodEnd({ hit }: { hit: HitView }) {
  const { t } = useTranslation("jackpots");
  const now = useRoomNow();
  const lead = highHandOf(hit);
  if (lead === null) return null;
  const ended = now >= parseRoomTime(lead.to);
  const end = periodEndText(hit);
  return (
    <Text size="sm" fw={600} data-field="period-end" data-ended={ended}>
      {ended ? t("hit.periodEnded", { end }) : t("hit.periodEnds", { end })}
    </Text>
  );
}

function CardsLine({ label, cards }: { label: string; cards: string }) {
  const list = cards.split(/\s+/).filter((c) => c !== "");
  return (
    <span className="jackpot-cards-line">
      <Text span size="sm" fw={600}>
        {label}
      </Text>{" "}
      {list.map((c, i) => (
        <PlayingCard key={`${c}-${i}`} card={c} size="sm" />
      ))}
    </span>
  );
}

function Payouts({ payouts, funds }: { payouts: PayoutView[]; funds: FundView[] }) {
  const { t } = useTranslation("jackpots");
  const nameOf = (id: number) => funds.find((f) => f.id === id)?.name ?? t("payouts.fundNo", { id });
  return (
    <section className="jackpot-section" aria-labelledby="payouts-title">
      <Title order={2} size="h3" id="payouts-title" mb="xs">
        {t("payouts.title")}
      </Title>
      {payouts.length === 0 ? (
        <Text id="no-payouts">{t("payouts.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-labelledby": "payouts-title" } }}>
          <Table id="payouts" withTableBorder striped aria-labelledby="payouts-title" className="jackpot-table">
            <ColumnHeads
              columns={[
                t("payouts.when"),
                t("payouts.fund"),
                { label: t("payouts.before"), className: "num-cell" },
                { label: t("payouts.paid"), className: "num-cell" },
                { label: t("payouts.after"), className: "num-cell" },
                t("payouts.by"),
                t("payouts.witness"),
                t("payouts.shares"),
              ]}
            />
            <Table.Tbody>
              {payouts.map((p) => (
                <Table.Tr key={p.id} data-payout={p.id}>
                  <Table.Td className="num">{dateTimeText(p.paid_at)}</Table.Td>
                  <Table.Td>{nameOf(p.fund_id)}</Table.Td>
                  <Table.Td className="num-cell">
                    <Money cents={p.fund_before_cents} />
                  </Table.Td>
                  <Table.Td className="num-cell">
                    <Money cents={p.paid_cents} />
                  </Table.Td>
                  <Table.Td className="num-cell">
                    <Money cents={p.fund_after_cents} />
                  </Table.Td>
                  <Table.Td>{p.paid_by}</Table.Td>
                  <Table.Td>{p.witness}</Table.Td>
                  <Table.Td>
                    <ul className="jackpot-shares">
                      {p.shares.map((s) => (
                        <li key={s.seat}>
                          {shareWho(s)} <Money cents={s.amount_cents} />
                          {shareHow(s)}
                        </li>
                      ))}
                    </ul>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

/** The room's day of `at` (its date field's value), and the same day `days` earlier. */
function daysBefore(at: string, days: number): string {
  const d = new Date(parseRoomTime(at));
  d.setDate(d.getDate() - days);
  return localDateInputOf(d);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function Ledger({ at }: { at: string }) {
  const { t } = useTranslation("jackpots");
  const [by, setBy] = useState<LedgerBy>("day");
  const [from, setFrom] = useState(() => daysBefore(at, 6));
  const [to, setTo] = useState(() => daysBefore(at, 0));
  const ready = DATE.test(from) && DATE.test(to) && from <= to;
  const ledger = useJackpotLedger(ready ? { from, to, by } : null);
  return (
    <section className="jackpot-section" aria-labelledby="ledger-title">
      <Group justify="space-between" align="flex-end" mb="xs" gap="sm">
        <Title order={2} size="h3" id="ledger-title">
          {t("ledger.title")}
        </Title>
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label={t("ledger.by")}
            id="ledger-by"
            value={by}
            onChange={(v) => setBy(v as LedgerBy)}
            data={[
              { value: "day", label: t("ledger.day") },
              { value: "quarter", label: t("ledger.quarter") },
            ]}
          />
          <TextInput id="ledger-from" type="date" label={t("ledger.from")} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
          <TextInput id="ledger-to" type="date" label={t("ledger.to")} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
        </Group>
      </Group>
      {!ready ? (
        <Text id="ledger-dates" c="var(--cr-bad)">
          {t("ledger.dates")}
        </Text>
      ) : (
        <Loaded query={ledger} reading={t("ledger.reading")} errorId="ledger-error" failed={t("ledger.readFailed")}>
          {(lines) =>
            lines.length === 0 ? (
              <Text id="ledger-empty">{t("ledger.empty")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-labelledby": "ledger-title" } }}>
                <Table id="ledger" withTableBorder striped aria-labelledby="ledger-title" className="jackpot-table">
                  <ColumnHeads
                    columns={[
                      t("ledger.fund"),
                      by === "day" ? t("ledger.gamingDay") : t("ledger.quarter"),
                      { label: t("ledger.opening"), className: "num-cell" },
                      { label: t("ledger.seed"), className: "num-cell" },
                      { label: t("ledger.collected"), className: "num-cell" },
                      { label: t("ledger.fee"), className: "num-cell" },
                      { label: t("ledger.paid"), className: "num-cell" },
                      { label: t("ledger.corrections"), className: "num-cell" },
                      { label: t("ledger.closing"), className: "num-cell" },
                    ]}
                  />
                  <Table.Tbody>
                    {lines.map((l) => (
                      <Table.Tr key={`${l.fund_id}-${l.period}`} data-period={l.period}>
                        <Table.Td>{l.fund_name}</Table.Td>
                        <Table.Td className="num">{l.period}</Table.Td>
                        <Table.Td className="num-cell">
                          <Money cents={l.opening_cents} />
                        </Table.Td>
                        <Table.Td className="num-cell">
                          <Money cents={l.seed_cents} />
                        </Table.Td>
                        <Table.Td className="num-cell">
                          <Money cents={l.collected_cents} />
                        </Table.Td>
                        <Table.Td className="num-cell">
                          <Money cents={l.fee_cents} />
                        </Table.Td>
                        <Table.Td className="num-cell">
                          <Money cents={l.paid_cents} />
                        </Table.Td>
                        <Table.Td className="num-cell">
                          <span className="num">{formatSignedDollars(l.adjustment_cents)}</span>
                        </Table.Td>
                        <Table.Td className="num-cell">
                          <strong>
                            <Money cents={l.closing_cents} />
                          </strong>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </Loaded>
      )}
    </section>
  );
}
