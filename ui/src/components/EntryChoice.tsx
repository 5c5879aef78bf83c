import { Group, Radio } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** How a player seated at a game with blinds comes in: waiting for the big blind, or posting one. */
export function EntryChoice({ value, onChange }: { value: string; onChange: (entry: string) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t("entry.label")} value={value} onChange={onChange}>
      <Group gap="md" mt={4}>
        <Radio size="md" value="wait_for_big_blind" label={t("entry.wait")} />
        <Radio size="md" value="post_big_blind" label={t("entry.post")} />
      </Group>
    </Radio.Group>
  );
}
