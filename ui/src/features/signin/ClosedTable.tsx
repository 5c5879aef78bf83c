import { Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "./signin.css";

/**
 * A table station whose table is closed: it says so, full screen, and waits. The station is
 * read again as tables open and close (and every few seconds): once the table opens, the
 * dealers' sign-in shows by itself.
 */
export function ClosedTable({ name }: { name: string }) {
  const { t } = useTranslation("signin");
  return (
    <div className="station-closed" id="station-closed">
      <section className="gate-panel" aria-labelledby="closed-title">
        <header className="gate-head">
          <span className="brand-name">{t("brand")}</span>
        </header>
        <div className="gate-body">
          <h1 id="closed-title">{t("station.closed", { name })}</h1>
          <Text size="lg" mb="md">
            {t("station.closedHint")}
          </Text>
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t("station.waiting")}</Text>
          </Group>
        </div>
      </section>
    </div>
  );
}
