// The generated types the screens use, re-exported: `api/` is the only module that imports
// `bindings.ts` (a test checks it), so a screen names a type through here.
export type {
  BoardDealer,
  BoardHand,
  BoardTable,
  ChangeKind,
  DatabaseInfo,
  ErrorCode,
  FloorBoard,
  GameCode,
  HandView,
  IpcError,
  RateDto,
  RateSchedule,
  RoomChanged,
  SeatDto,
  ShiftDto,
  TableStatus,
} from "../bindings";
