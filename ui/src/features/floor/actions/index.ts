// The floor manager's actions from the board, each a self-contained component given the
// table's or the board's data. Wiring: see README.md beside this file.
export { OpenTableButton, OpenTableDialog } from "./OpenTableDialog";
export { CloseTableButton } from "./CloseTableButton";
export { BreakTableButton } from "./BreakTableButton";
export { SeatChangeDialog } from "./SeatChangeDialog";
export { SeatPlayerButton, SeatPlayerDialog } from "./SeatPlayerDialog";
export { MovePlayerDialog, PickUpSeatDialog, SeatActionsMenu } from "./SeatActionsMenu";
export { DealerControls } from "./DealerControls";
export { ButtonDrawButton, ButtonDrawDialog } from "./ButtonDrawDialog";
export { ShiftControls } from "./ShiftControls";
export { CollectionsPanel } from "./CollectionsPanel";
export { TableActions } from "./TableActions";
export { AddChipsDialog, CorrectChipsDialog } from "./Chips";
export { UndoNotice } from "./UndoNotice";
