export { ReportsPage } from "./ReportsPage";
