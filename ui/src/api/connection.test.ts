import { describe, expect, it } from "vitest";
import { connection, noteFailure } from "./connection";
import type { ConnectionChanged } from "./types";

const SERVER = "postgres://cardroom@db.local:5432/room";
const up: ConnectionChanged = { online: true, location: SERVER, reason: null, since: null };
const down: ConnectionChanged = { online: false, location: SERVER, reason: "refused", since: "2026-11-20T20:40:00Z" };

describe("the connection: who says it is lost, and what says it is back", () => {
  it("the shell's loss is believed at once, and its word (event or status) brings it back: the screens re-read", () => {
    expect(connection.heard(up, "status")).toBe(null);
    expect(connection.get()).toMatchObject({ online: true, location: SERVER });
    expect(connection.heard(down, "event")).toBe("lost");
    expect(connection.get()).toMatchObject({ online: false, since: down.since, reason: "refused", by: "shell" });
    // Said again: nothing new.
    expect(connection.heard(down, "status")).toBe(null);
    expect(connection.heard(up, "status")).toBe("restored");
    expect(connection.heard(down, "event")).toBe("lost");
    expect(connection.heard(up, "event")).toBe("restored");
    expect(connection.get()).toMatchObject({ online: true, since: null, reason: null });
  });

  it("only db_offline raises the alarm; another refusal says nothing of the server", () => {
    noteFailure({ code: "not_permitted", message: "x" });
    noteFailure({ code: "db_locked", message: "x" });
    expect(connection.get().online).toBe(true);
    noteFailure({ code: "db_offline", message: "x" });
    expect(connection.get()).toMatchObject({ online: false, by: "command" });
    expect(connection.get().since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("a command's alarm: a status read sent before it is ignored; one sent after clears it quietly; the shell's event brings it back", () => {
    const before = connection.asking();
    noteFailure({ code: "db_offline", message: "x" });
    expect(connection.heard(up, "status", before)).toBe(null);
    expect(connection.get().online).toBe(false);
    // Where the room is, though, is taken from it.
    expect(connection.get().location).toBe(SERVER);
    expect(connection.heard(up, "status", connection.asking())).toBe("cleared");
    expect(connection.get().online).toBe(true);

    noteFailure({ code: "db_offline", message: "x" });
    expect(connection.heard(up, "event")).toBe("restored");

    // The shell then saying it is lost takes over, with its own time.
    noteFailure({ code: "db_offline", message: "x" });
    expect(connection.heard(down, "status", connection.asking())).toBe(null);
    expect(connection.get()).toMatchObject({ online: false, by: "shell", since: down.since });
    expect(connection.heard(up, "status", connection.asking())).toBe("restored");
  });
});
