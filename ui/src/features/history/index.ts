export { HistoryPage } from "./HistoryPage";
export { OpenHandContext, useOpenHand } from "./openHand";
