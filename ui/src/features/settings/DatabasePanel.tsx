import { Title } from "@mantine/core";
import { useDatabaseSetting, type DatabaseInfo, type DatabaseSetting } from "../../api";
import { DatabaseChoice } from "../../components/DatabaseChoice";
import { Loaded } from "../../components/Loaded";

/** What the station will use from its next start, in words: a server's URL (no password), or its own file. */
const nextWords = (s: DatabaseSetting): string => s.configured ?? "this station's own file";

/**
 * Where this station's room lives: the room open now (a file, or a server) and its schema; the
 * server the station is set to use from its next start, and the form that sets it. The shell
 * connects to the server first and saves the choice only when that works; `CARDROOM_DB`, when
 * set, decides instead and the form is locked.
 */
export function DatabasePanel({ database }: { database: DatabaseInfo }) {
  const setting = useDatabaseSetting();
  return (
    <section aria-labelledby="database-title" className="database" id="database">
      <Title order={2} size="h3" mb="xs" id="database-title">
        Database
      </Title>
      <dl className="facts">
        <dt>{database.is_server ? "Server" : "File"}</dt>
        <dd id="db-path">{database.path}</dd>
        <dt>Kind</dt>
        <dd id="db-kind" className="plain">
          {database.is_server ? "A database server every station of the room shares" : "This station's own file"}
        </dd>
        <dt>Schema version</dt>
        <dd id="db-version">{database.schema_version}</dd>
        {setting.data && (
          <>
            <dt>Next start</dt>
            <dd id="db-next" className={setting.data.configured === null ? "plain" : undefined}>
              {setting.data.from_env ? "as CARDROOM_DB says" : nextWords(setting.data)}
            </dd>
          </>
        )}
      </dl>
      <Loaded query={setting} reading="Reading this station's setting" errorId="db-setting-error" failed="This station's setting could not be read">
        {(data) => <DatabaseChoice setting={data} />}
      </Loaded>
    </section>
  );
}
