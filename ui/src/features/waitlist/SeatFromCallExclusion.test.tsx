import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import type { NoticeView } from "../../api";
import { floorDay, serveLists, waitlistBoard } from "./testing";
import { WaitlistPage } from "./WaitlistPage";

// Wendy Park is called to Table 2 (call 2); a Bureau notice names a Wendy Park. Seating her from
// the call is refused with `possible_self_exclusion` until the floor compares the photo.
const WENDY_NOTICE: NoticeView = {
  id: 9,
  name: "Wendy Park",
  birth_date: "1981-03-14",
  term: "lifetime",
  starts_on: "2025-06-01",
  descriptors: "Short grey hair, glasses",
  reference: "SE-2025-0031",
  received_at: "2025-06-03T15:00:00Z",
  has_photo: false,
};

async function seatWendy() {
  const room = serveLists(waitlistBoard(), [], floorDay(), WENDY_NOTICE);
  renderApp(<WaitlistPage onOpenWall={vi.fn()} />);
  await screen.findByRole("heading", { name: "Texas Hold'em $1.00/$2.00 NL" });
  await userEvent.click(screen.getByRole("button", { name: "Seat Wendy Park at Table 2" }));
  const d = await screen.findByRole("dialog");
  await userEvent.selectOptions(within(d).getByLabelText("Seat"), "4");
  await userEvent.type(within(d).getByLabelText("Buy-in"), "200");
  await userEvent.click(within(d).getByRole("button", { name: "Seat Wendy Park" }));
  const alert = await within(d).findByRole("alert");
  return { room, d, alert };
}

const seated = (room: ReturnType<typeof serveLists>) => room.floor().tables.find((t) => t.table.id === 2)!.seats.map((s) => s.player_name);

describe("seating a called player a self-exclusion notice may name", () => {
  it("the refusal shows the notice beside the called player, asked by the called player's name, and nobody is seated", async () => {
    const { room, d, alert } = await seatWendy();
    expect(alert.dataset.code).toBe("possible_self_exclusion");
    expect(room.of("seat_from_call")[0]?.args).toEqual({
      seat: { call_id: 2, seat_no: 4, stack_cents: 20000, entry: "wait_for_big_blind", cash: false, not_excluded: null },
    });
    const notice = await within(d).findByRole("region", { name: "The Bureau's notice" });
    expect(notice.dataset.notice).toBe("9");
    expect(notice.querySelector('[data-field="reference"]')!.textContent).toBe("SE-2025-0031");
    expect(within(d).getByRole("region", { name: "The player being seated" }).querySelector('[data-field="name"]')!.textContent).toBe("Wendy Park");
    expect(room.of("possible_exclusion_notice").map((c) => c.args)).toEqual([{ name: "Wendy Park", number: null }]);
    expect(seated(room)).not.toContain("Wendy Park");
  });

  it("Not this person sends the same seat again with not_excluded naming the notice, and the player is seated", async () => {
    const { room, d } = await seatWendy();
    await within(d).findByRole("region", { name: "The Bureau's notice" });
    await userEvent.click(within(d).getByRole("button", { name: "Not this person: seat the player" }));
    await waitFor(() => expect(room.of("seat_from_call")).toHaveLength(2));
    expect(room.of("seat_from_call")[1]?.args).toEqual({
      seat: { call_id: 2, seat_no: 4, stack_cents: 20000, entry: "wait_for_big_blind", cash: false, not_excluded: 9 },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seated(room)).toContain("Wendy Park");
  });

  it("This is the person does not seat the player and sends nothing more", async () => {
    const { room, d } = await seatWendy();
    await within(d).findByRole("region", { name: "The Bureau's notice" });
    await userEvent.click(within(d).getByRole("button", { name: "This is the person: do not seat" }));
    expect((await within(d).findByRole("status")).textContent).toMatch(/^Not seated: this is the patron of notice SE-2025-0031\./);
    expect(room.of("seat_from_call")).toHaveLength(1);
    expect(seated(room)).not.toContain("Wendy Park");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
