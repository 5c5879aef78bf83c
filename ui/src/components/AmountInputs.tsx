// The floor's typed amounts (a table's rules, a list's stakes, a buy-in): dollars or a count, as
// a form's field given `register`'s props.
import { TextInput } from "@mantine/core";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A field's description in a colour that meets WCAG AA contrast (Mantine's dimmed does not). */
export const READABLE = { description: { color: "var(--cr-ink-soft)" } };

/** An amount typed in dollars (sent as cents); `error` true only outlines it. */
export function DollarsInput({
  label,
  error,
  description,
  autoFocus,
  ...field
}: { label: string; error?: string | boolean; description?: string; autoFocus?: boolean; id?: string } & UseFormRegisterReturn) {
  return (
    <TextInput
      label={label}
      size="md"
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden="true">$</span>}
      description={description}
      styles={READABLE}
      data-autofocus={autoFocus || undefined}
      error={error}
      {...field}
    />
  );
}

/** A whole number typed (seats, bets, minutes), `description` saying what empty means. */
export function CountInput({ label, error, description, ...field }: { label: string; error?: string; description: string } & UseFormRegisterReturn) {
  return <TextInput label={label} size="md" inputMode="numeric" description={description} styles={READABLE} error={error} {...field} />;
}
