// The audit trail (features/audit) and the room's backups (features/settings): who did what,
// when, from where, and what it changed; the last backup and "Back up now".
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type AuditEntry, type AuditQuery, type BackupReport } from "../bindings";
import { call } from "./call";
import { keys } from "./keys";
import type { IpcError } from "./types";

/** The trail's entries `query` asks for, newest first (floor managers; a dealer is refused `not_permitted`). */
export function useAuditLog(query: AuditQuery) {
  return useQuery<AuditEntry[], IpcError>({
    queryKey: keys.auditLog(query),
    queryFn: () => call(commands.auditLog(query)),
  });
}

/** The same entries as CSV, made by the shell (save it with `saveText`). */
export const auditCsv = (query: AuditQuery) => call(commands.auditCsv(query));

/**
 * The last backup made into the room's backup folder, and what its check found (null: none yet).
 * Not asked (`enabled` false) for a room on a server, which its stations do not back up.
 */
export function useLastBackup(enabled = true) {
  return useQuery<BackupReport | null, IpcError>({ queryKey: keys.lastBackup, queryFn: () => call(commands.lastBackup()), enabled });
}

/** "Back up now": the room copied and the copy checked; its report becomes the last backup shown. */
export function useBackUpNow() {
  const client = useQueryClient();
  return useMutation<BackupReport, IpcError, void>({
    mutationFn: () => call(commands.backUpNow()),
    onSuccess: (report) => {
      client.setQueryData(keys.lastBackup, report);
    },
  });
}
