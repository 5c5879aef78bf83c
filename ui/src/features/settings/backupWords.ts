// The backups' words: when, why, how large. Pure.
import type { BackupReason } from "../../api";
import { dateTimeText } from "../../lib/time";
import { locale, t } from "../../i18n";

/** `20 Nov 2026, 21:37`. */
export const backupTime = dateTimeText;

/** Why a backup was made, in words. */
export function reasonWords(reason: BackupReason): string {
  switch (reason) {
    case "manual":
      return t("settings:backups.reason.manual");
    case "hourly":
      return t("settings:backups.reason.hourly");
    case "shift_close":
      return t("settings:backups.reason.shiftClose");
  }
}

/** A file's size: `300 KB`, `1.2 MB` (binary units, as the file manager shows them), in the screens' language. */
export function sizeWords(bytes: number): string {
  const kib = new Intl.NumberFormat(locale(), { maximumFractionDigits: 1 });
  if (bytes < 1024) return t("settings:backups.bytes", { count: bytes });
  if (bytes < 1024 * 1024) return t("settings:backups.kilobytes", { size: kib.format(bytes / 1024) });
  return t("settings:backups.megabytes", { size: kib.format(bytes / (1024 * 1024)) });
}
