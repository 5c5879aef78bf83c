import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ErrorCode, IpcError } from "../api";
import { setLanguage } from "../i18n";
import { generalRefusal, REFUSALS, refusalWords } from "./refusals";

/**
 * Every code of the generated `ErrorCode` union (bindings.ts): the string literals of the type
 * and of every type it names, read from the source (its doc comments skipped).
 */
function errorCodes(): Set<string> {
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "bindings.ts"), "utf8");
  const codes = new Set<string>();
  const read = (name: string) => {
    const m = new RegExp(`export type ${name} = ([\\s\\S]*?);\\n`).exec(source);
    if (!m) throw new Error(`bindings.ts has no type ${name}`);
    const body = m[1]!.replace(/\/\*[\s\S]*?\*\//g, "");
    for (const part of body.split("|").map((p) => p.trim())) {
      if (/^"[a-z_]+"$/.test(part)) codes.add(part.slice(1, -1));
      else if (/^[A-Z]\w*$/.test(part)) read(part);
      else throw new Error(`cannot read ${part} in ${name}`);
    }
  };
  read("ErrorCode");
  return codes;
}

describe("the refusal catalogue", () => {
  it("is keyed by the room's codes only: every key is a real ErrorCode", () => {
    const codes = errorCodes();
    expect(codes.size).toBeGreaterThan(100);
    expect(codes.has("no_open_shift")).toBe(true);
    expect(Object.keys(REFUSALS).filter((key) => !codes.has(key))).toEqual([]);
    // The type says so too: a key that is not a code does not compile.
    // @ts-expect-error `no_such_code` is not an ErrorCode
    const notACode: typeof REFUSALS = { no_such_code: "Never said." };
    expect(notACode).toBeDefined();
  });

  it("says a code missing from it in the general words, as it does a code the room never sends", () => {
    const missing = [...errorCodes()].find((code) => !Object.hasOwn(REFUSALS, code)) as ErrorCode;
    expect(missing).toBeDefined();
    expect(refusalWords({ code: missing })).toBe(generalRefusal());
    expect(refusalWords({ code: "not_a_code_at_all" })).toBe(generalRefusal());
    expect(generalRefusal()).toMatch(/went wrong/);
  });

  it("chooses the words by code, whatever the message says", () => {
    const locked: IpcError = { code: "db_locked", message: "anything at all" };
    const newer: IpcError = { code: "db_schema_too_new", message: "db_locked" };
    expect(refusalWords(locked)).toMatch(/Another program/);
    expect(refusalWords(newer)).toMatch(/newer Cardroom/);
  });

  it("says each code once, for every screen: the chip ledger's refusals read the same on the floor and at the console", () => {
    expect(refusalWords({ code: "no_open_shift" })).toBe(
      "No shift is open, so Cardroom cannot move any money. A floor manager opens the shift, or takes it over, first.",
    );
    expect(refusalWords({ code: "buy_in_out_of_range" })).toMatch(/^That amount is outside the table's buy-in limits/);
    expect(refusalWords({ code: "collect_after_hand" })).toMatch(/Take it after the hand, or mark it paid in cash\.$/);
    expect(refusalWords({ code: "backup_failed" })).toMatch(/back up again/);
    expect(refusalWords({ code: "backup_damaged" })).toMatch(/nothing was restored/);
  });

  it("gives a place its own sentence only where it has one, and the code's everywhere else", () => {
    expect(refusalWords({ code: "invalid_input" }, { place: "pin" })).toBe("A PIN is 4 to 8 digits.");
    expect(refusalWords({ code: "invalid_input" }, { place: "server" })).toMatch(/^That is not a server's URL/);
    expect(refusalWords({ code: "invalid_input" })).toMatch(/^The room cannot take that value/);
    expect(refusalWords({ code: "seat_taken" }, { place: "sign_in" })).toBe(refusalWords({ code: "seat_taken" }));
    expect(refusalWords({ code: "wrong_pin" }, { place: "sign_in" })).toMatch(/^That name and PIN do not match/);
    expect(refusalWords({ code: "wrong_pin" })).toMatch(/nothing was changed/i);
  });

  it("a jackpot paid in chips: a hand being dealt, or a player who has left, says to finish the hand or pay in cash", () => {
    expect(refusalWords({ code: "hand_in_progress" }, { place: "jackpot_chips" })).toMatch(/^A hand is being dealt at the hit's table.*Finish the hand first, or pay in cash\. Nothing was paid\.$/);
    expect(refusalWords({ code: "invalid_input" }, { place: "jackpot_chips" })).toMatch(/^A player paid has left the table.*pay this jackpot in cash/);
    // Elsewhere the code's own words stand.
    expect(refusalWords({ code: "hand_in_progress" })).toBe("A hand is running at this table: finish it, or void it, first. Nothing was changed.");
  });

  it("names whom a refusal is about, and how long an account is locked, or says so plainly", () => {
    expect(refusalWords({ code: "last_floor_manager" }, { name: "Maria" })).toMatch(/^Maria is the last active floor manager/);
    expect(refusalWords({ code: "last_floor_manager" })).toMatch(/^That person is the last active floor manager/);
    expect(refusalWords({ code: "account_locked" }, { until: "until 21:42" })).toMatch(/locked until 21:42\./);
    expect(refusalWords({ code: "account_locked" })).toMatch(/locked for a while\./);
  });

  it("speaks the language of the screens: the same code, place and names, in Spanish", async () => {
    try {
      await setLanguage("es");
      expect(refusalWords({ code: "no_open_shift" })).toMatch(/^No hay ningún turno abierto/);
      expect(refusalWords({ code: "invalid_input" }, { place: "pin" })).toBe("Un PIN tiene de 4 a 8 dígitos.");
      expect(refusalWords({ code: "last_floor_manager" }, { name: "Maria" })).toMatch(/^Maria es el único gerente de piso activo/);
      expect(refusalWords({ code: "last_floor_manager" })).toMatch(/^Esa persona es/);
      expect(refusalWords({ code: "account_locked" }, { until: "hasta las 21:42" })).toMatch(/bloqueada hasta las 21:42\./);
      expect(refusalWords({ code: "not_a_code_at_all" })).toBe("Algo salió mal. Los detalles de abajo ayudan al soporte técnico.");
    } finally {
      await setLanguage("en");
    }
  });

  it("says every code the catalogue knows in Spanish too, and names nobody by a gendered pronoun", async () => {
    const places = ["sign_in", "pin", "staff_name", "staff_role", "server", "jackpot_chips"] as const;
    try {
      await setLanguage("es");
      for (const code of Object.keys(REFUSALS)) {
        for (const place of [undefined, ...places]) {
          const said = refusalWords({ code }, { place });
          expect(said, code).not.toBe("");
          expect(said, code).not.toMatch(/refusals\.|\{\{/);
        }
      }
    } finally {
      await setLanguage("en");
    }
    for (const code of Object.keys(REFUSALS)) {
      for (const place of [undefined, ...places]) expect(refusalWords({ code }, { place }), code).not.toMatch(/\b(he|him|his|she|her)\b/i);
    }
  });
});
