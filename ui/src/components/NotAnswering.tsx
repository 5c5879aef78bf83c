import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { IpcError } from "../api";
import { refusalWords } from "../lib/refusals";
import { ProblemAlert } from "./ProblemAlert";

/**
 * A screen's reads stopped answering: said plainly, with what is still shown (`kept`, the last
 * data read and when, or that none was) and that Cardroom keeps trying.
 */
export function NotAnswering({ id, title, error, kept }: { id: string; title: string; error: IpcError; kept: string }) {
  const { t } = useTranslation();
  return (
    <ProblemAlert id={id} error={error} title={title}>
      <Text size="sm">{refusalWords(error)}</Text>
      <Text size="sm">
        {kept} {t("notAnswering.keepsTrying")}
      </Text>
    </ProblemAlert>
  );
}
