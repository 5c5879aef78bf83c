import { useTranslation } from "react-i18next";
import type { PlayerCard } from "../../api";
import { standingOf, standingWords } from "./words";

/** The mark beside each standing, with its words (WCAG 1.4.1: never colour alone). */
const MARKS = { may_play: "✓", barred: "✕", self_excluded: "✕", self_restricted: "⚠" } as const;

/**
 * Whether a player may play, as a badge: "May play" in green, "Barred" or "Self-excluded" in
 * red, "Self-restricted" in amber; an anonymised record says so.
 */
export function StandingBadge({ card, size = "md" }: { card: PlayerCard; size?: "sm" | "md" }) {
  const { t } = useTranslation("players");
  if (card.anonymised_at !== null) {
    return (
      <span className={`standing standing-${size} standing-anonymised`} data-standing="anonymised">
        {t("standing.anonymised")}
      </span>
    );
  }
  const s = standingOf(card);
  return (
    <span className={`standing standing-${size} standing-${s}`} data-standing={s}>
      <span aria-hidden="true">{MARKS[s]} </span>
      {standingWords(s)}
    </span>
  );
}
