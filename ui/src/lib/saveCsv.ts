// A CSV the shell makes, written where the user chooses.
import { useState } from "react";
import { saveText, type IpcError } from "../api";
import { t } from "../i18n";
import { asIpcError } from "./errors";

/** Saves text the shell makes (a CSV) through the native save dialog; says where, or why not. */
export function useSaveCsv() {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (defaultName: string, make: () => Promise<string>) => {
    setNotice(null);
    setError(null);
    setBusy(true);
    try {
      const path = await saveText(defaultName, make);
      setNotice(path ? t("common:csv.savedTo", { path }) : t("common:csv.notSaved"));
    } catch (thrown) {
      setError(asIpcError(thrown));
    } finally {
      setBusy(false);
    }
  };
  return { save, notice, error, busy };
}
