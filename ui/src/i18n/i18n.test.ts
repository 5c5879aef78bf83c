// Every language says everything English says, with the same placeholders, every plural form
// its rules need, and no gendered pronoun for staff or players.
import { describe, expect, it } from "vitest";
import { i18n, LANGUAGES, localeOf, setLanguage } from ".";
import { resources } from "./resources";

type Tree = { [key: string]: string | Tree };

/** Every leaf of a namespace: `a.b.c` → text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix, and the suffix (none: not a plural). */
function plural(key: string): [string, string | undefined] {
  const m = PLURAL.exec(key);
  return m ? [key.slice(0, m.index), m[1]] : [key, undefined];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const texts = (lng: string) => resources[lng as keyof typeof resources] as unknown as Record<string, Tree>;
const english = texts("en");

describe("translations", () => {
  for (const { code } of LANGUAGES) {
    const forms = new Intl.PluralRules(localeOf(code)).resolvedOptions().pluralCategories;
    const own = texts(code);

    it(`${code}: has every namespace English has`, () => {
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    });

    for (const ns of Object.keys(english)) {
      const en = leaves(english[ns] ?? {});
      const mine = leaves(own[ns] ?? {});
      const bases = (m: Map<string, string>) => new Set([...m.keys()].map((k) => plural(k)[0]));

      it(`${code}/${ns}: says everything English says, and nothing more`, () => {
        const missing = [...bases(en)].filter((k) => !bases(mine).has(k));
        const extra = [...bases(mine)].filter((k) => !bases(en).has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${code}/${ns}: a plural has every form the language's rules need`, () => {
        const plurals = new Set([...en.keys()].filter((k) => plural(k)[1]).map((k) => plural(k)[0]));
        const short: string[] = [];
        for (const base of plurals) {
          for (const form of forms) {
            if (!mine.has(`${base}_${form}`)) short.push(`${base}_${form}`);
          }
        }
        expect(short).toEqual([]);
      });

      it(`${code}/${ns}: keeps every placeholder of the English`, () => {
        const wrong: string[] = [];
        for (const [key, text] of mine) {
          const [base, form] = plural(key);
          const source = en.get(key) ?? en.get(`${base}_other`) ?? (form ? undefined : en.get(base));
          if (source === undefined) continue;
          const want = placeholders(source).filter((p) => p !== "count");
          const got = placeholders(text).filter((p) => p !== "count");
          if (JSON.stringify([...new Set(want)]) !== JSON.stringify([...new Set(got)])) {
            wrong.push(`${key}: ${JSON.stringify(text)} has ${got.join(",") || "none"}, English ${want.join(",") || "none"}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  }

  // Staff and players are of every gender: the texts say "the player", "their", "the dealer".
  const GENDERED: Record<string, RegExp> = {
    en: /\b(he|him|his|himself|she|her|hers|herself)\b/i,
    es: /(^|[^\p{L}])(él|ella|ellos|ellas)(?![\p{L}])/iu,
  };
  for (const { code } of LANGUAGES) {
    it(`${code}: no text names a person by a gendered pronoun`, () => {
      const found: string[] = [];
      for (const [ns, tree] of Object.entries(texts(code))) {
        for (const [key, text] of leaves(tree)) {
          if (GENDERED[code]?.test(text)) found.push(`${ns}:${key}: ${text}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});

describe("the language of the screens", () => {
  it("formats a count with the language's plural rules", async () => {
    i18n.addResourceBundle("en", "probe", { seats_one: "{{count}} seat", seats_other: "{{count}} seats" });
    i18n.addResourceBundle("es", "probe", {
      seats_one: "{{count}} asiento",
      seats_many: "{{count}} de asientos",
      seats_other: "{{count}} asientos",
    });
    const say = (count: number) => String(i18n.getFixedT(null, "probe" as never)("seats" as never, { count } as never));
    try {
      expect([say(1), say(2)]).toEqual(["1 seat", "2 seats"]);
      await setLanguage("es");
      expect([say(1), say(3)]).toEqual(["1 asiento", "3 asientos"]);
      expect(document.documentElement.lang).toBe("es");
    } finally {
      await setLanguage("en");
      i18n.removeResourceBundle("en", "probe");
      i18n.removeResourceBundle("es", "probe");
    }
  });

  it("falls back to English for a language the UI does not speak", async () => {
    await setLanguage("xx");
    expect(i18n.language).toBe("en");
  });
});
