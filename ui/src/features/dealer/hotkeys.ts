import type { Options } from "react-hotkeys-hook";

/**
 * The console's keys: never while typing in a field (the library's default for inputs), but
 * still while the raise slider has the focus, and never the browser's own use of the key.
 */
export const consoleKeys = (enabled: boolean): Options => ({
  enabled,
  enableOnFormTags: ["slider"],
  preventDefault: true,
});
