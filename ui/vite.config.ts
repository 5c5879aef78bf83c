import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

// The app's Content-Security-Policy, read from the shell's config: `vite preview` (which the
// browser tests load) sends it, so a style, font or script the real window would refuse fails
// the browser tests too.
const tauri = JSON.parse(readFileSync(new URL("../src-tauri/tauri.conf.json", import.meta.url), "utf8"));
const csp: string = tauri.app.security.csp;

// Tauri serves ui/dist in the app; `npm run dev` serves it for `tauri dev`.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, headers: { "Content-Security-Policy": csp } },
  // Every asset (the bundled fonts above all) stays a file served from 'self': the CSP has
  // no `data:` for fonts.
  build: { target: "es2022", outDir: "dist", emptyOutDir: true, assetsInlineLimit: 0 },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    // Times arrive in UTC; the screens show them in the machine's zone. A zone that is not
    // UTC proves the conversion (21:12 on the screen for 20:12Z in November).
    env: { TZ: "Europe/Madrid" },
    // A whole screen driven by typed keys takes 2-3 s in jsdom on a two-core station, and more
    // while it builds or tests the Rust side: the default 5 s failed such tests now and then.
    testTimeout: 20_000,
    // Vitest's default leaves a core free: one worker on a two-core station, which doubles
    // the stage (8 minutes against 4.5 here). Each file is one jsdom, single-threaded.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its modules (React, Mantine, the app's) from one test file to the next
    // instead of importing them afresh for each of the 92: the stage in half the time (129 s
    // against 270 s here). What the app keeps in a module (the connection, the notifications,
    // the countdowns' clock) is reset after every test (src/test/setup.ts).
    isolate: false,
  },
});
