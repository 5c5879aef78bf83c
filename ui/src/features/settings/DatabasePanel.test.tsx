import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { IpcError } from "../../api";
import { databaseScript, FILE, SERVER, type Where } from "../../../e2e/database-script";
import { rateSchedule } from "../../test/fixtures";
import { byId } from "../../test/dom";
import { renderApp } from "../../test/render";
import { serveAudit } from "../../test/serveAudit";
import { SettingsPage } from "./SettingsPage";

const text = (id: string) => document.getElementById(id)?.textContent ?? null;

/** Settings on a station whose room is `where`; `first` answers before the mock (a test's own case). */
function settings(where: Where, first?: (cmd: string, args: Record<string, unknown>) => unknown) {
  const db = databaseScript(where);
  const room = serveAudit((cmd, args) => {
    const own = first?.(cmd, args);
    if (own !== undefined) return own;
    if (cmd === "rate_schedule") return rateSchedule();
    return db.handles(cmd) ? db.answer(cmd, args) : undefined;
  });
  return { db: db.state, calls: room.calls };
}

// A made-up password: the screen must never show it back.
const PASSWORD = "s3cret-Pw";
const TYPED = `postgres://cardroom:${PASSWORD}@db.local/room?sslmode=require`;

/** Settings shown, and `url` typed as the server's: the user, to go on. */
async function typedUrl(url = TYPED) {
  const user = userEvent.setup();
  renderApp(<SettingsPage />);
  await user.type(await screen.findByLabelText("Server URL"), url);
  return user;
}
const connect = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Connect and use from next start" }));
/** On its own file, the URL typed and Connect pressed, the room refusing it with `code`: the refusal shown. */
async function connectRefused(code: IpcError["code"]) {
  const { db } = settings("file");
  const user = await typedUrl();
  db.refuseNext = code;
  await connect(user);
  return { db, refusal: await byId("db-refusal") };
}

describe("Settings → Database", () => {
  it("on its own file: the file in use, its own file next start, and the form to choose a server", async () => {
    settings("file");
    renderApp(<SettingsPage />);
    await byId("db-next");
    expect(text("db-path")).toBe(FILE);
    expect(text("db-kind")).toBe("This station's own file");
    expect(text("db-next")).toBe("this station's own file");
    const url = screen.getByLabelText("Server URL") as HTMLInputElement;
    expect(url.type).toBe("password");
    expect(url.getAttribute("placeholder")).toBe("postgres://cardroom:PASSWORD@db.local/room");
    expect(screen.getByText(/\?sslmode=require to encrypt/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect and use from next start" })).toBeTruthy();
    // Nothing to go back to: the station uses its file already.
    expect(screen.queryByRole("button", { name: "Use this station's own file again" })).toBeNull();
  });

  it("Connect sends the URL as typed, then says the server (without its password) is used from the next start; the field is emptied", async () => {
    const { db, calls } = settings("file");
    const user = await typedUrl();
    await connect(user);
    const saved = await byId("db-saved");
    expect(saved.textContent).toBe(`This station will use ${SERVER} from its next start. Restart Cardroom to switch.`);
    expect(calls.find((c) => c.cmd === "choose_database")?.args).toEqual({ url: TYPED });
    expect(db.chosen).toBe(1);
    expect(text("db-next")).toBe(SERVER);
    expect((screen.getByLabelText("Server URL") as HTMLInputElement).value).toBe("");
    expect(document.body.textContent).not.toContain(PASSWORD);
    // Now there is a way back to the file.
    expect(screen.getByRole("button", { name: "Use this station's own file again" })).toBeTruthy();
  });

  it("a refusal is said by its code; nothing is saved, and the URL stays in the field to be corrected", async () => {
    const { db, refusal } = await connectRefused("db_offline");
    expect(refusal.getAttribute("data-code")).toBe("db_offline");
    expect(refusal.textContent).toContain("The server cannot be reached.");
    expect(db.setting.configured).toBeNull();
    expect(document.getElementById("db-saved")).toBeNull();
    // The URL stays in the field to be corrected.
    expect((screen.getByLabelText("Server URL") as HTMLInputElement).value).toBe(TYPED);
  });

  it("a server's own words quoting the URL typed are shown without the password", async () => {
    settings("file", (cmd) => {
      if (cmd === "choose_database") throw { code: "db_cannot_open", message: `password authentication failed: ${TYPED} (${PASSWORD})` };
      return undefined;
    });
    const user = await typedUrl();
    await connect(user);
    const refusal = await byId("db-refusal");
    expect(refusal.getAttribute("data-code")).toBe("db_cannot_open");
    expect(refusal.textContent).toContain("Check the role, the password and the database's name.");
    expect(refusal.textContent).toContain("password authentication failed: postgres://(the URL typed) (••••)");
    expect(document.body.textContent).not.toContain(PASSWORD);
  });

  it("what is not a server's URL is refused beside the field, and nothing is sent", async () => {
    const { calls } = settings("file");
    const user = await typedUrl("/var/lib/room.sqlite3");
    await connect(user);
    expect(await screen.findByText(/A server's URL starts with postgres:\/\//)).toBeTruthy();
    expect(calls.some((c) => c.cmd === "choose_database")).toBe(false);
  });

  it("on a server: the server's URL; back to the station's own file, which is said to take effect at the next start", async () => {
    const { calls } = settings("server");
    const user = userEvent.setup();
    renderApp(<SettingsPage />);
    await byId("db-next");
    expect(text("db-path")).toBe(SERVER);
    expect(text("db-kind")).toBe("A database server every station of the room shares");
    expect(text("db-next")).toBe(SERVER);
    await user.click(screen.getByRole("button", { name: "Use this station's own file again" }));
    const saved = await byId("db-saved");
    expect(saved.textContent).toBe("This station will use its own file from its next start. Restart Cardroom to switch.");
    expect(calls.find((c) => c.cmd === "choose_database")?.args).toEqual({ url: null });
  });

  it("on a server, Backups says the server is backed up on the server, and offers no Back up now", async () => {
    const { calls } = settings("server");
    renderApp(<SettingsPage />);
    const note = await byId("backups-on-server");
    expect(note.textContent).toContain(`This room lives on the database server ${SERVER}, so it is backed up on the server`);
    expect(note.textContent).toContain("pg_dump");
    expect(note.textContent).toContain("standby");
    expect(screen.queryByRole("button", { name: "Back up now" })).toBeNull();
    expect(calls.some((c) => c.cmd === "last_backup")).toBe(false);
  });

  it("when CARDROOM_DB decides, the form is locked and says so", async () => {
    settings("env");
    renderApp(<SettingsPage />);
    const note = await byId("db-from-env");
    expect(note.textContent).toContain("CARDROOM_DB is set where Cardroom starts");
    expect(text("db-next")).toBe("as CARDROOM_DB says");
    expect((screen.getByLabelText("Server URL") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Connect and use from next start" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a dealer (or anyone not a floor manager) is refused not_permitted, in words", async () => {
    const { refusal } = await connectRefused("not_permitted");
    expect(refusal.getAttribute("data-code")).toBe("not_permitted");
    expect(refusal.textContent).toContain("Only a floor manager may do this.");
  });
});
