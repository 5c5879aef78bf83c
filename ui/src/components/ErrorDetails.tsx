import type { IpcError } from "../api";

/**
 * What the room said about an error, for support: its code and its own sentence, folded away
 * under "Details". The floor reads the plain words above it; this is never the main text.
 */
export function ErrorDetails({ error }: { error: IpcError }) {
  return (
    <details className="error-details" data-code={error.code}>
      <summary>Details</summary>
      <p className="detail" data-field="message">
        {error.message}
      </p>
      <p className="detail">
        Code: <code data-field="code">{error.code}</code>
      </p>
    </details>
  );
}
