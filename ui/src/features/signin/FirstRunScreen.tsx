import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { fieldError, filledText, pinText, z } from "../../lib/zod";
import { t as translate } from "../../i18n";
import { useStartRoom } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import "./signin.css";

const schema = z
  .object({
    name: filledText(() => translate("signin:firstRun.typeName")).max(64, fieldError(() => translate("signin:firstRun.nameTooLong"))),
    pin: pinText(() => translate("signin:firstRun.pinDigits")),
    again: z.string(),
  })
  .refine((v) => v.pin === v.again, { path: ["again"], ...fieldError(() => translate("signin:firstRun.pinsDiffer")) });
type FirstRun = z.input<typeof schema>;

/** An empty room: its first floor manager, with his PIN typed twice. He is signed in after. */
export function FirstRunScreen() {
  const { t } = useTranslation("signin");
  const start = useStartRoom();
  const form = useForm<FirstRun>({ resolver: zodResolver(schema), defaultValues: { name: "", pin: "", again: "" } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => start.mutate({ name: v.name.trim(), pin: v.pin }));
  /** The new PIN, or the same typed again. */
  const newPin = (name: "pin" | "again", label: string) => (
    <PasswordInput
      id={`firstrun-${name}`}
      label={label}
      size="lg"
      inputMode="numeric"
      autoComplete="new-password"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <div className="gate">
      <section className="gate-panel" aria-labelledby="firstrun-title" style={{ maxWidth: 560 }}>
        <header className="gate-head">
          <span className="brand-name">{t("brand")}</span>
          <h1 id="firstrun-title">{t("firstRun.title")}</h1>
        </header>
        <form className="gate-body" onSubmit={submit} noValidate>
          <Text mb="md">
            {t("firstRun.intro")}
          </Text>
          <Stack gap="sm">
            <TextInput id="firstrun-name" label={t("firstRun.name")} size="lg" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
            {newPin("pin", t("firstRun.pin"))}
            {newPin("again", t("firstRun.again"))}
            <Button type="submit" size="lg" mt="xs" loading={start.isPending}>
              {t("firstRun.submit")}
            </Button>
            {start.error && <ProblemAlert id="firstrun-refusal" error={start.error} title={refusalWords(start.error, { place: "sign_in" })} />}
          </Stack>
        </form>
      </section>
    </div>
  );
}
