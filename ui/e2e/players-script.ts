// The players' registry and the Title 31 cash logs as a small in-memory room, for the browser
// mock (`mock-ipc.ts`, every scenario) and the Players screen's component tests. It changes the
// way the room's use cases do (crates/room/src/players.rs, cash_logs.rs, seats.rs, chips.rs):
// numbers from 1001 (a number given twice is refused), the wall's name the first word of the
// name unless given; a bar, a self-restriction (from play or from marketing) or a self-exclusion
// (a year or more, or for life) from a gaming day's start or now; the restrictions that stand
// lifted with a PIN, never a self-exclusion; a record anonymised, never while seated or kept
// from play. Seating by number refuses a player kept from play or seated at another table (in
// that order); a nameless player whose cash in today would pass $10,000 is refused until named.
// Cash paid at a seat (a buy-in, an add-on) goes to the logs: the multiple transaction log from
// the house's threshold, the CTRs past $10,000 in or out per person and gaming day.
//
// It starts with five players, found by "tom" twice (Tom Baker, Gus Tomlin): Tom may play (a bar
// lifted last year); Gus sits at Table 2, seat 3 (2 h 10 min today); Ann sits at Table 1, seat 1
// and has paid $10,500.00 in cash today (a CTR due); Rita is on the self-exclusion list for
// life; Carl has restricted himself from marketing. Bob (Table 1, seat 2) paid a $3,000.00
// buy-in in cash, nameless; Fay (Table 2, seat 1) was paid a $3,200.00 jackpot in cash.
//
// Self-exclusion (players.rs): one notice of the Bureau is entered, Rita's (SE-2026-0147, for
// life, with a photo). A notice entered naming a registered player excludes him at once. Seating
// a player (registered, after his own restrictions, or a walk-in) whose name is a notice's (case
// and spaces folded) and whose date of birth, where both are known, is the same is refused with
// `possible_self_exclusion` unless the seating says it is not him (`not_excluded`: a registered
// player is then cleared of that notice for good); `confirm_exclusion` excludes him. An
// incident removes the patron from his seat (never while a hand is dealt there).
// Comps (comps.rs): two rules, "10 points per hour at $2 or more" and "a $15.00 meal after 2
// hours"; what a rule earns is counted from the player's minutes today (the mock does not
// split them by stakes); Gus has played on earlier days of the week too.
import type {
  AddChips,
  CashLine,
  CtrDue,
  FloorBoard,
  CompEarned,
  CompRuleRequest,
  CompRuleView,
  CompView,
  ExclusionNotice,
  IncidentView,
  IpcError,
  IssueComp,
  NewPlayerRequest,
  NoticeView,
  PlayerCard,
  RestrictionView,
  RestrictPlayer,
  SeatChips,
  SeatDto,
  SeatPlayer,
} from "../src/api";

const CALLS = new Set([
  "find_players",
  "player",
  "add_player",
  "edit_player",
  "restrict_player",
  "lift_restriction",
  "identify_player",
  "anonymise_player",
  "gaming_day_today",
  // Self-exclusion notices, incidents; comp rules, comps and hours.
  "record_exclusion_notice",
  "exclusion_notices",
  "possible_exclusion_notice",
  "notice_photo",
  "confirm_exclusion",
  "record_exclusion_incident",
  "exclusion_incidents",
  "comp_rules",
  "add_comp_rule",
  "end_comp_rule",
  "comps_earned",
  "issue_comp",
  "player_comps",
  "player_hours",
  "multiple_transaction_log",
  "ctr_report",
  "save_cash_log",
  // Seating and chips at the board's tables (a console scenario's table answers its own first).
  "seat_player",
  "seat_player_outside_buy_in",
  "add_chips",
  // Where the save dialog puts a cash log (a scenario with the reports' dialogs answers first).
  "plugin:dialog|save",
]);

/** A PIN the mock's room takes as wrong (any other of 4 to 8 digits is right). */
export const WRONG_PIN = "0000";

/** What a Currency Transaction Report is owed past: more than $10,000.00 in, or out, per person and gaming day. */
export const CTR_THRESHOLD_CENTS = 1_000_000;

/** A small PNG (a face's outline), the photo of Rita's notice and of a notice a test enters. */
export const FACE_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB4AAAAoCAIAAABmcd1FAAAAc0lEQVR42u3UsQ2AMAxE0RuMmjp1hmBONmAD5qBAQlFAJDF3EsVJv35ubGPddlEwbfrv9JJTGYeu0P4BCLtNHV/cd9206Tgt3GvtNWp/iP+1lp7mPFoXHXAfdbDcuw6iW+nguqWup4nupUPhnkHkmjbd7ADLhnV0wdGYFQAAAABJRU5ErkJggg==";

/** Tom Baker's phone and notes: the floor's and the cage's only, never on the wall board or a table. */
export const TOM = { number: "1001", name: "Tom Baker", phone: "702-555-0188", notes: "Likes seat 9. Call when the $2/$5 list opens." };

export type PlayersMock = {
  /** The next registry command (any, when `cmd` is null) is refused with this code, once. */
  refuseNext: { cmd: string | null; code: IpcError["code"] } | null;
  /** Every command the script answered, in order, with its arguments. */
  sent: { cmd: string; args: Record<string, unknown> }[];
  /** The path the save dialog returns next (null: the user cancelled). */
  savePath: string | null;
  /** Every cash log the shell was asked to write: where, which, and its days. */
  written: { path: string; log: string; from: string; to: string | null }[];
};

type Who = { name: string; role: string };

export type PlayersOptions = {
  /** The room's clock (a room time). */
  now: () => string;
  /** The one signed in (a floor manager, the cage or a dealer). */
  me: () => Who | null;
  /** The floor board as it is now, and the way to change it (a player seated, chips added, a seat named). */
  floor: () => FloorBoard;
  setFloor: (board: FloorBoard) => void;
  /** The house's multiple transaction log threshold and the start of its gaming day (minutes after midnight). */
  settings: () => { mtl_threshold_cents: number; gaming_day_starts_minutes: number };
};

type Player = Omit<PlayerCard, "kept_from_play" | "seated" | "minutes_today" | "restrictions"> & {
  restrictions: Omit<RestrictionView, "in_force">[];
  /** Minutes seated earlier today, before the seat he has now. */
  earlier: number;
};

type Cash = Omit<CashLine, "player_name"> & { seat_name: string; seating: string };

const refuse = (code: IpcError["code"], message: string): never => {
  throw { code, message } satisfies IpcError;
};
const ms = (text: string) => Date.parse(text);
const roomTime = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
const two = (n: number) => String(n).padStart(2, "0");
const dollars = (cents: number) => `$${Math.floor(cents / 100).toLocaleString("en-US")}.${two(cents % 100)}`;
/** A room time `minutes` after `text`. */
const later = (text: string, minutes: number) => roomTime(ms(text) + minutes * 60_000);

/** A player's number as the room keeps it ("#0042" is "42"), or refused. */
function numberOf(text: unknown): string {
  const digits = String(text ?? "").trim().replace(/^#/, "");
  if (!/^\d{1,12}$/.test(digits) || /^0+$/.test(digits)) return refuse("invalid_input", `player number: ${JSON.stringify(text)} is not a player's number (digits, such as 1042)`);
  return String(Number(digits));
}

function nameOf(what: string, text: unknown): string {
  const name = String(text ?? "").trim().split(/\s+/).join(" ");
  if (name.length === 0 || name.length > 64) refuse("invalid_input", `${what}: give a name of 1 to 64 characters`);
  return name;
}

const blank = (text: string | null | undefined) => (text ?? "").trim() === "";

/** The five players the mock's room starts with (see the head of this file), and the cash they paid. */
function seed(now: string): { players: Player[]; cash: Cash[] } {
  const today = later(now, -37);
  const players: Player[] = [
    {
      number: TOM.number,
      name: TOM.name,
      wall_name: "Tom",
      birth_date: "1971-03-14",
      phone: TOM.phone,
      notes: TOM.notes,
      created_at: "2025-03-02T19:12:00Z",
      anonymised_at: null,
      earlier: 0,
      restrictions: [
        {
          id: 1,
          kind: "barred",
          scope: "play",
          reason: "Abusive to the dealer at Table 3",
          from_at: "2025-06-01T22:40:00Z",
          until_at: null,
          recorded_at: "2025-06-01T22:40:00Z",
          recorded_by: "Maria",
          lifted_at: "2025-07-01T18:00:00Z",
          lifted_by: "Maria",
          lift_reason: "Apologised in writing; the manager agreed",
        },
      ],
    },
    {
      number: "1002",
      name: "Gus Tomlin",
      wall_name: "Gus",
      birth_date: null,
      phone: "702-555-0123",
      notes: null,
      created_at: "2026-01-20T20:02:00Z",
      anonymised_at: null,
      earlier: 93,
      restrictions: [],
    },
    {
      number: "1003",
      name: "Ann Weber",
      wall_name: "Ann",
      birth_date: "1980-09-02",
      phone: "702-555-0170",
      notes: "Pays cash; asks for a receipt.",
      created_at: "2025-11-08T21:30:00Z",
      anonymised_at: null,
      earlier: 0,
      restrictions: [],
    },
    {
      number: "1004",
      name: "Rita Vance",
      wall_name: "Rita",
      birth_date: "1966-12-30",
      phone: null,
      notes: null,
      created_at: "2024-05-11T18:00:00Z",
      anonymised_at: null,
      earlier: 0,
      restrictions: [
        {
          id: 2,
          kind: "self_excluded",
          scope: "play",
          reason: "Bureau notice SE-2026-0147 of 12 Jan 2026",
          from_at: "2026-01-12T05:00:00Z",
          until_at: null,
          recorded_at: "2026-01-12T16:20:00Z",
          recorded_by: "Maria",
          lifted_at: null,
          lifted_by: null,
          lift_reason: null,
        },
      ],
    },
    {
      number: "1005",
      name: "Carl Diaz",
      wall_name: "Carl",
      birth_date: null,
      phone: "702-555-0199",
      notes: null,
      created_at: "2025-09-14T17:45:00Z",
      anonymised_at: null,
      earlier: 0,
      restrictions: [
        {
          id: 3,
          kind: "self_restricted",
          scope: "marketing",
          reason: "Asked at the desk: no mail, no credit",
          from_at: "2026-10-02T05:00:00Z",
          until_at: "2027-01-01T05:00:00Z",
          recorded_at: "2026-10-02T19:10:00Z",
          recorded_by: "Maria",
          lifted_at: null,
          lifted_by: null,
          lift_reason: null,
        },
      ],
    },
  ];
  const line = (id: number, at: string, table: [number, string, number, string], number: string | null, direction: "in" | "out", source: CashLine["source"], cents: number): Cash => ({
    id,
    at,
    gaming_day: "",
    table_name: table[1],
    seat_no: table[2],
    seat_name: table[3],
    seating: `${table[0]}:${table[2]}`,
    player_number: number,
    direction,
    source,
    amount_cents: cents,
    recorded_by: "Maria",
  });
  const cash = [
    line(1, today, [1, "Table 1", 1, "Ann"], "1003", "in", "buy_in", 300_000),
    line(2, later(today, 5), [1, "Table 1", 2, "Bob"], null, "in", "buy_in", 300_000),
    line(3, later(today, 15), [2, "Table 2", 1, "Fay"], null, "out", "jackpot", 320_000),
    line(4, later(today, 20), [1, "Table 1", 1, "Ann"], "1003", "in", "add_on", 400_000),
    line(5, later(today, 30), [1, "Table 1", 1, "Ann"], "1003", "in", "add_on", 350_000),
  ];
  return { players, cash };
}

/** The seats of the board's players registered in the mock's room: Ann at Table 1, seat 1; Gus at Table 2, seat 3. */
const SEATED: [number, number, string, string][] = [
  [1, 1, "Ann", "1003"],
  [2, 3, "Gus", "1002"],
];

export function playersScript(o: PlayersOptions) {
  const state: PlayersMock = { refuseNext: null, sent: [], savePath: "/mock/exports/cash-log.xlsx", written: [] };
  const start = seed(o.now());
  let players = start.players;
  let cash = start.cash;
  let nextRestriction = 10;
  let nextCash = 10;

  // The board's registered players: their seats name them.
  {
    const b = o.floor();
    let named = false;
    const tables = b.tables.map((t) => ({
      ...t,
      seats: t.seats.map((s) => {
        const hit = SEATED.find(([table, seat, name]) => table === t.table.id && seat === s.seat_no && name === s.player_name);
        if (!hit) return s;
        named = true;
        return { ...s, player_id: hit[3] };
      }),
    }));
    if (named) o.setFloor({ ...b, tables });
  }

  const settings = () => o.settings();
  /** The local date of a moment, less the gaming day's start: its gaming day (`2026-11-20`). */
  const gamingDayOf = (at: string) => {
    const d = new Date(ms(at) - settings().gaming_day_starts_minutes * 60_000);
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  };
  /** The instant a gaming day (`2026-12-20`) starts at. */
  const dayStart = (day: unknown): string => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day ?? ""));
    if (!m) return refuse("invalid_input", `day: ${JSON.stringify(day)} is not a day such as 2026-11-25`);
    const starts = settings().gaming_day_starts_minutes;
    return roomTime(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Math.floor(starts / 60), starts % 60).getTime());
  };
  for (const c of cash) c.gaming_day = gamingDayOf(c.at);

  const me = (): Who => o.me() ?? refuse("not_signed_in", "nobody is signed in at this window");
  const floorOrCage = () => {
    const who = me();
    if (who.role !== "floor" && who.role !== "cage") refuse("not_permitted", `${who.name} is a dealer: only the floor or the cage may look a player up`);
    return who;
  };
  const floorOnly = () => {
    const who = me();
    if (who.role !== "floor") refuse("not_permitted", `${who.name} is not a floor manager: only a floor manager may do this`);
    return who;
  };

  const inForce = (r: Omit<RestrictionView, "in_force">, at: string) => r.lifted_at === null && r.from_at <= at && (r.until_at === null || r.until_at > at);
  const SEVERITY = { self_excluded: 0, barred: 1, self_restricted: 2 } as const;
  const keptFromPlay = (p: Player, at: string) =>
    p.restrictions.filter((r) => r.scope === "play" && inForce(r, at)).sort((a, b) => SEVERITY[a.kind] - SEVERITY[b.kind] || a.id - b.id)[0] ?? null;
  const seatsOf = (number: string) =>
    o.floor().tables.flatMap((t) => t.seats.filter((s) => s.player_id === number).map((s) => ({ table: t, seat: s })));

  function card(p: Player): PlayerCard {
    const now = o.now();
    const view = (r: Omit<RestrictionView, "in_force">): RestrictionView => ({ ...r, in_force: inForce(r, now) });
    const kept = keptFromPlay(p, now);
    const seats = seatsOf(p.number);
    const dayStarts = dayStart(gamingDayOf(now));
    const sitting = seats.reduce((n, { seat }) => n + Math.max(0, Math.floor((ms(now) - Math.max(ms(seat.seated_at), ms(dayStarts))) / 60_000)), 0);
    return structuredClone({
      number: p.number,
      name: p.name,
      wall_name: p.wall_name,
      birth_date: p.birth_date,
      phone: p.phone,
      notes: p.notes,
      created_at: p.created_at,
      anonymised_at: p.anonymised_at,
      kept_from_play: kept ? view(kept) : null,
      restrictions: p.restrictions.map(view),
      seated: seats.map(({ table, seat }) => ({ table_id: table.table.id, table_name: table.table.name, seat_no: seat.seat_no, seated_at: seat.seated_at })),
      minutes_today: p.earlier + sitting,
    });
  }

  const byNumber = (text: unknown): Player => {
    const n = numberOf(text);
    return players.find((p) => p.number === n) ?? refuse("unknown_player", `no player has the number ${n}`);
  };
  /** A registered player the room may act on: an anonymised one is no longer a player. */
  const registered = (text: unknown): Player => {
    const p = byNumber(text);
    if (p.anonymised_at !== null) refuse("player_anonymised", `player ${p.number}'s record was anonymised; register him again`);
    return p;
  };
  /** A registered player who may sit down now: not kept from play, seated nowhere. */
  const seatable = (text: unknown): Player => {
    const p = registered(text);
    const kept = keptFromPlay(p, o.now());
    const who = `${p.name} (player ${p.number})`;
    const until = kept?.until_at ? `until ${kept.until_at}` : "with no end date";
    if (kept?.kind === "barred") refuse("player_barred", `${who} is barred ${until}: ${kept.reason}; the floor has been told`);
    if (kept?.kind === "self_excluded") refuse("player_self_excluded", `${who} is on the self-exclusion list ${until}: he may not play, and the floor has been told`);
    if (kept?.kind === "self_restricted") refuse("player_self_restricted", `${who} has restricted himself from play ${until}; the floor has been told`);
    const at = seatsOf(p.number)[0];
    if (at) refuse("player_seated_elsewhere", `${who} is already seated at ${at.table.table.name}, seat ${at.seat.seat_no}; move him instead`);
    return p;
  };

  function details(req: NewPlayerRequest) {
    const name = nameOf("player name", req.name);
    const wall = blank(req.wall_name) ? name.split(" ")[0]! : nameOf("wall name", req.wall_name);
    const birth = blank(req.birth_date) ? null : req.birth_date!.trim();
    if (birth !== null && !/^\d{4}-\d{2}-\d{2}$/.test(birth)) refuse("invalid_input", `date of birth: ${JSON.stringify(birth)} is not a date such as 1970-05-31`);
    const phone = blank(req.phone) ? null : req.phone!.trim();
    if (phone !== null && (phone.length > 32 || !/^[\d +\-().]+$/.test(phone))) refuse("invalid_input", `phone: ${JSON.stringify(phone)} is not a phone number (digits, spaces and + - ( ) .)`);
    const notes = blank(req.notes) ? null : req.notes!.trim();
    return { name, wall_name: wall, birth_date: birth, phone, notes };
  }

  /** Cash paid at a seat: a nameless player's cash in today past a CTR's threshold is refused until he is named. */
  function recordCash(table: FloorBoard["tables"][number], seat: SeatDto, direction: "in" | "out", source: CashLine["source"], cents: number) {
    const now = o.now();
    const day = gamingDayOf(now);
    const seating = `${table.table.id}:${seat.seat_no}`;
    if (seat.player_id === null && direction === "in") {
      const before = cash.filter((c) => c.seating === seating && c.gaming_day === day && c.direction === "in").reduce((n, c) => n + c.amount_cents, 0);
      if (before + cents > CTR_THRESHOLD_CENTS) {
        refuse(
          "identify_player",
          `${seat.player_name} at ${table.table.name}, seat ${seat.seat_no} would have ${dollars(before + cents)} of cash in today, past the $10,000.00 of a CTR: identify him (his player number) before taking more cash`,
        );
      }
    }
    cash.push({
      id: nextCash++,
      at: now,
      gaming_day: day,
      table_name: table.table.name,
      seat_no: seat.seat_no,
      seat_name: seat.player_name,
      seating,
      player_number: seat.player_id,
      direction,
      source,
      amount_cents: cents,
      recorded_by: me().name,
    });
  }

  const tableOf = (id: unknown) => o.floor().tables.find((t) => t.table.id === id) ?? refuse("table_closed", `no open table with id ${String(id)}`);
  const replaceTable = (t: FloorBoard["tables"][number]) => {
    const b = o.floor();
    o.setFloor({ ...b, tables: b.tables.map((x) => (x.table.id === t.table.id ? t : x)) });
  };

  function seat(req: SeatPlayer, outsideReason: string | null): SeatDto {
    const t = tableOf(req.table_id);
    if (req.seat_no < 1 || req.seat_no > t.table.seat_limit) refuse("no_such_seat", `${t.table.name} has no seat ${req.seat_no}`);
    const taken = t.seats.find((s) => s.seat_no === req.seat_no);
    if (taken) refuse("seat_taken", `seat ${req.seat_no} at ${t.table.name} is taken by ${taken.player_name}`);
    const number = blank(req.player_number) ? null : numberOf(req.player_number);
    if (number === null && blank(req.player_name)) refuse("invalid_input", "player name: give the player's name or number");
    const typed = blank(req.player_name) ? null : nameOf("player name", req.player_name);
    const p = number === null ? null : seatable(number);
    const notice = possibleNotice(p ? p.name : typed!, p?.birth_date ?? null, p?.number ?? null, req.not_excluded ?? null);
    if (notice) {
      refuse(
        "possible_self_exclusion",
        `${p ? p.name : typed} may be the self-excluded patron ${notice.name} (notice ${notice.reference}): compare the notice's photo; if it is not him, seat him saying so`,
      );
    }
    const { min_cents, max_cents } = t.table.buy_in;
    if (outsideReason === null && (req.stack_cents < min_cents || (max_cents !== null && req.stack_cents > max_cents))) {
      refuse("buy_in_out_of_range", `${dollars(req.stack_cents)} is outside ${t.table.name}'s buy-in`);
    }
    const dto: SeatDto = {
      table_id: t.table.id,
      seat_no: req.seat_no,
      player_name: typed ?? p!.wall_name,
      player_id: p?.number ?? null,
      stack_cents: req.stack_cents,
      entry: req.entry,
      sitting_out: false,
      missed_small_blind: false,
      missed_big_blind: false,
      seated_at: o.now(),
      sitting_out_since: null,
      pending_add_on_cents: 0,
    };
    if (req.cash && req.stack_cents > 0) recordCash(t, dto, "in", "buy_in", req.stack_cents);
    // Seated saying the notice is not his: a registered player is cleared of it for good.
    if (p && req.not_excluded) cleared.add(`${p.number}:${req.not_excluded}`);
    replaceTable({ ...t, table: { ...t.table, seated: t.table.seated + 1 }, seats: [...t.seats, dto].sort((a, b) => a.seat_no - b.seat_no) });
    return structuredClone(dto);
  }

  // Self-exclusion notices (Rita's entered), the players cleared of one, the incidents.
  type Notice = NoticeView & { photo: string | null; key: string };
  const keyOf = (name: string) => name.trim().toLowerCase().split(/\s+/).join(" ");
  let notices: Notice[] = [
    {
      id: 1,
      name: "Rita Vance",
      birth_date: "1966-12-30",
      term: "lifetime",
      starts_on: "2026-01-12",
      descriptors: "5'6\", grey hair, glasses",
      reference: "SE-2026-0147",
      received_at: "2026-01-12T16:15:00Z",
      has_photo: true,
      photo: FACE_PNG,
      key: keyOf("Rita Vance"),
    },
  ];
  const cleared = new Set<string>();
  const incidents: IncidentView[] = [];
  const noticeView = ({ photo: _, key: __, ...n }: Notice): NoticeView => structuredClone(n);
  const noticeOf = (id: unknown) => notices.find((n) => n.id === id) ?? refuse("unknown_notice", `no self-exclusion notice ${String(id)}`);
  function possibleNotice(name: string, birth: string | null, number: string | null, notExcluded: number | null): Notice | null {
    const key = keyOf(name);
    return (
      notices.find(
        (n) =>
          n.key === key &&
          n.id !== notExcluded &&
          !(number !== null && cleared.has(`${number}:${n.id}`)) &&
          (n.birth_date === null || birth === null || n.birth_date === birth),
      ) ?? null
    );
  }
  /** The self-exclusion a notice makes for a player: from its first gaming day, a year or for life. */
  function exclude(p: Player, n: Notice, who: string) {
    const from = dayStart(n.starts_on);
    const m = /^(\d{4})(-\d{2}-\d{2})$/.exec(n.starts_on)!;
    const until = n.term === "one_year" ? dayStart(`${Number(m[1]) + 1}${m[2]}`) : null;
    p.restrictions.push({
      id: nextRestriction++,
      kind: "self_excluded",
      scope: "play",
      reason: `Bureau notice ${n.reference}`,
      from_at: from,
      until_at: until,
      recorded_at: o.now(),
      recorded_by: who,
      lifted_at: null,
      lifted_by: null,
      lift_reason: null,
    });
  }

  // Comp rules (two in force), the comps issued, and Gus's minutes on the week's earlier days.
  let rules: CompRuleView[] = [
    { id: 1, name: "Hourly points", kind: "per_hour", min_big_blind_cents: 200, hours: 1, value: 10, unit: "points", created_at: "2026-01-05T18:00:00Z", ended_at: null },
    { id: 2, name: "Meal after 2 hours", kind: "after_hours", min_big_blind_cents: 0, hours: 2, value: 1500, unit: "cents", created_at: "2026-01-05T18:00:00Z", ended_at: null },
  ];
  let nextRule = 3;
  const comps: (CompView & { number: string })[] = [];
  let nextComp = 1;
  const EARLIER_DAYS: Record<string, number[]> = { "1002": [185, 0, 270, 75, 0, 120] };
  const minutesOn = (p: Player, day: string) => {
    const today = gamingDayOf(o.now());
    if (day === today) return card(p).minutes_today;
    if (day > today) return 0;
    const back = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${day}T12:00:00Z`)) / 86_400_000);
    return EARLIER_DAYS[p.number]?.[back - 1] ?? 0;
  };
  function earnedBy(p: Player): CompEarned[] {
    const day = gamingDayOf(o.now());
    const minutes = card(p).minutes_today;
    return rules
      .filter((r) => r.ended_at === null)
      .map((r) => {
        const earned = r.kind === "per_hour" ? Math.floor(minutes / (60 * Math.max(1, r.hours))) * r.value : minutes >= 60 * r.hours ? r.value : 0;
        const issued = comps.filter((c) => c.number === p.number && c.rule_id === r.id && c.gaming_day === day).reduce((n, c) => n + c.value, 0);
        return { rule: structuredClone(r), minutes, earned, issued, due: Math.max(0, earned - issued) };
      });
  }
  const compsOf = (p: Player) => {
    const day = gamingDayOf(o.now());
    return structuredClone(comps.filter((c) => c.number === p.number && c.gaming_day === day).map(({ number: _, ...c }) => c));
  };

  function logLines(from: unknown, to: unknown): CashLine[] {
    const f = String(from ?? "");
    const l = to === null || to === undefined ? f : String(to);
    dayStart(f);
    dayStart(l);
    if (l < f) refuse("invalid_input", "days: the last day is before the first");
    return cash
      .filter((c) => c.gaming_day >= f && c.gaming_day <= l)
      .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
      .map(({ seat_name, seating: _, ...c }) => ({ ...c, player_name: c.player_number ? (players.find((p) => p.number === c.player_number)?.name ?? seat_name) : seat_name }));
  }

  const commands: Record<string, (args: Record<string, unknown>) => unknown> = {
    find_players: ({ text }) => {
      floorOrCage();
      const asked = String(text ?? "").trim().toLowerCase();
      if (asked === "") refuse("invalid_input", "search: type a name, a number or a phone");
      const digits = asked.replace(/^#/, "").replace(/\D/g, "");
      return players
        .filter(
          (p) =>
            p.name.toLowerCase().includes(asked) ||
            p.wall_name.toLowerCase().includes(asked) ||
            (/^#?\d+$/.test(asked) && p.number.includes(digits)) ||
            (digits.length >= 3 && (p.phone ?? "").replace(/\D/g, "").includes(digits)),
        )
        .slice(0, 50)
        .map(card);
    },
    player: ({ number }) => {
      floorOrCage();
      return card(byNumber(number));
    },
    add_player: ({ player }) => {
      floorOrCage();
      const req = player as NewPlayerRequest;
      const d = details(req);
      const number = blank(req.number) ? String(Math.max(1000, ...players.map((p) => Number(p.number))) + 1) : numberOf(req.number);
      if (players.some((p) => p.number === number)) refuse("duplicate_player", `the player number ${number} is already given to another player`);
      const p: Player = { number, ...d, created_at: o.now(), anonymised_at: null, restrictions: [], earlier: 0 };
      players = [...players, p];
      return card(p);
    },
    edit_player: ({ number, player }) => {
      floorOrCage();
      const p = registered(number);
      Object.assign(p, details(player as NewPlayerRequest));
      return card(p);
    },
    restrict_player: ({ restriction }) => {
      const who = floorOnly();
      const req = restriction as RestrictPlayer;
      const reason = String(req.reason ?? "").trim();
      if (reason === "") refuse("invalid_input", "reason: give a reason");
      if (req.kind !== "self_restricted" && req.scope !== "play") refuse("invalid_input", "restriction: a bar and a self-exclusion keep a player from play");
      const p = registered(req.number);
      const now = o.now();
      const from = req.from_day ? dayStart(req.from_day) : now;
      const until = req.until_day ? dayStart(req.until_day) : null;
      if (until !== null && (until <= from || until <= now)) refuse("invalid_input", "until: the restriction must end after it starts, and after now");
      if (req.kind === "self_excluded" && until !== null && ms(until) - ms(from) < 365 * 24 * 3600_000) {
        refuse("invalid_input", "until: a self-exclusion is for one year or for life");
      }
      p.restrictions.push({
        id: nextRestriction++,
        kind: req.kind,
        scope: req.scope,
        reason,
        from_at: from,
        until_at: until,
        recorded_at: now,
        recorded_by: who.name,
        lifted_at: null,
        lifted_by: null,
        lift_reason: null,
      });
      return card(p);
    },
    lift_restriction: ({ number, reason, pin }) => {
      const who = floorOnly();
      const why = String(reason ?? "").trim();
      if (why === "") refuse("invalid_input", "reason: give a reason");
      if (typeof pin !== "string" || !/^\d{4,8}$/.test(pin)) refuse("invalid_input", "PIN: a PIN is 4 to 8 digits");
      if (pin === WRONG_PIN) refuse("wrong_pin", "wrong PIN");
      const p = registered(number);
      const now = o.now();
      const standing = p.restrictions.filter((r) => inForce(r, now) || (r.lifted_at === null && r.from_at > now));
      const exclusion = standing.find((r) => r.kind === "self_excluded");
      if (exclusion) {
        refuse("self_exclusion_stands", `${p.name} (player ${p.number})'s self-exclusion stands ${exclusion.until_at ? `until ${exclusion.until_at}` : "with no end date"}: it cannot be lifted before its term ends`);
      }
      if (standing.length === 0) refuse("nothing_to_correct", `${p.name} (player ${p.number}) is not barred or restricted`);
      for (const r of standing) Object.assign(r, { lifted_at: now, lifted_by: who.name, lift_reason: why });
      return card(p);
    },
    anonymise_player: ({ number }) => {
      floorOnly();
      const p = registered(number);
      if (seatsOf(p.number).length > 0) refuse("invalid_input", "anonymise: he is seated now");
      if (keptFromPlay(p, o.now())) refuse("invalid_input", "anonymise: a restriction on him is in force; it is kept with his name");
      Object.assign(p, { name: "anonymised", wall_name: "anonymised", birth_date: null, phone: null, notes: null, anonymised_at: o.now() });
      return card(p);
    },
    identify_player: ({ tableId, seatNo, number }) => {
      floorOrCage();
      const t = tableOf(tableId);
      const s = t.seats.find((x) => x.seat_no === seatNo) ?? refuse("seat_empty", `${t.table.name} seat ${String(seatNo)} is empty`);
      if (s.player_id !== null) refuse("invalid_input", `identify: seat ${s.seat_no} is already player ${s.player_id}`);
      const p = seatable(number);
      const named: SeatDto = { ...s, player_name: p.wall_name, player_id: p.number };
      replaceTable({ ...t, seats: t.seats.map((x) => (x === s ? named : x)) });
      // His cash today at the seat comes with him.
      const seating = `${t.table.id}:${s.seat_no}`;
      const day = gamingDayOf(o.now());
      for (const c of cash) if (c.seating === seating && c.gaming_day === day && c.player_number === null) c.player_number = p.number;
      return structuredClone(named);
    },
    gaming_day_today: () => gamingDayOf(o.now()),
    record_exclusion_notice: ({ notice }) => {
      const who = floorOnly();
      const req = notice as ExclusionNotice;
      const name = nameOf("name", req.name);
      const birth = blank(req.birth_date) ? null : req.birth_date!.trim();
      if (birth !== null && !/^\d{4}-\d{2}-\d{2}$/.test(birth)) refuse("invalid_input", `date of birth: ${JSON.stringify(birth)} is not a date such as 1970-05-31`);
      dayStart(req.starts_on);
      const reference = String(req.reference ?? "").trim();
      if (reference === "") refuse("invalid_input", "reference: give the notice's reference");
      const photo = blank(req.photo) ? null : req.photo!.trim();
      if (photo !== null && (!/^data:image\/(jpeg|png|webp);base64,/.test(photo) || photo.length > 2 * 1024 * 1024)) {
        refuse("invalid_input", "photo: a JPEG, PNG or WebP image of at most 2 MB");
      }
      const p = blank(req.player_number) ? null : registered(req.player_number);
      const n: Notice = {
        id: Math.max(0, ...notices.map((x) => x.id)) + 1,
        name,
        birth_date: birth,
        term: req.term,
        starts_on: req.starts_on,
        descriptors: blank(req.descriptors) ? null : req.descriptors!.trim(),
        reference,
        received_at: o.now(),
        has_photo: photo !== null,
        photo,
        key: keyOf(name),
      };
      notices = [n, ...notices];
      if (p) exclude(p, n, who.name);
      return noticeView(n);
    },
    exclusion_notices: () => {
      floorOrCage();
      return notices.map(noticeView);
    },
    possible_exclusion_notice: ({ name, number }) => {
      floorOrCage();
      if (!blank(number as string | null)) {
        const p = registered(number);
        const n = possibleNotice(p.name, p.birth_date, p.number, null);
        return n ? noticeView(n) : null;
      }
      const n = possibleNotice(String(name ?? ""), null, null, null);
      return n ? noticeView(n) : null;
    },
    notice_photo: ({ noticeId }) => {
      floorOrCage();
      return noticeOf(noticeId).photo;
    },
    confirm_exclusion: ({ noticeId, number }) => {
      const who = floorOnly();
      const p = registered(number);
      exclude(p, noticeOf(noticeId), who.name);
      return card(p);
    },
    record_exclusion_incident: ({ tableId, seatNo, noticeId, what, withheld }) => {
      const who = floorOnly();
      const said = String(what ?? "").trim();
      if (said === "") refuse("invalid_input", "what happened: give a reason");
      const t = tableOf(tableId);
      if (t.table.hand_in_progress) refuse("hand_in_progress", `a hand is in progress at ${t.table.name}: finish it first`);
      const n = noticeOf(noticeId);
      const s = t.seats.find((x) => x.seat_no === seatNo) ?? refuse("seat_empty", `${t.table.name} seat ${String(seatNo)} is empty`);
      replaceTable({ ...t, table: { ...t.table, seated: t.table.seated - 1 }, seats: t.seats.filter((x) => x !== s) });
      const incident: IncidentView = {
        id: incidents.length + 1,
        notice_id: n.id,
        notice_reference: n.reference,
        table_name: t.table.name,
        seat_no: s.seat_no,
        player_name: s.player_id ? (players.find((p) => p.number === s.player_id)?.name ?? s.player_name) : s.player_name,
        what: said,
        withheld: blank(withheld as string | null) ? null : String(withheld).trim(),
        at: o.now(),
        removed_by: who.name,
      };
      incidents.push(incident);
      return structuredClone(incident);
    },
    exclusion_incidents: () => {
      floorOrCage();
      return structuredClone(incidents);
    },
    comp_rules: () => {
      floorOrCage();
      return structuredClone(rules);
    },
    add_comp_rule: ({ rule }) => {
      floorOnly();
      const req = rule as CompRuleRequest;
      const name = nameOf("rule name", req.name);
      if (!Number.isInteger(req.hours) || req.hours < 1 || req.hours > 24) refuse("invalid_input", "hours: give 1 to 24");
      if (!Number.isInteger(req.value) || req.value < 1 || req.value > 1_000_000) refuse("invalid_input", "value: give 1 to 1,000,000");
      if (!Number.isInteger(req.min_big_blind_cents) || req.min_big_blind_cents < 0 || req.min_big_blind_cents > 100_000_000) refuse("invalid_input", "stakes: give 0 to $1,000,000.00");
      rules = [...rules, { id: nextRule++, name, kind: req.kind, min_big_blind_cents: req.min_big_blind_cents, hours: req.hours, value: req.value, unit: req.unit, created_at: o.now(), ended_at: null }];
      return structuredClone(rules);
    },
    end_comp_rule: ({ ruleId }) => {
      floorOnly();
      const r = rules.find((x) => x.id === ruleId && x.ended_at === null) ?? refuse("unknown_comp_rule", `no comp rule ${String(ruleId)} in force`);
      r.ended_at = o.now();
      return structuredClone(rules);
    },
    comps_earned: ({ number }) => {
      floorOrCage();
      return earnedBy(registered(number));
    },
    issue_comp: ({ comp }) => {
      const who = floorOnly();
      const req = comp as IssueComp;
      const p = registered(req.number);
      const day = gamingDayOf(o.now());
      const reason = blank(req.reason) ? null : req.reason!.trim();
      let issued: Omit<CompView, "id" | "gaming_day" | "issued_at" | "issued_by">;
      if (req.rule_id !== null) {
        const e = earnedBy(p).find((x) => x.rule.id === req.rule_id) ?? refuse("unknown_comp_rule", `no comp rule ${String(req.rule_id)} in force`);
        const value = req.value ?? e.due;
        if (value <= 0 || value > e.due) refuse("comp_not_earned", `${p.name} has not earned ${value} under ${e.rule.name} today (due ${e.due})`);
        issued = { rule_id: e.rule.id, value, unit: e.rule.unit, reason: reason ?? e.rule.name };
      } else {
        if (req.value === null || !Number.isInteger(req.value) || req.value < 1 || req.value > 1_000_000) refuse("invalid_input", "value: give 1 to 1,000,000");
        if (reason === null) refuse("invalid_input", "reason: say why a comp outside the rules is given");
        issued = { rule_id: null, value: req.value!, unit: req.unit ?? "points", reason: reason! };
      }
      comps.push({ ...issued, id: nextComp++, gaming_day: day, issued_at: o.now(), issued_by: who.name, number: p.number });
      return compsOf(p);
    },
    player_comps: ({ number, from, to }) => {
      floorOrCage();
      const p = registered(number);
      const f = String(from ?? "");
      const l = String(to ?? "");
      dayStart(f);
      dayStart(l);
      if (l < f) refuse("invalid_input", "days: a range of at most a year, first day first");
      return structuredClone(comps.filter((c) => c.number === p.number && c.gaming_day >= f && c.gaming_day <= l).map(({ number: _, ...c }) => c));
    },
    player_hours: ({ number, from, to }) => {
      floorOrCage();
      const p = registered(number);
      const f = String(from ?? "");
      const l = String(to ?? "");
      dayStart(f);
      dayStart(l);
      if (l < f) refuse("invalid_input", "days: a range of at most a year, first day first");
      const out: { gaming_day: string; minutes: number }[] = [];
      for (let d = new Date(`${f}T12:00:00Z`); d.toISOString().slice(0, 10) <= l; d = new Date(d.getTime() + 86_400_000)) {
        const day = d.toISOString().slice(0, 10);
        out.push({ gaming_day: day, minutes: minutesOn(p, day) });
      }
      return out;
    },
    multiple_transaction_log: ({ from, to }) => {
      floorOrCage();
      const threshold = settings().mtl_threshold_cents;
      const f = String(from);
      return { from_day: f, to_day: to === null ? f : String(to), threshold_cents: threshold, lines: logLines(from, to).filter((l) => l.amount_cents >= threshold) };
    },
    ctr_report: ({ from, to }) => {
      floorOrCage();
      const f = String(from);
      const groups = new Map<string, CtrDue>();
      for (const l of logLines(from, to)) {
        const c = cash.find((x) => x.id === l.id)!;
        const key = `${l.gaming_day}|${l.player_number ? `#${l.player_number}` : `seat:${c.seating}`}`;
        const due =
          groups.get(key) ??
          { gaming_day: l.gaming_day, player_number: l.player_number, player_name: l.player_name, cash_in_cents: 0, cash_out_cents: 0, cash_in_due: false, cash_out_due: false, lines: [] };
        if (l.direction === "in") due.cash_in_cents += l.amount_cents;
        else due.cash_out_cents += l.amount_cents;
        due.lines.push(l);
        groups.set(key, due);
      }
      const due = [...groups.values()]
        .map((d) => ({ ...d, cash_in_due: d.cash_in_cents > CTR_THRESHOLD_CENTS, cash_out_due: d.cash_out_cents > CTR_THRESHOLD_CENTS }))
        .filter((d) => d.cash_in_due || d.cash_out_due);
      return { from_day: f, to_day: to === null ? f : String(to), threshold_cents: CTR_THRESHOLD_CENTS, due };
    },
    save_cash_log: ({ path, log, from, to }) => {
      floorOrCage();
      const p = String(path ?? "");
      if (!/\.(xlsx|pdf)$/i.test(p)) refuse("invalid_input", `path: ${p} ends neither in .xlsx nor in .pdf`);
      if (log !== "mtl" && log !== "ctr") refuse("invalid_input", `log: ${String(log)} is neither mtl nor ctr`);
      logLines(from, to);
      state.written.push({ path: p, log: String(log), from: String(from), to: to === null ? null : String(to) });
      return null;
    },
    "plugin:dialog|save": () => state.savePath,
    seat_player: ({ seat: req }) => {
      floorOnly();
      return seat(req as SeatPlayer, null);
    },
    seat_player_outside_buy_in: ({ seat: req, reason }) => {
      floorOnly();
      if (blank(reason as string)) refuse("invalid_input", "reason: say why the player sits down outside the limits");
      return seat(req as SeatPlayer, String(reason));
    },
    add_chips: ({ chips }) => {
      me();
      const req = chips as AddChips;
      const t = tableOf(req.table_id);
      const s = t.seats.find((x) => x.seat_no === req.seat_no) ?? refuse("seat_empty", `${t.table.name} seat ${req.seat_no} is empty`);
      if (!Number.isInteger(req.amount_cents) || req.amount_cents <= 0) refuse("invalid_input", "add-on: add at least one chip");
      const after = s.stack_cents + s.pending_add_on_cents + req.amount_cents;
      if (t.table.buy_in.max_cents !== null && after > t.table.buy_in.max_cents) {
        refuse("buy_in_out_of_range", `${s.player_name} would have ${dollars(after)} in front of him, past ${t.table.name}'s maximum of ${dollars(t.table.buy_in.max_cents)}`);
      }
      if (req.cash) recordCash(t, s, "in", "add_on", req.amount_cents);
      const inHand = t.table.hand_in_progress;
      const changed: SeatDto = inHand ? { ...s, pending_add_on_cents: s.pending_add_on_cents + req.amount_cents } : { ...s, stack_cents: s.stack_cents + req.amount_cents };
      replaceTable({ ...t, seats: t.seats.map((x) => (x === s ? changed : x)) });
      return { seat: structuredClone(changed), buy_in: t.table.buy_in, after_this_hand: inHand } satisfies SeatChips;
    },
  };

  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    /** The players as the room holds them now, by number (a test's assertions). */
    card: (number: string) => card(byNumber(number)),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      state.sent.push({ cmd, args });
      const refusal = state.refuseNext;
      if (refusal && (refusal.cmd === null || refusal.cmd === cmd)) {
        state.refuseNext = null;
        refuse(refusal.code, `mock: the room refuses ${cmd} (${refusal.code})`);
      }
      return commands[cmd]!(args);
    },
  };
}
