// The floor records a restriction on a player: a bar (the house's: a reason, from a gaming day
// or now, until a gaming day or until lifted), a self-restriction (the player's own, from play
// or from marketing, credit and check cashing), or a self-exclusion from the Bureau's notice
// (until a gaming day a year or more away, or for life). The room checks the days again and
// refuses by code.
import { useMemo } from "react";
import { Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useRestrictPlayer, type PlayerCard, type RestrictionKind } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { t } from "../../i18n";
import { filledText, z } from "../../lib/zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = () => z.string().trim().refine((d) => d === "" || DAY.test(d), { error: () => t("players:restrict.errors.day") });

const schemaOf = (kind: RestrictionKind) =>
  z
    .object({
      scope: z.enum(["play", "marketing"]),
      reason: filledText(() => t(`players:restrict.errors.reason.${kind}`)),
      from: day(),
      term: z.enum(["until", "life"]),
      until: day(),
    })
    .superRefine((v, ctx) => {
      // A self-exclusion for a term names its last day; for life, none.
      if (kind === "self_excluded" && v.term === "until" && v.until.trim() === "") {
        ctx.addIssue({ code: "custom", path: ["until"], message: t("players:restrict.errors.untilNeeded") });
      }
      if (v.from !== "" && v.until !== "" && v.until <= v.from) {
        ctx.addIssue({ code: "custom", path: ["until"], message: t("players:restrict.errors.untilAfterFrom") });
      }
    });
type Values = z.input<ReturnType<typeof schemaOf>>;

const DEFAULTS: Values = { scope: "play", reason: "", from: "", term: "until", until: "" };

/** Bars `card`'s player, or records his self-restriction or self-exclusion (`kind`). */
export function RestrictDialog({ kind, card, opened, onClose }: { kind: RestrictionKind; card: PlayerCard; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation("players");
  const restrict = useRestrictPlayer();
  const schema = useMemo(() => schemaOf(kind), [kind, i18n.language]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const id = `restrict-${kind}`;
  const life = form.watch("term") === "life";
  const dismiss = () => {
    restrict.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    const until = kind === "self_excluded" && v.term === "life" ? null : v.until.trim() || null;
    restrict.mutate(
      [
        {
          number: card.number,
          kind,
          scope: kind === "self_restricted" ? (v.scope as "play" | "marketing") : "play",
          reason: v.reason.trim(),
          from_day: v.from.trim() || null,
          until_day: until,
        },
      ],
      { onSuccess: onClose },
    );
  });
  const changed = { onChange: () => restrict.reset() };
  return (
    <Dialog opened={opened} onClose={dismiss} size="lg" className="players-dialog" title={t(`restrict.title.${kind}`, { name: card.name, number: card.number })}>
      <form noValidate onSubmit={submit} id={id}>
        <Stack gap="sm">
          <Text size="sm">{t(`restrict.intro.${kind}`)}</Text>
          {kind === "self_restricted" && (
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <Radio.Group
                  id={`${id}-scope`}
                  label={t("restrict.scope")}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    restrict.reset();
                  }}
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="play" label={t("restrict.scopePlay")} size="md" />
                    <Radio value="marketing" label={t("restrict.scopeMarketing")} size="md" />
                  </Group>
                </Radio.Group>
              )}
            />
          )}
          <TextInput
            id={`${id}-reason`}
            label={t(`restrict.reason.${kind}`)}
            description={t(`restrict.reasonHint.${kind}`)}
            withAsterisk
            autoComplete="off"
            data-autofocus
            error={errors.reason?.message}
            {...form.register("reason", changed)}
          />
          <Group grow align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              id={`${id}-from`}
              type="date"
              label={t("restrict.from")}
              description={t("restrict.fromHint")}
              error={errors.from?.message}
              {...form.register("from", changed)}
            />
            {kind !== "self_excluded" && (
              <TextInput
                id={`${id}-until`}
                type="date"
                label={t("restrict.until")}
                description={t("restrict.untilHint")}
                error={errors.until?.message}
                {...form.register("until", changed)}
              />
            )}
          </Group>
          {kind === "self_excluded" && (
            <Controller
              control={form.control}
              name="term"
              render={({ field }) => (
                <Radio.Group
                  id={`${id}-term`}
                  label={t("restrict.term")}
                  description={t("restrict.termHint")}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    restrict.reset();
                  }}
                >
                  <Stack gap={6} mt={6}>
                    <Radio value="until" label={t("restrict.termUntil")} size="md" />
                    {!life && (
                      <TextInput
                        id={`${id}-until`}
                        type="date"
                        aria-label={t("restrict.lastDay")}
                        ml={32}
                        w={200}
                        error={errors.until?.message}
                        {...form.register("until", changed)}
                      />
                    )}
                    <Radio value="life" label={t("restrict.termLife")} size="md" />
                  </Stack>
                </Radio.Group>
              )}
            />
          )}
          <DialogActions refusalId={`${id}-refusal`} onCancel={dismiss} command={restrict} color={kind === "barred" ? "red.9" : undefined}>
            {t(`restrict.submit.${kind}`)}
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
