import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// Builds the IPC mock into one script the browser test injects before the app loads.
export default defineConfig({
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    lib: {
      entry: fileURLToPath(new URL("./mock-ipc.ts", import.meta.url)),
      name: "cardroomMockIpc",
      formats: ["iife"],
      fileName: () => "mock-ipc.js",
    },
  },
});
