// The floor or the cage registers a player (his number, or none: the room gives the next; his
// name; the name the wall board and the tables show, or none: the first word of his name; his
// date of birth, phone and notes, which only the floor and the cage read), or corrects one.
// The room checks it all again and refuses by code (a number already given: `duplicate_player`).
import { useMemo } from "react";
import { Group, Stack, TextInput, Textarea } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useAddPlayer, useEditPlayer, type NewPlayerRequest, type PlayerCard } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { t } from "../../i18n";
import { filledText, z } from "../../lib/zod";

const schemaOf = () =>
  z.object({
    number: z
      .string()
      .trim()
      .refine((n) => n === "" || /^#?\d{1,12}$/.test(n), { error: () => t("players:form.errors.number") }),
    name: filledText(() => t("players:form.errors.name")).max(64, { error: () => t("players:form.errors.nameLength") }),
    wallName: z.string().trim().max(64, { error: () => t("players:form.errors.nameLength") }),
    birthDate: z
      .string()
      .trim()
      .refine((d) => d === "" || /^\d{4}-\d{2}-\d{2}$/.test(d), { error: () => t("players:form.errors.birthDate") }),
    phone: z
      .string()
      .trim()
      .refine((p) => p === "" || /^[\d +\-().]{1,32}$/.test(p), { error: () => t("players:form.errors.phone") }),
    notes: z.string(),
  });
type Values = z.input<ReturnType<typeof schemaOf>>;

const EMPTY: Values = { number: "", name: "", wallName: "", birthDate: "", phone: "", notes: "" };

const valuesOf = (card: PlayerCard): Values => ({
  number: card.number,
  name: card.name,
  wallName: card.wall_name,
  birthDate: card.birth_date ?? "",
  phone: card.phone ?? "",
  notes: card.notes ?? "",
});

/** Blank text as none. */
const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** The player as the room takes him; only called on values the schema accepted. */
const requestOf = (v: Values): NewPlayerRequest => ({
  number: orNull(v.number.replace(/^#/, "")),
  name: v.name.trim(),
  wall_name: orNull(v.wallName),
  birth_date: orNull(v.birthDate),
  phone: orNull(v.phone),
  notes: orNull(v.notes),
});

/** Registers a player (no `card`), or corrects `card`; `onDone` gets the card the room answers. */
export function PlayerDialog({ opened, onClose, onDone, card }: { opened: boolean; onClose: () => void; onDone: (card: PlayerCard) => void; card?: PlayerCard }) {
  const { t } = useTranslation("players");
  return (
    <Dialog opened={opened} onClose={onClose} size="lg" className="players-dialog" title={card ? t("form.editTitle", { name: card.name, number: card.number }) : t("form.addTitle")}>
      {opened && <PlayerForm card={card} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function PlayerForm({ card, onClose, onDone }: { card?: PlayerCard; onClose: () => void; onDone: (card: PlayerCard) => void }) {
  const { t, i18n } = useTranslation("players");
  const add = useAddPlayer();
  const edit = useEditPlayer();
  const command = card ? edit : add;
  const schema = useMemo(() => schemaOf(), [i18n.language]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: card ? valuesOf(card) : EMPTY });
  const errors = form.formState.errors;
  const id = card ? `edit-player-${card.number}` : "add-player";
  const submit = form.handleSubmit((v) => {
    const request = requestOf(v);
    if (card) edit.mutate([card.number, { ...request, number: card.number }], { onSuccess: onDone });
    else add.mutate([request], { onSuccess: onDone });
  });
  // A change takes the room's last refusal away.
  const changed = { onChange: () => command.reset() };
  return (
    <form noValidate onSubmit={submit} id={id}>
      <Stack gap="sm">
        <Group grow align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            id={`${id}-name`}
            label={t("fields.name")}
            autoComplete="off"
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...form.register("name", changed)}
          />
          <TextInput
            id={`${id}-wall-name`}
            label={t("fields.wallName")}
            description={t("form.wallNameHint")}
            autoComplete="off"
            error={errors.wallName?.message}
            {...form.register("wallName", changed)}
          />
        </Group>
        <Group grow align="flex-end" gap="sm" wrap="wrap">
          {!card && (
            <TextInput
              id={`${id}-number`}
              label={t("fields.number")}
              description={t("form.numberHint")}
              inputMode="numeric"
              autoComplete="off"
              error={errors.number?.message}
              {...form.register("number", changed)}
            />
          )}
          <TextInput
            id={`${id}-birth-date`}
            type="date"
            label={t("fields.birthDate")}
            error={errors.birthDate?.message}
            {...form.register("birthDate", changed)}
          />
          <TextInput
            id={`${id}-phone`}
            type="tel"
            label={t("fields.phone")}
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register("phone", changed)}
          />
        </Group>
        <Textarea
          id={`${id}-notes`}
          label={t("fields.notes")}
          description={t("form.notesHint")}
          rows={3}
          error={errors.notes?.message}
          {...form.register("notes", changed)}
        />
        <DialogActions refusalId={`${id}-refusal`} onCancel={onClose} command={command}>
          {card ? t("form.save") : t("form.add")}
        </DialogActions>
      </Stack>
    </form>
  );
}
