import { Button, Group, Loader, NumberInput, Radio, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import { parseDollars } from "../../lib/dollars";
import { formatCents, formatDollars } from "../../lib/money";
import { DollarsInput, READABLE } from "../../components/AmountInputs";
import type { GameCode } from "../../api";
import { useFloorSettings, useSetFloorSettings, type CallTimeout, type FloorSettings } from "../../api/rotation";
import { ProblemAlert } from "../../components/ProblemAlert";
import { RefusalAlert } from "../../components/RefusalAlert";
import { refusalWords } from "../../lib/refusals";
import { GAME_NAMES } from "../../lib/games";
import { CommandButton } from "../../components/CommandButton";
import { t } from "../../i18n";

/** The ranges the room takes (crates/room/src/floor/settings.rs, `FloorSettings::check`). */
export const FLOOR_RANGES = {
  call_minutes: [1, 60],
  sit_out_limit_minutes: [5, 240],
  down_minutes: [20, 30],
  break_minutes: [5, 60],
  downs_before_break: [1, 10],
  start_players: [2, 10],
  station_idle_seconds: [30, 1800],
  desk_lock_minutes: [1, 60],
} as const;

/** The cage's variance threshold the room takes, in cents: $0.00 to $10,000.00. */
export const THRESHOLD_RANGE = [0, 1_000_000] as const;

/** The multiple transaction log's threshold the room takes, in cents: $100.00 to $10,000.00. */
export const MTL_RANGE = [10_000, 1_000_000] as const;

/** When the gaming day may start, in minutes after local midnight: 00:00 to 23:59. */
export const GAMING_DAY_RANGE = [0, 1439] as const;

/** A time of day typed as HH:MM (`06:00`, `6:00`, `23:59`) as minutes after midnight; null for anything else. */
export function minutesOfClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

/** Minutes after midnight as the time of day: `360` → `06:00`. */
export const clockOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A whole number in [lo, hi]; the field's text while it is typed (`""` when empty). What to give
 * is said in the screens' language when the value is checked.
 */
const whole = ([lo, hi]: readonly [number, number], unit: "minutes" | "seconds" | "downs" | "players") =>
  z
    .union([z.number(), z.string()])
    .refine((v) => typeof v === "number" && Number.isInteger(v) && v >= lo && v <= hi, {
      error: () => t(`settings:floor.errors.${unit}`, { lo, hi }),
    });

const schema = z.object({
  call_minutes: whole(FLOOR_RANGES.call_minutes, "minutes"),
  call_timeout: z.enum(["bottom", "off"]),
  seat_change_decline: z.enum(["loses", "keeps"]),
  broken_table_players: z.enum(["top", "bottom"]),
  sit_out_limit_minutes: whole(FLOOR_RANGES.sit_out_limit_minutes, "minutes"),
  down_minutes: whole(FLOOR_RANGES.down_minutes, "minutes"),
  break_minutes: whole(FLOOR_RANGES.break_minutes, "minutes"),
  downs_before_break: whole(FLOOR_RANGES.downs_before_break, "downs"),
  start_players: z.array(z.object({ game: z.string(), players: whole(FLOOR_RANGES.start_players, "players") })),
  station_idle_seconds: whole(FLOOR_RANGES.station_idle_seconds, "seconds"),
  desk_lock_minutes: whole(FLOOR_RANGES.desk_lock_minutes, "minutes"),
  variance_threshold: z
    .string()
    .trim()
    .refine((t) => {
      const cents = parseDollars(t);
      return cents !== null && cents >= THRESHOLD_RANGE[0] && cents <= THRESHOLD_RANGE[1];
    }, { error: () => t("settings:floor.errors.threshold", { lo: formatDollars(THRESHOLD_RANGE[0]), hi: formatDollars(THRESHOLD_RANGE[1]) }) }),
  mtl_threshold: z
    .string()
    .trim()
    .refine((t) => {
      const cents = parseDollars(t);
      return cents !== null && cents >= MTL_RANGE[0] && cents <= MTL_RANGE[1];
    }, { error: () => t("settings:floor.errors.threshold", { lo: formatDollars(MTL_RANGE[0]), hi: formatDollars(MTL_RANGE[1]) }) }),
  gaming_day_starts: z
    .string()
    .trim()
    .refine((text) => minutesOfClock(text) !== null, {
      error: () => t("settings:floor.errors.time", { from: clockOfMinutes(GAMING_DAY_RANGE[0]), to: clockOfMinutes(GAMING_DAY_RANGE[1]) }),
    }),
});
type Values = z.input<typeof schema>;
type NumberField =
  | "call_minutes"
  | "sit_out_limit_minutes"
  | "down_minutes"
  | "break_minutes"
  | "downs_before_break"
  | "station_idle_seconds"
  | "desk_lock_minutes";

/**
 * The form's values as the room's settings (every number checked whole and in range); a setting
 * the form does not show is sent as the room has it (`kept`).
 */
function settingsOf(v: Values, kept: FloorSettings): FloorSettings {
  return {
    ...kept,
    call_minutes: Number(v.call_minutes),
    call_timeout: v.call_timeout as CallTimeout,
    seat_change_decline: v.seat_change_decline,
    broken_table_players: v.broken_table_players,
    sit_out_limit_minutes: Number(v.sit_out_limit_minutes),
    down_minutes: Number(v.down_minutes),
    break_minutes: Number(v.break_minutes),
    downs_before_break: Number(v.downs_before_break),
    start_players: v.start_players.map((p) => ({ game: p.game as GameCode, players: Number(p.players) })),
    variance_threshold_cents: parseDollars(v.variance_threshold)!,
    mtl_threshold_cents: parseDollars(v.mtl_threshold)!,
    gaming_day_starts_minutes: minutesOfClock(v.gaming_day_starts)!,
    station_idle_seconds: Number(v.station_idle_seconds),
    desk_lock_minutes: Number(v.desk_lock_minutes),
  };
}

/** The room's settings as the form's values: the thresholds as dollars typed (`25.00`), the gaming day's start as `06:00`. */
function valuesOf(s: FloorSettings): Values {
  const { variance_threshold_cents, mtl_threshold_cents, gaming_day_starts_minutes, ...rest } = structuredClone(s);
  return {
    ...rest,
    variance_threshold: formatCents(variance_threshold_cents).replaceAll(",", ""),
    mtl_threshold: formatCents(mtl_threshold_cents).replaceAll(",", ""),
    gaming_day_starts: clockOfMinutes(gaming_day_starts_minutes),
  };
}

/**
 * The floor settings (floor only): the call timer and what a missed call costs, what a player
 * who declines a seat change keeps, where a broken table's players go on the list, the players a
 * list needs to start each game, the sit-out limit, the dealers' downs and breaks, the cage's
 * variance threshold and the multiple transaction log's, when the gaming day starts, and how
 * long a table station and a desk stay idle before they go back to the sign-in. Save sends them all; the room checks them and keeps
 * them for every station.
 */
export function FloorSettingsPanel() {
  const { t } = useTranslation("settings");
  const settings = useFloorSettings();
  // The save lives here, not in the form: the form starts again on the value saved (its key), and
  // a save's answer must still be shown after.
  const save = useSetFloorSettings();
  return (
    <section aria-labelledby="floor-settings-title" className="floor-settings" id="floor-settings">
      <Title order={2} size="h3" id="floor-settings-title" mb={4}>
        {t("floor.title")}
      </Title>
      <Text size="sm" mb="xs" className="muted">
        {t("floor.intro")}
      </Text>
      {settings.error && (
        <ProblemAlert id="floor-settings-error" error={settings.error} title={t("floor.cannotRead")}>
          <Text size="sm">{refusalWords(settings.error)}</Text>
        </ProblemAlert>
      )}
      {settings.isPending && <Loader size="sm" aria-label={t("floor.reading")} />}
      {settings.data && (
        // A new value from the room (saved here or at another station) starts the form again.
        <FloorSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} save={save} />
      )}
      <div aria-live="polite">
        {save.isSuccess && (
          <Text size="sm" fw={700} id="floor-settings-saved" mt="xs">
            <span aria-hidden="true">✓ </span>
            {t("floor.saved")}
          </Text>
        )}
      </div>
    </section>
  );
}

function FloorSettingsForm({ settings, save }: { settings: FloorSettings; save: ReturnType<typeof useSetFloorSettings> }) {
  const { t } = useTranslation("settings");
  const minutes = t("floor.units.minutes");
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(settings), mode: "onTouched" });
  const submit = form.handleSubmit((v) => save.mutate([settingsOf(v, settings)]));
  // A change after a save takes its answer (saved or refused) away.
  const changed = () => save.reset();
  return (
    <form id="floor-settings-form" noValidate onSubmit={submit} onChange={changed}>
      <div className="floor-settings-grid">
        <fieldset className="settings-group">
          <legend>{t("floor.waitingLists")}</legend>
          <MinutesField control={form.control} name="call_minutes" label={t("floor.callMinutes")} unit={minutes} />
          <ChoiceField
            control={form.control}
            name="call_timeout"
            label={t("floor.missedCall")}
            options={[
              ["bottom", t("floor.toBottom")],
              ["off", t("floor.offList")],
            ]}
            onChange={changed}
          />
          <ChoiceField
            control={form.control}
            name="seat_change_decline"
            label={t("floor.seatChangeDecline")}
            description={t("floor.seatChangeDeclineHint")}
            options={[
              ["loses", t("floor.declineLoses")],
              ["keeps", t("floor.declineKeeps")],
            ]}
            onChange={changed}
          />
          <ChoiceField
            control={form.control}
            name="broken_table_players"
            label={t("floor.brokenTable")}
            description={t("floor.brokenTableHint")}
            options={[
              ["top", t("floor.brokenTop")],
              ["bottom", t("floor.brokenBottom")],
            ]}
            onChange={changed}
          />
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("floor.startPlayers")}</legend>
          <Text size="sm" className="range-note" id="start-players-note">
            {t("floor.startPlayersNote", { lo: FLOOR_RANGES.start_players[0], hi: FLOOR_RANGES.start_players[1] })}
          </Text>
          <div className="start-players">
            {settings.start_players.map((p, i) => (
              <Controller
                key={p.game}
                control={form.control}
                name={`start_players.${i}.players`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    id={`start-players-${p.game}`}
                    label={GAME_NAMES[p.game]}
                    size="sm"
                    hideControls
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    min={FLOOR_RANGES.start_players[0]}
                    max={FLOOR_RANGES.start_players[1]}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    rightSection={<span className="unit">{t("floor.units.players")}</span>}
                    rightSectionWidth={64}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("floor.seatsAndDealers")}</legend>
          <MinutesField
            control={form.control}
            name="sit_out_limit_minutes"
            label={t("floor.sitOutLimit")}
            unit={minutes}
            description={t("floor.sitOutHint")}
          />
          <MinutesField control={form.control} name="down_minutes" label={t("floor.downMinutes")} unit={minutes} />
          <MinutesField control={form.control} name="break_minutes" label={t("floor.breakMinutes")} unit={minutes} />
          <MinutesField control={form.control} name="downs_before_break" label={t("floor.downsBeforeBreak")} unit={t("floor.units.downs")} />
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("floor.cage")}</legend>
          <DollarsInput
            id="floor-variance-threshold"
            label={t("floor.varianceThreshold")}
            description={t("floor.varianceHint", { lo: formatDollars(THRESHOLD_RANGE[0]), hi: formatDollars(THRESHOLD_RANGE[1]) })}
            error={form.formState.errors.variance_threshold?.message}
            {...form.register("variance_threshold")}
          />
          <DollarsInput
            id="floor-mtl-threshold"
            label={t("floor.mtlThreshold")}
            description={t("floor.mtlHint", { lo: formatDollars(MTL_RANGE[0]), hi: formatDollars(MTL_RANGE[1]) })}
            error={form.formState.errors.mtl_threshold?.message}
            {...form.register("mtl_threshold")}
          />
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("floor.gamingDay")}</legend>
          <TextInput
            id="floor-gaming-day-starts"
            label={t("floor.gamingDayStarts")}
            description={t("floor.gamingDayHint", { from: clockOfMinutes(GAMING_DAY_RANGE[0]), to: clockOfMinutes(GAMING_DAY_RANGE[1]) })}
            size="md"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("floor.timePlaceholder")}
            styles={READABLE}
            error={form.formState.errors.gaming_day_starts?.message}
            {...form.register("gaming_day_starts")}
          />
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("floor.stations")}</legend>
          <MinutesField
            control={form.control}
            name="station_idle_seconds"
            label={t("floor.stationIdle")}
            unit={t("floor.units.seconds")}
            description={t("floor.stationIdleHint")}
          />
          <MinutesField
            control={form.control}
            name="desk_lock_minutes"
            label={t("floor.deskLock")}
            unit={minutes}
            description={t("floor.deskLockHint")}
          />
        </fieldset>
      </div>
      {save.error && (
        <RefusalAlert id="floor-settings-refusal" className="refusal" error={save.error} heading={refusalWords(save.error)} />
      )}
      <Group mt="sm" gap="sm">
        <CommandButton
          type="submit"
          size="lg"
          id="floor-settings-save"
          command={save}
          refusalId="floor-settings-refusal"
        >
          {t("floor.save")}
        </CommandButton>
        <Button
          type="button"
          size="lg"
          variant="default"
          disabled={!form.formState.isDirty}
          onClick={() => {
            form.reset(valuesOf(settings));
            changed();
          }}
        >
          {t("floor.undo")}
        </Button>
      </Group>
    </form>
  );
}

/** One of the house's rules chosen from its options, as radio buttons. */
function ChoiceField({
  control,
  name,
  label,
  description,
  options,
  onChange,
}: {
  control: Control<Values>;
  name: "call_timeout" | "seat_change_decline" | "broken_table_players";
  label: string;
  description?: string;
  options: [string, string][];
  onChange: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          id={`floor-${name.replaceAll("_", "-")}`}
          label={label}
          description={description}
          value={field.value}
          onChange={(v) => {
            field.onChange(v);
            onChange();
          }}
          mt="sm"
        >
          <Group gap="md" mt={4}>
            {options.map(([value, words]) => (
              <Radio key={value} value={value} label={words} size="md" />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

function MinutesField({
  control,
  name,
  label,
  unit,
  description,
}: {
  control: Control<Values>;
  name: NumberField;
  label: string;
  unit: string;
  description?: string;
}) {
  const { t } = useTranslation("settings");
  const [lo, hi] = FLOOR_RANGES[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          id={`floor-${name.replaceAll("_", "-")}`}
          label={label}
          description={description ? t("floor.rangeWithHint", { lo, hi, hint: description }) : t("floor.range", { lo, hi })}
          size="md"
          mt="xs"
          hideControls
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          min={lo}
          max={hi}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          rightSection={<span className="unit">{unit}</span>}
          rightSectionWidth={64}
          styles={{ description: { color: "var(--cr-ink-soft)" } }}
        />
      )}
    />
  );
}
