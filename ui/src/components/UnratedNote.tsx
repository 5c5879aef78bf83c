import { Text } from "@mantine/core";

/** Under a rate table: the games the schedule has no rate for, in the screen's words (`say`); nothing when each has one. */
export function UnratedNote({ games, say }: { games: readonly { name: string }[]; say: (names: string) => string }) {
  if (games.length === 0) return null;
  return (
    <Text id="unrated" size="sm" className="muted" mt="xs" maw="60ch">
      {say(games.map((g) => g.name).join(", "))}
    </Text>
  );
}
