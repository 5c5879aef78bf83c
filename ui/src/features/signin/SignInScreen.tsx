import { useRef, useState } from "react";
import { Button, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSignIn, useStaffList, type IpcError, type StaffDto } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { PinPad } from "./PinPad";
import { roleName } from "../../lib/access";
import { refusalWords } from "../../lib/refusals";
import { clockTime } from "../../lib/time";
import { fieldError, pinText, z } from "../../lib/zod";
import { t as translate } from "../../i18n";
import "./signin.css";

const key = (name: string) => name.trim().split(/\s+/).join(" ").toLowerCase();

// The name is sent as typed (the room reads it as `key` does).
const schema = z.object({
  name: z.string().refine((n) => key(n) !== "", fieldError(() => translate("signin:signIn.nameFirst"))),
  pin: pinText(() => translate("signin:signIn.pinDigits")),
});
type Values = z.input<typeof schema>;

/**
 * Signing in: tap your name (or type it), then your PIN on the pad or the keyboard. Dealers
 * rotate every 20 to 30 minutes, so from the app "Switch user" is one tap, the name a second,
 * then the PIN. `current` is who stays signed in if the switch is cancelled; `place`, the table a
 * table station serves, named in the heading.
 */
export function SignInScreen({
  current,
  onCancel,
  onSignedIn,
  place,
}: {
  current?: StaffDto | null;
  onCancel?: () => void;
  onSignedIn?: () => void;
  place?: string | undefined;
}) {
  const { t } = useTranslation("signin");
  const staff = useStaffList();
  const signIn = useSignIn();
  // What is missing is said (one thing at a time, beside the button) when the form is sent, until it is sent again.
  const form = useForm<Values>({ resolver: zodResolver(schema), reValidateMode: "onSubmit", defaultValues: { name: "", pin: "" } });
  const name = form.watch("name");
  const errors = form.formState.errors;
  const problem = errors.name?.message ?? errors.pin?.message ?? null;
  const [refusal, setRefusal] = useState<{ error: IpcError; name: string } | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);

  // Those who can sign in here: active, with a PIN. Anyone else may still type his name (and
  // hear why he cannot sign in).
  const tappable = (staff.data ?? []).filter((s) => s.active && s.has_pin);
  const chosen = (s: StaffDto) => key(s.name) === key(name);
  const refusedMember = refusal && (staff.data ?? []).find((s) => key(s.name) === key(refusal.name));
  // A locked account says until when, as the staff list reads it after the refusal.
  const lockedUntil = refusedMember?.locked_until ? t("signIn.lockedUntil", { time: clockTime(refusedMember.locked_until) }) : undefined;

  const choose = (s: StaffDto) => {
    form.setValue("name", s.name);
    form.setValue("pin", "");
    form.clearErrors();
    setRefusal(null);
    pinRef.current?.focus();
  };

  const send = form.handleSubmit(({ name: typed, pin }) => {
    signIn.mutate(
      { name: typed, pin },
      {
        onSuccess: () => {
          form.setValue("pin", "");
          onSignedIn?.();
        },
        onError: (error) => {
          form.setValue("pin", "");
          setRefusal({ error, name: typed });
        },
      },
    );
  });

  return (
    <div className="gate">
      <section className="gate-panel" aria-labelledby="signin-title">
        <header className="gate-head">
          <span className="brand-name">{t("brand")}</span>
          <h1 id="signin-title">{current ? t("signIn.switchUser") : t("signIn.title")}</h1>
          {place && (
            <span className="gate-place" id="signin-place">
              {t("station.serves", { name: place })}
            </span>
          )}
        </header>
        <form
          className="gate-body"
          onSubmit={(e) => {
            setRefusal(null);
            void send(e);
          }}
          noValidate
        >
          <div className="signin-columns">
            <div>
              <Title order={2} size="h3" mb="xs" id="who-title">
                {t("signIn.who")}
              </Title>
              {tappable.length > 0 ? (
                <ul className="who-grid" aria-labelledby="who-title">
                  {tappable.map((s) => (
                    <li key={s.id}>
                      <Button
                        type="button"
                        variant={chosen(s) ? "light" : "default"}
                        className="who"
                        fullWidth
                        h="auto"
                        mih={64}
                        aria-pressed={chosen(s)}
                        onClick={() => choose(s)}
                      >
                        <span className="who-name">{s.name}</span>
                        <span className="who-role">{roleName(s.role)}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                staff.isSuccess && (
                  <Text mb="md" className="muted">
                    {t("signIn.nobodyHasPin")}
                  </Text>
                )
              )}
              <TextInput
                id="signin-name"
                label={t("signIn.typeName")}
                size="lg"
                autoComplete="off"
                {...form.register("name", { onChange: () => setRefusal(null) })}
                maw={420}
              />
              {current && (
                <Button type="button" variant="subtle" mt="lg" size="md" onClick={onCancel}>
                  {t("signIn.stay", { name: current.name })}
                </Button>
              )}
            </div>
            <div>
              <Controller
                control={form.control}
                name="pin"
                render={({ field }) => (
                  <PinPad id="signin-pin" label={name ? t("signIn.pinFor", { name }) : t("signIn.pin")} value={field.value} onChange={field.onChange} inputRef={pinRef} />
                )}
              />
              <Button type="submit" fullWidth mt="md" className="signin-submit" h={64} fz={20} loading={signIn.isPending}>
                {t("signIn.submit")}
              </Button>
              <div aria-live="polite">
                {problem && (
                  <Text id="signin-problem" mt="sm" c="var(--cr-bad)" fw={600}>
                    {problem}
                  </Text>
                )}
                {refusal && <ProblemAlert id="signin-refusal" error={refusal.error} title={refusalWords(refusal.error, { place: "sign_in", until: lockedUntil })} />}
              </div>
            </div>
          </div>
        </form>
      </section>
    </div>
  );
}
