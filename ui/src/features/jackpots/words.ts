// What the Jackpots screen says and works out about a fund and a hit: the games a fund may be
// fed by, each share's words, the periods of a high hand, the seats a hit pays, and whether its
// payout needs names.
import { GAMES, type FundView, type GameCode, type HitView, type PayoutShare } from "../../api";
import { t } from "../../i18n";
import { GAME_NAMES } from "../../lib/games";

/** The pot games a fund may be fed by (the room's facts: not Pan, nor the banked game, which have no pots). */
export const POT_GAMES: readonly GameCode[] = GAMES.filter((g) => g.kind === "pot").map((g) => g.code);

export const gamesWords = (games: readonly GameCode[]): string => games.map((g) => GAME_NAMES[g]).join(", ");

export type Part = "loser" | "winner" | "table" | "high hand";

/** Each part's key in the `jackpots` namespace. */
const PARTS = { loser: "loser", winner: "winner", table: "table", "high hand": "highHand" } as const;

/** A share's part in words: "losing hand", "winning hand", "table share", "high hand". */
export const partWords = (part: string): string => (part in PARTS ? t(`jackpots:parts.${PARTS[part as Part]}`) : part);

/** The periods a high hand may be counted over, from the room's midnight (minutes that divide a day), each with its words' key. */
export const PERIODS = [
  { minutes: 60, key: "hour" },
  { minutes: 120, key: "twoHours" },
  { minutes: 240, key: "fourHours" },
  { minutes: 480, key: "shift" },
  { minutes: 1440, key: "day" },
] as const;

/** A period in words: "Each hour" … "Each day". */
export const periodWords = (p: (typeof PERIODS)[number]): string => t(`jackpots:periods.${p.key}`);

/**
 * The seats a hit pays, in the order the room pays them. A bad beat: the loser, the winner, then
 * the others dealt in (when the table has a share). A high hand: its holders in the hand (a tie
 * in the hand), or only the first when the posted rules give a tie to the hand shown first.
 */
export function seatsPaid(fund: FundView, hit: HitView): { seat: number; part: Part }[] {
  const d = hit.detail;
  if (d.high_hand) {
    const q = fund.terms.qualifier;
    const holders = q.kind === "high_hand" && q.ties === "first_shown" ? d.high_hand.holders.slice(0, 1) : d.high_hand.holders;
    return holders.map((seat) => ({ seat, part: "high hand" as const }));
  }
  return [
    { seat: d.loser, part: "loser" as const },
    { seat: d.winner, part: "winner" as const },
    ...(fund.terms.split.table > 0 ? d.table.map((seat) => ({ seat, part: "table" as const })) : []),
  ];
}

/**
 * Whether paying `hit` from the fund as it stands needs each player's name: the payout is over
 * the fund's threshold. The same sum the room makes (`Split::pay`: each part of the balance in
 * whole cents, the table's shared equally; a high hand: the winner's part, shared by its
 * holders); the room checks it again, on the fund as the high hand's period ended, and refuses
 * a payout without names (`jackpot_names_needed`).
 */
export function namesNeeded(fund: FundView, hit: HitView): boolean {
  const balance = Math.max(0, fund.balance_cents);
  const part = (pct: number) => Math.floor((balance * pct) / 100);
  const { loser, winner, table } = fund.terms.split;
  if (hit.detail.high_hand) return part(winner) > fund.terms.names_above_cents;
  const others = hit.detail.table.length;
  const tableTotal = others > 0 ? Math.floor(part(table) / others) * others : 0;
  return part(loser) + part(winner) + tableTotal > fund.terms.names_above_cents;
}

/** A share as the payouts list says it: "Seat 1 Ann (losing hand)". */
export const shareWho = (s: PayoutShare): string => t("jackpots:words.shareWho", { seat: s.seat, name: s.name, part: partWords(s.part) });

/** How a share was paid, after its amount: " in chips" onto the player's stack; nothing in cash. */
export const shareHow = (s: PayoutShare): string => (s.in_chips ? ` ${t("jackpots:words.inChips")}` : "");

/** Whether a payout was paid in chips onto the stacks (each of its shares was). */
export const paidInChips = (p: { shares: PayoutShare[] }): boolean => p.shares.length > 0 && p.shares.every((s) => s.in_chips);

/** A hit in one line, as the floor board and the screen say it: "Table 2, hand 412". */
export const hitWhere = (hit: Pick<HitView, "table_name" | "hand_id">): string => t("jackpots:words.hitWhere", { table: hit.table_name, hand: hit.hand_id });
