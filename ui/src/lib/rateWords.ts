// A rate of the schedule in the words of the screens: its stakes ("$4.00-$20.00", "No limit")
// and how it is collected ("per player every 30 minutes"), said from the rate's own fields in
// the language of the screens (the room's `stakes` and `basis` are its English words for the
// same).
import type { RateDto } from "../api";
import { t } from "../i18n";
import { formatDollars } from "./money";

type Rate = Pick<RateDto, "structure" | "min_limit_cents" | "max_limit_cents" | "stakes" | "mode" | "interval_minutes" | "basis">;

/** "$4.00-$20.00" for a limit band, "No limit", "Pot limit". */
export function rateStakesWords(rate: Rate): string {
  if (rate.structure === "no_limit") return t("common:betting.no_limit");
  if (rate.structure === "pot_limit") return t("common:betting.pot_limit");
  if (rate.min_limit_cents === null || rate.max_limit_cents === null) return rate.stakes;
  return t("common:rates.stakesBand", { min: formatDollars(rate.min_limit_cents), max: formatDollars(rate.max_limit_cents) });
}

/** "per player every 30 minutes", "from the pot before the deal". */
export function rateBasisWords(rate: Rate): string {
  if (rate.mode === "pot_drop") return t("common:rates.fromThePot");
  return rate.interval_minutes === null ? rate.basis : t("common:rates.perPlayer", { count: rate.interval_minutes });
}
