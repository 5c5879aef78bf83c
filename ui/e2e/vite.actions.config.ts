// Builds the floor actions' browser-test page (actions.html + actions.tsx): the dialogs mounted
// on the real room fixtures with Tauri's IPC mocked, served by `vite preview` with the app's CSP.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const tauri = JSON.parse(readFileSync(new URL("../../src-tauri/tauri.conf.json", import.meta.url), "utf8"));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  plugins: [react()],
  clearScreen: false,
  logLevel: "warn",
  preview: { port: 4187, strictPort: true, headers: { "Content-Security-Policy": tauri.app.security.csp } },
  build: {
    target: "es2022",
    // Not under e2e/dist: `build:mock` empties that folder.
    outDir: fileURLToPath(new URL("../node_modules/.cache/cardroom-floor-actions", import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rollupOptions: { input: fileURLToPath(new URL("./actions.html", import.meta.url)) },
  },
});
