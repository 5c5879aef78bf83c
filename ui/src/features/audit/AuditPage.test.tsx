import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { auditFixture } from "../../test/fixtures";
import { byId } from "../../test/dom";
import { renderApp } from "../../test/render";
import { AuditPage } from "./AuditPage";
import { serveAudit } from "../../test/serveAudit";
import { kindWords } from "./words";
import { setLanguage } from "../../i18n";

const fixture = auditFixture();
const rows = () => [...document.querySelectorAll("#audit-list tbody tr[data-entry]")].map((r) => Number(r.getAttribute("data-entry")));
const open = { staff_id: null, table_id: null, from: null, to: null, kind: null, outcome: null, limit: null };

describe("the audit trail", () => {
  it("lists the whole evening newest first, the refusal marked with its words", async () => {
    const room = serveAudit();
    renderApp(<AuditPage />);
    await waitFor(() => expect(rows()).toEqual(fixture.all.map((e) => e.id)));
    expect(room.state.queries).toEqual([open]);
    expect(screen.getByText(`${fixture.all.length} entries, newest first · 1 refused`)).toBeTruthy();
    const refused = fixture.refused[0]!;
    const row = document.querySelector(`tr[data-entry="${refused.id}"]`) as HTMLElement;
    expect(row.getAttribute("data-outcome")).toBe("refused");
    expect(within(row).getByText("Refused").getAttribute("data-mark")).toBe("refused");
    // The floor's words, never the code or the room's raw sentence.
    expect(row.querySelector("[data-field=refusal]")?.textContent).toBe("Only a floor manager may do this.");
    expect(row.textContent).not.toContain("not_permitted");
    expect(within(row).getByText(kindWords(refused.kind))).toBeTruthy();
    // Only the refused row is marked.
    expect(document.querySelectorAll("tr[data-outcome=refused]")).toHaveLength(fixture.refused.length);
  });

  it("each filter sends the room exactly its query: staff, table, time range as UTC, kind typed in words, outcome", async () => {
    const room = serveAudit();
    const user = userEvent.setup();
    renderApp(<AuditPage />);
    await waitFor(() => expect(rows()).toHaveLength(fixture.all.length));
    const staffOptions = [...(screen.getByLabelText("Staff") as HTMLSelectElement).options].map((o) => o.text);
    expect(staffOptions[0]).toBe("Everyone");
    expect(staffOptions).toContain("Dee");

    await user.selectOptions(screen.getByLabelText("Staff"), "2");
    await waitFor(() => expect(room.state.queries.at(-1)).toEqual({ ...open, staff_id: 2 }));
    await waitFor(() => expect(rows()).toEqual(fixture.all.filter((e) => e.staff_id === 2).map((e) => e.id)));

    await user.selectOptions(screen.getByLabelText("Table"), "1");
    await waitFor(() => expect(room.state.queries.at(-1)).toEqual({ ...open, staff_id: 2, table_id: 1 }));

    // 21:00 in Madrid on 20 November is 20:00 UTC.
    fireEvent.change(screen.getByLabelText("From (local time)"), { target: { value: "2026-11-20T21:00" } });
    fireEvent.change(screen.getByLabelText("Until (local time)"), { target: { value: "2026-11-20T21:30" } });
    await waitFor(() =>
      expect(room.state.queries.at(-1)).toEqual({ ...open, staff_id: 2, table_id: 1, from: "2026-11-20T20:00:00Z", to: "2026-11-20T20:30:00Z" }),
    );

    // Cleared: the whole evening again (the room's answer to the open query, kept).
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(rows()).toHaveLength(fixture.all.length));

    // A kind typed in words (a free choice) is sent by the room's name.
    await user.type(document.getElementById("audit-kind")!, "Seat player{Enter}");
    await waitFor(() => expect(room.state.queries.at(-1)).toEqual({ ...open, kind: "seat_player" }));
    await waitFor(() => expect(rows()).toEqual(fixture.all.filter((e) => e.kind === "seat_player").map((e) => e.id)));

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await user.selectOptions(screen.getByLabelText("Outcome"), "refused");
    await waitFor(() => expect(room.state.queries.at(-1)).toEqual({ ...open, outcome: "refused" }));
    await waitFor(() => expect(rows()).toEqual(fixture.refused.map((e) => e.id)));

    // Nothing matches: said in words.
    await user.selectOptions(screen.getByLabelText("Staff"), "1");
    expect((await screen.findByText(/No entry matches these filters/)).id).toBe("audit-empty");
  });

  it("a row opens to show each change, before → after, and the entry's hash", async () => {
    serveAudit();
    const user = userEvent.setup();
    renderApp(<AuditPage />);
    const entry = fixture.all.find((e) => e.changes.length > 1) ?? fixture.all.find((e) => e.changes.length > 0)!;
    await user.click(await screen.findByRole("button", { name: `Show the details of entry ${entry.id}` }));
    expect(screen.getByRole("button", { name: `Hide the details of entry ${entry.id}` }).getAttribute("aria-expanded")).toBe("true");
    const detail = document.getElementById(`audit-detail-${entry.id}`)!;
    const changes = [...detail.querySelectorAll("li")];
    expect(changes.map((li) => li.getAttribute("data-what"))).toEqual(entry.changes.map((c) => c.what));
    // Each change is its fields, named, not the stored text.
    const first = changes[0]!;
    const names = [...first.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(names.length).toBeGreaterThan(1);
    expect(first.textContent).not.toContain(entry.changes[0]!.after);
    expect(detail.querySelector("[data-field=hash]")?.textContent).toBe(entry.hash);
  });

  it("names each hand entry in the dealer's words, not the use case's", async () => {
    serveAudit();
    renderApp(<AuditPage />);
    await waitFor(() => expect(rows()).toEqual(fixture.all.map((e) => e.id)));
    const what = (id: number) => document.querySelector(`tr[data-entry="${id}"] [data-field=kind]`)?.textContent;
    const words = fixture.all.filter((e) => e.kind === "act").map((e) => what(e.id));
    expect(words).toContain("Seat 4 folds");
    expect(words).toContain("Seat 2 calls 1.00");
    expect(words).toContain("Seat 3 checks; then burn a card");
    expect(words).toContain("Flop dealt, its cards not entered");
    expect(document.getElementById("audit-list")!.textContent).not.toContain("log an action");
  });

  it("a refused entry's code and the room's sentence show only under Details when the row is opened", async () => {
    serveAudit();
    const user = userEvent.setup();
    renderApp(<AuditPage />);
    const refused = fixture.refused[0]!;
    await user.click(await screen.findByRole("button", { name: `Show the details of entry ${refused.id}` }));
    const details = document.getElementById(`audit-detail-${refused.id}`)!.querySelector("details.error-details")!;
    expect(details.querySelector("summary")?.textContent).toBe("Details");
    expect(details.querySelector("[data-field=code]")?.textContent).toBe("not_permitted");
    expect(details.querySelector("[data-field=message]")?.textContent).toBe("Dee is a dealer; only a floor manager may open a table");
  });

  it("exports the entries shown as the room's CSV through the save dialog", async () => {
    const room = serveAudit();
    const user = userEvent.setup();
    renderApp(<AuditPage />);
    await waitFor(() => expect(rows()).toHaveLength(fixture.all.length));
    await user.click(screen.getByRole("button", { name: "Export CSV…" }));
    expect((await screen.findByText(/^Saved to /)).textContent).toBe("Saved to /mock/exports/audit.csv");
    expect(room.state.saved).toEqual([{ path: "/mock/exports/audit.csv", text: fixture.csv }]);
    expect(room.calls.find((c) => c.cmd === "audit_csv")?.args).toEqual({ query: open });
  });

  it("a refusal is said by its code: not permitted", async () => {
    serveAudit((cmd) => {
      if (cmd === "audit_log") throw { code: "not_permitted", message: "Dee is a dealer: only a floor manager may read the trail" };
      return undefined;
    });
    renderApp(<AuditPage />);
    const alert = await byId("audit-error");
    expect(alert.getAttribute("data-code")).toBe("not_permitted");
    expect(alert.textContent).toContain("Only a floor manager may do this.");
    expect(document.getElementById("audit-list")).toBeNull();
  });

  it("speaks Spanish: the screen, its filters and a kind typed in Spanish words", async () => {
    await setLanguage("es");
    try {
      const room = serveAudit();
      const user = userEvent.setup();
      renderApp(<AuditPage />);
      await waitFor(() => expect(rows()).toEqual(fixture.all.map((e) => e.id)));
      expect(screen.getByRole("heading", { name: "Auditoría" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Exportar CSV…" })).toBeTruthy();
      expect(screen.getByText(`${fixture.all.length} entradas, las más recientes primero · rechazadas: 1`)).toBeTruthy();
      expect(screen.getByLabelText("Desde (hora local)")).toBeTruthy();
      const refused = document.querySelector(`tr[data-entry="${fixture.refused[0]!.id}"]`) as HTMLElement;
      expect(within(refused).getByText("Rechazado")).toBeTruthy();
      const text = document.body.textContent!;
      for (const english of ["Clear filters", "Export CSV", "newest first", "Outcome"]) expect(text).not.toContain(english);
      await user.type(document.getElementById("audit-kind")!, "Sentar jugador{Enter}");
      await waitFor(() => expect(room.state.queries.at(-1)).toEqual({ ...open, kind: "seat_player" }));
    } finally {
      await setLanguage("en");
    }
  });
});
