// The UI's one door to the shell: hooks for queries and commands, the live invalidation,
// and the generated types. Nothing outside `api/` imports `bindings.ts`.
export * from "./types";
export { call, type CommandResult } from "./call";
export { createQueryClient } from "./client";
export { keys } from "./keys";
export { useCurrentHand, useDatabaseInfo, useFloorBoard, useHand, useRateSchedule } from "./queries";
export { useRoomCommand } from "./command";
export { auditCsv, useAuditLog, useBackUpNow, useLastBackup } from "./audit";
export { touchedBy, useConnectionChanges, useRoomChanges } from "./live";
export { useConnection, type Connection } from "./connection";
export { useChooseDatabase, useDatabaseSetting } from "./database";
export {
  STATION_REFRESH_MS,
  fillScreen,
  useLockDesk,
  useLockOnRefusal,
  useSetMyLanguage,
  useSetStation,
  useStation,
  useUnlockDesk,
  type Language,
  type StationSetup,
  type StationTable,
  type StationView,
  type Theme,
} from "./station";
export { useIsFloor, useSessionView, useSignIn, useSignOut, useStartRoom, type Role, type SessionView, type StaffDto } from "./session";
export { useAddStaff, useSetPin, useSetStaffActive, useSetStaffRole, useStaffList } from "./staff";
export { useAddRate, useRateScheduleAt, type CollectionMode, type GameDto, type NewRateRequest, type StakeStructure } from "./rates";
export * from "./floor";
export {
  consoleCommands,
  useConsoleCall,
  useDealerConsole,
  useMarkEach,
  type SeatMark,
  type Action,
  type BetRange,
  type BetSizes,
  type ConsoleView,
  type DealerStep,
  type DueSeat,
  type GameView,
  type HandAction,
  type HandStart,
  type KeepTheCards,
  type LegalActions,
  type Phase,
  type PotNote,
  type PotView,
  type SeatException,
  type SeatOptions,
  type SeatView,
  type Settlement,
  type Street,
  type VoidReason,
} from "./console";
export {
  checkHandHistory,
  countSheetCsv,
  exportHandHistories,
  reportCsv,
  saveText,
  useCorrectCollection,
  useCorrectHand,
  useCountSheet,
  useHandHistory,
  useHandList,
  useRecordPrint,
  useReport,
  useShiftList,
  useSignOffShift,
} from "./reports";
export type {
  AdjustmentDto,
  ChipAccount,
  CollectionCorrection,
  CountSheet,
  Discrepancy,
  DropBox,
  Figures,
  HandCorrection,
  HandHistory,
  HandQuery,
  HandSummary,
  HistoryCheck,
  PrintKind,
  PrintMark,
  ReportGroup,
  ReportLine,
  ReportProgress,
  ReportRequest,
  ShiftDto,
  ShiftReport,
} from "../bindings";
export * from "./waitlist";
export { useCageCount, useCountersignShift, useRecordBoxCount } from "./cage";
export type { BoxCount, BoxLine, CageCount } from "../bindings";
export * from "./jackpots";
export * from "./players";
export * from "./seatChanges";
