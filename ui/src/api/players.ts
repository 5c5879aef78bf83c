// Players as people (features/players) and the Title 31 cash logs (features/reports): the
// registry's search and cards, the floor's and the cage's commands on them, and the multiple
// transaction log and the CTRs due by gaming day. As in `floor.ts`, a refusal is the mutation's
// `error` (an `IpcError`) and nothing is refreshed; a success refreshes what its change touches
// (`touchedBy`: kind `players`, or `seats` for a seat named), and a command that answers the
// player's card writes it at once, before the `roomChanged` event arrives.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  commands,
  type CompRuleRequest,
  type CompRuleView,
  type ExclusionNotice,
  type IssueComp,
  type NewPlayerRequest,
  type PlayerCard,
  type RestrictPlayer,
} from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { refreshTouched } from "./live";

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

const refresh = refreshTouched;

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

/** Every self-exclusion notice entered, newest first. */
export function useExclusionNotices() {
  return useQuery({ queryKey: keys.notices, queryFn: () => call(commands.exclusionNotices()) });
}

/** A notice's photo as a data URL (null: none came with it); none asked while `noticeId` is null. */
export function useNoticePhoto(noticeId: number | null) {
  return useQuery({
    queryKey: keys.noticePhoto(noticeId ?? 0),
    enabled: noticeId !== null,
    queryFn: () => call(commands.noticePhoto(noticeId!)),
  });
}

/**
 * The notice a player about to be seated may be the patron of (by his number, else by the name
 * typed), the same match the seating refused with; none asked while `asked` is false.
 */
export function usePossibleNotice(name: string | null, number: string | null, asked: boolean) {
  return useQuery({
    queryKey: keys.possibleNotice(name, number),
    enabled: asked,
    queryFn: () => call(commands.possibleExclusionNotice(name, number)),
    retry: false,
  });
}

/** The floor enters the Bureau's notice as it arrived; the notice comes back. */
export function useRecordNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([notice]: [ExclusionNotice]) => call(commands.recordExclusionNotice(notice)),
    onSuccess: () => refresh(client, "players", null),
  });
}

/** The floor compared the photo and the notice names this registered player: his card comes back. */
export const useConfirmExclusion = () => usePlayerCommand((noticeId: number, number: string) => commands.confirmExclusion(noticeId, number));

/** A self-excluded patron found playing: removed from his seat, the incident kept for the Bureau. */
export function useRecordIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([tableId, seatNo, noticeId, what, withheld]: [number, number, number, string, string | null]) =>
      call(commands.recordExclusionIncident(tableId, seatNo, noticeId, what, withheld)),
    onSuccess: (_, [tableId]) => refresh(client, "seats", tableId),
  });
}

/** Every incident of a self-excluded patron found playing, oldest first. */
export function useExclusionIncidents() {
  return useQuery({ queryKey: keys.incidents, queryFn: () => call(commands.exclusionIncidents()) });
}

/** The house's comp rules, in force and ended. */
export function useCompRules() {
  return useQuery({ queryKey: keys.compRules, queryFn: () => call(commands.compRules()) });
}

function useRulesCommand<Args extends unknown[]>(command: (...args: Args) => Promise<CommandResult<CompRuleView[]>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (rules) => {
      const refreshed = refresh(client, "players", null);
      client.setQueryData(keys.compRules, rules);
      return refreshed;
    },
  });
}

/** The floor adds a comp rule; the rules come back. */
export const useAddCompRule = () => useRulesCommand((rule: CompRuleRequest) => commands.addCompRule(rule));
/** The floor ends a comp rule (never edited); the rules come back. */
export const useEndCompRule = () => useRulesCommand((ruleId: number) => commands.endCompRule(ruleId));

/** What each rule in force has earned a player today, and what is still to issue. */
export function useCompsEarned(number: string) {
  return useQuery({ queryKey: keys.compsEarned(number), queryFn: () => call(commands.compsEarned(number, null)) });
}

/** The floor issues a comp (under a rule, or outside the rules with a reason); the player's comps of the day come back. */
export function useIssueComp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([comp]: [IssueComp]) => call(commands.issueComp(comp)),
    onSuccess: (comps, [comp]) => {
      const refreshed = refresh(client, "players", null);
      // The answer is the player's comps of the day: today's on his card at once.
      const day = comps[0]?.gaming_day;
      if (day) client.setQueryData(keys.playerComps(comp.number, day, day), comps);
      return refreshed;
    },
  });
}

/** A player's seated minutes per gaming day over [from, to]; none asked while `from` is null. */
export function usePlayerHours(number: string, from: string | null, to: string | null) {
  return useQuery({
    queryKey: keys.playerHours(number, from ?? "", to ?? ""),
    enabled: from !== null && to !== null,
    queryFn: () => call(commands.playerHours(number, from!, to!)),
  });
}

/**
 * The comps a player was issued over gaming days [from, to] (today's: `from` = `to` = the gaming
 * day now); none asked while `from` is null. Under `players`: an issue reads them again.
 */
export function usePlayerComps(number: string, from: string | null, to: string | null) {
  return useQuery({
    queryKey: keys.playerComps(number, from ?? "", to ?? ""),
    enabled: from !== null && to !== null,
    queryFn: () => call(commands.playerComps(number, from!, to!)),
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
  CompEarned,
  CompKind,
  CompRuleRequest,
  CompRuleView,
  CompUnit,
  CompView,
  DayHours,
  ExclusionNotice,
  ExclusionTerm,
  IncidentView,
  IssueComp,
  NoticeView,
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
