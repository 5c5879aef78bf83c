import type { Ref } from "react";
import { Button, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const PIN_MAX = 8;
const digitsOnly = (text: string) => text.replace(/\D/g, "").slice(0, PIN_MAX);

/**
 * A PIN field and a pad to tap it in: the field takes the keyboard (digits only, Enter signs
 * in through its form), the pad takes touch. Every key is at least 64 px, and labelled.
 */
export function PinPad({
  id,
  label,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (pin: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("signin");
  const press = (digit: string) => onChange(digitsOnly(value + digit));
  return (
    <div className="pin-pad">
      <TextInput
        id={id}
        ref={inputRef}
        label={label}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        size="lg"
        value={value}
        error={error}
        onChange={(e) => onChange(digitsOnly(e.currentTarget.value))}
        classNames={{ input: "pin-input" }}
      />
      <div className="pin-keys" role="group" aria-label={t("pinPad.label")}>
        {["1", "2", "3", "4", "5", "6", "7", "8", "9"].map((d) => (
          <Button key={d} type="button" variant="default" className="pin-key" h={64} fz={26} onClick={() => press(d)}>
            {d}
          </Button>
        ))}
        <Button type="button" variant="default" className="pin-key pin-key-word" h={64} fz={18} onClick={() => onChange("")}>
          {t("pinPad.clear")}
        </Button>
        <Button type="button" variant="default" className="pin-key" h={64} fz={26} onClick={() => press("0")}>
          0
        </Button>
        <Button
          type="button"
          variant="default"
          className="pin-key" h={64} fz={26}
          aria-label={t("pinPad.deleteDigit")}
          onClick={() => onChange(value.slice(0, -1))}
        >
          <span aria-hidden="true">⌫</span>
        </Button>
      </div>
    </div>
  );
}
