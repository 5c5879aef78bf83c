// A refusal about a registered player at a seat (barred, self-excluded, self-restricted, seated
// at another table, a nameless player's cash past a CTR's threshold): said in red, its heading
// in plain words by the code, and, when the player's number is known, what the room holds of
// him as data (the restriction in force: until when and why; where he sits), never the room's
// sentence, which stays under "Details".
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePlayer, type IpcError } from "../api";
import type { ErrorCode } from "../api/types";
import { t as say } from "../i18n";
import { refusalWords } from "../lib/refusals";
import { dateTimeText } from "../lib/time";
import { RedAlert } from "./RedAlert";

/** The codes a seat refuses a player with, each with a heading of its own. */
export const PLAYER_CODES = [
  "player_barred",
  "player_self_excluded",
  "player_self_restricted",
  "player_seated_elsewhere",
  "identify_player",
  "unknown_player",
  "player_anonymised",
] as const satisfies readonly ErrorCode[];

export type PlayerCode = (typeof PLAYER_CODES)[number];

export const isPlayerRefusal = (error: IpcError | null | undefined): error is IpcError & { code: PlayerCode } =>
  !!error && (PLAYER_CODES as readonly string[]).includes(error.code);

/** Whether the refusal is about the player's restriction, which his card says (until when, why). */
const KEPT: readonly string[] = ["player_barred", "player_self_excluded", "player_self_restricted"];

/**
 * The refusal `error` about the player `number` (null: a nameless player): the heading by its
 * code, what it means, and the player's restriction or seat from his card.
 */
export function PlayerRefusal({ id, error, number }: { id: string; error: IpcError & { code: PlayerCode }; number: string | null }) {
  const { t } = useTranslation();
  const wants = number !== null && (KEPT.includes(error.code) || error.code === "player_seated_elsewhere");
  const card = usePlayer(wants ? number : null).data;
  const kept = card?.kept_from_play ?? null;
  return (
    <RedAlert id={id} error={error} className="refusal player-refusal" p="xs" title={t(`playerRefusal.heading.${error.code}`)}>
      <Text size="sm" fw={600} data-field="heading">
        {refusalWords(error)}
      </Text>
      {KEPT.includes(error.code) && kept && (
        <Text size="sm" data-field="restriction">
          {t("playerRefusal.kept", {
            kind: say(`players:standing.${kept.kind}`),
            until:
              kept.until_at !== null
                ? say("players:until.day", { until: dateTimeText(kept.until_at) })
                : kept.kind === "self_excluded"
                  ? say("players:until.life")
                  : say("players:until.lifted"),
            reason: kept.reason,
          })}
        </Text>
      )}
      {error.code === "player_seated_elsewhere" && card && card.seated.length > 0 && (
        <Text size="sm" data-field="seated">
          {t("playerRefusal.seated", { where: card.seated.map((s) => say("players:seat", { table: s.table_name, seat: s.seat_no })).join(", ") })}
        </Text>
      )}
    </RedAlert>
  );
}
