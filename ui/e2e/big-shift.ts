// A whole shift of a large room, for the Reports screen's layout (scenario "reports-30"): 30
// tables, 8 hours (16 half hours, 18:00 to 02:00 in Madrid), realistic amounts, three
// discrepancies. No room fixture holds a shift this size (the seeded day has 7 tables), so it is
// made here, in the room's own shapes (`ShiftReport`, `ShiftDto` of the generated bindings) and
// its sums: each half hour's figures add up to the tables', the half hours' and the report's
// totals to the cent, `due = collected + excused + missing`, `house = collected + drops`, and
// every table's chips balance. Deterministic: the same numbers every run.
import type { ChipAccount, CountSheet, Discrepancy, DropBox, Figures, GameCode, ReportGroup, ReportLine, ShiftDto, ShiftReport, StaffDto } from "../src/api";
import type { ReportsFixture } from "./reports-script";

type DealerHours = ShiftReport["dealer_hours"][number];

const ZERO: Figures = {
  due_count: 0,
  due_cents: 0,
  collected_cents: 0,
  excused_cents: 0,
  missing_cents: 0,
  not_collected_cents: 0,
  sitting_out_cents: 0,
  left_cents: 0,
  new_player_cents: 0,
  comped_cents: 0,
  cannot_cover_cents: 0,
  unmarked_cents: 0,
  drop_count: 0,
  drop_cents: 0,
  hands_dealt: 0,
  house_cents: 0,
  adjustment_cents: 0,
  banked_cents: 0,
  jackpot_cents: 0,
};

const add = (a: Figures, b: Figures): Figures =>
  Object.fromEntries((Object.keys(ZERO) as (keyof Figures)[]).map((k) => [k, a[k] + b[k]])) as Figures;

/** A small seeded generator (mulberry32): the same room every run. */
function random(seed: number) {
  let a = seed;
  return (lo: number, hi: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return lo + Math.floor(r * (hi - lo + 1));
  };
}

/** The room's games at its 30 tables: a name, and the time a seat pays each half hour (none: a drop game). */
const GAMES: { code: GameCode; name: string; tables: number; rate: number | null }[] = [
  { code: "holdem", name: "Texas Hold'em", tables: 10, rate: null },
  { code: "pineapple", name: "Pineapple", tables: 4, rate: 600 },
  { code: "five_card_draw", name: "Five Card Draw", tables: 3, rate: 500 },
  { code: "lowball", name: "Low Ball", tables: 5, rate: 400 },
  { code: "mexican", name: "Mexican Poker", tables: 3, rate: 300 },
  { code: "pan", name: "Pan", tables: 3, rate: 200 },
  { code: "joker_draw", name: "Draw Poker with Joker", tables: 2, rate: 300 },
];

const DEALERS = ["Dee", "Dan", "June", "Lucia", "Marco", "Nina", "Omar", "Pia", "Raul", "Sol", "Tess", "Uma", "Vic", "Wes", "Xena", "Yuri", "Zoe", "Abe", "Bea", "Cruz"];

export const BIG_SHIFT: ShiftDto = {
  id: 3,
  floor_manager: "Maria",
  opened_at: "2026-11-27T17:00:00Z",
  closed_at: "2026-11-28T01:00:00Z",
  signed_off_at: "2026-11-28T01:20:00Z",
  signed_off_by: "Maria",
  countersigned_at: "2026-11-28T02:05:00Z",
  countersigned_by: "Cora",
};

/** The time a missing collection fell due, and what it was: the discrepancies of the shift. */
const MISSING: { table: number; hh: number; seat: number; player: string; unmarked: boolean; collection: number; hand: number | null }[] = [
  { table: 14, hh: 7, seat: 4, player: "Lou", unmarked: false, collection: 9101, hand: 5120 },
  { table: 27, hh: 12, seat: 2, player: "Kip", unmarked: true, collection: 0, hand: 5230 },
  { table: 21, hh: 15, seat: 7, player: "Rosa", unmarked: false, collection: 9377, hand: 5311 },
];

const halfHour = (i: number) => new Date(Date.parse(BIG_SHIFT.opened_at) + i * 30 * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");

function group(key: string, lines: ReportLine[]): ReportGroup {
  return { key, figures: lines.reduce((sum, l) => add(sum, l.figures), ZERO) };
}

/** The shift's report as the room would answer it. */
export function bigShiftReport(): ShiftReport {
  const roll = random(30);
  const tables = GAMES.flatMap((g) => Array.from({ length: g.tables }, () => g));
  const lines: ReportLine[] = [];
  const discrepancies: Discrepancy[] = [];
  tables.forEach((game, t) => {
    const tableId = t + 1;
    const table = `Table ${tableId}`;
    for (let hh = 0; hh < 16; hh++) {
      const hands = roll(12, 17);
      const f: Figures = { ...ZERO, hands_dealt: hands };
      if (game.rate === null) {
        // A drop from each pot: $1 to $5.
        f.drop_count = hands;
        for (let h = 0; h < hands; h++) f.drop_cents += roll(1, 5) * 100;
      } else {
        const seats = roll(6, 9);
        f.due_count = seats;
        f.due_cents = seats * game.rate;
        // Now and then a seat is excused: sitting out, left, a new player, comped.
        const excused = roll(0, 9) < 3 ? 1 : 0;
        if (excused) {
          const why = (["sitting_out_cents", "left_cents", "new_player_cents", "comped_cents"] as const)[roll(0, 3)]!;
          f[why] += game.rate;
          f.excused_cents += game.rate;
          f.not_collected_cents += game.rate;
        }
        const miss = MISSING.find((m) => m.table === tableId && m.hh === hh);
        if (miss) {
          f.missing_cents += game.rate;
          if (miss.unmarked) f.unmarked_cents += game.rate;
          else {
            f.cannot_cover_cents += game.rate;
            f.not_collected_cents += game.rate;
          }
          discrepancies.push({
            table_id: tableId,
            table,
            collection_id: miss.collection,
            due_at: halfHour(hh),
            seat_no: miss.seat,
            player_name: miss.player,
            amount_cents: game.rate,
            problem: miss.unmarked ? "fell due and was never marked paid or not paid" : "marked paid, but the stack could not cover it",
            cannot_cover: !miss.unmarked,
            hand_id: miss.hand,
            corrected: false,
          });
        }
        f.collected_cents = f.due_cents - f.excused_cents - f.missing_cents;
        if (game.name === "Draw Poker with Joker") f.banked_cents = roll(-40, 60) * 100;
      }
      f.house_cents = f.collected_cents + f.drop_cents;
      lines.push({ table_id: tableId, table, game: game.name, dealer: DEALERS[(t + Math.floor(hh / 2)) % DEALERS.length]!, half_hour: halfHour(hh), figures: f });
    }
  });
  const by = (key: (l: ReportLine) => string) => {
    const keys = [...new Set(lines.map(key))];
    return keys.map((k) => group(k, lines.filter((l) => key(l) === k)));
  };
  const byTable = by((l) => l.table);
  const totals = lines.reduce((sum, l) => add(sum, l.figures), ZERO);
  const chips: ChipAccount[] = byTable.map((g, i) => {
    const opening = roll(8, 20) * 10000;
    const boughtIn = roll(20, 60) * 10000;
    const cashedOut = roll(15, 50) * 10000;
    const account: ChipAccount = {
      table_id: i + 1,
      table: g.key,
      opening_cents: opening,
      bought_in_cents: boughtIn,
      added_on_cents: 0,
      moved_in_cents: 0,
      moved_out_cents: 0,
      cashed_out_cents: cashedOut,
      drops_cents: g.figures.drop_cents,
      time_from_stacks_cents: g.figures.collected_cents,
      jackpot_cents: 0,
      jackpot_paid_cents: 0,
      bank_cents: g.figures.banked_cents,
      corrections_cents: 0,
      in_play_cents: 0,
      pending_cents: 0,
      difference_cents: 0,
    };
    account.in_play_cents = opening + boughtIn - cashedOut - account.drops_cents - account.time_from_stacks_cents - account.bank_cents;
    return account;
  });
  const sumOf = (k: keyof ChipAccount) => chips.reduce((s, a) => s + (a[k] as number), 0);
  const room: ChipAccount = {
    ...chips[0]!,
    table_id: 0,
    table: "The room",
    ...Object.fromEntries((Object.keys(chips[0]!) as (keyof ChipAccount)[]).filter((k) => k.endsWith("_cents")).map((k) => [k, sumOf(k)])),
  };
  const dealerHours: DealerHours[] = [];
  for (const l of lines) {
    const had = dealerHours.find((d) => d.dealer_name === l.dealer && d.table_id === l.table_id);
    if (had) {
      had.minutes += 30;
      had.downs = Math.ceil(had.minutes / 60);
    } else {
      dealerHours.push({
        dealer_id: 100 + DEALERS.indexOf(l.dealer!),
        dealer_name: l.dealer!,
        table_id: l.table_id,
        table_name: l.table,
        game: GAMES.find((g) => g.name === l.game)!.code,
        minutes: 30,
        downs: 1,
      });
    }
  }
  return {
    shift: BIG_SHIFT,
    gaming_day: null,
    from: BIG_SHIFT.opened_at,
    to: BIG_SHIFT.closed_at!,
    period: "half_hour",
    lines,
    by_table: byTable,
    by_game: by((l) => l.game),
    by_dealer: by((l) => l.dealer!),
    by_half_hour: by((l) => l.half_hour),
    totals,
    discrepancies,
    adjustments: [],
    prints: 0,
    seat_time: [],
    dealer_hours: dealerHours,
    chips: [...chips, room],
    // The big shift's room has no jackpot fund.
    jackpots: [],
  };
}

/** The shift before it (its report is not asked for). */
const EARLIER: ShiftDto = {
  id: 2,
  floor_manager: "Frank",
  opened_at: "2026-11-27T09:00:00Z",
  closed_at: "2026-11-27T17:00:00Z",
  signed_off_at: "2026-11-27T17:30:00Z",
  signed_off_by: "Frank",
  countersigned_at: null,
  countersigned_by: null,
};

/** The counters the tests type on the big shift's count sheet. */
export const BIG_SHIFT_COUNTERS = ["Ann Count", "Bo Tally"];

/**
 * The big shift's count sheet, made by `BIG_SHIFT_COUNTERS` after the counter-signature: a box
 * for each of the 30 tables, each the report's drops and time collected (no adjustments), in
 * the report's order. Thirty boxes are more than a printed page holds.
 */
export function bigShiftCountSheet(report: ShiftReport): CountSheet {
  const boxes: DropBox[] = report.by_table.map((g) => {
    const line = report.lines.find((l) => l.table === g.key)!;
    const amount = g.figures.drop_cents + g.figures.collected_cents;
    return {
      table_id: line.table_id,
      table: g.key,
      game: line.game,
      drops_cents: g.figures.drop_cents,
      time_cents: g.figures.collected_cents,
      adjustment_cents: 0,
      amount_cents: amount,
      jackpot_cents: 0,
    };
  });
  return {
    shift: BIG_SHIFT,
    at: "2026-11-28T02:10:00Z",
    boxes,
    box_count: boxes.length,
    total_cents: boxes.reduce((sum, b) => sum + b.amount_cents, 0),
    jackpot_total_cents: 0,
    counters: BIG_SHIFT_COUNTERS,
  };
}

/** The Reports screen's answers for the big shift: its shifts, the staff, its report, its count sheet. */
export function bigShiftFixture(staff: StaffDto[]): ReportsFixture {
  const query = { shift_id: BIG_SHIFT.id, from: null, to: null, gaming_day: null, table_id: null, game: null, dealer_id: null };
  const report = bigShiftReport();
  return {
    pin: "2468",
    steps: [
      { call: "shift_list", args: {}, ok: [BIG_SHIFT, EARLIER] },
      { call: "list_staff", args: {}, ok: staff },
      { call: "run_report", args: { query }, ok: report },
      { call: "count_sheet", args: { shiftId: BIG_SHIFT.id, counters: BIG_SHIFT_COUNTERS }, ok: bigShiftCountSheet(report) },
    ],
  };
}
