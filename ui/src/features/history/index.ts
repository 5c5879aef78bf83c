export { HistoryPage } from "./HistoryPage";
