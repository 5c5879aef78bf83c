import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { ChangeKind, HandView } from "./types";
import { keys } from "./keys";
import { touchedBy } from "./live";
import { floorBoard, handHoldem, rateSchedule } from "../test/fixtures";

const hand: HandView = handHoldem(); // a hand at table `hand.table_id`
const otherTable = hand.table_id + 1;

/** A cache holding every query the app has, fresh; `change` applied; what became stale. */
async function staleAfter(change: { table_id: number | null; kind: ChangeKind }): Promise<string[]> {
  const client = new QueryClient();
  client.setQueryData(keys.floorBoard, floorBoard());
  client.setQueryData(keys.rateSchedule, rateSchedule());
  client.setQueryData(keys.databaseInfo, { path: "-", schema_version: 0 });
  client.setQueryData(keys.hand(hand.hand_id), hand);
  client.setQueryData(keys.currentHand(hand.table_id), hand);
  client.setQueryData(keys.currentHand(otherTable), null);
  return staleIn(client, change);
}

/** `change` applied to what `client` holds: the keys that became stale, sorted. */
async function staleIn(client: QueryClient, change: { table_id: number | null; kind: ChangeKind }): Promise<string[]> {
  for (const filter of touchedBy(change)) await client.invalidateQueries(filter);
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();
}

const at = hand.table_id;
describe("a change refreshes exactly the queries it touches", () => {
  it("a change of seats, dealer, button, collections or shift refreshes the board only", async () => {
    for (const kind of ["seats", "dealers", "button", "collections", "shift", "staff"] as const) {
      expect(await staleAfter({ table_id: at, kind })).toEqual(['["floorBoard"]']);
    }
  });
  it("a rate change refreshes the schedule only: open tables keep their rate", async () => {
    expect(await staleAfter({ table_id: null, kind: "rates" })).toEqual(['["rateSchedule"]']);
  });
  it("a hand's entry refreshes the board and that table's hands, not another table's", async () => {
    expect(await staleAfter({ table_id: at, kind: "hand" })).toEqual([
      `["currentHand",${at}]`,
      '["floorBoard"]',
      `["hand",${hand.hand_id}]`,
    ]);
    expect(await staleAfter({ table_id: otherTable, kind: "hand" })).toEqual([`["currentHand",${otherTable}]`, '["floorBoard"]']);
  });
  it("the room's clock moving refreshes what depends on the time: the board and the rates in effect", async () => {
    expect(await staleAfter({ table_id: null, kind: "clock" })).toEqual(['["floorBoard"]', '["rateSchedule"]']);
  });
  it("chips added, corrected or paid as time, and hands settled, refresh that table's seat panels; the close's list follows tables, hands and collections", async () => {
    const panelsAfter = async (change: { table_id: number | null; kind: ChangeKind }) => {
      const client = new QueryClient();
      client.setQueryData(keys.seatChipsOf(at, 3), null);
      client.setQueryData(keys.seatChipsOf(otherTable, 1), null);
      client.setQueryData(keys.stillOpen, null);
      return staleIn(client, change);
    };
    for (const kind of ["seats", "hand", "collections", "tables"] as const) {
      expect(await panelsAfter({ table_id: at, kind }), kind).toEqual([`["seatChips",${at},3]`, '["stillOpen"]']);
    }
    expect(await panelsAfter({ table_id: null, kind: "shift" })).toEqual(['["stillOpen"]']);
    expect(await panelsAfter({ table_id: at, kind: "dealers" })).toEqual([]);
  });
  it("the jackpots (a fund changed or paid, a hand settled) refresh the funds, every ledger, the wall board and the board's banner; nothing else of the floor's", async () => {
    const jackpotsAfter = async (change: { table_id: number | null; kind: ChangeKind }) => {
      const client = new QueryClient();
      client.setQueryData(keys.floorBoard, floorBoard());
      client.setQueryData(keys.jackpots, null);
      client.setQueryData(keys.jackpotLedger({ from: "2026-11-14", to: "2026-11-20", by: "day" }), []);
      client.setQueryData(keys.wallBoard, null);
      client.setQueryData(keys.waitlistBoard, null);
      return staleIn(client, change);
    };
    const all = ['["floorBoard"]', '["jackpotLedger",{"from":"2026-11-14","to":"2026-11-20","by":"day"}]', '["jackpots"]', '["wallBoard"]'];
    expect(await jackpotsAfter({ table_id: null, kind: "jackpots" })).toEqual(all);
    expect(await jackpotsAfter({ table_id: at, kind: "hand" })).toEqual(all);
    expect(await jackpotsAfter({ table_id: at, kind: "seats" })).toEqual(['["floorBoard"]', '["waitlistBoard"]', '["wallBoard"]']);
  });
  it("the players' registry: a player changed refreshes every search and card and the cash logs; seats refresh where players sit and the cash paid at a seat; the floor board is not read again", async () => {
    const playersAfter = async (change: { table_id: number | null; kind: ChangeKind }) => {
      const client = new QueryClient();
      client.setQueryData(keys.floorBoard, floorBoard());
      client.setQueryData(keys.playerSearch("tom"), []);
      client.setQueryData(keys.player("1001"), null);
      client.setQueryData(keys.mtl("2026-11-20", null), null);
      client.setQueryData(keys.ctr("2026-11-20", "2026-11-22"), null);
      client.setQueryData(keys.gamingDay, "2026-11-20");
      return staleIn(client, change);
    };
    const registry = ['["players","card","1001"]', '["players","find","tom"]'];
    const logs = ['["cashLogs","ctr","2026-11-20","2026-11-22"]', '["cashLogs","mtl","2026-11-20",null]'];
    expect(await playersAfter({ table_id: null, kind: "players" })).toEqual([...logs, ...registry]);
    expect(await playersAfter({ table_id: at, kind: "seats" })).toEqual([...logs, '["floorBoard"]', ...registry]);
    // A jackpot paid in cash goes to the logs; the house's threshold and gaming day are floor settings.
    expect(await playersAfter({ table_id: null, kind: "jackpots" })).toEqual([...logs, '["floorBoard"]']);
    expect(await playersAfter({ table_id: null, kind: "waitlists" })).toEqual([...logs, '["floorBoard"]', '["gamingDay"]']);
    expect(await playersAfter({ table_id: null, kind: "clock" })).toEqual(['["floorBoard"]', '["gamingDay"]', ...registry]);
  });
  it("another program's commit refreshes everything", async () => {
    expect(await staleAfter({ table_id: null, kind: "elsewhere" })).toHaveLength(6);
  });
  it("every kind of change refreshes the audit trail: each commit writes an entry", async () => {
    const kinds: ChangeKind[] = ["staff", "rates", "tables", "seats", "dealers", "button", "hand", "collections", "shift", "clock", "jackpots", "players", "elsewhere"];
    for (const kind of kinds) {
      const client = new QueryClient();
      const query = { staff_id: null, table_id: null, from: null, to: null, kind: null, outcome: null, limit: null };
      client.setQueryData(keys.auditLog(query), []);
      client.setQueryData(keys.lastBackup, null);
      for (const filter of touchedBy({ table_id: at, kind })) await client.invalidateQueries(filter);
      expect(client.getQueryState(keys.auditLog(query))?.isInvalidated, kind).toBe(true);
      // The last backup changes when a shift closes (or another program did anything).
      expect(client.getQueryState(keys.lastBackup)?.isInvalidated, kind).toBe(kind === "shift" || kind === "elsewhere");
    }
  });
});
