// The jackpots the players fund (issue 38; features/jackpots): every fund with its balance,
// terms, posted rules and pending hits, every payout, the ledger by gaming day or quarter, and
// the floor's commands on them (add a fund, change its terms, correct its balance, pay a hit).
// As in `floor.ts`, a refusal is the mutation's `error` (an `IpcError`) and nothing is
// refreshed; a success refreshes what a change of kind `jackpots` touches (`refreshTouched`): the
// funds, the ledgers, the wall board and the floor board's banner. A command that answers the
// funds as they are now writes them at once, before the `roomChanged` event arrives.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  commands,
  type FundAdjustment,
  type FundTermsChange,
  type JackpotPayment,
  type Jackpots,
  type LedgerBy,
  type NewFund,
} from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { refreshTouched } from "./live";

/** Every fund (balance, terms, rules, pending hits) and every payout. */
export function useJackpots() {
  return useQuery({ queryKey: keys.jackpots, queryFn: () => call(commands.jackpots()) });
}

/** What the ledger asks: each fund's lines by gaming day or quarter over [from, to] (`2026-11-23`). */
export type LedgerQuery = { from: string; to: string; by: LedgerBy };

/** Each fund's ledger over the query's dates (none asked while `query` is null). */
export function useJackpotLedger(query: LedgerQuery | null) {
  return useQuery({
    queryKey: keys.jackpotLedger(query ?? {}),
    enabled: query !== null,
    queryFn: () => call(commands.jackpotLedger(query!.from, query!.to, query!.by)),
  });
}

const refresh = (client: QueryClient) => refreshTouched(client, "jackpots", null);

/** Whether a command's answer is the funds as they are now. */
const isJackpots = (result: unknown): result is Jackpots =>
  typeof result === "object" && result !== null && "funds" in result && "payouts" in result;

/** A floor command on the funds as a mutation: `mutate(args)`. */
function useJackpotCommand<Args extends unknown[], T>(command: (...args: Args) => Promise<CommandResult<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (result) => {
      const refreshed = refresh(client);
      // After the refresh's invalidation: the answer is what the room holds now.
      if (isJackpots(result)) client.setQueryData(keys.jackpots, result);
      return refreshed;
    },
  });
}

/** The floor adds a fund with its first terms and seed; the fund comes back. */
export const useAddJackpotFund = () => useJackpotCommand((fund: NewFund) => commands.addJackpotFund(fund));
/** The floor changes a fund's terms from a date (now when none); the funds come back. */
export const useChangeJackpotTerms = () => useJackpotCommand((change: FundTermsChange) => commands.changeJackpotTerms(change));
/** The floor corrects a fund's balance (+ or −) with a reason and a PIN; the funds come back. */
export const useAdjustJackpot = () => useJackpotCommand((adjustment: FundAdjustment) => commands.adjustJackpot(adjustment));
/** The floor pays a hit with a PIN and a witness's; the payout comes back. */
export const usePayJackpot = () => useJackpotCommand((payment: JackpotPayment) => commands.payJackpot(payment));

export type {
  FundAdjustment,
  FundTerms,
  FundTermsChange,
  FundView,
  HighHandLead,
  HitDetail,
  HitView,
  JackpotPayment,
  Jackpots,
  LaterTerms,
  LedgerBy,
  LedgerLine,
  NewFund,
  PayoutShare,
  PayoutView,
  Qualifier,
  SeatName,
  Split,
  TieRule,
} from "../bindings";
