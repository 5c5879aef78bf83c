// The floor enters the Bureau of Gambling Control's self-exclusion notice as it arrives: the
// patron's name, date of birth, the term (one year or for life) and its first day, what helps the
// floor know him (height, hair, marks), the notice's reference, its photo (an image file, read
// here as a data URL) and, when the floor knows him already, his player number (he is then
// self-excluded at once). The room checks it all again and refuses by code.
import { useState } from "react";
import { FileInput, Group, Radio, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { playerNumberOf, useRecordNotice, type NoticeView } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { t } from "../../i18n";
import { filledText, z } from "../../lib/zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The largest photo the room keeps: 2 MB of data URL. */
export const MAX_PHOTO_CHARS = 2 * 1024 * 1024;
/** The images the room keeps. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

const schema = z.object({
  name: filledText(() => t("players:noticeForm.errors.name")),
  birth: z
    .string()
    .trim()
    .refine((d) => d === "" || DAY.test(d), { error: () => t("players:noticeForm.errors.day") }),
  term: z.enum(["one_year", "lifetime"]),
  starts: z
    .string()
    .trim()
    .refine((d) => DAY.test(d), { error: () => t("players:noticeForm.errors.starts") }),
  descriptors: z.string().trim().max(500),
  reference: filledText(() => t("players:noticeForm.errors.reference")),
  number: z
    .string()
    .trim()
    .refine((n) => n === "" || playerNumberOf(n) !== null, { error: () => t("players:noticeForm.errors.number") }),
});
type Values = z.input<typeof schema>;

const DEFAULTS: Values = { name: "", birth: "", term: "one_year", starts: "", descriptors: "", reference: "", number: "" };

/** A file as a data URL (`data:image/png;base64,…`). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.onerror = () => fail(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Enters a notice; `onDone` gets it as the room kept it. */
export function NoticeDialog({ opened, onClose, onDone }: { opened: boolean; onClose: () => void; onDone: (notice: NoticeView) => void }) {
  const { t } = useTranslation("players");
  return (
    <Dialog opened={opened} onClose={onClose} size="lg" className="players-dialog" title={t("noticeForm.title")}>
      {opened && <NoticeForm onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function NoticeForm({ onClose, onDone }: { onClose: () => void; onDone: (notice: NoticeView) => void }) {
  const { t } = useTranslation("players");
  const record = useRecordNotice();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const errors = form.formState.errors;
  const [file, setFile] = useState<File | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const changed = { onChange: () => record.reset() };
  const pick = async (f: File | null) => {
    record.reset();
    setFile(f);
    setPhoto(null);
    setPhotoError(null);
    if (f === null) return;
    if (!PHOTO_TYPES.includes(f.type)) return setPhotoError(t("noticeForm.errors.photoType"));
    const url = await readDataUrl(f);
    if (url.length > MAX_PHOTO_CHARS) return setPhotoError(t("noticeForm.errors.photoSize"));
    setPhoto(url);
  };
  const submit = form.handleSubmit((v) => {
    if (photoError) return;
    record.mutate(
      [
        {
          name: v.name.trim(),
          birth_date: v.birth.trim() || null,
          term: v.term as "one_year" | "lifetime",
          starts_on: v.starts.trim(),
          descriptors: v.descriptors.trim() || null,
          reference: v.reference.trim(),
          photo,
          player_number: playerNumberOf(v.number),
        },
      ],
      { onSuccess: onDone },
    );
  });
  return (
    <form noValidate onSubmit={submit} id="notice-form">
      <Stack gap="sm">
        <Text size="sm">{t("noticeForm.intro")}</Text>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput id="notice-name" label={t("fields.name")} withAsterisk autoComplete="off" data-autofocus error={errors.name?.message} {...form.register("name", changed)} />
          <TextInput id="notice-birth" type="date" label={t("fields.birthDate")} error={errors.birth?.message} {...form.register("birth", changed)} />
        </Group>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <Controller
            control={form.control}
            name="term"
            render={({ field }) => (
              <Radio.Group id="notice-term" label={t("notices.term")} value={field.value} onChange={(v) => (field.onChange(v), record.reset())}>
                <Group gap="lg" mt={6}>
                  <Radio value="one_year" label={t("noticeForm.oneYear")} size="md" />
                  <Radio value="lifetime" label={t("noticeForm.lifetime")} size="md" />
                </Group>
              </Radio.Group>
            )}
          />
          <TextInput id="notice-starts" type="date" label={t("noticeForm.starts")} withAsterisk error={errors.starts?.message} {...form.register("starts", changed)} />
        </Group>
        <Textarea
          id="notice-descriptors"
          label={t("notices.descriptors")}
          description={t("noticeForm.descriptorsHint")}
          rows={2}
          error={errors.descriptors?.message}
          {...form.register("descriptors", changed)}
        />
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput id="notice-reference" label={t("notices.reference")} withAsterisk autoComplete="off" error={errors.reference?.message} {...form.register("reference", changed)} />
          <TextInput
            id="notice-number"
            label={t("fields.number")}
            description={t("noticeForm.numberHint")}
            inputMode="numeric"
            autoComplete="off"
            error={errors.number?.message}
            {...form.register("number", changed)}
          />
        </Group>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <FileInput
            id="notice-photo"
            label={t("noticeForm.photo")}
            description={t("noticeForm.photoHint")}
            placeholder={t("noticeForm.photoPick")}
            accept={PHOTO_TYPES.join(",")}
            clearButtonProps={{ "aria-label": t("noticeForm.clearPhoto") }}
            value={file}
            onChange={(f) => void pick(f)}
            error={photoError}
            style={{ flex: 1 }}
          />
          {photo && <img className="notice-photo notice-photo-sm" id="notice-photo-preview" src={photo} alt={t("noticeForm.preview")} />}
        </Group>
        <DialogActions refusalId="notice-refusal" onCancel={onClose} command={record}>
          {t("noticeForm.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
