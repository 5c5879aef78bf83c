import { describe, expect, it } from "vitest";
import type { RoomChanged } from "../bindings";
import { OwnCommits } from "./commits";

const change = (table_id: number | null, id: number | null): RoomChanged => ({
  table_id,
  kind: "hand",
  commit: id === null ? null : { id, origin: { station: "app", machine: "desk" } },
});

function recorder() {
  const own = new OwnCommits();
  const applied: [number | null, boolean][] = [];
  own.applyWith((c, isOwn) => applied.push([c.commit?.id ?? null, isOwn]));
  return { own, applied };
}

describe("a console command's own commit is known by its id", () => {
  it("the change naming the answered commit is the window's own, once", () => {
    const { own } = recorder();
    own.answered(own.send(3), 41);
    expect(own.hear(change(3, 41))).toBe("own");
    expect(own.hear(change(3, 41))).toBe("apply");
  });

  it("a change naming another commit is applied, even at the same table and after the answer", () => {
    const { own } = recorder();
    own.answered(own.send(3), 41);
    expect(own.hear(change(3, 42))).toBe("apply");
  });

  it("another program's change (no commit) is always applied", () => {
    const { own } = recorder();
    own.send(3);
    expect(own.hear(change(3, null))).toBe("apply");
    expect(own.hear(change(null, null))).toBe("apply");
  });

  it("a change heard before its command's answer waits, and is the answer's own when the ids match", () => {
    const { own, applied } = recorder();
    const token = own.send(3);
    expect(own.hear(change(3, 41))).toBe("held");
    own.answered(token, 41);
    expect(applied).toEqual([[41, true]]);
  });

  it("a change held for an answer that names another commit is applied when the answer comes", () => {
    const { own, applied } = recorder();
    const token = own.send(3);
    expect(own.hear(change(3, 40))).toBe("held");
    own.answered(token, 41);
    expect(applied).toEqual([[40, false]]);
    expect(own.hear(change(3, 41))).toBe("own");
  });

  it("a command that failed committed nothing: the changes held for it are applied", () => {
    const { own, applied } = recorder();
    const token = own.send(3);
    expect(own.hear(change(3, 40))).toBe("held");
    own.failed(token);
    expect(applied).toEqual([[40, false]]);
  });

  it("a change at another table is not held by a command in flight", () => {
    const { own } = recorder();
    own.send(3);
    expect(own.hear(change(4, 40))).toBe("apply");
  });
});
