import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, renderHook } from "@testing-library/react";
import { useIdle } from "./useIdle";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The hook waiting `ms`, and how many times it fired. */
function idle(ms: number, enabled = true) {
  const fired = vi.fn();
  const hook = renderHook(({ on }) => useIdle(ms, fired, on), { initialProps: { on: enabled } });
  return { fired, hook };
}

describe("nobody at the screen for a while", () => {
  it("fires once the time has passed without input, and not a moment before", () => {
    const { fired } = idle(120_000);
    vi.advanceTimersByTime(119_999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("any input starts the wait again: a tap, a key, the mouse moved, a scroll", () => {
    const { fired } = idle(60_000);
    for (const input of [
      () => fireEvent.pointerDown(document.body),
      () => fireEvent.keyDown(document.body, { key: "a" }),
      () => fireEvent.pointerMove(document.body),
      () => fireEvent.wheel(document.body),
      () => fireEvent.touchStart(document.body),
    ]) {
      vi.advanceTimersByTime(59_000);
      input();
    }
    // Five spells of 59 s, each ended by input: never idle for a minute.
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(59_999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("a key a screen stops from going further still counts (the window's capture hears it)", () => {
    const { fired } = idle(10_000);
    const field = document.createElement("input");
    document.body.appendChild(field);
    field.addEventListener("keydown", (e) => e.stopPropagation());
    vi.advanceTimersByTime(9_000);
    fireEvent.keyDown(field, { key: "1" });
    vi.advanceTimersByTime(9_000);
    expect(fired).not.toHaveBeenCalled();
    field.remove();
  });

  it("fires once per idle spell: it waits for input to start again", () => {
    const { fired } = idle(1_000);
    vi.advanceTimersByTime(5_000);
    expect(fired).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    vi.advanceTimersByTime(999);
    expect(fired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(2);
  });

  it("counts nothing while not enabled (a desk already locked, nobody signed in), and starts afresh when it is", () => {
    const { fired, hook } = idle(1_000, false);
    vi.advanceTimersByTime(5_000);
    expect(fired).not.toHaveBeenCalled();
    hook.rerender({ on: true });
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("stops counting when the screen goes", () => {
    const { fired, hook } = idle(1_000);
    hook.unmount();
    vi.advanceTimersByTime(5_000);
    expect(fired).not.toHaveBeenCalled();
  });
});
