import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fixtureSession } from "../../../e2e/fake-room";
import { renderApp } from "../../test/render";
import { canSee } from "../../lib/access";
import { setLanguage } from "../../i18n";
import { RotationPage } from "./RotationPage";
import { fixtureRotation, serveRotation } from "../../test/serveRotation";

// The fixture is the rotation of a real room at 21:37Z on 20 November; tests run in
// Europe/Madrid (UTC+1), so the screen reads 22:37.

async function show() {
  const room = serveRotation();
  renderApp(<RotationPage />);
  await screen.findByRole("table", { name: "Next pushes" });
  return room;
}
const pushRow = (table: number) => document.querySelector<HTMLElement>(`#pushes tr[data-table="${table}"]`)!;
const dealerRow = (id: number) => document.querySelector<HTMLElement>(`#dealers tr[data-dealer="${id}"], #dealers-by-hand tr[data-dealer="${id}"]`)!;
const field = (row: HTMLElement, name: string) => row.querySelector(`[data-field=${name}]`)?.textContent;

describe("the Dealers screen", () => {
  it("is a floor manager's: a dealer does not see it", () => {
    expect(canSee(fixtureSession("floor"), "rotation")).toBe(true);
    expect(canSee(fixtureSession("dealer"), "rotation")).toBe(false);
  });

  it("lists the next pushes in the room's order: table, when, who goes in, who comes out and where he goes", async () => {
    await show();
    const rows = [...document.querySelectorAll<HTMLElement>("#pushes tbody tr[data-table]")];
    expect(rows.map((r) => r.querySelector("th")!.textContent)).toEqual(fixtureRotation().pushes.map((p) => p.table_name));
    expect(rows.map((r) => field(r, "in"))).toEqual(["Lucia", "Raj", "Dee", "Dan"]);
    expect(field(pushRow(1), "out")).toBe("Dee, to the next table");
    expect(field(pushRow(2), "out")).toBe("Dan, to the next table");
    expect(field(pushRow(3), "out")).toBe("no dealer in the box");
    // Due 20:30Z, read at 21:37Z: 67 minutes late, in local time.
    expect(field(pushRow(1), "due")).toBe("⚠ overdue since 21:30 (67 min)");
    // A table without a dealer is due the moment it is read.
    expect(field(pushRow(3), "due")).toBe("⚠ overdue: due now");
    // Overdue in colour as well as in words.
    expect(pushRow(1).querySelector(".push-due.overdue")).not.toBeNull();
    expect(pushRow(1).dataset.overdue).toBe("true");
    expect(screen.getByText("4 pushes overdue")).toBeTruthy();
    expect(document.getElementById("rotation-rules")!.textContent).toBe("Downs of 30 min · a 20 min break after 3 downs");
    expect(document.getElementById("rotation-updated")!.textContent).toBe("updated 22:37:00");
  });

  it("shows each dealer's state: in the box since, down ends, waiting since, downs since their break", async () => {
    await show();
    expect(field(dealerRow(2), "state")).toBe("In the box at Table 1 since 21:00");
    // His down ended at 21:30: late, in words and colour; the plan sends him on to Table 3.
    expect(field(dealerRow(2), "next")).toBe("⚠ down ended 21:30 · then in at Table 3");
    expect(dealerRow(2).querySelector(".late")).not.toBeNull();
    expect(field(dealerRow(2), "downs")).toBe("1 down since their break");
    expect(field(dealerRow(4), "state")).toBe("Waiting for a table since 21:37");
    expect(field(dealerRow(4), "next")).toBe("goes in at Table 1");
    expect(field(dealerRow(4), "downs")).toBe("0 downs since their break");
  });

  it("Push performs the planned push at that table in one click, and shows the rotation the room answers", async () => {
    const room = await show();
    await userEvent.click(screen.getByRole("button", { name: "Push at Table 1: Lucia in, Dee out" }));
    await waitFor(() => expect(room.of("rotate")).toEqual([{ cmd: "rotate", args: { tableId: 1 } }]));
    await waitFor(() => expect(field(dealerRow(4), "state")).toBe("In the box at Table 1 since 22:37"));
    expect(field(dealerRow(2), "state")).toBe("Waiting for a table since 22:37");
    expect(screen.getByText("3 pushes overdue")).toBeTruthy();
    // Table 1's next push is Lucia's down's end, now the last.
    expect(field(pushRow(1), "due")).toBe("due 23:07");
  });

  it("a push refused because nobody is free says so beside that push", async () => {
    const room = await show();
    room.room.failNext("rotate", { code: "no_relief", message: "no dealer is free to relieve Table 2: add a dealer to the rotation or wait for a break to end" });
    const button = screen.getByRole("button", { name: "Push at Table 2: Raj in, Dan out" });
    await userEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("no_relief");
    expect(alert.textContent).toContain("Nobody free to push in.");
    expect(alert.textContent).toContain("no dealer is free to relieve Table 2");
    expect(button.getAttribute("aria-describedby")).toBe(alert.id);
    expect(alert.id).toBe("push-2-refusal");
  });

  it("a table the plan has nobody for says \"nobody free\", and its push is the room's to refuse", async () => {
    const room = await show();
    // Raj and Lucia leave: nobody is free to relieve Dee or Dan.
    await userEvent.click(screen.getByRole("button", { name: "Remove Raj from the rotation" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove Lucia from the rotation" }));
    await waitFor(() => expect(field(pushRow(1), "in")).toBe("nobody free"));
    expect(pushRow(1).querySelector(".push-in.nobody")).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Push at Table 1: nobody free, Dee out" }));
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-code")).toBe("no_relief");
    expect(room.of("leave_rotation").map((c) => c.args)).toEqual([{ dealerId: 5 }, { dealerId: 4 }]);
  });

  it("adds an active dealer not in the rotation, from the staff list", async () => {
    const room = await show();
    // Every active dealer of the staff list is in: nobody to add.
    const select = document.getElementById("add-dealer-select") as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(true));
    expect(screen.getByRole("button", { name: "Add to the rotation" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Remove Lucia from the rotation" }));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual(["Lucia"]);
    await userEvent.click(screen.getByRole("button", { name: "Add to the rotation" }));
    await waitFor(() => expect(room.of("join_rotation").map((c) => c.args)).toEqual([{ dealerId: 4 }]));
    await waitFor(() => expect(dealerRow(4)).not.toBeNull());
    expect(field(dealerRow(4), "state")).toBe("Waiting for a table since 22:37");
  });

  it("a dealer in the box taken out of the rotation stays until relieved, and then goes off", async () => {
    await show();
    await userEvent.click(screen.getByRole("button", { name: "Remove Dee from the rotation" }));
    await waitFor(() => expect(field(pushRow(1), "out")).toBe("Dee, off (not in the rotation)"));
    // Listed under its own heading, never as "In the rotation".
    await waitFor(() => expect(document.querySelector('#dealers-by-hand tr[data-dealer="2"]')).not.toBeNull());
    expect(document.querySelector('#dealers tr[data-dealer="2"]')).toBeNull();
    expect(screen.getByRole("heading", { name: "Pushed by hand, not in the rotation" })).toBeTruthy();
    expect(within(dealerRow(2)).queryByRole("button")).toBeNull();
  });
});

describe("the Dealers screen in Spanish", () => {
  it("says the rotation in Spanish, and none of the English", async () => {
    await setLanguage("es");
    try {
      serveRotation();
      renderApp(<RotationPage />);
      await screen.findByRole("table", { name: "Próximos relevos" });
      expect(screen.getByRole("heading", { name: "Crupieres" })).toBeTruthy();
      expect(field(pushRow(1), "out")).toBe("Dee, a la siguiente mesa");
      expect(field(pushRow(3), "out")).toBe("ningún crupier en la mesa");
      expect(screen.getByText("4 relevos atrasados")).toBeTruthy();
      expect(field(dealerRow(2), "downs")).toBe("1 turno en la mesa desde su descanso");
      expect(screen.getByRole("button", { name: "Relevar en Table 1: entra Lucia, sale Dee" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Agregar a la rotación" })).toBeTruthy();
      const text = document.body.textContent ?? "";
      for (const english of ["Next pushes", "In the rotation", "overdue", "since their break", "Add a dealer", "Push"]) {
        expect(text).not.toContain(english);
      }
    } finally {
      await setLanguage("en");
    }
  });
});
