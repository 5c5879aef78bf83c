// The floor's forms after a refusal: the room's error said once, the field it is about
// outlined, and a seat taken meanwhile never asked for again.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SeatDto } from "../../../api";
import { floorBoard } from "../../../test/fixtures";
import { previewTable, refusal, serveRoom } from "./testRoom";
import { openTableDialog, seatPlayerDialog } from "./testBoard";


describe("a refused table is said once, the field it is about outlined", () => {
  it("the room's 'no rate' is shown once, not in the preview and again in an alert, and the rate field is outlined", async () => {
    const noRate = refusal("no_rate", "no rate for Mexican Poker at $2.00/$4.00");
    const room = serveRoom({
      preview_table: () => {
        throw noRate;
      },
      open_table: () => {
        throw noRate;
      },
    });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    await userEvent.selectOptions(within(d).getByLabelText("Game"), "mexican");
    await userEvent.type(within(d).getByLabelText("Small bet"), "2");
    await userEvent.type(within(d).getByLabelText("Big bet"), "4");
    await within(d).findByText("The rate schedule has no rate for this game and stakes. Give the table's rate.");
    const rate = within(d).getByLabelText("Manager's rate");
    expect(rate.getAttribute("aria-invalid")).toBe("true");

    await userEvent.click(within(d).getByRole("button", { name: "Open table" }));
    await waitFor(() => expect(room.of("open_table")).toHaveLength(1));
    const alert = await within(d).findByRole("alert");
    expect(alert.dataset.code).toBe("no_rate");
    // Once: one set of the room's details in the dialog, one sentence of advice.
    expect(d.querySelectorAll("details.error-details")).toHaveLength(1);
    expect(within(d).getAllByText("The rate schedule has no rate for this game and stakes. Give the table's rate.")).toHaveLength(1);
    expect(within(d).getByLabelText("Manager's rate").getAttribute("aria-invalid")).toBe("true");
  });

  it("the room's refusal is never its raw sentence in the main text: the code and the message sit under Details", async () => {
    serveRoom({ preview_table: previewTable, open_table: () => { throw refusal("not_permitted", "Dee is not a floor manager"); } });
    const d = await openTableDialog();
    await waitFor(() => expect((within(d).getByLabelText("Game") as HTMLSelectElement).value).toBe("holdem"));
    await userEvent.type(within(d).getByLabelText("Small blind"), "1");
    await userEvent.type(within(d).getByLabelText("Big blind"), "2");
    await userEvent.click(within(d).getByRole("button", { name: "Open table" }));
    const alert = await within(d).findByRole("alert");
    const details = alert.querySelector("details")!;
    expect(details.querySelector("summary")!.textContent).toBe("Details");
    expect(details.open).toBe(false);
    expect(details.textContent).toContain("Dee is not a floor manager");
    expect(details.textContent).toContain("not_permitted");
    // Outside the disclosure: only the floor's words.
    const main = alert.cloneNode(true) as HTMLElement;
    main.querySelector("details")!.remove();
    expect(main.textContent).toBe("Only a floor manager may do this.");
  });
});

describe("a seat taken meanwhile at another station", () => {
  it("the seat field and the form agree on the seat offered next, the free seats are read again, and the second press seats the player", async () => {
    // Seat 6 is the first free seat at Table 1; another station seats Max there first.
    let taken = false;
    const max: SeatDto = { ...floorBoard().tables[0]!.seats[0]!, seat_no: 6, player_name: "Max" };
    const board = () => {
      const b = floorBoard();
      if (taken) b.tables[0]!.seats.push(max);
      return b;
    };
    const room = serveRoom(
      {
        seat_player: (a) => {
          const req = a.seat as { seat_no: number; player_name: string };
          if (req.seat_no === 6) {
            taken = true;
            throw refusal("seat_taken", "seat 6 at Table 1 is taken by Max");
          }
          return { ...max, seat_no: req.seat_no, player_name: req.player_name };
        },
      },
      board,
    );
    const d = await seatPlayerDialog(1);
    const seatField = within(d).getByLabelText("Seat") as HTMLSelectElement;
    expect(seatField.value).toBe("6");
    await userEvent.type(within(d).getByLabelText("Player's name"), "Zed");
    await userEvent.type(within(d).getByLabelText("Stack"), "100");
    await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
    expect((await within(d).findByRole("alert")).dataset.code).toBe("seat_taken");

    // The board is read again: seat 6 is no longer offered, and the field shows the seat the form holds.
    await waitFor(() => expect([...seatField.options].map((o) => o.value)).not.toContain("6"));
    expect(seatField.value).toBe("7");
    expect(seatField.getAttribute("aria-invalid")).toBe("true");

    await userEvent.click(within(d).getByRole("button", { name: "Seat player" }));
    await waitFor(() => expect(room.of("seat_player")).toHaveLength(2));
    expect((room.of("seat_player")[1]!.args.seat as { seat_no: number }).seat_no).toBe(7);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
