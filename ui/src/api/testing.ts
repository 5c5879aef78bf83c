// For tests only: announces a change as the shell does after a commit (with `mockIPC`'s
// `shouldMockEvents`). Here so that tests, like screens, never import `bindings.ts`.
import { events, type ConnectionChanged, type RoomChanged } from "../bindings";

export function announceChange(change: Omit<RoomChanged, "commit"> & Partial<Pick<RoomChanged, "commit">>): Promise<void> {
  return events.roomChanged.emit({ commit: null, ...change });
}

/** Announces the connection lost or back, as the shell's watcher does. */
export function announceConnection(status: ConnectionChanged): Promise<void> {
  return events.connectionChanged.emit(status);
}
