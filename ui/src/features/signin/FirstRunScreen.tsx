import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { filledText, pinText, z } from "../../lib/zod";
import { useStartRoom } from "../../api";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import "./signin.css";

const schema = z
  .object({
    name: filledText("Type the floor manager's name.").max(64, "A name is at most 64 characters."),
    pin: pinText("A PIN is 4 to 8 digits."),
    again: z.string(),
  })
  .refine((v) => v.pin === v.again, { path: ["again"], message: "The two PINs differ: type the same PIN twice." });
type FirstRun = z.input<typeof schema>;

/** An empty room: its first floor manager, with his PIN typed twice. He is signed in after. */
export function FirstRunScreen() {
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
          <span className="brand-name">Cardroom</span>
          <h1 id="firstrun-title">Start the room</h1>
        </header>
        <form className="gate-body" onSubmit={submit} noValidate>
          <Text mb="md">
            No one works in this room yet. The first floor manager signs in here, then adds the staff, sets their PINs and the
            collection rates.
          </Text>
          <Stack gap="sm">
            <TextInput id="firstrun-name" label="Floor manager's name" size="lg" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
            {newPin("pin", "PIN (4 to 8 digits)")}
            {newPin("again", "The same PIN again")}
            <Button type="submit" size="lg" mt="xs" loading={start.isPending}>
              Start the room
            </Button>
            {start.error && <ProblemAlert id="firstrun-refusal" error={start.error} title={refusalWords(start.error, { place: "sign_in" })} />}
          </Stack>
        </form>
      </section>
    </div>
  );
}
