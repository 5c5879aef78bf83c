// For tests only: announces a change as the shell does after a commit (with `mockIPC`'s
// `shouldMockEvents`). Here so that tests, like screens, never import `bindings.ts`.
import { events, type RoomChanged } from "../bindings";

export function announceChange(change: RoomChanged): Promise<void> {
  return events.roomChanged.emit(change);
}
