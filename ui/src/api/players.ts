// Players as people (features/players) and the Title 31 cash logs (features/reports): the
// registry's search and cards, the floor's and the cage's commands on them, and the multiple
// transaction log and the CTRs due by gaming day. As in `floor.ts`, a refusal is the mutation's
// `error` (an `IpcError`) and nothing is refreshed; a success refreshes what its change touches
// (`touchedBy`: kind `players`, or `seats` for a seat named), and a command that answers the
// player's card writes it at once, before the `roomChanged` event arrives.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { commands, type ChangeKind, type NewPlayerRequest, type PlayerCard, type RestrictPlayer } from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { touchedBy } from "./live";

/** A player's number as the room keeps it, when `text` is one ("#0042" is "42"); else null. */
export function playerNumberOf(text: string): string | null {
  const digits = text.trim().replace(/^#/, "");
  if (!/^\d{1,12}$/.test(digits)) return null;
  const n = digits.replace(/^0+/, "");
  return n === "" ? null : n;
}

/**
 * The players whose name, wall name, number or phone holds `text` ("where is Tom?"), each with
 * where he sits; nothing is asked while `text` is blank.
 */
export function useFindPlayers(text: string) {
  const asked = text.trim();
  return useQuery({
    queryKey: keys.playerSearch(asked),
    enabled: asked !== "",
    queryFn: () => call(commands.findPlayers(asked)),
    placeholderData: (previous) => previous,
  });
}

/** A player's card by number (none asked while `number` is null). */
export function usePlayer(number: string | null) {
  return useQuery({
    queryKey: keys.player(number ?? ""),
    enabled: number !== null,
    queryFn: () => call(commands.player(number!)),
    retry: false,
  });
}

async function refresh(client: QueryClient, kind: ChangeKind, tableId: number | null): Promise<void> {
  await Promise.all(touchedBy({ table_id: tableId, kind }).map((f) => client.invalidateQueries(f)));
}

/** A command on the registry as a mutation: `mutate(args)`; the card it answers is shown at once. */
function usePlayerCommand<Args extends unknown[]>(command: (...args: Args) => Promise<CommandResult<PlayerCard>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (card) => {
      const refreshed = refresh(client, "players", null);
      // After the refresh's invalidation: the answer is what the room holds now.
      client.setQueryData(keys.player(card.number), card);
      return refreshed;
    },
  });
}

/** The floor or the cage registers a player (no number: the room gives the next); the card comes back. */
export const useAddPlayer = () => usePlayerCommand((player: NewPlayerRequest) => commands.addPlayer(player));
/** The floor or the cage corrects a player's record; the card comes back. */
export const useEditPlayer = () => usePlayerCommand((number: string, player: NewPlayerRequest) => commands.editPlayer(number, player));
/** The floor bars, or records a self-restriction or a self-exclusion; the card comes back. */
export const useRestrictPlayer = () => usePlayerCommand((restriction: RestrictPlayer) => commands.restrictPlayer(restriction));
/** The floor lifts a bar or a self-restriction with a reason and the floor manager's PIN; the card comes back. */
export const useLiftRestriction = () =>
  usePlayerCommand((number: string, reason: string, pin: string) => commands.liftRestriction(number, reason, pin));
/** The floor erases what names a player after the house's keeping period; the card comes back. */
export const useAnonymisePlayer = () => usePlayerCommand((number: string) => commands.anonymisePlayer(number));

/** The floor or the cage names the nameless player in a seat by his number; the seat comes back. */
export function useIdentifyPlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([tableId, seatNo, number]: [number, number, string]) => call(commands.identifyPlayer(tableId, seatNo, number)),
    onSuccess: (_, [tableId]) => refresh(client, "seats", tableId),
  });
}

/** The gaming day now (`2026-11-23`): the cash logs' first day until another is chosen. */
export function useGamingDayToday() {
  return useQuery({ queryKey: keys.gamingDay, queryFn: () => call(commands.gamingDayToday()) });
}

/** The multiple transaction log of gaming days [from, to] (`to` null: `from` alone); none asked while `from` is null. */
export function useMultipleTransactionLog(from: string | null, to: string | null) {
  return useQuery({
    queryKey: keys.mtl(from ?? "", to),
    enabled: from !== null,
    queryFn: () => call(commands.multipleTransactionLog(from!, to)),
  });
}

/** The CTRs due over gaming days [from, to] (`to` null: `from` alone); none asked while `from` is null. */
export function useCtrReport(from: string | null, to: string | null) {
  return useQuery({
    queryKey: keys.ctr(from ?? "", to),
    enabled: from !== null,
    queryFn: () => call(commands.ctrReport(from!, to)),
  });
}

export type {
  CashDirection,
  CashLine,
  CashSource,
  CtrDue,
  CtrReport,
  MultipleTransactionLog,
  NewPlayerRequest,
  PlayerCard,
  PlayerSeat,
  RestrictionKind,
  RestrictionScope,
  RestrictionView,
  RestrictPlayer,
} from "../bindings";
