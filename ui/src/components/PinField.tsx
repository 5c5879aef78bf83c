import { Text, TextInput } from "@mantine/core";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { t } from "../i18n";
import { pinText } from "../lib/zod";

const digitsOnly = (text: string) => text.replace(/\D/g, "").slice(0, 8);

/** What a PIN field is, wherever its value is kept. */
type PinFieldProps = {
  id: string;
  /** "Your PIN" unless said. */
  label?: string;
  /** The field a dialog puts the focus in when it opens. */
  autofocus?: boolean;
};

/** The floor manager's PIN: digits only, hidden, 4 to 8 of them. */
export function PinField({ id, value, onChange, label, autofocus = false }: PinFieldProps & { value: string; onChange: (pin: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      id={id}
      label={label ?? t("pin.yours")}
      description={t("pin.digits")}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      withAsterisk
      value={value}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value))}
      w={220}
      data-autofocus={autofocus || undefined}
    />
  );
}

export const pinReady = (pin: string) => pin.length >= 4;

/** The schema of a form's PIN field (`FormPinField`), with what it says until the PIN is whole. */
export const floorPin = pinText(() => t("common:pin.type"));

/**
 * `PinField` as a field of a react-hook-form form (`name` holds the PIN, `floorPin` its schema),
 * with what is missing said beneath it once the form was sent. `quiet`: not said (the room's
 * refusal already says what to do, or the form's button waits for the PIN).
 */
export function FormPinField<T extends FieldValues>({
  control,
  name,
  quiet = false,
  ...pin
}: PinFieldProps & { control: Control<T>; name: FieldPath<T>; quiet?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <PinField {...pin} value={field.value} onChange={field.onChange} />
          {fieldState.error && !quiet && (
            <Text size="sm" c="var(--cr-bad)">
              {fieldState.error.message}
            </Text>
          )}
        </>
      )}
    />
  );
}
