import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDatabaseSetting, type DatabaseInfo } from "../../api";
import { DatabaseChoice } from "../../components/DatabaseChoice";
import { Loaded } from "../../components/Loaded";

/**
 * Where this station's room lives: the room open now (a file, or a server) and its schema; the
 * server the station is set to use from its next start, and the form that sets it. The shell
 * connects to the server first and saves the choice only when that works; `CARDROOM_DB`, when
 * set, decides instead and the form is locked.
 */
export function DatabasePanel({ database }: { database: DatabaseInfo }) {
  const { t } = useTranslation("settings");
  const setting = useDatabaseSetting();
  return (
    <section aria-labelledby="database-title" className="database" id="database">
      <Title order={2} size="h3" mb="xs" id="database-title">
        {t("database.title")}
      </Title>
      <dl className="facts">
        <dt>{database.is_server ? t("database.server") : t("database.file")}</dt>
        <dd id="db-path">{database.path}</dd>
        <dt>{t("database.kind")}</dt>
        <dd id="db-kind" className="plain">
          {database.is_server ? t("database.kindServer") : t("database.kindFile")}
        </dd>
        <dt>{t("database.schemaVersion")}</dt>
        <dd id="db-version">{database.schema_version}</dd>
        {setting.data && (
          <>
            <dt>{t("database.nextStart")}</dt>
            <dd id="db-next" className={setting.data.configured === null ? "plain" : undefined}>
              {/* What the station will use from its next start: a server's URL (no password), or its own file. */}
              {setting.data.from_env ? t("database.fromEnv") : (setting.data.configured ?? t("database.ownFile"))}
            </dd>
          </>
        )}
      </dl>
      <Loaded query={setting} reading={t("database.reading")} errorId="db-setting-error" failed={t("database.failed")}>
        {(data) => <DatabaseChoice setting={data} />}
      </Loaded>
    </section>
  );
}
