import { useState } from "react";
import { Checkbox, Group, Radio, Text, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useFloorBoard, useSetStation, useStation, type StationView } from "../../api";
import { CommandButton } from "../../components/CommandButton";
import { FormSelect } from "../../components/FormSelect";
import { Loaded } from "../../components/Loaded";
import { FormPinField, floorPin } from "../../components/PinField";
import { RefusalAlert } from "../../components/RefusalAlert";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n";
import { refusalWords } from "../../lib/refusals";
import { z } from "../../lib/zod";
import "./settings.css";

const THEMES = ["system", "light", "dark"] as const;

const schema = z.object({
  /** The table's name; "": the whole room. */
  table: z.string(),
  language: z.enum(["en", "es"]),
  theme: z.enum(THEMES),
  autostart: z.boolean(),
  pin: floorPin,
});
type Values = z.input<typeof schema>;

const valuesOf = (station: StationView): Values => ({
  table: station.table?.name ?? "",
  language: station.language ?? DEFAULT_LANGUAGE,
  theme: station.theme,
  autostart: station.autostart,
  pin: "",
});

/**
 * This station (floor managers, with their PIN): the table it serves (one of the room's open
 * tables: full screen, that table's console and the dealers' sign-in, nothing else) or the
 * whole room; the language of its screens before anyone signs in; its look; whether it starts
 * with the computer's session. Kept on this computer (the shell's file), through restarts.
 */
export function StationPanel() {
  const { t } = useTranslation("settings");
  const station = useStation();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section aria-labelledby="station-title" className="station-settings" id="station-settings">
      <Title order={2} size="h3" id="station-title" mb={4}>
        {t("station.title")}
      </Title>
      <Text size="sm" mb="xs" className="muted">
        {t("station.intro")}
      </Text>
      <Loaded query={station} reading={t("station.reading")} errorId="station-error" failed={t("station.cannotRead")}>
        {(data) => (
          // What the station is now (saved here, or read again) starts the form again.
          <StationForm key={JSON.stringify(data)} station={data} onSaved={setSaved} onEdit={() => setSaved(null)} />
        )}
      </Loaded>
      <div aria-live="polite">
        {saved && (
          <Text size="sm" fw={700} id="station-saved" mt="xs">
            <span aria-hidden="true">✓ </span>
            {saved}
          </Text>
        )}
      </div>
    </section>
  );
}

/**
 * The form: what the station is now, changed and saved with the floor manager's PIN; `onSaved`
 * hears what was saved, in words, and `onEdit` the first change after.
 */
export function StationForm({ station, onSaved, onEdit }: { station: StationView; onSaved?: (words: string) => void; onEdit?: () => void }) {
  const { t } = useTranslation("settings");
  const board = useFloorBoard();
  const save = useSetStation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(station) });
  const open = (board.data?.tables ?? []).map((t) => t.table.name);
  // The table served now stays a choice while it is closed.
  const current = station.table && !open.includes(station.table.name) ? [{ value: station.table.name, label: t("station.closedTable", { name: station.table.name }) }] : [];
  const changed = () => {
    onEdit?.();
    save.reset();
  };
  const submit = form.handleSubmit(({ pin, table, language, theme, autostart }) =>
    save.mutate(
      { pin, setup: { table: table === "" ? null : table, language, theme, autostart } },
      {
        onSuccess: (view) => {
          form.setValue("pin", "");
          onSaved?.(view.table ? t("station.savedTable", { name: view.table.name }) : t("station.savedRoom"));
        },
        onError: () => form.setValue("pin", ""),
      },
    ),
  );
  return (
    <form id="station-form" className="station-form" noValidate onSubmit={(e) => void submit(e)} onChange={changed}>
      <div className="station-grid">
        <FormSelect
          control={form.control}
          name="table"
          id="station-table"
          label={t("station.table")}
          onPick={changed}
          data={[{ value: "", label: t("station.wholeRoom") }, ...current, ...open.map((name) => ({ value: name, label: name }))]}
        />
        <FormSelect
          control={form.control}
          name="language"
          id="station-language"
          label={t("station.language")}
          onPick={changed}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
        />
        <Controller
          control={form.control}
          name="theme"
          render={({ field }) => (
            <Radio.Group
              id="station-theme"
              label={t("station.theme")}
              size="md"
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                changed();
              }}
            >
              <Group gap="md" mt={6}>
                {THEMES.map((theme) => (
                  <Radio key={theme} value={theme} label={t(`station.themes.${theme}`)} size="md" />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="autostart"
          render={({ field }) => (
            <Checkbox
              id="station-autostart"
              size="md"
              mt="lg"
              label={t("station.autostart")}
              description={t("station.autostartHint")}
              checked={field.value}
              onChange={(e) => {
                field.onChange(e.currentTarget.checked);
                changed();
              }}
            />
          )}
        />
      </div>
      <Group mt="sm" gap="md" align="flex-end">
        <FormPinField control={form.control} name="pin" id="station-pin" quiet={!!save.error} />
        <CommandButton type="submit" size="lg" id="station-save" command={save} refusalId="station-refusal">
          {t("station.save")}
        </CommandButton>
      </Group>
      {save.error && (
        <RefusalAlert id="station-refusal" className="refusal" error={save.error} heading={refusalWords(save.error, { place: "station" })} />
      )}
    </form>
  );
}
