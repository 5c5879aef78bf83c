// No word a person reads is written in a component: every text goes through a key (`t`).
// The scan parses each source file of the UI and reports, with its line:
// - text between JSX tags;
// - a JSX attribute a person reads (label, title, placeholder, aria-label…) given a literal;
// - an object property a person reads (title, message, label…) given a literal, as passed to
//   notifications, menus and selects.
// A literal without a letter ("—", "×", "$") is not words.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

const SRC = join(__dirname, "..");

/** Attributes and properties whose value a person reads. */
const READ = new Set([
  "alt",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "label",
  "placeholder",
  "description",
  "message",
  "error",
  "confirmLabel",
  "cancelLabel",
  "emptyText",
  "nothingFoundMessage",
  "tooltip",
  "heading",
  "caption",
  "hint",
  "text",
]);

const HAS_WORDS = /\p{L}/u;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!["locales", "fixtures", "test"].includes(name)) out.push(...sources(path));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !/^test|testing\.tsx?$|testViews|testFixture/.test(name)) {
      out.push(path);
    }
  }
  return out;
}

type Node = { type: string; loc?: { start: { line: number } }; [k: string]: unknown };

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n);
  } else if (node && typeof node === "object" && typeof (node as Node).type === "string") {
    yield node as Node;
    for (const [k, v] of Object.entries(node)) {
      if (k !== "loc" && k !== "start" && k !== "end" && v && typeof v === "object") yield* walk(v);
    }
  }
}

const literal = (n: unknown): string | undefined => {
  const node = n as Node | undefined;
  if (!node) return undefined;
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "JSXExpressionContainer") return literal(node.expression);
  if (node.type === "TemplateLiteral") {
    return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(" ");
  }
  return undefined;
};

const nameOf = (n: unknown): string | undefined => {
  const node = n as Node | undefined;
  if (!node) return undefined;
  if (node.type === "JSXIdentifier" || node.type === "Identifier") return node.name as string;
  if (node.type === "StringLiteral") return node.value as string;
  return undefined;
};

/** Every hard-coded text of one file, as `line: text`. */
export function hardcoded(code: string, file = "file.tsx"): string[] {
  const ast = parse(code, {
    sourceType: "module",
    plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const found: string[] = [];
  const say = (n: Node, text: string) => {
    if (HAS_WORDS.test(text)) found.push(`${n.loc?.start.line ?? "?"}: ${text.trim().replace(/\s+/g, " ")}`);
  };
  for (const n of walk(ast.program)) {
    if (n.type === "JSXText") {
      say(n, n.value as string);
    } else if (n.type === "JSXAttribute") {
      const name = nameOf(n.name);
      const text = literal(n.value);
      if (name && READ.has(name) && text !== undefined) say(n, text);
    } else if (n.type === "ObjectProperty") {
      const name = nameOf(n.key);
      const text = literal(n.value);
      if (name && READ.has(name) && text !== undefined && !(n.computed as boolean)) say(n, text);
    } else if (n.type === "JSXElement" || n.type === "JSXFragment") {
      // A literal between tags: {"Fold"} or {`Seat ${n}`}.
      for (const child of n.children as Node[]) {
        if (child.type === "JSXExpressionContainer") {
          const text = literal(child.expression);
          if (text !== undefined) say(child, text);
        }
      }
    }
  }
  return found;
}

describe("no hard-coded words", () => {
  it("finds text between tags, read attributes and read properties, and nothing else", () => {
    const code = `
      const a = <Button title="Fold now" className="big" data-x="y">Check</Button>;
      const b = <p>{"Seat 4"}{\`\${n} players\`}{count}</p>;
      notifications.show({ title: "Saved", color: "felt", message: t("x") });
      const c = <span aria-label="—">×</span>;
    `;
    expect(hardcoded(code)).toEqual(["2: Fold now", "2: Check", "3: Seat 4", "3: players", "4: Saved"]);
  });

  const files = sources(SRC).map((f) => relative(SRC, f)).filter((f) => !f.startsWith("i18n/"));

  for (const file of files) {
    it(`${file}: every text goes through a key`, () => {
      expect(hardcoded(readFileSync(join(SRC, file), "utf8"), file)).toEqual([]);
    });
  }

});
