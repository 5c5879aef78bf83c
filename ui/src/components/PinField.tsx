import { TextInput } from "@mantine/core";

const digitsOnly = (text: string) => text.replace(/\D/g, "").slice(0, 8);

/** The floor manager's PIN: digits only, hidden, 4 to 8 of them. */
export function PinField({
  id,
  value,
  onChange,
  label = "Your PIN",
  autofocus = false,
}: {
  id: string;
  value: string;
  onChange: (pin: string) => void;
  label?: string;
  /** The field a dialog puts the focus in when it opens. */
  autofocus?: boolean;
}) {
  return (
    <TextInput
      id={id}
      label={label}
      description="4 to 8 digits"
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
