// What the screens say of comps: a value in its unit ("10 points", "$15.00"), and a comp rule
// as the floor reads it ("10 points per hour played at a $2.00 big blind or more").
import type { CompRuleView, CompUnit } from "../api";
import { t } from "../i18n";
import { formatDollars } from "./money";

/** A comp's value in its unit: "10 points", "$15.00" (cents). */
export const compValueWords = (value: number, unit: CompUnit): string =>
  unit === "cents" ? formatDollars(value) : t("players:comps.points", { count: value });

/** What a rule earns, in words: "10 points per hour played", "$15.00 after 2 hours in a gaming day", at what stakes. */
export function compRuleWords(rule: Pick<CompRuleView, "kind" | "hours" | "value" | "unit" | "min_big_blind_cents">): string {
  const value = compValueWords(rule.value, rule.unit);
  const earns =
    rule.kind === "per_hour"
      ? t("players:comps.rule.per_hour", { value, count: rule.hours })
      : t("players:comps.rule.after_hours", { value, count: rule.hours });
  return rule.min_big_blind_cents > 0 ? t("players:comps.rule.atStakes", { earns, stakes: formatDollars(rule.min_big_blind_cents) }) : earns;
}

/** A gaming day (`2026-11-20`) `days` later (negative: earlier). */
export function dayPlus(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
