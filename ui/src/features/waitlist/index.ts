// The waiting lists (floor managers' Lists screen) and the room's wall board (any staff).
export { WaitlistPage } from "./WaitlistPage";
export { WallBoard } from "./WallBoard";
