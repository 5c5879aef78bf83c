// Pan (Panguingue) on the dealer's console: the hand's panel and its start.
export { PanPanel } from "./PanPanel";
export { PanStart } from "./PanStart";
