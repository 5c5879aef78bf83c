// The jackpots as a small in-memory room, for the browser mock (`mock-ipc.ts`: every scenario,
// the hits pending in scenario "jackpots") and the Jackpots screen's component tests. It starts
// from the demo's fund (crates/room/src/demo.rs: "Bad beat", Hold'em, $1.00 from every pot of
// $20.00 or more once the flop is dealt, 50/25/15) with one payout behind it, and, when asked,
// one bad beat waiting at Table 1: four nines beaten by a straight flush; and, when asked, a
// second fund, "High hand" (the best hand of each hour, 90% of the fund), its leader of the hour
// waiting for the hour to end: a nine-high straight flush at Table 1, and, when asked, its terms
// v2 dated to start on 1 Dec 2026 ($1.00 from each pot). It changes the way the room's use cases
// do (crates/room/src/jackpots.rs): a fund added (a high hand's split and period checked), its
// terms changed from now or a later date, never before now (the terms in force until then, those
// dated later shown apart, soonest first; the versions numbered in date order; the wall posts the
// terms in force), a balance corrected, a hit paid with a witness in cash or in chips
// onto the stacks (refused as the room refuses: the witness is the one paying, names missing
// above the threshold, a wrong PIN, a high hand before its period ends; in chips, a hand being
// dealt at the hit's table, a player paid who has left it).
import type {
  FundTermsChange,
  FundTerms,
  FundView,
  HitView,
  IpcError,
  Jackpots,
  JackpotPayment,
  LaterTerms,
  LedgerLine,
  NewFund,
  FundAdjustment,
  PayoutShare,
  PayoutView,
  WallJackpot,
} from "../src/api";

const CALLS = new Set(["jackpots", "jackpot_ledger", "add_jackpot_fund", "change_jackpot_terms", "adjust_jackpot", "pay_jackpot"]);

/** A PIN the mock's room takes as wrong (any other of 4 to 8 digits is right). */
export const WRONG_PIN = "0000";

export type JackpotsMock = {
  /** The next jackpot command (any, when `cmd` is null) is refused with this code, once. */
  refuseNext: { cmd: string | null; code: IpcError["code"] } | null;
  /** Every jackpot command the window sent, in order, with its arguments. */
  sent: { cmd: string; args: Record<string, unknown> }[];
  /** The tables where a hand is being dealt: a jackpot is not paid in chips there (`hand_in_progress`) until it ends. */
  dealing: number[];
};

const refuse = (code: IpcError["code"], message: string): never => {
  throw { code, message } satisfies IpcError;
};

const dollars = (cents: number) => `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;

const RULES =
  "Bad-beat jackpot. Games: Texas Hold'em. A hand of four of a kind, twos or better must lose to a better hand at a showdown with both hands shown and the whole board dealt, with at least 4 players dealt in. Both hole cards of the losing and of the winning hand must play. Collection: $1.00 from every pot of $20.00 or more, taken once the flop is dealt. A hit pays 50% to the losing hand, 25% to the winning hand and 15% shared by the others dealt in; 10% stays to seed the next jackpot.";

const HIGH_RULES =
  "High-hand promotion. Games: Texas Hold'em. The best hand shown at a showdown with the whole board dealt wins, if it is full house, aces full of kings or better. Both hole cards must play. Collection: $0.50 from every pot of $20.00 or more, taken once the flop is dealt. The best hand of each hour is paid 90% of the jackpot when the period ends; a tie shares it equally; 10% stays for the next.";

/** The high hand's terms v2, dated to start on 1 Dec 2026 (06:00 in Madrid): $1.00 from each pot instead of $0.50. */
export const HIGH_HAND_LATER_FROM = "2026-12-01T05:00:00Z";
const HIGH_RULES_LATER = HIGH_RULES.replace("Collection: $0.50", "Collection: $1.00");

/** The posted rules of a fund the window adds, in the room's words (`FundTerms::rules_text`), its qualifying hand left out. */
function rulesOf(t: FundTerms): string {
  const { loser, winner, table } = t.split;
  const kept = 100 - loser - winner - table;
  const collection = `Collection: ${dollars(t.drop_cents)} from every pot of ${dollars(t.min_pot_cents)} or more${t.at_flop ? ", taken once the flop is dealt" : ""}.`;
  if (t.qualifier.kind === "bad_beat") {
    return `Bad-beat jackpot. ${collection} A hit pays ${loser}% to the losing hand, ${winner}% to the winning hand and ${table}% shared by the others dealt in; ${kept}% stays to seed the next jackpot.`;
  }
  const m = t.qualifier.period_minutes;
  const period = m === 60 ? "each hour" : m === 1440 ? "each day, from midnight" : m % 60 === 0 ? `every ${m / 60} hours from midnight` : `every ${m} minutes from midnight`;
  const ties = t.qualifier.ties === "share" ? "a tie shares it equally" : "a tie goes to the hand shown first";
  return `High-hand promotion. ${collection} The best hand of ${period} is paid ${winner}% of the jackpot when the period ends; ${ties}; ${kept}% stays for the next.`;
}

/** The demo's fund, as the room shows it on the evening of the fixtures. */
export function demoFund(pending: boolean): FundView {
  return {
    id: 1,
    name: "Bad beat",
    balance_cents: 128_600,
    terms: {
      games: ["holdem"],
      min_big_blind_cents: null,
      max_big_blind_cents: null,
      drop_cents: 100,
      min_pot_cents: 2_000,
      at_flop: true,
      fee_percent: 0,
      cap_cents: null,
      qualifier: { kind: "bad_beat", loser_at_least: "2c 2d 2h 2s 3c", both_hole_cards: true, min_dealt_in: 4 },
      split: { loser: 50, winner: 25, table: 15 },
      names_above_cents: 50_000,
    },
    effective_from: "2026-11-14T05:00:00Z",
    version: 1,
    rules: RULES,
    later: [],
    pending: pending ? [demoHit()] : [],
  };
}

/** The bad beat at Table 1: seat 1's four nines lose to seat 2's eight-high straight flush; seats 3 and 4 dealt in. */
export function demoHit(): HitView {
  return {
    id: 7,
    fund_id: 1,
    fund_name: "Bad beat",
    hand_id: 412,
    table_id: 1,
    table_name: "Table 1",
    found_at: "2026-11-20T20:31:00Z",
    detail: {
      loser: 1,
      loser_hand: "four of a kind, nines",
      winner: 2,
      winner_hand: "straight flush, eight high",
      table: [3, 4],
      board: "9c 9d 5h 6h 7h",
      shown: [
        [1, "9s 9h"],
        [2, "8h 4h"],
      ],
      high_hand: null,
    },
    words: "seat 1's four of a kind, nines lost to seat 2's straight flush, eight high",
    paid: false,
  };
}

/** The high-hand fund: the best hand of each hour (aces full or better, both hole cards), 90% of the fund, a tie shared. */
export function demoHighHandFund(pending: boolean): FundView {
  return {
    id: 2,
    name: "High hand",
    balance_cents: 24_500,
    terms: {
      games: ["holdem"],
      min_big_blind_cents: null,
      max_big_blind_cents: null,
      drop_cents: 50,
      min_pot_cents: 2_000,
      at_flop: true,
      fee_percent: 0,
      cap_cents: null,
      qualifier: { kind: "high_hand", at_least: "Ac Ad Ah Kc Ks", both_hole_cards: true, period_minutes: 60, ties: "share" },
      split: { loser: 0, winner: 90, table: 0 },
      names_above_cents: 50_000,
    },
    effective_from: "2026-11-18T05:00:00Z",
    version: 1,
    rules: HIGH_RULES,
    later: [],
    pending: pending ? [demoHighHandHit()] : [],
  };
}

/** The high hand of the hour 20:00-21:00 (UTC) so far: seat 4's nine-high straight flush at Table 1, hand 405 (the bad beat's eight-high one, later, does not beat it). */
export function demoHighHandHit(): HitView {
  return {
    id: 9,
    fund_id: 2,
    fund_name: "High hand",
    hand_id: 405,
    table_id: 1,
    table_name: "Table 1",
    found_at: "2026-11-20T20:14:00Z",
    detail: {
      loser: 0,
      loser_hand: "",
      winner: 4,
      winner_hand: "straight flush, nine high",
      table: [],
      board: "5s 6s 7s Kd 2c",
      shown: [
        [4, "8s 9s"],
        [1, "Kh Kc"],
      ],
      high_hand: { holders: [4], from: "2026-11-20T20:00:00Z", to: "2026-11-20T21:00:00Z" },
    },
    words: "seat 4's straight flush, nine high leads the period from 2026-11-20T20:00:00Z to 2026-11-20T21:00:00Z",
    paid: false,
  };
}

/** The payout before: a bad beat at Table 4 on the 16th. */
const EARLIER: PayoutView = {
  id: 1,
  hit_id: 3,
  fund_id: 1,
  paid_at: "2026-11-16T23:12:00Z",
  paid_by: "Maria",
  witness: "Dee",
  fund_before_cents: 140_000,
  paid_cents: 126_000,
  fund_after_cents: 14_000,
  shares: [
    { seat: 5, name: "Ann Lee", part: "loser", amount_cents: 70_000, in_chips: false },
    { seat: 8, name: "Bo Chen", part: "winner", amount_cents: 35_000, in_chips: false },
    { seat: 2, name: "Cy Park", part: "table", amount_cents: 10_500, in_chips: false },
    { seat: 6, name: "Dot Ruiz", part: "table", amount_cents: 10_500, in_chips: false },
  ],
};

/**
 * The room's jackpots: the bad beat waiting when `pending`; the high-hand fund too when
 * `highHand`, its leader of the hour waiting when `pending` and its terms v2 dated to start on
 * 1 Dec 2026 when `highHandLater`. `seated`: the player in a seat (null: nobody, he has left);
 * `dealing`: the tables where a hand is being dealt.
 */
export function jackpotsScript(start: {
  pending: boolean;
  highHand?: boolean;
  highHandLater?: boolean;
  now: () => string;
  me: () => { id: number; name: string };
  staff: () => { id: number; name: string; active: boolean }[];
  seated: (tableId: number, seat: number) => string | null;
  dealing?: number[];
}) {
  const state: JackpotsMock = { refuseNext: null, sent: [], dealing: [...(start.dealing ?? [])] };
  const room: Jackpots = {
    at: start.now(),
    funds: [demoFund(start.pending), ...(start.highHand ? [demoHighHandFund(start.pending)] : [])],
    payouts: [structuredClone(EARLIER)],
  };
  let nextFund = room.funds.length + 1;
  let nextPayout = 2;
  /** Each fund's terms, in date order: the last one started is in force, its place the version. */
  const versions = new Map<number, { from: string; terms: FundTerms; rules: string }[]>(
    room.funds.map((f) => [f.id, [{ from: f.effective_from, terms: structuredClone(f.terms), rules: f.rules }]]),
  );
  const high = room.funds.find((f) => f.id === 2);
  if (start.highHandLater && high) {
    versions.get(high.id)!.push({ from: HIGH_HAND_LATER_FROM, terms: { ...structuredClone(high.terms), drop_cents: 100 }, rules: HIGH_RULES_LATER });
  }
  /**
   * Each fund with the terms in force now (a fund whose terms all start later: its first), and
   * those dated after them, soonest first.
   */
  const settle = () => {
    const now = start.now();
    for (const f of room.funds) {
      const list = versions.get(f.id) ?? [];
      const started = list.filter((v) => v.from <= now).length;
      const version = Math.max(1, started);
      const v = list[version - 1];
      if (!v) continue;
      const later: LaterTerms[] = list
        .slice(version)
        .map((l, i) => ({ version: version + 1 + i, effective_from: l.from, terms: structuredClone(l.terms), rules: l.rules }));
      Object.assign(f, { terms: structuredClone(v.terms), effective_from: v.from, rules: v.rules, version, later });
    }
  };
  /** When each paid hit was paid, by fund and hand. */
  const paidAt = new Map<string, string>();

  const fund = (id: number): FundView => room.funds.find((f) => f.id === id) ?? refuse("unknown_fund", `no jackpot fund ${id}`);
  const checkPin = (pin: unknown) => {
    if (typeof pin !== "string" || !/^\d{4,8}$/.test(pin)) refuse("invalid_input", "the PIN: 4 to 8 digits");
    if (pin === WRONG_PIN) refuse("wrong_pin", "wrong PIN");
  };
  const view = (): Jackpots => {
    settle();
    return { ...structuredClone(room), at: start.now() };
  };

  function pay(p: JackpotPayment): PayoutView {
    const f = fund(p.fund_id);
    checkPin(p.pin);
    const me = start.me();
    if (p.witness_id === me.id) refuse("witness_same_person", `${me.name} is paying this jackpot; the witness must be another staff member`);
    const witness = start.staff().find((s) => s.id === p.witness_id) ?? refuse("unknown_staff", `no staff with id ${p.witness_id}`);
    if (!witness.active) refuse("inactive_staff", `${witness.name} is not active`);
    checkPin(p.witness_pin);
    const hit = f.pending.find((h) => h.hand_id === p.hand_id);
    if (!hit) {
      const at = paidAt.get(`${f.id}-${p.hand_id}`);
      if (at) refuse("jackpot_paid", `the ${f.name} jackpot on hand ${p.hand_id} was already paid, at ${at}`);
      refuse("jackpot_not_qualified", `hand ${p.hand_id} is not a ${f.name} jackpot: no hit was found on it when it settled`);
    }
    const before = Math.max(0, f.balance_cents);
    const part = (pct: number) => Math.floor((before * pct) / 100);
    const d = hit!.detail;
    const lead = d.high_hand ?? null;
    if (lead && start.now() < lead.to) {
      refuse("jackpot_not_qualified", `hand ${p.hand_id} is not a ${f.name} jackpot: its period runs until ${lead.to}: the high hand is paid when the period ends`);
    }
    const tableEach = d.table.length > 0 ? Math.floor(part(f.terms.split.table) / d.table.length) : 0;
    const firstOnly = f.terms.qualifier.kind === "high_hand" && f.terms.qualifier.ties === "first_shown";
    const holders = lead ? (firstOnly ? lead.holders.slice(0, 1) : lead.holders) : [];
    const plan: [number, string, number][] = lead
      ? holders.map((seat): [number, string, number] => [seat, "high hand", Math.floor(part(f.terms.split.winner) / holders.length)])
      : [
          [d.loser, "loser", part(f.terms.split.loser)],
          [d.winner, "winner", part(f.terms.split.winner)],
          ...d.table.map((seat): [number, string, number] => [seat, "table", tableEach]),
        ];
    const total = plan.reduce((s, [, , a]) => s + a, 0);
    const named = total > f.terms.names_above_cents;
    const inChips = p.in_chips ?? false;
    const shares: PayoutShare[] = plan.map(([seat, part, amount]) => {
      const given = (p.names ?? []).find((n) => n.seat === seat)?.name;
      if (!given && named) {
        refuse("jackpot_names_needed", `this payout of ${dollars(total)} is over the house's ${dollars(f.terms.names_above_cents)}: give the name of the player in seat ${seat}`);
      }
      return { seat, name: given ?? start.seated(hit!.table_id, seat) ?? `Seat ${seat}`, part, amount_cents: amount, in_chips: inChips };
    });
    if (inChips) {
      // Chips go onto the stacks of the hand's players, still seated, between hands.
      if (state.dealing.includes(hit!.table_id)) refuse("hand_in_progress", `a hand is being dealt at ${hit!.table_name}: finish it first`);
      for (const s of shares) {
        if (start.seated(hit!.table_id, s.seat) === null) {
          refuse("invalid_input", `paid in chips: seat ${s.seat}'s player of hand ${p.hand_id} has left ${hit!.table_name}: pay him in cash`);
        }
      }
    }
    const payout: PayoutView = {
      id: nextPayout++,
      hit_id: hit!.id,
      fund_id: f.id,
      paid_at: start.now(),
      paid_by: me.name,
      witness: witness.name,
      fund_before_cents: before,
      paid_cents: total,
      fund_after_cents: f.balance_cents - total,
      shares,
    };
    f.balance_cents -= total;
    f.pending = f.pending.filter((h) => h.id !== hit!.id);
    room.payouts.push(payout);
    paidAt.set(`${f.id}-${p.hand_id}`, payout.paid_at);
    return structuredClone(payout);
  }

  /** The terms as the room checks them (`checked_terms`). */
  function checkTerms(t: FundTerms) {
    if (t.games.length === 0) refuse("invalid_input", "the games: name the pot games that feed the jackpot");
    const { loser, winner, table } = t.split;
    if (loser + winner + table > 100) refuse("invalid_input", "the split: the shares add up to more than 100%");
    const q = t.qualifier;
    if (q.kind === "high_hand") {
      if (q.period_minutes < 15 || 1440 % q.period_minutes !== 0) refuse("invalid_input", "the period: minutes that divide a day, from 15 to 1440 (60: each hour)");
      if (loser !== 0 || table !== 0 || winner === 0) {
        refuse("invalid_input", "the split: a high hand pays the winning hand only: its share above 0%, the loser's and the table's 0%");
      }
    }
  }

  /** A time the room reads (`effective`): now when none; never before now. */
  function effective(from: string | null): string {
    const now = start.now();
    if (from === null) return now;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(from)) refuse("invalid_input", `the date: "${from}" is not a time`);
    if (from < now) {
      refuse("invalid_input", "the date: terms start now or later, never before now: the hands dealt so far were dealt under the terms posted then");
    }
    return from;
  }

  function add(n: NewFund): FundView {
    if (n.name.trim() === "") refuse("invalid_input", "the name: give one");
    if (room.funds.some((f) => f.name.toLowerCase() === n.name.trim().toLowerCase())) refuse("fund_exists", `a jackpot fund named ${n.name} already exists`);
    checkTerms(n.terms);
    const from = effective(n.effective_from);
    const f: FundView = {
      id: nextFund++,
      name: n.name.trim(),
      balance_cents: n.seed_cents,
      terms: structuredClone(n.terms),
      effective_from: from,
      version: 1,
      rules: rulesOf(n.terms),
      later: [],
      pending: [],
    };
    room.funds.push(f);
    versions.set(f.id, [{ from: f.effective_from, terms: structuredClone(n.terms), rules: f.rules }]);
    settle();
    return structuredClone(room.funds.find((x) => x.id === f.id)!);
  }

  /** New terms for a fund from a date: the terms in force stand until then. */
  function change(c: FundTermsChange): Jackpots {
    checkTerms(c.terms);
    fund(c.fund_id);
    const from = effective(c.effective_from);
    const list = versions.get(c.fund_id)!;
    list.push({ from, terms: structuredClone(c.terms), rules: rulesOf(c.terms) });
    // By date, as the room reads them; the same date keeps the order written.
    list.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    return view();
  }

  function adjust(a: FundAdjustment): Jackpots {
    const f = fund(a.fund_id);
    checkPin(a.pin);
    if (a.reason.trim() === "") refuse("invalid_input", "the reason: say why");
    if (a.amount_cents === 0) refuse("invalid_input", "the amount: not 0.00");
    f.balance_cents += a.amount_cents;
    return view();
  }

  /** Each fund's ledger, rolled forward: a collection a day, the payout on its day. */
  function ledger(from: string, to: string, by: "day" | "quarter"): LedgerLine[] {
    const lines: LedgerLine[] = [];
    for (const f of room.funds) {
      if (by === "quarter") {
        const paid = room.payouts.filter((p) => p.fund_id === f.id).reduce((s, p) => s + p.paid_cents, 0);
        const seed = f.id === 1 ? 50_000 : 0;
        lines.push({
          fund_id: f.id,
          fund_name: f.name,
          period: `${from.slice(0, 4)}-Q4`,
          opening_cents: 0,
          seed_cents: seed,
          collected_cents: f.balance_cents + paid - seed,
          fee_cents: 0,
          paid_cents: paid,
          adjustment_cents: 0,
          closing_cents: f.balance_cents,
        });
        continue;
      }
      const days: string[] = [];
      for (let d = new Date(`${from}T12:00:00Z`); d.toISOString().slice(0, 10) <= to && days.length < 366; d.setUTCDate(d.getUTCDate() + 1)) {
        days.push(d.toISOString().slice(0, 10));
      }
      // Backwards from what the fund holds now: each day's collections, and the payout on its day.
      let closing = f.balance_cents;
      const back: LedgerLine[] = [];
      for (const day of [...days].reverse()) {
        const paid = room.payouts.filter((p) => p.fund_id === f.id && p.paid_at.slice(0, 10) === day).reduce((s, p) => s + p.paid_cents, 0);
        const collected = f.id === 1 ? 3_100 + ((Number(day.slice(8)) * 700) % 2_300) : 0;
        const opening = closing + paid - collected;
        back.push({ fund_id: f.id, fund_name: f.name, period: day, opening_cents: opening, seed_cents: 0, collected_cents: collected, fee_cents: 0, paid_cents: paid, adjustment_cents: 0, closing_cents: closing });
        closing = opening;
      }
      lines.push(...back.reverse());
    }
    return lines;
  }

  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      state.sent.push({ cmd, args: structuredClone(args) });
      settle();
      const refusal = state.refuseNext;
      if (refusal && (refusal.cmd === null || refusal.cmd === cmd)) {
        state.refuseNext = null;
        refuse(refusal.code, `mock: ${cmd} refused with ${refusal.code}`);
      }
      switch (cmd) {
        case "jackpots":
          return view();
        case "jackpot_ledger": {
          const { from, to, by } = args as { from: string; to: string; by: "day" | "quarter" };
          return ledger(from, to, by);
        }
        case "add_jackpot_fund":
          return add((args as { fund: NewFund }).fund);
        case "change_jackpot_terms":
          return change((args as { change: FundTermsChange }).change);
        case "adjust_jackpot":
          return adjust((args as { adjustment: FundAdjustment }).adjustment);
        case "pay_jackpot":
          return pay((args as { payment: JackpotPayment }).payment);
        default:
          return refuse("internal", `mock: ${cmd} is not answered`);
      }
    },
    /** The hits waiting to be paid: the floor board's banner. */
    pending: (): HitView[] => structuredClone(room.funds.flatMap((f) => f.pending)),
    /** What the wall board shows of the funds in effect: each one's balance and its posted rules, the terms' version in force. */
    wall: (): WallJackpot[] => {
      settle();
      const now = start.now();
      return room.funds.filter((f) => f.effective_from <= now).map((f) => ({ name: f.name, balance_cents: f.balance_cents, version: f.version, rules: f.rules }));
    },
  };
}
