//! The audit trail and backups.

use super::*;

commands! {
    /// The audit trail's entries a query asks for, newest first (floor managers).
    act audit_log(query: AuditQuery) -> Vec<AuditEntry> { |room, me| room.audit_log(me, &query) }

    /// The same entries as CSV, for the save dialog.
    act audit_csv(query: AuditQuery) -> String { |room, me| room.audit_csv(me, &query) }

    /// "Back up now": the room copied into its backup folder and the copy checked.
    act back_up_now() -> BackupReport { |room, me| room.back_up_as(me, BackupReason::Manual) }

    /// The last backup made into the backup folder, and its result.
    run last_backup() -> Option<BackupReport> { |room| room.last_backup() }
}
