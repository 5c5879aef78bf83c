// The new-PIN forms' component tests: each asks for the PIN twice (`components/PinField.tsx`).
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

/** The PIN typed again ("The same PIN again") replaced by `pin`, and the form sent by its button `send`. */
export async function retypePinAgain(user: ReturnType<typeof userEvent.setup>, pin: string, send: string) {
  await user.clear(screen.getByLabelText("The same PIN again"));
  await user.type(screen.getByLabelText("The same PIN again"), pin);
  await user.click(screen.getByRole("button", { name: send }));
}
