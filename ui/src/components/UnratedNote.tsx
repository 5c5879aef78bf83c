import { Text } from "@mantine/core";
import type { GameCode } from "../api";
import { gameName } from "../lib/games";

/** Under a rate table: the games the schedule has no rate for (named in the language of the screens), in the screen's words (`say`); nothing when each has one. */
export function UnratedNote({ games, say }: { games: readonly { code: GameCode }[]; say: (names: string) => string }) {
  if (games.length === 0) return null;
  return (
    <Text id="unrated" size="sm" className="muted" mt="xs" maw="60ch">
      {say(games.map((g) => gameName(g.code)).join(", "))}
    </Text>
  );
}
