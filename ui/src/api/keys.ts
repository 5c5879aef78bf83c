/**
 * Every query's key, in one place, so the invalidation (`live.ts`) names exactly what a
 * change touches. A key per table (`currentHand`) lets a change at one table refresh that
 * table's queries only.
 */
export const keys = {
  floorBoard: ["floorBoard"] as const,
  // The floor's day (features/waitlist, features/rotation; api/waitlist.ts, api/rotation.ts).
  waitlistBoard: ["waitlistBoard"] as const,
  wallBoard: ["wallBoard"] as const,
  rotation: ["rotation"] as const,
  floorSettings: ["floorSettings"] as const,
  rateSchedule: ["rateSchedule"] as const,
  databaseInfo: ["databaseInfo"] as const,
  /** Every `hand(id)` query; one is `[...keys.hands, id]`. */
  hands: ["hand"] as const,
  hand: (handId: number) => ["hand", handId] as const,
  /** Every `currentHand(table)` query; one is `[...keys.currentHands, tableId]`. */
  currentHands: ["currentHand"] as const,
  currentHand: (tableId: number) => ["currentHand", tableId] as const,
  // Sign-in, staff and rates screens (features/signin, staff, rates).
  session: ["session"] as const,
  staff: ["staff"] as const,
  /** Every `rateScheduleAt(at)` query; one is `[...keys.ratesAt, at]`. */
  ratesAt: ["rateScheduleAt"] as const,
  rateScheduleAt: (at: string) => ["rateScheduleAt", at] as const,
  // The floor's actions (features/floor/actions, api/floor.ts).
  /** Every `previewTable(table)` query; one is `[...keys.tablePreview, table]`. */
  tablePreview: ["tablePreview"] as const,
  /** Every `collectionsDue(table)` query; one is `[...keys.collectionsDue, tableId]`. */
  collectionsDue: ["collectionsDue"] as const,
  // A player's chips (the seat panels) and what a shift's close leaves open (api/floor.ts).
  /** Every seat panel's read; one table's are `keys.seatChipsAt(tableId)`. */
  seatChips: ["seatChips"] as const,
  seatChipsAt: (tableId: number) => ["seatChips", tableId] as const,
  seatChipsOf: (tableId: number, seatNo: number) => ["seatChips", tableId, seatNo] as const,
  stillOpen: ["stillOpen"] as const,
  /** The signed-in person's last floor action, while it can be undone (api/floor.ts). */
  lastFloorAction: ["lastFloorAction"] as const,
  // The dealer's console (features/dealer, api/console.ts).
  /** Every `dealerConsole(table)` query; one is `[...keys.dealerConsoles, tableId]`. */
  dealerConsoles: ["dealerConsole"] as const,
  dealerConsole: (tableId: number) => ["dealerConsole", tableId] as const,
  // Reports and hand history (features/reports, features/history; api/reports.ts).
  shifts: ["shifts"] as const,
  /** Every report; one is `[...keys.reports, query]`. */
  reports: ["report"] as const,
  report: (query: object) => ["report", query] as const,
  /** Every hand list; one is `[...keys.handLists, query]`. */
  handLists: ["handList"] as const,
  handList: (query: object) => ["handList", query] as const,
  /** Every hand's history; one is `[...keys.handHistories, handId]`. */
  handHistories: ["handHistory"] as const,
  handHistory: (handId: number) => ["handHistory", handId] as const,
  // The cage's count of a shift's drop boxes (features/reports; api/cage.ts).
  /** Every shift's count; one is `keys.cageCount(shiftId)`. */
  cageCounts: ["cageCount"] as const,
  cageCount: (shiftId: number) => ["cageCount", shiftId] as const,
  // The audit trail and backups (features/audit, features/settings; api/audit.ts).
  /** Every audit query; one is `[...keys.audit, query]`. */
  audit: ["audit"] as const,
  auditLog: (query: object) => ["audit", query] as const,
  lastBackup: ["lastBackup"] as const,
  // The jackpots the players fund (features/jackpots; api/jackpots.ts).
  jackpots: ["jackpots"] as const,
  /** Every ledger; one is `keys.jackpotLedger(query)`. */
  jackpotLedgers: ["jackpotLedger"] as const,
  jackpotLedger: (query: object) => ["jackpotLedger", query] as const,
  // The players' registry (features/players; api/players.ts): every search and every card lie
  // under `players`, so a change of the registry (or of where a player sits) reads them again.
  players: ["players"] as const,
  /** One search of the registry ("tom"): the cards found. */
  playerSearch: (text: string) => ["players", "find", text] as const,
  /** One player's card, by number. */
  player: (number: string) => ["players", "card", number] as const,
  // Self-exclusion notices, their photos and incidents; comp rules, comps earned and hours
  // (features/players, features/settings; api/players.ts): under `players` too.
  notices: ["players", "notices"] as const,
  noticePhoto: (noticeId: number) => ["players", "noticePhoto", noticeId] as const,
  possibleNotice: (name: string | null, number: string | null) => ["players", "possibleNotice", name, number] as const,
  incidents: ["players", "incidents"] as const,
  compRules: ["players", "compRules"] as const,
  compsEarned: (number: string) => ["players", "compsEarned", number] as const,
  playerHours: (number: string, from: string, to: string) => ["players", "hours", number, from, to] as const,
  /** A player's comps issued over gaming days [from, to]. */
  playerComps: (number: string, from: string, to: string) => ["players", "comps", number, from, to] as const,
  // The Title 31 cash logs (features/reports; api/players.ts): the gaming day now, and each
  // multiple transaction log and CTR list, under `cashLogs`.
  gamingDay: ["gamingDay"] as const,
  cashLogs: ["cashLogs"] as const,
  mtl: (from: string, to: string | null) => ["cashLogs", "mtl", from, to] as const,
  ctr: (from: string, to: string | null) => ["cashLogs", "ctr", from, to] as const,
  // Where this station's room lives (features/settings; api/database.ts): the station's own
  // file, not the room's, so no change of the room touches it.
  databaseSetting: ["databaseSetting"] as const,
  // What this station is set to be (features/settings, the table station; api/station.ts): the
  // station's own file, and whether its table is open, which a table opened or closed changes.
  station: ["station"] as const,
};

/**
 * What belongs to the station, not to the person signed in: kept when someone else signs in
 * (`useSessionCommand`). Dropping the station's own read would take the whole window back to
 * "loading" between two people.
 */
export const STATION_KEYS: readonly (readonly string[])[] = [keys.session, keys.databaseSetting, keys.station];

/** Whether a query's key is the station's (kept across a change of person). */
export const isStationKey = (key: readonly unknown[]): boolean => STATION_KEYS.some((k) => k[0] === key[0]);
