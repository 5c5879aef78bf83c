import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLanguage } from "../../i18n";
import { auditFixture, rateSchedule } from "../../test/fixtures";
import { byId } from "../../test/dom";
import { renderApp } from "../../test/render";
import { serveAudit } from "../../test/serveAudit";
import { SettingsPage } from "./SettingsPage";

const fixture = auditFixture();
const database = { path: "/mock/room.sqlite3", schema_version: 12, is_server: false };
const settings = (extra?: (cmd: string) => unknown) =>
  serveAudit((cmd) => (cmd === "rate_schedule" ? rateSchedule() : cmd === "database_info" ? database : extra?.(cmd)));

describe("the backups in Settings", () => {
  it("shows the last backup: when (local), why, size, where, and that it checked sound", async () => {
    settings();
    renderApp(<SettingsPage />);
    const last = await byId("last-backup");
    expect(last.getAttribute("data-ok")).toBe("true");
    // 20:37Z is 21:37 in Madrid.
    expect(document.getElementById("backup-at")!.textContent).toMatch(/21:37/);
    expect(document.getElementById("backup-reason")!.textContent).toBe("Made by hand (Back up now)");
    // The fixture's size, in whole KB.
    expect(document.getElementById("backup-size")!.textContent).toBe(`${Math.round(fixture.backup.bytes / 1024)} KB`);
    expect(document.getElementById("backup-path")!.textContent).toBe(fixture.backup.path);
    expect(document.getElementById("backup-result")!.textContent).toBe("Checked: sound");
    expect(document.getElementById("backup-problems")).toBeNull();
  });

  it("a failed backup is marked as a failure with each of its problems", async () => {
    const room = settings();
    room.state.backupFails = true;
    const user = userEvent.setup();
    renderApp(<SettingsPage />);
    await byId("last-backup");
    await user.click(screen.getByRole("button", { name: "Back up now" }));
    await waitFor(() => expect(document.getElementById("last-backup")!.getAttribute("data-ok")).toBe("false"));
    expect(document.getElementById("backup-result")!.textContent).toMatch(/^FAILED/);
    const problems = [...document.querySelectorAll("#backup-problems [data-field=problem]")].map((li) => li.textContent);
    expect(problems).toEqual(fixture.backupFailed.problems);
    expect(document.getElementById("backup-reason")!.textContent).toBe("The hourly backup");
    expect(screen.getByText(/its check found problems/)).toBeTruthy();
  });

  it("a refused Back up now is said by its code, and the last backup stays", async () => {
    const room = settings();
    const user = userEvent.setup();
    renderApp(<SettingsPage />);
    await byId("last-backup");
    room.state.refuseNext = "not_permitted";
    await user.click(screen.getByRole("button", { name: "Back up now" }));
    const refusal = await byId("backup-refusal");
    expect(refusal.getAttribute("data-code")).toBe("not_permitted");
    expect(refusal.textContent).toContain("Only a floor manager may do this.");
    expect(document.getElementById("backup-result")!.textContent).toBe("Checked: sound");
  });
});

describe("Settings in Spanish", () => {
  it("says the rates, the database, the backups and the diagnostics in Spanish", async () => {
    settings();
    await setLanguage("es");
    try {
      renderApp(<SettingsPage />);
      await byId("last-backup");
      expect(screen.getByRole("heading", { name: "Configuración" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Tarifas de cobro" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Base de datos" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Respaldar ahora" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Guardar diagnóstico…" })).toBeTruthy();
      expect(document.getElementById("backup-reason")!.textContent).toBe("Hecho a mano (Respaldar ahora)");
      expect(document.getElementById("backup-result")!.textContent).toBe("Revisado: en buen estado");
      expect(document.getElementById("db-kind")!.textContent).toBe("El archivo propio de esta estación");
      for (const english of ["Settings", "Collection rates", "Back up now", "Last backup", "Save diagnostics…"]) {
        expect(screen.queryByText(english)).toBeNull();
      }
    } finally {
      await setLanguage("en");
    }
  });
});

describe("the diagnostics in Settings", () => {
  const zip = "/mock/support/cardroom-diagnostics.zip";

  it("saves the diagnostics .zip where the save dialog chose, and says where", async () => {
    const room = settings((cmd) => (cmd === "plugin:dialog|save" ? zip : cmd === "save_diagnostics" ? null : undefined));
    const user = userEvent.setup();
    renderApp(<SettingsPage />);
    await user.click(await screen.findByRole("button", { name: "Save diagnostics…" }));
    expect((await byId("diagnostics-saved")).textContent).toBe(`Saved to ${zip}`);
    const dialog = room.calls.filter((c) => c.cmd === "plugin:dialog|save").map((c) => c.args.options);
    expect(dialog).toEqual([{ defaultPath: "cardroom-diagnostics.zip", filters: [{ name: "Zip archive", extensions: ["zip"] }] }]);
    expect(room.calls.filter((c) => c.cmd === "save_diagnostics").map((c) => c.args)).toEqual([{ path: zip }]);
  });

  it("a cancelled dialog saves nothing and says nothing", async () => {
    const room = settings((cmd) => (cmd === "plugin:dialog|save" ? null : undefined));
    const user = userEvent.setup();
    renderApp(<SettingsPage />);
    await user.click(await screen.findByRole("button", { name: "Save diagnostics…" }));
    await waitFor(() => expect(room.calls.some((c) => c.cmd === "plugin:dialog|save")).toBe(true));
    expect(room.calls.filter((c) => c.cmd === "save_diagnostics")).toHaveLength(0);
    expect(document.getElementById("diagnostics-saved")).toBeNull();
  });

  it("a refused save is said by its code", async () => {
    settings((cmd) => {
      if (cmd === "plugin:dialog|save") return "/mock/support/notes.txt";
      if (cmd === "save_diagnostics") throw { code: "invalid_input", message: "the file: /mock/support/notes.txt: diagnostics are a .zip file" };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />);
    await user.click(await screen.findByRole("button", { name: "Save diagnostics…" }));
    const refusal = await byId("diagnostics-refusal");
    expect(refusal.getAttribute("data-code")).toBe("invalid_input");
    expect(refusal.textContent).toContain("diagnostics are a .zip file");
  });
});
