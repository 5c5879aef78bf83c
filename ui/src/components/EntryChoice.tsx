import { Group, Radio } from "@mantine/core";

/** How a player seated at a game with blinds comes in: he waits for the big blind, or posts one. */
export function EntryChoice({ value, onChange }: { value: string; onChange: (entry: string) => void }) {
  return (
    <Radio.Group label="Comes in" value={value} onChange={onChange}>
      <Group gap="md" mt={4}>
        <Radio size="md" value="wait_for_big_blind" label="Waits for the big blind" />
        <Radio size="md" value="post_big_blind" label="Posts a big blind" />
      </Group>
    </Radio.Group>
  );
}
