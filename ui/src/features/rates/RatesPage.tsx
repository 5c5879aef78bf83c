import { useMemo, useState } from "react";
import { Button, Group, Loader, NativeSelect, SegmentedControl, Table, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import {
  useAddRate,
  useRateSchedule,
  useRateScheduleAt,
  type GameCode,
  type NewRateRequest,
  type RateDto,
  type RateSchedule,
  type StakeStructure,
} from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { GameChip } from "../../components/GameChip";
import { RateCells } from "../../components/RateCells";
import { UnratedNote } from "../../components/UnratedNote";
import { ProblemAlert } from "../../components/ProblemAlert";
import { formatDollars } from "../../lib/money";
import { gameName } from "../../lib/games";
import { rateBasisWords, rateStakesWords } from "../../lib/rateWords";
import { parseRoomTime } from "../../lib/time";
import { parseDollars } from "../../lib/dollars";
import { dateTimeText, localDateInputOf, localInputOf, roomTimeOf } from "../../lib/time";
import "./rates.css";

/**
 * Rates (floor only): the effective-dated schedule. The rates in effect now; any moment's
 * schedule, past or future; and a new rate from a future date.
 */
export function RatesPage() {
  const { t } = useTranslation("rates");
  const [atLocal, setAtLocal] = useState("");
  const at = atLocal ? roomTimeOf(atLocal) : null;
  const current = useRateSchedule();
  const then = useRateScheduleAt(at);
  const shown = at ? then : current;
  const [added, setAdded] = useState<RateDto | null>(null);

  return (
    <section aria-labelledby="rates-title">
      <Title order={1} id="rates-title" mb="sm">
        {t("page.title")}
      </Title>
      <div className="rates-layout">
        <div>
          <Group align="flex-end" gap="sm" mb="sm">
            <TextInput
              id="rates-at"
              type="datetime-local"
              label={t("page.at")}
              description={t("page.atHint")}
              value={atLocal}
              onChange={(e) => setAtLocal(e.currentTarget.value)}
              w={260}
            />
            <Button variant="default" onClick={() => setAtLocal("")} disabled={!atLocal}>
              {t("page.backToNow")}
            </Button>
          </Group>
          {shown.error && <ProblemAlert error={shown.error} />}
          {shown.isPending && !shown.error && (atLocal === "" || at !== null) && <Loader size="sm" aria-label={t("page.loading")} />}
          {shown.data && <Schedule schedule={shown.data} now={current.data?.at ?? null} asked={at !== null} />}
        </div>
        <aside className="add-rate" aria-labelledby="add-rate-title">
          <Title order={2} size="h3" id="add-rate-title" mb="xs">
            {t("page.addTitle")}
          </Title>
          {current.data && (
            <AddRateForm
              schedule={current.data}
              onAdded={(r) => {
                setAdded(r);
              }}
            />
          )}
          <div aria-live="polite">
            {added && (
              <div id="rate-added" className="rate-added">
                <Text fw={600}>
                  {t("page.added", {
                    game: gameName(added.game),
                    stakes: rateStakesWords(added),
                    amount: formatDollars(added.amount_cents),
                    basis: rateBasisWords(added),
                    from: dateTimeText(added.effective_from),
                  })}
                </Text>
                <Button variant="subtle" size="compact-md" px={0} onClick={() => setAtLocal(localInputOf(added.effective_from))}>
                  {t("page.showFromThen")}
                </Button>
              </div>
            )}
          </div>
        </aside>
      </div>
    </section>
  );
}

function Schedule({ schedule, now, asked }: { schedule: RateSchedule; now: string | null; asked: boolean }) {
  const { t } = useTranslation("rates", { keyPrefix: "schedule" });
  const when = dateTimeText(schedule.at);
  const tense =
    !asked || now === null ? "on" : parseRoomTime(schedule.at) < parseRoomTime(now) ? "onPast" : parseRoomTime(schedule.at) > parseRoomTime(now) ? "onFuture" : "on";
  return (
    <>
      <Title order={2} size="h3" mb="xs" id="schedule-title">
        {asked ? t(tense, { when }) : t("now", { when })}
      </Title>
      {schedule.rates.length === 0 ? (
        <Text id="no-rates">{t("none")}</Text>
      ) : (
        <Table id="schedule" className="schedule" withTableBorder striped aria-labelledby="schedule-title">
          <ColumnHeads columns={[t("game"), t("stakes"), { label: t("amount"), className: "num" }, t("collected"), t("from")]} />
          <Table.Tbody>
            {schedule.rates.map((r) => (
              <Table.Tr key={r.id} data-rate={r.id}>
                <Table.Td>
                  <GameChip game={r.game} />
                </Table.Td>
                <RateCells rate={r} since={dateTimeText(r.effective_from)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <UnratedNote games={schedule.unrated_games} say={(names) => t("unrated", { names })} />
    </>
  );
}

const STRUCTURES = ["limit", "no_limit", "pot_limit"] as const satisfies readonly StakeStructure[];

const formOf = (t: TFunction<"rates">) => z
  .object({
    game: z.string().min(1, t("errors.chooseGame")),
    structure: z.enum(["limit", "no_limit", "pot_limit"]),
    low: z.string(),
    high: z.string(),
    amount: z.string(),
    interval: z.string(),
    from: z.string(),
  })
  .superRefine((v, ctx) => {
    const amount = parseDollars(v.amount);
    if (amount === null || amount <= 0) ctx.addIssue({ code: "custom", path: ["amount"], message: t("errors.amount") });
    if (v.structure === "limit") {
      const low = parseDollars(v.low);
      const high = parseDollars(v.high);
      if (low === null) ctx.addIssue({ code: "custom", path: ["low"], message: t("errors.low") });
      if (high === null) ctx.addIssue({ code: "custom", path: ["high"], message: t("errors.high") });
      if (low !== null && high !== null && low > high) ctx.addIssue({ code: "custom", path: ["high"], message: t("errors.order") });
    }
    if (v.interval.trim() !== "" && !(/^\d+$/.test(v.interval.trim()) && Number(v.interval) >= 1 && Number(v.interval) <= 1440)) {
      ctx.addIssue({ code: "custom", path: ["interval"], message: t("errors.interval") });
    }
    const from = roomTimeOf(v.from);
    if (from === null) ctx.addIssue({ code: "custom", path: ["from"], message: t("errors.from") });
    else if (parseRoomTime(from) <= Date.now()) ctx.addIssue({ code: "custom", path: ["from"], message: t("errors.future") });
  });
type RateForm = z.input<ReturnType<typeof formOf>>;

/** The new rate as the room takes it; only called on values the schema accepted. */
function request(v: RateForm, timeGame: boolean): NewRateRequest {
  const limit = v.structure === "limit";
  return {
    game: v.game as GameCode,
    structure: v.structure,
    min_limit_cents: limit ? parseDollars(v.low) : null,
    max_limit_cents: limit ? parseDollars(v.high) : null,
    amount_cents: parseDollars(v.amount) ?? 0,
    interval_minutes: timeGame && v.interval.trim() !== "" ? Number(v.interval) : null,
    effective_from: roomTimeOf(v.from) ?? "",
  };
}

/** Tomorrow at 00:00, local: the usual start of a new rate. */
function tomorrow(): string {
  const d = new Date();
  d.setHours(24, 0, 0, 0);
  return `${localDateInputOf(d)}T00:00`;
}

function AddRateForm({ schedule, onAdded }: { schedule: RateSchedule; onAdded: (r: RateDto) => void }) {
  const { t } = useTranslation("rates");
  const form = useMemo(() => formOf(t), [t]);
  const add = useAddRate();
  // The games the room's schedule knows (named in the language of the screens), and how each is collected.
  const games = [...schedule.rates.map((r) => r.game), ...schedule.unrated_games.map((g) => g.code)]
    .filter((code, i, all) => all.indexOf(code) === i)
    .map((code) => ({ code, name: gameName(code) }));
  const mode = new Map(schedule.rates.map((r) => [r.game, r.mode]));
  const f = useForm<RateForm>({
    resolver: zodResolver(form),
    defaultValues: { game: "", structure: "limit", low: "", high: "", amount: "", interval: "", from: tomorrow() },
  });
  const errors = f.formState.errors;
  const structure = f.watch("structure");
  const game = f.watch("game") as GameCode | "";
  const gameMode = game ? mode.get(game) : undefined;
  const submit = f.handleSubmit((v) => add.mutate(request(v, gameMode !== "pot_drop"), { onSuccess: onAdded }));

  return (
    <form id="add-rate" onSubmit={submit} noValidate>
      <NativeSelect
        id="rate-game"
        label={t("form.game")}
        mb="sm"
        error={errors.game?.message}
        data={[{ value: "", label: t("form.chooseGame") }, ...games.map((g) => ({ value: g.code, label: g.name }))]}
        {...f.register("game")}
      />
      <Controller
        control={f.control}
        name="structure"
        render={({ field }) => (
          <div className="field">
            <Text component="span" size="sm" fw={500} id="rate-structure" display="block" mb={2}>
              {t("form.structure")}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="rate-structure"
              value={field.value}
              onChange={field.onChange}
              data={STRUCTURES.map((value) => ({ value, label: t(`structures.${value}`) }))}
            />
          </div>
        )}
      />
      {structure === "limit" && (
        <Group grow gap="sm" mt="sm" align="flex-start">
          <TextInput id="rate-low" label={t("form.low")} description={t("form.lowHint")} inputMode="decimal" autoComplete="off" error={errors.low?.message} {...f.register("low")} />
          <TextInput id="rate-high" label={t("form.high")} description={t("form.highHint")} inputMode="decimal" autoComplete="off" error={errors.high?.message} {...f.register("high")} />
        </Group>
      )}
      <Group grow gap="sm" mt="sm" align="flex-start">
        <TextInput
          id="rate-amount"
          label={t("form.amount")}
          description={gameMode === "pot_drop" ? t("form.fromEachPot") : gameMode === "time" ? t("form.perPlayer") : t("form.perCollection")}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...f.register("amount")}
        />
        {gameMode !== "pot_drop" && (
          <TextInput
            id="rate-interval"
            label={t("form.interval")}
            description={t("form.intervalHint")}
            inputMode="numeric"
            autoComplete="off"
            error={errors.interval?.message}
            {...f.register("interval")}
          />
        )}
      </Group>
      <TextInput id="rate-from" type="datetime-local" label={t("form.from")} description={t("form.fromHint")} mt="sm" error={errors.from?.message} {...f.register("from")} />
      <Button type="submit" mt="md" fullWidth loading={add.isPending}>
        {t("form.submit")}
      </Button>
      {add.error && (
        <div className="beside-form">
          <ProblemAlert error={add.error} />
        </div>
      )}
    </form>
  );
}
