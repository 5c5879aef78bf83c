// The generated types the screens use, re-exported: `api/` is the only module that imports
// `bindings.ts` (a test checks it), so a screen names a type through here.
export type {
  AuditChange,
  AuditEntry,
  AuditOutcome,
  AuditQuery,
  BackupReason,
  BackupReport,
  Station,
  BoardDealer,
  BoardHand,
  BoardTable,
  ChangeKind,
  ConnectionChanged,
  DatabaseInfo,
  DatabaseSetting,
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
  CollectionTerms,
  DropShort,
} from "../bindings";

// Pan and Draw Poker with Joker: the dealer's console panels (features/dealer/pan, banked).
export type {
  BankedBox,
  DealerPlan,
  DealerRule,
  AnteRange,
  ExchangeOffer,
  HandKind,
  JokerDrawAction,
  JokerDrawLegal,
  JokerDrawOutcome,
  JokerDrawSettlement,
  Meld,
  MeldKind,
  PanAction,
  PanOptions,
  PanPhase,
  PanSeatView,
  PanStatus,
  PanView,
  Party,
  PayReason,
  PayRow,
  Payment,
  Play,
  Pot,
  TurnStage,
} from "../bindings";

// Each game's facts, declared once in the room (`cardroom_room::GAMES`): no screen holds a game
// fact of its own (lib/games.ts reads them).
export type { GameSpec, JokerRule } from "../bindings";
export { GAMES } from "../bindings";

// The report's figures, declared once in the room (`cardroom_room::FIGURES`): the grid sums
// every one of them.
export type { FigureKind, FigureSpec } from "../bindings";
export { FIGURES } from "../bindings";
