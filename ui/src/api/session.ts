import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type SessionView } from "../bindings";
import { call } from "./call";
import { isStationKey, keys } from "./keys";

export type { Role, SessionView, StaffDto } from "../bindings";

/**
 * Who is signed in at this window. The shell keeps it (no command takes an actor), so this is
 * only ever read from the shell or written with what a sign-in command returned.
 */
export function useSessionView() {
  return useQuery({
    queryKey: keys.session,
    queryFn: () => call(commands.session()),
    // A room that could not be opened (its server out of reach at start) is asked for again
    // now and then: the station comes up by itself once it can be reached.
    refetchInterval: (query) => (query.state.error?.code.startsWith("db_") ? SESSION_RETRY_MS : false),
  });
}

/**
 * Whether the person signed in is a floor manager: only then are the floor's own actions
 * offered (seating, moving, unseating, correcting chips, comps, pushes, closing a table). False
 * until the session is read: a dealer is never shown what he may not do.
 */
export function useIsFloor(): boolean {
  return useSessionView().data?.staff?.role === "floor";
}

/** How often the sign-in screen asks again for a room that could not be opened. */
export const SESSION_RETRY_MS = 5_000;

/**
 * A session command: its answer is the new session, shown at once. Either way the staff list
 * is read again: a refused PIN counts towards a lock (`locked_until`), a sign-in clears it.
 * When the person changes, everything read for the last one is dropped and read again for the
 * new one: a dealer's one-table board never stays on a floor manager's screen, nor the reverse.
 * The station's own reads (what the station is, where its room lives) stay.
 */
export function useSessionCommand<Args>(run: (args: Args) => Promise<SessionView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (view) => {
      const before = client.getQueryData<SessionView>(keys.session)?.staff?.id ?? null;
      client.setQueryData(keys.session, view);
      if (before !== (view.staff?.id ?? null)) {
        await client.resetQueries({ predicate: (q) => !isStationKey(q.queryKey) });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.staff }),
  });
}

/** Starts an empty room with its first floor manager, who is then signed in. */
export const useStartRoom = () =>
  useSessionCommand(({ name, pin }: { name: string; pin: string }) => call(commands.startRoom(name, pin)));

/** Signs a staff member in with his PIN, switching from whoever was signed in. */
export const useSignIn = () =>
  useSessionCommand(({ name, pin }: { name: string; pin: string }) => call(commands.signIn(name, pin)));

export const useSignOut = () => useSessionCommand((_: void) => call(commands.signOut()));
