import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdjustmentDto } from "../../api";
import { renderApp } from "../../test/render";
import { CorrectionDialog } from "./CorrectionDialog";
import { fixturePin, hand221, serveSeededDay } from "./testing";

const history = hand221();
const adjustment: AdjustmentDto = history.adjustments[0]!;

/** The dialog open on hand 221 as it ended; `answer` is the room's answer to `correct_hand`. */
function open(answer: () => unknown) {
  const room = serveSeededDay((cmd) => (cmd === "correct_hand" ? answer() : undefined));
  const onDone = vi.fn<(a: AdjustmentDto) => void>();
  const onClose = vi.fn();
  renderApp(<CorrectionDialog hand={history.steps.at(-1)!} title="Hand 35 at Table 7" opened onClose={onClose} onDone={onDone} />);
  return { room, onDone, onClose, user: userEvent.setup() };
}
const field = (label: string) => screen.getByLabelText(label);
const sent = (room: ReturnType<typeof serveSeededDay>) => room.calls.filter((c) => c.cmd === "correct_hand").map((c) => c.args);

describe("Correct chips…", () => {
  it("sends the PIN and the correction, the amount as integer cents, and hands back the room's adjustment", async () => {
    const { room, onDone, onClose, user } = open(() => adjustment);
    expect(screen.getByRole("dialog", { name: "Correct chips: Hand 35 at Table 7" })).toBeTruthy();
    await user.selectOptions(field("From"), "house");
    await user.selectOptions(field("To"), "Seat 5 Abe");
    await user.type(field("Amount"), "1.00");
    await user.type(field("Why"), "The drop was taken twice");
    await user.type(field("Your PIN"), fixturePin);
    expect(screen.getByText("Moves $1.00 from the house to Seat 5 Abe.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Correct the hand" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(adjustment));
    expect(onClose).toHaveBeenCalled();
    expect(sent(room)).toEqual([
      { pin: fixturePin, correction: { hand_id: 221, from_seat: null, to_seat: 5, amount_cents: 100, reason: "The drop was taken twice" } },
    ]);
  });

  it("says what to fix before anything is sent", async () => {
    const { room, user } = open(() => adjustment);
    await user.type(field("Amount"), "2.505");
    await user.click(screen.getByRole("button", { name: "Correct the hand" }));
    expect(screen.getByText("Choose who gives the chips: a seat, or the house.")).toBeTruthy();
    expect(screen.getByText("Type dollars and cents, such as 1 or 2.50 (at most two decimals).")).toBeTruthy();
    expect(screen.getByText("Type your PIN.")).toBeTruthy();
    expect(field("Amount").getAttribute("aria-invalid")).toBe("true");
    // Fixing a field clears its message.
    await user.clear(field("Amount"));
    await user.type(field("Amount"), "2.50");
    expect(screen.queryByText(/at most two decimals/)).toBeNull();
    expect(sent(room)).toEqual([]);
  });

  it("a refused correction is said in words by its code, with the room's sentence; the dialog stays", async () => {
    const { onDone, onClose, user } = open(() => {
      throw { code: "wrong_pin", message: "that name and PIN do not match" };
    });
    await user.selectOptions(field("From"), "Seat 5 Abe");
    await user.selectOptions(field("To"), "house");
    await user.type(field("Amount"), "3");
    await user.type(field("Why"), "Paid twice");
    await user.type(field("Your PIN"), "1111");
    await user.click(screen.getByRole("button", { name: "Correct the hand" }));
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("wrong_pin");
    expect(alert.textContent).toContain("That PIN is not right: type your own PIN again. Nothing was changed.");
    expect(alert.textContent).toContain("that name and PIN do not match");
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
