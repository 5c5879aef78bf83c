// The seat panels' commands on a console fixture's table (a console scenario): the seat's chips
// read, chips added, sitting out and back, and leaving, answered the way the room's use cases
// do (seats.rs, chips.rs) from the room view the console shows now. The console fixtures have
// no such steps: what a command changes is kept here and laid over every console read after
// it (an add-on during the hand the player is in waits for its end; between hands it is on his
// stack at once). Leaving is the floor's: a dealer is refused, as the room refuses him.
import type { ConsoleView, IpcError, SeatChips, SeatDto } from "../src/api";
import { formatCents } from "../src/lib/money";

const CALLS = new Set(["seat_chips", "add_chips", "set_sitting_out", "unseat_player"]);

export type SeatChipsMock = {
  /** The commands sent, with their arguments, in order. */
  sent: { cmd: string; args: Record<string, unknown> }[];
};

const refuse = (code: IpcError["code"], message: string): never => {
  throw { code, message } satisfies IpcError;
};

/** `current()`: the console view the room shows now (the script's); `floor`: whether a floor manager is signed in. */
export function seatChipsScript(current: () => ConsoleView | null, floor: () => boolean) {
  const added = new Map<number, number>();
  const pending = new Map<number, number>();
  const out = new Map<number, boolean>();
  const left = new Set<number>();
  const state: SeatChipsMock = { sent: [] };

  /** The hand being dealt holds this seat (his add-on waits for its end). */
  const inHand = (view: ConsoleView, seatNo: number): boolean => {
    const game = view.hand && !view.hand.finished ? view.hand.game : null;
    return game?.kind === "pot" ? game.seats.some((s) => s.seat === seatNo) : game !== null;
  };
  const overlaid = (s: SeatDto): SeatDto => ({
    ...s,
    stack_cents: s.stack_cents + (added.get(s.seat_no) ?? 0),
    pending_add_on_cents: s.pending_add_on_cents + (pending.get(s.seat_no) ?? 0),
    sitting_out: out.get(s.seat_no) ?? s.sitting_out,
  });
  const seatOf = (seatNo: unknown): { view: ConsoleView; seat: SeatDto } => {
    const view = current() ?? refuse("unknown_table", "no console read yet");
    const seat = view.table.seats.find((s) => s.seat_no === seatNo && !left.has(s.seat_no));
    if (!seat) return refuse("seat_empty", `seat ${String(seatNo)} at ${view.table.table.name} is empty`);
    return { view, seat: overlaid(seat) };
  };
  const chips = (view: ConsoleView, seat: SeatDto, afterThisHand = false): SeatChips => ({ seat, buy_in: view.table.table.buy_in, after_this_hand: afterThisHand });

  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      state.sent.push({ cmd, args: Object.fromEntries(Object.entries(args).filter(([k]) => !k.startsWith("__"))) });
      switch (cmd) {
        case "seat_chips":
          return (({ view, seat }) => chips(view, seat))(seatOf(args.seatNo));
        case "add_chips": {
          const req = args.chips as { seat_no: number; amount_cents: number };
          const { view, seat } = seatOf(req.seat_no);
          if (req.amount_cents <= 0) refuse("invalid_input", "amount: give an amount above zero");
          const max = view.table.table.buy_in.max_cents;
          const after = seat.stack_cents + seat.pending_add_on_cents + req.amount_cents;
          if (max !== null && after > max) refuse("buy_in_out_of_range", `${seat.player_name} would have ${formatCents(after)} in front of the player; the most at ${view.table.table.name} is ${formatCents(max)}`);
          const later = inHand(view, req.seat_no);
          const into = later ? pending : added;
          into.set(req.seat_no, (into.get(req.seat_no) ?? 0) + req.amount_cents);
          return chips(view, seatOf(req.seat_no).seat, later);
        }
        case "set_sitting_out": {
          const { seat } = seatOf(args.seatNo);
          if (seat.sitting_out === args.sittingOut) refuse("already_in_state", `${seat.player_name} is already ${seat.sitting_out ? "sitting out" : "playing"}`);
          out.set(seat.seat_no, Boolean(args.sittingOut));
          return { ...seat, sitting_out: Boolean(args.sittingOut) };
        }
        case "unseat_player": {
          const { seat } = seatOf(args.seatNo);
          if (!floor()) refuse("not_permitted", "only a floor manager may unseat a player");
          left.add(seat.seat_no);
          return seat;
        }
        default:
          return refuse("internal", `unknown command ${cmd}`);
      }
    },
    /** The console as the room would read it now: the script's view with what these commands changed. */
    overlay(view: ConsoleView): ConsoleView {
      if (added.size + pending.size + out.size + left.size === 0) return view;
      const seats = view.table.seats.filter((s) => !left.has(s.seat_no)).map(overlaid);
      return { ...view, table: { ...view.table, seats, table: { ...view.table.table, seated: seats.length } } };
    },
  };
}
