// A player's hours and comps on his card: his seated time per gaming day over a period (the
// last 7 gaming days unless another is chosen), what each comp rule in force has earned him
// today and what is still due (the floor issues it in one press), an other comp by the floor's
// judgement (a value and a reason), and the comps issued today (read with the card, and again
// after every issue). The room counts every figure.
import { useState } from "react";
import { Button, Group, Loader, Radio, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useCompsEarned, useGamingDayToday, useIssueComp, usePlayerComps, usePlayerHours, type CompEarned } from "../../api";
import { Refusal } from "../../components/Refusal";
import { dayWords } from "../../components/ExclusionCompare";
import { t } from "../../i18n";
import { compRuleWords, compValueWords, dayPlus } from "../../lib/compWords";
import { parseDollars } from "../../lib/dollars";
import { filledText, z } from "../../lib/zod";
import { minutesWords } from "./words";

/** How many gaming days the hours show unless another period is chosen: the last 7, today the last. */
export const HOURS_DAYS = 7;

export function PlayerComps({ number, floor }: { number: string; floor: boolean }) {
  const today = useGamingDayToday().data ?? null;
  return (
    <>
      <HoursSection number={number} today={today} />
      <CompsSection number={number} floor={floor} today={today} />
    </>
  );
}

function HoursSection({ number, today }: { number: string; today: string | null }) {
  const { t } = useTranslation("players");
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const from = chosen?.from ?? (today ? dayPlus(today, 1 - HOURS_DAYS) : null);
  const to = chosen?.to ?? today;
  const hours = usePlayerHours(number, from, to);
  const days = hours.data ?? [];
  const most = Math.max(60, ...days.map((d) => d.minutes));
  const total = days.reduce((n, d) => n + d.minutes, 0);
  const pick = (which: "from" | "to", value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !from || !to) return;
    setChosen({ from, to, [which]: value });
  };
  return (
    <section aria-labelledby="player-hours-title" className="player-hours">
      <Group justify="space-between" align="flex-end" gap="xs" mb={4}>
        <Title order={3} size="h4" id="player-hours-title">
          {t("hours.title")}
        </Title>
        {from && to && (
          <Group gap="xs" wrap="nowrap">
            <TextInput id="hours-from" type="date" size="xs" aria-label={t("hours.from")} value={from} max={to} onChange={(e) => pick("from", e.currentTarget.value)} />
            <TextInput id="hours-to" type="date" size="xs" aria-label={t("hours.to")} value={to} min={from} onChange={(e) => pick("to", e.currentTarget.value)} />
          </Group>
        )}
      </Group>
      {hours.isError && <Refusal id="hours-refusal" error={hours.error} />}
      {(hours.isPending && hours.fetchStatus !== "idle") || !from ? <Loader size="xs" aria-label={t("hours.reading")} /> : null}
      {hours.isSuccess && (
        <>
          <ol className="hours-days" aria-labelledby="player-hours-title">
            {days.map((d) => (
              <li key={d.gaming_day} data-day={d.gaming_day} data-minutes={d.minutes} aria-current={d.gaming_day === today ? "date" : undefined}>
                <span className="hours-bar" aria-hidden="true">
                  <span style={{ height: `${Math.round((d.minutes / most) * 100)}%` }} />
                </span>
                <span className="hours-time num">{d.minutes === 0 ? "–" : minutesWords(d.minutes)}</span>
                <span className="hours-day">{dayWords(d.gaming_day)}</span>
              </li>
            ))}
          </ol>
          <Text size="sm" id="hours-total" mt={4}>
            {t("hours.total", { time: minutesWords(total), count: days.length })}
          </Text>
        </>
      )}
    </section>
  );
}

function CompsSection({ number, floor, today }: { number: string; floor: boolean; today: string | null }) {
  const { t } = useTranslation("players");
  const earned = useCompsEarned(number);
  const issue = useIssueComp();
  // The comps of the gaming day, as the room holds them (an issue here writes its answer at once).
  const issued = usePlayerComps(number, today, today);
  return (
    <section aria-labelledby="player-comps-title" className="player-comps">
      <Title order={3} size="h4" id="player-comps-title" mb={4}>
        {t("comps.title")}
      </Title>
      {earned.isPending && <Loader size="xs" aria-label={t("comps.reading")} />}
      {earned.isError && <Refusal id="comps-read-refusal" error={earned.error} />}
      {earned.isSuccess && earned.data.length === 0 && (
        <Text size="sm" id="comps-no-rules">
          {t("comps.noRules")}
        </Text>
      )}
      {earned.isSuccess && earned.data.length > 0 && (
        <ul id="comps-earned" className="comps-earned" aria-labelledby="player-comps-title">
          {earned.data.map((e) => (
            <EarnedRow key={e.rule.id} e={e} floor={floor} number={number} issue={issue} />
          ))}
        </ul>
      )}
      <Refusal id="comp-refusal" error={issue.error} />
      {floor && <OtherComp number={number} issue={issue} />}
      <div id="comps-issued" role="status" aria-labelledby="comps-issued-title">
        <Text size="sm" fw={600} mt="xs" id="comps-issued-title">
          {t("comps.issuedToday")}
        </Text>
        {(issued.isPending && issued.fetchStatus !== "idle") || today === null ? <Loader size="xs" aria-label={t("comps.readingToday")} /> : null}
        {issued.isError && <Refusal id="comps-issued-refusal" error={issued.error} />}
        {issued.isSuccess && issued.data.length === 0 && (
          <Text size="sm" id="comps-none-today">
            {t("comps.noneToday")}
          </Text>
        )}
        {issued.isSuccess && issued.data.length > 0 && (
          <ul className="comps-issued">
            {issued.data.map((c) => (
              <li key={c.id} data-comp={c.id}>
                <strong className="num">{compValueWords(c.value, c.unit)}</strong> · {c.reason} · {t("comps.by", { who: c.issued_by })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

type Issue = ReturnType<typeof useIssueComp>;

function EarnedRow({ e, floor, number, issue }: { e: CompEarned; floor: boolean; number: string; issue: Issue }) {
  const { t } = useTranslation("players");
  const unit = e.rule.unit;
  return (
    <li data-rule={e.rule.id}>
      <div className="comp-earned-head">
        <strong>{e.rule.name}</strong>
        {floor && (
          <Button
            size="xs"
            variant="default"
            data-issue={e.rule.id}
            disabled={e.due <= 0 || issue.isPending}
            aria-label={t("comps.issueRule", { value: compValueWords(e.due, unit), rule: e.rule.name })}
            onClick={() => issue.mutate([{ number, rule_id: e.rule.id, value: null, unit: null, reason: null }])}
          >
            {t("comps.issue", { value: compValueWords(e.due, unit) })}
          </Button>
        )}
      </div>
      <Text size="xs" className="muted">
        {compRuleWords(e.rule)} · {t("comps.counted", { time: minutesWords(e.minutes) })}
      </Text>
      <div className="comp-figures">
        <span>
          {t("comps.earned")} <strong className="num" data-field="earned">{compValueWords(e.earned, unit)}</strong>
        </span>
        <span>
          {t("comps.issued")} <strong className="num" data-field="issued">{compValueWords(e.issued, unit)}</strong>
        </span>
        <span>
          {t("comps.due")} <strong className="num" data-field="due">{compValueWords(e.due, unit)}</strong>
        </span>
      </div>
    </li>
  );
}

const otherSchema = z
  .object({
    value: z.string().trim(),
    unit: z.enum(["points", "cents"]),
    reason: filledText(() => t("players:comps.errors.reason")),
  })
  .superRefine((v, ctx) => {
    const n = v.unit === "cents" ? parseDollars(v.value) : /^\d{1,7}$/.test(v.value) ? Number(v.value) : null;
    if (n === null || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: "custom", path: ["value"], message: t(v.unit === "cents" ? "players:comps.errors.dollars" : "players:comps.errors.points") });
    }
  });
type OtherValues = z.input<typeof otherSchema>;

/** A comp outside the rules: a value in points or dollars, and why. */
function OtherComp({ number, issue }: { number: string; issue: Issue }) {
  const { t } = useTranslation("players");
  const form = useForm<OtherValues>({ resolver: zodResolver(otherSchema), defaultValues: { value: "", unit: "points", reason: "" } });
  const errors = form.formState.errors;
  const dollars = form.watch("unit") === "cents";
  const submit = form.handleSubmit((v) => {
    const value = v.unit === "cents" ? parseDollars(v.value)! : Number(v.value);
    issue.mutate([{ number, rule_id: null, value, unit: v.unit as "points" | "cents", reason: v.reason.trim() }], {
      onSuccess: () => form.reset(),
    });
  });
  return (
    <form noValidate onSubmit={submit} id="other-comp" className="other-comp" aria-labelledby="other-comp-title">
      <Text size="sm" fw={600} id="other-comp-title" mt="xs">
        {t("comps.other")}
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <Radio.Group id="other-comp-unit" aria-label={t("comps.unit")} value={field.value} onChange={(v) => (field.onChange(v), issue.reset())}>
              <Group gap="sm" mb={8}>
                <Radio value="points" label={t("comps.unitPoints")} />
                <Radio value="cents" label={t("comps.unitDollars")} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          id="other-comp-value"
          label={t("comps.value")}
          w={110}
          inputMode={dollars ? "decimal" : "numeric"}
          autoComplete="off"
          leftSection={dollars ? <span aria-hidden="true">$</span> : undefined}
          error={errors.value?.message}
          {...form.register("value", { onChange: () => issue.reset() })}
        />
        <TextInput
          id="other-comp-reason"
          label={t("comps.reason")}
          style={{ flex: "1 1 160px" }}
          autoComplete="off"
          error={errors.reason?.message}
          {...form.register("reason", { onChange: () => issue.reset() })}
        />
        <Button type="submit" variant="default" id="other-comp-issue" loading={issue.isPending}>
          {t("comps.issueOther")}
        </Button>
      </Group>
    </form>
  );
}
