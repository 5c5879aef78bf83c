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

// Pan and Draw Poker with Joker: the dealer's console panels (features/dealer/pan, banked).
export type {
  BankedBox,
  DealerPlan,
  DealerRule,
  ExchangeOffer,
  JokerDrawAction,
  JokerDrawLegal,
  JokerDrawOutcome,
  JokerDrawSettlement,
  Meld,
  MeldKind,
  PanAction,
  PanPhase,
  PanSeatView,
  PanStatus,
  PanView,
  Party,
  PayReason,
  PayRow,
  Payment,
  Play,
} from "../bindings";
