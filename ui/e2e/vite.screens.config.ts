import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// Builds the sign-in, staff and rates screens' test page (`screens.html`) for the browser
// tests, as the app is built: served by `vite preview --outDir e2e/dist/screens` with the
// app's CSP (see `screens-browser.mjs`). Runs after the mock's build, which empties e2e/dist.
export default defineConfig({
  plugins: [react()],
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  build: {
    target: "es2022",
    outDir: fileURLToPath(new URL("./dist/screens", import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: fileURLToPath(new URL("./screens.html", import.meta.url)) },
  },
});
