import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Tauri serves ui/dist in the app; `npm run dev` serves it for `tauri dev`.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
