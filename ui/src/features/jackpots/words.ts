// What the Jackpots screen says and works out about a fund and a hit: the games a fund may be
// fed by, each share's words, the seats a hit pays, and whether its payout needs names.
import type { FundView, GameCode, HitView, PayoutShare } from "../../api";
import { GAME_NAMES } from "../../lib/games";

/** The pot games a fund may be fed by (not Pan, nor the banked game: they have no pots). */
export const POT_GAMES: readonly GameCode[] = ["holdem", "pineapple", "five_card_draw", "lowball", "mexican"];

export const gamesWords = (games: readonly GameCode[]): string => games.map((g) => GAME_NAMES[g]).join(", ");

export type Part = "loser" | "winner" | "table";

const PARTS: Record<Part, string> = { loser: "losing hand", winner: "winning hand", table: "table share" };

/** A share's part in words: "losing hand", "winning hand", "table share". */
export const partWords = (part: string): string => PARTS[part as Part] ?? part;

/** The seats a hit pays, in the order the room pays them: the loser, the winner, then the others dealt in (when the table has a share). */
export function seatsPaid(fund: FundView, hit: HitView): { seat: number; part: Part }[] {
  const d = hit.detail;
  return [
    { seat: d.loser, part: "loser" as const },
    { seat: d.winner, part: "winner" as const },
    ...(fund.terms.split.table > 0 ? d.table.map((seat) => ({ seat, part: "table" as const })) : []),
  ];
}

/**
 * Whether paying `hit` from the fund as it stands needs each player's name: the payout is over
 * the fund's threshold. The same sum the room makes (`Split::pay`: each part of the balance in
 * whole cents, the table's shared equally); the room checks it again and refuses a payout
 * without names (`jackpot_names_needed`).
 */
export function namesNeeded(fund: FundView, hit: HitView): boolean {
  const balance = Math.max(0, fund.balance_cents);
  const part = (pct: number) => Math.floor((balance * pct) / 100);
  const { loser, winner, table } = fund.terms.split;
  const others = hit.detail.table.length;
  const tableTotal = others > 0 ? Math.floor(part(table) / others) * others : 0;
  return part(loser) + part(winner) + tableTotal > fund.terms.names_above_cents;
}

/** A share as the payouts list says it: "Seat 1 Ann (losing hand)". */
export const shareWho = (s: PayoutShare): string => `Seat ${s.seat} ${s.name} (${partWords(s.part)})`;

/** A hit in one line, as the floor board and the screen say it: "Table 2, hand 412". */
export const hitWhere = (hit: Pick<HitView, "table_name" | "hand_id">): string => `${hit.table_name}, hand ${hit.hand_id}`;
