export { AuditPage } from "./AuditPage";
