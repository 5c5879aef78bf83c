// Nobody at the screen for a while: the table station goes back to the dealers' sign-in, the
// desk locks (the house's idle times, `station_idle_seconds` and `desk_lock_minutes`).
import { useEffect, useRef } from "react";

/** What counts as someone at the screen: a touch, a click, the mouse moved, a key, a scroll. */
export const INPUT_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

/**
 * Calls `onIdle` once `ms` have passed without any input in the window; input before then
 * starts the wait again. After it fires it waits for input to start again (it fires once per
 * idle spell). `enabled` false: nothing is counted. The window's capture phase hears every
 * input, even one a screen stops from going further.
 */
export function useIdle(ms: number, onIdle: () => void, enabled = true): void {
  const fire = useRef(onIdle);
  fire.current = onIdle;
  useEffect(() => {
    if (!enabled || !(ms > 0)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fire.current(), ms);
    };
    wait();
    for (const e of INPUT_EVENTS) window.addEventListener(e, wait, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of INPUT_EVENTS) window.removeEventListener(e, wait, { capture: true });
    };
  }, [ms, enabled]);
}
