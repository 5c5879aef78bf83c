// The UI's layout rules, checked on the source: only `api/` talks to the generated bindings, no
// feature imports another (what two features share lives in `components/` or `lib/`), and every
// form is built one way (react-hook-form with a zod schema).
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ui = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const bindings = join(ui, "src", "bindings");
const api = join(ui, "src", "api");
const features = join(ui, "src", "features");
const components = join(ui, "src", "components");

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

  it("one form system: each <form> in features/ and components/ has a react-hook-form (useForm) of its own, with a zod schema (zodResolver), in its file", () => {
    /** The screens' files (not their tests). */
    const screens = files.filter((f) => (f.startsWith(features + "/") || f.startsWith(components + "/")) && f.endsWith(".tsx") && !f.endsWith(".test.tsx"));
    const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;
    const withForms = screens.filter((f) => count(readFileSync(f, "utf8"), /<form[\s>]/g) > 0);
    expect(withForms.length, "the scan sees the forms").toBeGreaterThan(15);
    const offenders = withForms.flatMap((f) => {
      const text = readFileSync(f, "utf8");
      const forms = count(text, /<form[\s>]/g);
      const hooks = count(text, /\buseForm\s*[<(]/g);
      const problems = [];
      if (hooks < forms) problems.push(`${forms} <form> but ${hooks} useForm`);
      if (!/\bzodResolver\s*\(/.test(text)) problems.push("no zodResolver");
      return problems.map((p) => `${relative(ui, f)}: ${p}`);
    });
    expect(offenders).toEqual([]);
  });
});
