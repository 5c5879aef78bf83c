import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { ErrorDetails } from "./ErrorDetails";

describe("a refusal's details", () => {
  it("say the room's sentence with its times in the room's zone, and its code", () => {
    // 21:00Z is 22:00 in Madrid (the tests' zone).
    render(
      <ErrorDetails
        error={{ code: "jackpot_not_qualified", message: "hand 405 is not a High hand jackpot: its period runs until 2026-11-20T21:00:00Z: the high hand is paid when the period ends" }}
      />,
    );
    expect(document.querySelector("[data-field=message]")!.textContent).toBe(
      "hand 405 is not a High hand jackpot: its period runs until 20 Nov 2026, 22:00: the high hand is paid when the period ends",
    );
    expect(document.querySelector("[data-field=code]")!.textContent).toBe("jackpot_not_qualified");
  });

  it("leave a sentence without times as the room wrote it", () => {
    render(<ErrorDetails error={{ code: "wrong_pin", message: "wrong PIN for 2026 staff" }} />);
    expect(document.querySelector("[data-field=message]")!.textContent).toBe("wrong PIN for 2026 staff");
  });
});
