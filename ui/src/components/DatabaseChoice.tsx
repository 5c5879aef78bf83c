// Where a station's room lives, and the form that sets it: in Settings → Database, and in front
// of the sign-in when the room could not be opened. The shell connects to the server first and
// saves the choice only when that works.
import { Button, Group, PasswordInput, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useChooseDatabase, useDatabaseSetting, type DatabaseSetting } from "../api";
import { isServerUrl, withoutSecrets } from "../lib/databaseUrl";
import { refusalWords } from "../lib/refusals";
import { z } from "../lib/zod";
import { RefusalAlert } from "./RefusalAlert";
import "./databaseChoice.css";

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
export function DatabaseChoice({ setting, onChosen }: { setting: DatabaseSetting; onChosen?: () => void }) {
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
      {refusal && <RefusalAlert id="db-refusal" className="refusal" error={refusal} heading={refusalWords(refusal, { place: "server" })} />}
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
      <DatabaseChoice setting={setting.data} onChosen={onChosen} />
    </section>
  );
}
