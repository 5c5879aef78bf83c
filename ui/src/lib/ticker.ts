// One clock for every countdown on the screen: a single interval, read through
// `useSyncExternalStore`, so a tick re-renders the countdowns and nothing else. It keeps the
// room's time: the last board's time plus what the machine's clock has run since it arrived,
// so a machine whose clock is off still counts down to the room's deadlines.
import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
/** The room's clock minus the machine's, as of the last board. */
let offset = 0;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = setInterval(() => {
      now = Date.now() + offset;
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** While nothing ticks, the time to the second (the same value for every read in a second). */
function snapshot(): number {
  if (timer === undefined) now = Math.floor((Date.now() + offset) / 1000) * 1000;
  return now;
}

/** The room said it was `roomMs` when the machine's clock read `machineMs`. */
export function setRoomClock(roomMs: number, machineMs: number): void {
  offset = roomMs - machineMs;
  now = Date.now() + offset;
  for (const l of listeners) l();
}

/** The room's time in milliseconds, moving once a second while anything on the screen reads it. */
export function useRoomNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}

/** The room's time in milliseconds now, read once (a form's check; `useRoomNow` to show it). */
export const roomNow = (): number => Date.now() + offset;
