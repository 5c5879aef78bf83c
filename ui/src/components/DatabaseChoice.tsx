// Where a station's room lives, and the form that sets it: in Settings → Database, and in front
// of the sign-in when the room could not be opened. The shell connects to the server first and
// saves the choice only when that works.
import { Button, Group, PasswordInput, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useChooseDatabase, useDatabaseSetting, type DatabaseSetting } from "../api";
import { t } from "../i18n";
import { isServerUrl, withoutSecrets } from "../lib/databaseUrl";
import { refusalWords } from "../lib/refusals";
import { fieldError, z } from "../lib/zod";
import { RefusalAlert } from "./RefusalAlert";
import "./databaseChoice.css";

/** Whether the next start opens the room open now: nothing to restart for. */
const unchanged = (s: DatabaseSetting): boolean => (s.is_server ? s.configured === s.in_use : s.configured === null);

/** After a choice was saved: what happens, plainly. */
function savedWords(s: DatabaseSetting): string {
  if (unchanged(s))
    return s.configured === null ? t("common:database.usesOwnNow") : t("common:database.usesServerNow", { server: s.configured });
  return s.configured === null ? t("common:database.willUseOwn") : t("common:database.willUseServer", { server: s.configured });
}

const urlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, fieldError(() => t("common:database.typeUrl")))
    .refine(isServerUrl, fieldError(() => t("common:database.notAUrl"))),
});
type UrlForm = z.input<typeof urlSchema>;

/**
 * The form that sets where this station's room lives. `onChosen`: at a station whose room could
 * not be opened (the sign-in screen's problem), the room is opened from the choice at once.
 */
export function DatabaseChoice({ setting, onChosen }: { setting: DatabaseSetting; onChosen?: () => void }) {
  const { t } = useTranslation();
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
            {t("database.envDecides")}
          </Text>
          <Text size="sm">{t("database.envExplained")}</Text>
        </div>
      )}
      {!locked && !choose.isSuccess && setting.configured !== null && !unchanged(setting) && (
        <Text id="db-restart" size="sm" fw={600} mt="xs">
          {t("database.setToUse", { server: setting.configured })}
        </Text>
      )}
      <form id="db-choose" onSubmit={submit} noValidate aria-labelledby="db-choose-title" className="db-form">
        <Title order={3} size="h5" id="db-choose-title" mt="md" mb={4}>
          {t("database.useServer")}
        </Title>
        <Text size="sm" mb="xs" className="muted">
          {t("database.serverExplained")}
        </Text>
        <PasswordInput
          id="db-url"
          label={t("database.serverUrl")}
          placeholder={t("database.urlPlaceholder")}
          description={t("database.urlHelp")}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          disabled={locked}
          styles={{ description: { color: "var(--cr-ink-soft)" } }}
          error={form.formState.errors.url?.message}
          {...form.register("url")}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" id="db-connect" disabled={locked || (choose.isPending && !connecting)} loading={connecting} loaderProps={{ "aria-label": t("database.connecting") }}>
            {onChosen ? t("database.connectNow") : t("database.connectNextStart")}
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
              {t("database.useOwnFile")}
            </Button>
          )}
        </Group>
      </form>
      <div aria-live="polite">
        {connecting && (
          <Text size="sm" id="db-connecting" mt="xs">
            {t("database.checking")}
          </Text>
        )}
        {choose.isSuccess && (
          <Text size="sm" fw={700} id="db-saved" mt="xs">
            {onChosen ? t("database.opening") : savedWords(choose.data)}
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
  const { t } = useTranslation();
  const setting = useDatabaseSetting();
  if (!setting.data) return null;
  return (
    <section aria-labelledby="db-choose-title" className="database gate-database" id="station-database">
      <Text size="sm" mt="md" id="db-now">
        {setting.data.from_env
          ? t("database.nowEnv")
          : setting.data.configured === null
            ? t("database.nowOwn")
            : t("database.nowServer", { server: setting.data.configured })}
      </Text>
      <DatabaseChoice setting={setting.data} onChosen={onChosen} />
    </section>
  );
}
