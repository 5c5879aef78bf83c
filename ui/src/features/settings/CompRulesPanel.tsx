// The house's comp rules as data, for the floor manager: each rule in force and ended ("10
// points per hour played at a $2.00 big blind or more"; "a $15.00 meal after 2 hours in a
// gaming day"), a rule added, a rule ended (never edited: the comps issued under it keep their
// meaning). The room checks each number again and refuses by code.
import { Button, Group, NativeSelect, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useAddCompRule, useCompRules, useEndCompRule, useSessionView, type CompRuleView } from "../../api";
import { Loaded } from "../../components/Loaded";
import { Refusal } from "../../components/Refusal";
import { t } from "../../i18n";
import { compRuleWords, compValueWords } from "../../lib/compWords";
import { parseDollars } from "../../lib/dollars";
import { formatDollars } from "../../lib/money";
import { dateText } from "../../lib/time";
import { filledText, z } from "../../lib/zod";
import "./compRules.css";

const schema = z
  .object({
    name: filledText(() => t("players:rules.errors.name")),
    kind: z.enum(["per_hour", "after_hours"]),
    stakes: z.string().trim(),
    hours: z.string().trim(),
    value: z.string().trim(),
    unit: z.enum(["points", "cents"]),
  })
  .superRefine((v, ctx) => {
    const stakes = v.stakes === "" ? 0 : parseDollars(v.stakes);
    if (stakes === null || stakes < 0 || stakes > 100_000_000) ctx.addIssue({ code: "custom", path: ["stakes"], message: t("players:rules.errors.stakes") });
    if (!/^\d{1,2}$/.test(v.hours) || Number(v.hours) < 1 || Number(v.hours) > 24) ctx.addIssue({ code: "custom", path: ["hours"], message: t("players:rules.errors.hours") });
    const value = v.unit === "cents" ? parseDollars(v.value) : /^\d{1,7}$/.test(v.value) ? Number(v.value) : null;
    if (value === null || value < 1 || value > 1_000_000) {
      ctx.addIssue({ code: "custom", path: ["value"], message: t(v.unit === "cents" ? "players:comps.errors.dollars" : "players:comps.errors.points") });
    }
  });
type Values = z.input<typeof schema>;
const DEFAULTS: Values = { name: "", kind: "per_hour", stakes: "", hours: "1", value: "", unit: "points" };

/** The comp rules, with the floor manager's "Add rule" and "End". */
export function CompRulesPanel() {
  const { t } = useTranslation("players");
  const rules = useCompRules();
  const floor = useSessionView().data?.staff?.role === "floor";
  return (
    <section aria-labelledby="comp-rules-title" className="comp-rules" id="comp-rules">
      <Title order={2} size="h3" id="comp-rules-title" mb="xs">
        {t("rules.title")}
      </Title>
      <Text size="sm" mb="xs">
        {t("rules.intro")}
      </Text>
      <Loaded query={rules} reading={t("rules.reading")} errorId="comp-rules-error" failed={t("rules.readFailed")}>
        {(list) => <RulesTable rules={list} floor={floor} />}
      </Loaded>
      {floor && <AddRule />}
    </section>
  );
}

function RulesTable({ rules, floor }: { rules: CompRuleView[]; floor: boolean }) {
  const { t } = useTranslation("players");
  const end = useEndCompRule();
  if (rules.length === 0) {
    return (
      <Text size="sm" id="comp-rules-none">
        {t("rules.none")}
      </Text>
    );
  }
  // In force first, then the ended, each newest first.
  const sorted = [...rules].sort((a, b) => Number(a.ended_at !== null) - Number(b.ended_at !== null) || b.id - a.id);
  return (
    <>
      <Table id="comp-rules-table" striped withTableBorder w="auto" miw={640} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("rules.name")}</Table.Th>
            <Table.Th>{t("rules.earns")}</Table.Th>
            <Table.Th className="num">{t("rules.value")}</Table.Th>
            <Table.Th>{t("rules.since")}</Table.Th>
            <Table.Th>{t("rules.state")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((r) => (
            <Table.Tr key={r.id} data-rule={r.id} data-ended={r.ended_at !== null}>
              <Table.Td data-field="name">{r.name}</Table.Td>
              <Table.Td data-field="earns">{compRuleWords(r)}</Table.Td>
              <Table.Td className="num" data-field="value">
                {compValueWords(r.value, r.unit)}
              </Table.Td>
              <Table.Td>{dateText(r.created_at)}</Table.Td>
              <Table.Td data-field="state">
                {r.ended_at !== null ? (
                  t("rules.ended", { when: dateText(r.ended_at) })
                ) : floor ? (
                  <Button size="xs" variant="default" data-end={r.id} loading={end.isPending && end.variables?.[0] === r.id} onClick={() => end.mutate([r.id])} aria-label={t("rules.endRule", { name: r.name })}>
                    {t("rules.end")}
                  </Button>
                ) : (
                  t("rules.inForce")
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Refusal id="comp-rule-end-refusal" error={end.error} />
    </>
  );
}

function AddRule() {
  const { t } = useTranslation("players");
  const add = useAddCompRule();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const perHour = form.watch("kind") === "per_hour";
  const dollars = form.watch("unit") === "cents";
  const changed = { onChange: () => add.reset() };
  const submit = form.handleSubmit((v) => {
    add.mutate(
      [
        {
          name: v.name.trim(),
          kind: v.kind as "per_hour" | "after_hours",
          min_big_blind_cents: v.stakes === "" ? 0 : parseDollars(v.stakes)!,
          hours: Number(v.hours),
          value: v.unit === "cents" ? parseDollars(v.value)! : Number(v.value),
          unit: v.unit as "points" | "cents",
        },
      ],
      { onSuccess: () => form.reset(DEFAULTS) },
    );
  });
  return (
    <form noValidate onSubmit={submit} id="comp-rule-form" aria-labelledby="comp-rule-form-title" className="comp-rule-form">
      <Text fw={600} size="sm" id="comp-rule-form-title" mt="sm" mb={4}>
        {t("rules.add")}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput id="comp-rule-name" label={t("rules.name")} w={200} autoComplete="off" error={errors.name?.message} {...form.register("name", changed)} />
        <NativeSelect
          id="comp-rule-kind"
          label={t("rules.kind")}
          w={200}
          data={[
            { value: "per_hour", label: t("rules.kinds.per_hour") },
            { value: "after_hours", label: t("rules.kinds.after_hours") },
          ]}
          {...form.register("kind", changed)}
        />
        <TextInput
          id="comp-rule-hours"
          label={perHour ? t("rules.everyHours") : t("rules.afterHours")}
          w={120}
          inputMode="numeric"
          error={errors.hours?.message}
          {...form.register("hours", changed)}
        />
        <TextInput
          id="comp-rule-stakes"
          label={t("rules.stakes")}
          description={t("rules.stakesHint", { none: formatDollars(0) })}
          w={180}
          inputMode="decimal"
          leftSection={<span aria-hidden="true">$</span>}
          error={errors.stakes?.message}
          {...form.register("stakes", changed)}
        />
        <NativeSelect
          id="comp-rule-unit"
          label={t("comps.unit")}
          w={130}
          data={[
            { value: "points", label: t("comps.unitPoints") },
            { value: "cents", label: t("comps.unitDollars") },
          ]}
          {...form.register("unit", changed)}
        />
        <TextInput
          id="comp-rule-value"
          label={t("rules.value")}
          w={120}
          inputMode={dollars ? "decimal" : "numeric"}
          leftSection={dollars ? <span aria-hidden="true">$</span> : undefined}
          error={errors.value?.message}
          {...form.register("value", changed)}
        />
      </Group>
      <Refusal id="comp-rule-refusal" error={add.error} />
      <Group mt="xs">
        <Button type="submit" id="comp-rule-add" variant="default" loading={add.isPending}>
          {t("rules.addButton")}
        </Button>
      </Group>
    </form>
  );
}
