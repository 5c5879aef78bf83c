import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { FACE_PNG } from "../../../e2e/players-script";
import { PlayersPage } from "./PlayersPage";
import { servePlayers } from "./testing";

async function showNotices(options?: Parameters<typeof servePlayers>[0]) {
  const room = servePlayers(options);
  const user = userEvent.setup();
  renderApp(
    <SignedIn>
      <PlayersPage />
    </SignedIn>,
  );
  await user.click(await screen.findByRole("tab", { name: "Self-exclusion notices" }));
  return { room, user };
}

/** The PNG of the mock's notices as a file a person picks. */
const facePng = () => new File([Uint8Array.from(atob(FACE_PNG.split(",")[1]!), (c) => c.charCodeAt(0))], "face.png", { type: "image/png" });

describe("self-exclusion notices", () => {
  it("lists every notice entered with its reference and term, and the one opened shows the Bureau's photo and what it says", async () => {
    await showNotices();
    const card = await screen.findByRole("article", { name: "Rita Vance · notice SE-2026-0147" });
    const photo = await within(card).findByRole("img", { name: "Photo on notice SE-2026-0147: Rita Vance" });
    expect(photo.getAttribute("src")).toBe(FACE_PNG);
    expect(card.querySelector('[data-field="birth-date"]')!.textContent).toBe("30 Dec 1966");
    expect(card.querySelector('[data-field="term"]')!.textContent).toBe("For life, from 12 Jan 2026");
    expect(card.querySelector('[data-field="descriptors"]')!.textContent).toBe("5'6\", grey hair, glasses");
    expect(within(screen.getByRole("list", { name: "Notices entered" })).getAllByRole("button")).toHaveLength(1);
  });

  it("a notice is entered as it arrived, its photo picked from an image file and sent as a data URL, and it opens at once", async () => {
    const { room, user } = await showNotices();
    await user.click(await screen.findByRole("button", { name: "Enter a notice…" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter a self-exclusion notice" });
    await user.click(within(dialog).getByRole("button", { name: "Enter notice" }));
    expect(await within(dialog).findByText("Type the patron's name as the notice gives it.")).toBeTruthy();
    expect(within(dialog).getByText("Give the first day of the term.")).toBeTruthy();
    expect(room.of("record_exclusion_notice")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Name/), "Dale Whitmore");
    await user.type(within(dialog).getByLabelText("Date of birth"), "1975-04-02");
    await user.click(within(dialog).getByRole("radio", { name: "Lifetime" }));
    await user.type(within(dialog).getByLabelText(/First day of the term/), "2026-11-01");
    await user.type(within(dialog).getByLabelText("Descriptors"), "6'1\", red beard");
    await user.type(within(dialog).getByLabelText(/Notice reference/), "SE-2026-0311");
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, facePng());
    expect(await within(dialog).findByRole("img", { name: "The photo chosen" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Enter notice" }));
    await waitFor(() =>
      expect(room.of("record_exclusion_notice")[0]?.args).toEqual({
        notice: {
          name: "Dale Whitmore",
          birth_date: "1975-04-02",
          term: "lifetime",
          starts_on: "2026-11-01",
          descriptors: "6'1\", red beard",
          reference: "SE-2026-0311",
          photo: FACE_PNG,
          player_number: null,
        },
      }),
    );
    expect(await screen.findByRole("article", { name: "Dale Whitmore · notice SE-2026-0311" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a file that is not an image is refused before anything is sent", async () => {
    const { room, user } = await showNotices();
    await user.click(await screen.findByRole("button", { name: "Enter a notice…" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter a self-exclusion notice" });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A file the picker's filter let through ("All files").
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["%PDF-1.4"], "notice.pdf", { type: "application/pdf" }));
    expect(await within(dialog).findByText("Choose a JPEG, PNG or WebP image.")).toBeTruthy();
    expect(room.of("record_exclusion_notice")).toHaveLength(0);
  });

  it("the cage reads the notices but enters none and records no incident", async () => {
    await showNotices({ role: "cage" });
    await screen.findByRole("article", { name: "Rita Vance · notice SE-2026-0147" });
    expect(screen.queryByRole("button", { name: "Enter a notice…" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Record incident…" })).toBeNull();
  });
});

describe("a self-excluded patron found playing", () => {
  it("recording the incident removes the patron from the seat and lists it, with what was withheld, for the notice to the Bureau", async () => {
    const { room, user } = await showNotices();
    await screen.findByRole("article", { name: "Rita Vance · notice SE-2026-0147" });
    await user.click(screen.getByRole("button", { name: "Record incident…" }));
    const dialog = await screen.findByRole("dialog", { name: "Patron found playing: Rita Vance (notice SE-2026-0147)" });
    await user.click(within(dialog).getByRole("button", { name: "Remove and record" }));
    expect(await within(dialog).findByText("Choose the table and seat.")).toBeTruthy();
    expect(within(dialog).getByText("Say what happened.")).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Where the patron was playing/), "Table 2 · seat 3 · Gus");
    await user.type(within(dialog).getByLabelText(/What happened/), "Recognised by the dealer from the notice");
    await user.type(within(dialog).getByLabelText(/Withheld/), "High hand $200.00");
    await user.click(within(dialog).getByRole("button", { name: "Remove and record" }));
    await waitFor(() =>
      expect(room.of("record_exclusion_incident")[0]?.args).toEqual({
        tableId: 2,
        seatNo: 3,
        noticeId: 1,
        what: "Recognised by the dealer from the notice",
        withheld: "High hand $200.00",
      }),
    );
    expect((await screen.findByRole("status")).textContent).toBe("Recorded: Gus Tomlin was removed from Table 2, seat 3.");
    expect(room.board().tables.find((t) => t.table.id === 2)!.seats.some((s) => s.seat_no === 3)).toBe(false);
    await user.click(screen.getByRole("tab", { name: "Incidents" }));
    const row = (await screen.findByRole("table")).querySelector("tr[data-incident]")!;
    expect(row.querySelector('[data-field="patron"]')!.textContent).toBe("Gus Tomlin");
    expect(row.querySelector('[data-field="reference"]')!.textContent).toBe("SE-2026-0147");
    expect(row.querySelector('[data-field="where"]')!.textContent).toBe("Table 2 · seat 3");
    expect(row.querySelector('[data-field="withheld"]')!.textContent).toBe("High hand $200.00");
  });

  it("no incident yet is said plainly", async () => {
    const { user } = await showNotices();
    await user.click(screen.getByRole("tab", { name: "Incidents" }));
    expect(await screen.findByText("No self-excluded patron has been found playing.")).toBeTruthy();
  });
});
