import type { ReactNode } from "react";
import { Alert } from "@mantine/core";

/**
 * A jackpot that qualifies and is not paid yet, said where nobody can miss it (the floor board's
 * banner, the dealer's console): each line large, dark on orange with a red edge, announced as an
 * alert; `children` follow the lines (the way to the Jackpots screen).
 */
export function JackpotAlert({ id, title, lines, children }: { id: string; title?: string; lines: readonly string[]; children?: ReactNode }) {
  if (lines.length === 0) return null;
  return (
    <Alert id={id} role="alert" variant="outline" className="jackpot-alert" title={title} mb="sm">
      <ul className="jackpot-alert-lines">
        {lines.map((line, i) => (
          <li key={`${i}-${line}`} data-field="jackpot-line">
            {line}
          </li>
        ))}
      </ul>
      {children}
    </Alert>
  );
}
