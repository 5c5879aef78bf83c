import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { setRoomClock } from "../../lib/ticker";
import { parseRoomTime } from "../../lib/time";
import { CallLeft, callDeadline } from "./CallLeft";
import { waitlistBoard } from "./testing";

afterEach(() => vi.useRealTimers());

describe("a call's countdown", () => {
  it("ticks every second on the screen from the room's seconds_left, urgent in the last minute, then says time is up", () => {
    vi.useFakeTimers();
    const board = waitlistBoard();
    const call = board.calls[0]!; // Wendy, 180 s left at 21:37
    // The board arrived now: the room's clock is its time.
    setRoomClock(parseRoomTime(board.at), Date.now());
    const { container } = render(<CallLeft deadline={callDeadline(call, board.at)} />);
    const left = () => container.querySelector("[data-field=left]")!;
    expect(left().textContent).toBe("3:00 left");
    expect(left().getAttribute("data-urgent")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(left().textContent).toBe("2:59 left");
    act(() => vi.advanceTimersByTime(120_000));
    expect(left().textContent).toBe("0:59 left");
    expect(left().getAttribute("data-urgent")).toBe("true");
    act(() => vi.advanceTimersByTime(59_000));
    expect(left().textContent).toBe("time is up");
  });

  it("counts from when the board arrived, whatever the machine's clock says: read 30 s ago, 2:30 is left", () => {
    vi.useFakeTimers();
    const board = waitlistBoard();
    setRoomClock(parseRoomTime(board.at), Date.now() - 30_000);
    const { container } = render(<CallLeft deadline={callDeadline(board.calls[0]!, board.at)} />);
    expect(container.textContent).toBe("2:30 left");
  });
});
