// For tests only: announces a change as the shell does after a commit (with `mockIPC`'s
// `shouldMockEvents`). Here so that tests, like screens, never import `bindings.ts`.
import { events, type ConnectionChanged, type RoomChanged } from "../bindings";

export function announceChange(change: RoomChanged): Promise<void> {
  return events.roomChanged.emit(change);
}

/** Announces the connection lost or back, as the shell's watcher does. */
export function announceConnection(status: ConnectionChanged): Promise<void> {
  return events.connectionChanged.emit(status);
}
