// The UI's layout rules, checked on the source: only `api/` talks to the generated bindings, and
// no feature imports another (what two features share lives in `components/` or `lib/`).
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ui = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const bindings = join(ui, "src", "bindings");
const api = join(ui, "src", "api");
const features = join(ui, "src", "features");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** Every module a file names: `import … from`, `export … from`, `import("…")`, `import "…"`. */
function imports(text: string): string[] {
  const found = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)) found.push(m[1]!);
  return found;
}

const files = [...sources(join(ui, "src")), ...sources(join(ui, "e2e"))];

describe("the layout of ui/src", () => {
  it("the scan sees the app's files, and api/ does import the bindings", () => {
    expect(files.length).toBeGreaterThan(20);
    const apiFiles = files.filter((f) => f.startsWith(api + "/"));
    expect(apiFiles.some((f) => imports(readFileSync(f, "utf8")).some((s) => resolve(dirname(f), s) === bindings))).toBe(true);
  });

  it("nothing outside api/ imports bindings.ts", () => {
    const offenders = files
      .filter((f) => !f.startsWith(api + "/") && f !== bindings + ".ts")
      .filter((f) =>
        imports(readFileSync(f, "utf8")).some((s) => s.startsWith(".") && resolve(dirname(f), s).replace(/\.ts$/, "") === bindings),
      )
      .map((f) => relative(ui, f));
    expect(offenders).toEqual([]);
  });

  it("no feature imports another feature", () => {
    /** The feature a path lies in (`features/<name>/…`), or null outside features/. */
    const featureOf = (path: string): string | null => (path.startsWith(features + "/") ? relative(features, path).split("/")[0]! : null);
    const offenders = files.flatMap((f) => {
      const own = featureOf(f);
      if (own === null) return [];
      return imports(readFileSync(f, "utf8"))
        .filter((s) => s.startsWith("."))
        .filter((s) => {
          const other = featureOf(resolve(dirname(f), s));
          return other !== null && other !== own;
        })
        .map((s) => `${relative(ui, f)} imports ${s}`);
    });
    expect(offenders).toEqual([]);
  });
});
