import { Button, Group, Loader, PasswordInput, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useChooseDatabase, useDatabaseSetting, type DatabaseInfo, type DatabaseSetting, type IpcError } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { RefusalAlert } from "../../components/RefusalAlert";
import { adviceFor } from "../../lib/errors";
import { z } from "../signin/zod";
import { isServerUrl, withoutSecrets } from "./databaseUrl";

/** Why the station's choice was refused, by the room's code: what to check. Nothing was saved. */
export function databaseRefusal(error: IpcError): string {
  switch (error.code) {
    case "not_permitted":
      return "Only a floor manager may choose where this station's room lives.";
    case "not_signed_in":
    case "no_actor":
      return "Nobody is signed in at this window: sign in again.";
    case "invalid_input":
      return "That is not a server's URL: it starts with postgres://, such as postgres://cardroom:PASSWORD@db.local/room. Nothing was saved.";
    case "db_offline":
      return "The server cannot be reached. Check its name and port, that it is running, and that it lets this station connect (pg_hba.conf). Nothing was saved.";
    case "db_cannot_open":
      return "The server did not accept the connection, or the URL cannot be read. Check the role, the password and the database's name. Nothing was saved.";
    case "db_foreign":
    case "db_not_empty":
      return "That database holds another program's tables. Give Cardroom an empty database of its own (or the room's). Nothing was saved.";
    case "db_schema_too_new":
      return "The room on that server was written by a newer Cardroom. Install that version on this station first. Nothing was saved.";
    case "db_migration_failed":
      return "The database could not be made a room: its upgrade failed. Nothing was saved; call support.";
    case "io":
    case "data_dir":
    case "no_data_dir":
      return "The server answered, but this station's setting could not be saved. Check that Cardroom's data folder is writable.";
    default:
      return adviceFor(error);
  }
}

/** What the station will use from its next start, in words: a server's URL (no password), or its own file. */
const nextWords = (s: DatabaseSetting): string => s.configured ?? "this station's own file";

/** Whether the next start opens the room open now: nothing to restart for. */
const unchanged = (s: DatabaseSetting): boolean => (s.is_server ? s.configured === s.in_use : s.configured === null);

/** After a choice was saved: what happens, plainly. */
function savedWords(s: DatabaseSetting): string {
  if (unchanged(s))
    return s.configured === null
      ? "This station uses its own file, now and from its next start: nothing to restart."
      : `This station uses ${s.configured}, now and from its next start: nothing to restart.`;
  return s.configured === null
    ? "This station will use its own file from its next start. Restart Cardroom to switch."
    : `This station will use ${s.configured} from its next start. Restart Cardroom to switch.`;
}

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
      {setting.isPending ? (
        <Loader size="sm" aria-label="Reading this station's setting" />
      ) : setting.isError ? (
        <ProblemAlert id="db-setting-error" error={setting.error} title="This station's setting could not be read">
          {adviceFor(setting.error)}
        </ProblemAlert>
      ) : (
        <Choice setting={setting.data} />
      )}
    </section>
  );
}

const urlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Type the server's URL.")
    .refine(isServerUrl, "A server's URL starts with postgres://, such as postgres://cardroom:PASSWORD@db.local/room."),
});
type UrlForm = z.input<typeof urlSchema>;

/**
 * The form that sets where this station's room lives. `onChosen`: at a station whose room could
 * not be opened (the sign-in screen's problem), the room is opened from the choice at once.
 */
function Choice({ setting, onChosen }: { setting: DatabaseSetting; onChosen?: () => void }) {
  const choose = useChooseDatabase();
  const form = useForm<UrlForm>({ resolver: zodResolver(urlSchema), defaultValues: { url: "" } });
  const locked = setting.from_env;
  const chosen = () => {
    // Sent once and forgotten: the field is emptied when the choice is saved.
    form.reset({ url: "" });
    onChosen?.();
  };
  const submit = form.handleSubmit((v) => choose.mutateAsync(v.url.trim()).then(chosen, () => undefined));
  const connecting = choose.isPending && choose.variables !== null;
  // A refusal's message never shows what was typed (the shell only ever answers redacted URLs;
  // this holds even if a server's own words quoted it).
  const refusal = choose.error ? { ...choose.error, message: withoutSecrets(choose.error.message, choose.variables ?? null) } : null;
  return (
    <div className="db-choice">
      {locked && (
        <div id="db-from-env" role="note" className="db-env">
          <Text size="sm" fw={700}>
            CARDROOM_DB decides
          </Text>
          <Text size="sm">
            CARDROOM_DB is set where Cardroom starts: it decides where this station's room lives, whatever is chosen here.
            To choose here, start Cardroom without it.
          </Text>
        </div>
      )}
      {!locked && !choose.isSuccess && setting.configured !== null && !unchanged(setting) && (
        <Text id="db-restart" size="sm" fw={600} mt="xs">
          Set to use {setting.configured} from its next start. Restart Cardroom to switch.
        </Text>
      )}
      <form id="db-choose" onSubmit={submit} noValidate aria-labelledby="db-choose-title" className="db-form">
        <Title order={3} size="h5" id="db-choose-title" mt="md" mb={4}>
          Use a database server
        </Title>
        <Text size="sm" mb="xs" className="muted">
          A room with many tables keeps one PostgreSQL server that every station uses. Cardroom connects to it and checks
          it first (an empty database becomes the room), and saves the choice only if that works.
        </Text>
        <PasswordInput
          id="db-url"
          label="Server URL"
          placeholder="postgres://cardroom:PASSWORD@db.local/room"
          description="Add ?sslmode=require to encrypt the connection. Hidden as you type (the eye shows it), and never shown back."
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          disabled={locked}
          styles={{ description: { color: "var(--mantine-color-gray-8)" } }}
          error={form.formState.errors.url?.message}
          {...form.register("url")}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" id="db-connect" disabled={locked || (choose.isPending && !connecting)} loading={connecting} loaderProps={{ "aria-label": "Connecting" }}>
            {onChosen ? "Connect and use it now" : "Connect and use from next start"}
          </Button>
          {setting.configured !== null && (
            <Button
              type="button"
              id="db-use-file"
              variant="default"
              disabled={locked || connecting}
              loading={choose.isPending && !connecting}
              onClick={() => void choose.mutateAsync(null).then(chosen, () => undefined)}
            >
              Use this station's own file again
            </Button>
          )}
        </Group>
      </form>
      <div aria-live="polite">
        {connecting && (
          <Text size="sm" id="db-connecting" mt="xs">
            Connecting to the server and checking it…
          </Text>
        )}
        {choose.isSuccess && (
          <Text size="sm" fw={700} id="db-saved" mt="xs">
            {onChosen ? "Saved. Opening the room there…" : savedWords(choose.data)}
          </Text>
        )}
      </div>
      {refusal && <RefusalAlert id="db-refusal" className="refusal" error={refusal} heading={databaseRefusal(refusal)} />}
    </div>
  );
}

/**
 * At a station whose room could not be opened (a server out of reach, a mistyped URL): where it
 * is set to live, and the form to set it to another server or back to its own file. The room
 * is opened from the new choice at once (`onChosen`), without a restart.
 */
export function StationDatabase({ onChosen }: { onChosen: () => void }) {
  const setting = useDatabaseSetting();
  if (!setting.data) return null;
  return (
    <section aria-labelledby="db-choose-title" className="database gate-database" id="station-database">
      <Text size="sm" mt="md" id="db-now">
        {setting.data.from_env
          ? "CARDROOM_DB decides where this station's room lives."
          : setting.data.configured === null
            ? "This station is set to use its own file."
            : `This station is set to use the server ${setting.data.configured}.`}
      </Text>
      <Choice setting={setting.data} onChosen={onChosen} />
    </section>
  );
}
