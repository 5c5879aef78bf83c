import { useTranslation } from "react-i18next";
import type { IpcError } from "../api";
import { roomTimesInWords } from "../lib/time";

/**
 * What the room said about an error, for support: its code and its own sentence, folded away
 * under "Details". The floor reads the plain words above it; this is never the main text. A
 * time the room wrote in it (`2026-11-20T21:00:00Z`) reads as the screens show times, in the
 * room's zone (`20 Nov 2026, 22:00`).
 */
export function ErrorDetails({ error }: { error: IpcError }) {
  const { t } = useTranslation();
  return (
    <details className="error-details" data-code={error.code}>
      <summary>{t("details")}</summary>
      <p className="detail" data-field="message">
        {roomTimesInWords(error.message, true)}
      </p>
      <p className="detail">
        {t("errorDetails.code")} <code data-field="code">{error.code}</code>
      </p>
    </details>
  );
}
