// One row per seat of the table, from the table's seating and the hand's view: the ring draws
// these. Pure. No money is worked out: stacks, bets and results are the engine's numbers.
import type { PotView, ConsoleView, SeatView } from "../../api";

export type SeatState = "empty" | "waiting" | "sitting_out" | "in" | "folded" | "all_in";

export type SeatRow = {
  seat: number;
  name: string | null;
  /** The stack now (the hand's, while the seat is in a hand being dealt). */
  stack: number | null;
  /** Put in on this betting round. */
  bet: number;
  state: SeatState;
  hole: string[];
  up: boolean[];
  drew: number | null;
  /** The hand's result for the seat, once settled. */
  net: number | null;
  /** Chips bought during the hand the player is in: they play from the next hand. */
  pending: number;
  toAct: boolean;
  button: boolean;
  /** The blind the seat posted this hand: the small or the big one (a lone blind is the big). */
  blind: Blind | null;
};

export type Blind = "SB" | "BB";

/**
 * The pot game's view of the console's hand, if any. A voided hand has none: every chip went
 * back, so the seats show their stacks as the room restored them, with no bets and no pots.
 */
export function potView(view: ConsoleView): PotView | null {
  const game = view.hand?.game;
  return game && game.kind === "pot" && !view.hand?.voided ? game : null;
}

/** Every seat of the table, 1 to its limit. */
export function seatRows(view: ConsoleView): SeatRow[] {
  const pot = potView(view);
  const inHand = new Map<number, SeatView>((pot?.seats ?? []).map((s) => [s.seat, s]));
  const seated = new Map(view.table.seats.map((s) => [s.seat_no, s]));
  const results = new Map((pot?.settlement?.seats ?? []).map((r) => [r.seat, r.net]));
  const legal = pot?.legal;
  const toAct = legal && legal.turn === "seat" && !view.hand?.finished ? legal.seat : null;
  const button = view.hand?.button_seat ?? view.table.table.button_seat;
  const blinds = blindsBySeat(pot);
  return Array.from({ length: view.table.table.seat_limit }, (_, i) => {
    const n = i + 1;
    const p = seated.get(n);
    const h = inHand.get(n);
    const state: SeatState = h
      ? h.folded || h.mucked
        ? "folded"
        : h.all_in
          ? "all_in"
          : "in"
      : !p
        ? "empty"
        : p.sitting_out
          ? "sitting_out"
          : "waiting";
    return {
      seat: n,
      name: p?.player_name ?? null,
      // Once the hand is over, the seat's own stack: what came after it (time, chips) shows.
      stack: h && (!view.hand?.finished || !p) ? h.stack : (p?.stack_cents ?? null),
      bet: h?.bet ?? 0,
      state,
      hole: h?.hole ?? [],
      up: h?.up ?? [],
      drew: h?.drew ?? null,
      net: results.get(n) ?? null,
      pending: p?.pending_add_on_cents ?? 0,
      toAct: toAct === n,
      button: button === n,
      blind: blinds.get(n) ?? null,
    };
  });
}

/** The engine's blinds (small blind first) by seat. */
function blindsBySeat(pot: PotView | null): Map<number, Blind> {
  const posted = pot?.blinds ?? [];
  const names: Blind[] = posted.length === 1 ? ["BB"] : ["SB", "BB"];
  return new Map(posted.slice(0, 2).map(([seat], i) => [seat, names[i]!]));
}

/**
 * The cards already dealt in the hand and known: every seat's hole cards and the board, as
 * entered (a card not seen, `??`, is none of them). `except` leaves out a seat's own cards (the
 * seat that shows, discards or turns up names its own). The card picker greys them.
 */
export function dealtCards(pot: PotView, except?: number): ReadonlySet<string> {
  const cards = pot.seats.filter((s) => s.seat !== except).flatMap((s) => s.hole);
  return new Set([...cards, ...pot.board].filter((c) => c !== "??"));
}
