// For the floor actions' tests: a component shown with the board as the app reads it, so a test
// sees the board read again after a change (the room is `serveRoom`'s, testRoom.ts).
import type { ReactNode } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFloorBoard, type FloorBoard } from "../../../api";
import { renderApp } from "../../../test/render";
import { OpenTableButton } from "./OpenTableDialog";
import { SeatPlayerButton } from "./SeatPlayerDialog";

function OnBoard({ ui }: { ui: (board: FloorBoard) => ReactNode }) {
  const board = useFloorBoard();
  return board.data ? <div data-testid="on-board">{ui(board.data)}</div> : null;
}

/** Renders `ui` once the board is read, with the board it was given. */
export async function show(ui: (board: FloorBoard) => ReactNode) {
  renderApp(<OnBoard ui={ui} />);
  await screen.findByTestId("on-board");
}

/** One of the board's tables. */
export const table = (b: FloorBoard, id: number) => b.tables.find((t) => t.table.id === id)!;

/** The dialog that opened. */
export const dialog = () => screen.findByRole("dialog");

/** The board's "+ Open table" button shown and clicked: the dialog it opens. */
export async function openTableDialog() {
  await show((b) => <OpenTableButton board={b} />);
  await userEvent.click(screen.getByRole("button", { name: "+ Open table" }));
  return dialog();
}

/** Table `id`'s "Seat a player" button shown and clicked: the dialog it opens. */
export async function seatPlayerDialog(id: number) {
  await show((b) => <SeatPlayerButton table={table(b, id)} />);
  await userEvent.click(screen.getByRole("button", { name: "Seat a player" }));
  return dialog();
}
