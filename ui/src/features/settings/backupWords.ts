// The backups' words: when, why, how large. Pure.
import type { BackupReason } from "../../api";
import { dateTimeText } from "../../lib/time";

/** `20 Nov 2026, 21:37`. */
export const backupTime = dateTimeText;

export const reasonWords: Record<BackupReason, string> = {
  manual: "Made by hand (Back up now)",
  hourly: "The hourly backup",
  shift_close: "Made when a shift closed",
};

const kib = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
/** A file's size: `300 KB`, `1.2 MB` (binary units, as the file manager shows them). */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${kib.format(bytes / 1024)} KB`;
  return `${kib.format(bytes / (1024 * 1024))} MB`;
}
