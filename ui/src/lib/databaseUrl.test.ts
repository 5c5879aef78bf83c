import { describe, expect, it } from "vitest";
import { isServerUrl, secretsOf, withoutSecrets } from "./databaseUrl";

describe("a server's URL typed in Settings", () => {
  it("is a server's when it starts postgres:// or postgresql://", () => {
    expect(isServerUrl("postgres://cardroom:pw@db.local/room")).toBe(true);
    expect(isServerUrl("  POSTGRESQL://db.local/room")).toBe(true);
    expect(isServerUrl("/var/lib/cardroom/room.sqlite3")).toBe(false);
    expect(isServerUrl("mysql://db.local/room")).toBe(false);
  });

  it("finds the password after the role and in a password= parameter, as typed and decoded", () => {
    expect(secretsOf("postgres://cardroom:s3cret@db.local:5432/room?sslmode=require")).toEqual(["s3cret"]);
    expect(secretsOf("postgres://cardroom:p%40ss@db.local/room")).toEqual(["p%40ss", "p@ss"]);
    // An "@" in the password (not encoded): the host starts after the last one.
    expect(secretsOf("postgres://cardroom:a@b@db.local/room")).toEqual(["a@b"]);
    expect(secretsOf("postgres://db.local/room?user=cardroom&password=hunter22")).toEqual(["hunter22"]);
    expect(secretsOf("postgres://cardroom@db.local/room")).toEqual([]);
  });

  it("hides the URL and its password in a message, and leaves a message without them as it is", () => {
    const url = "postgres://cardroom:s3cret@db.local/room";
    expect(withoutSecrets(`cannot connect to ${url}: s3cret refused`, url)).toBe("cannot connect to postgres://(the URL typed): •••• refused");
    expect(withoutSecrets("the server db.local cannot be reached", url)).toBe("the server db.local cannot be reached");
    expect(withoutSecrets("no password here", "postgres://cardroom@db.local/room")).toBe("no password here");
    expect(withoutSecrets("anything", null)).toBe("anything");
  });
});
