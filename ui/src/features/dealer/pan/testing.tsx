// Test helpers of the Pan and banked panels: the real fixtures' steps, the app's theme, and the
// check that every button stands at least 48 px tall by the CSS it carries.
import type { ReactElement } from "react";
import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import type { ConsoleView, IpcError } from "../../../api";
import { theme } from "../../../Providers";

export type Step = { call: string; args: Record<string, unknown>; ok?: ConsoleView; error?: IpcError };
export type Fixture = { table_id: number; steps: Step[] };

/** Renders in the app's theme; `rerender` keeps it. */
export function renderKit(ui: ReactElement) {
  const r = render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  return { ...r, rerender: (next: ReactElement) => r.rerender(<MantineProvider theme={theme}>{next}</MantineProvider>) };
}

/** The least height each CSS rule of these files gives (min-height or height, in px). */
function heights(files: string[]): { selector: string; px: number }[] {
  const rules: { selector: string; px: number }[] = [];
  for (const f of files) {
    const css = readFileSync(new URL(f, import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const m of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      const h = /(?:^|;)\s*(?:min-)?height:\s*(\d+)px/.exec(m[2]!);
      if (h) for (const selector of m[1]!.split(",")) rules.push({ selector: selector.trim(), px: Number(h[1]) });
    }
  }
  return rules;
}

const RULES = heights(["./pan.css", "../banked/banked.css"]);

/**
 * The buttons in `root` that no rule of pan.css/banked.css makes at least 48 px tall, nor
 * Mantine's `h={48}` or `mih={48}` (the shared card picker's buttons): described for the failure
 * message.
 */
export function shortButtons(root: HTMLElement): string[] {
  return [...root.querySelectorAll("button")]
    .filter((b) => {
      if (RULES.some((r) => r.px >= 48 && b.matches(r.selector))) return false;
      // Mantine's h={48} or mih={48} (a button that grows to hold wrapped words).
      const h = /(?:^|;)\s*(?:min-)?height:\s*calc\((\d+(?:\.\d+)?)rem/.exec(b.getAttribute("style") ?? "");
      return !(h && Number(h[1]) * 16 >= 48);
    })
    .map((b) => `${b.className} "${b.textContent}"`);
}

/** The view the console shows when `step` is sent: the last answer before it (a refusal changes nothing). */
export function shownBefore(fx: Fixture, step: Step): ConsoleView {
  for (let k = fx.steps.indexOf(step) - 1; k >= 0; k--) if (fx.steps[k]!.ok) return fx.steps[k]!.ok!;
  throw new Error("no view before this step");
}
