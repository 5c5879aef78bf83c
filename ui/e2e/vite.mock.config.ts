import { defineConfig, type Plugin } from "vite";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PARSED = "\0json-parse:";

/**
 * Every JSON file the mock imports (the room's fixtures: 4.5 MB, reports.json alone 1.9 MB) as
 * `JSON.parse` of one string rather than as object literals: every page of every browser test
 * runs this script before the app loads, and V8 reads a string for JSON.parse far faster than it
 * compiles the same data as code.
 */
function jsonParsed(): Plugin {
  return {
    name: "cardroom-json-parsed",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(".json")) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // Not ending in .json, or Vite's own JSON plugin takes it back.
      return resolved ? `${PARSED}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PARSED)) return null;
      const data = JSON.stringify(JSON.parse(readFileSync(id.slice(PARSED.length, -".js".length), "utf8")));
      return `export default JSON.parse(${JSON.stringify(data)});`;
    },
  };
}

// Builds the IPC mock into one script the browser test injects before the app loads.
export default defineConfig({
  plugins: [jsonParsed()],
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
