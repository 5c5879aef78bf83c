import { useRef } from "react";
import { TextInput, type TextInputProps } from "@mantine/core";
import { useHotkeys } from "react-hotkeys-hook";
import { useTranslation } from "react-i18next";

type Props = Omit<TextInputProps, "label" | "placeholder" | "onChange" | "onKeyDown"> & {
  /** E works from a slider too (the console's bet slider): else, as every key, not from a form's field. */
  keyOnSliders?: boolean;
  /** What the cards are ("Flop cards") and how many the entry takes ("3 cards"). */
  label: string;
  count: string;
  /** Cards as the dealer would type them ("Ah Kd"), shown while the field is empty. */
  example: string;
  /** "??", a card the dealer did not see, may be entered: the example says so. */
  allowUnknown: boolean;
  onChange: (text: string) => void;
  /** Enter in the field: the entry is confirmed. */
  onEnter: () => void;
};

/** The key that puts the focus in the field, as printed on the keyboard. */
const FIELD_KEY = "E";

/** The field where the dealer types cards: E puts the focus in it, the browser leaves the text alone, Enter confirms. */
export function CardsField({ keyOnSliders = false, label, count, example, allowUnknown, onChange, onEnter, ...rest }: Props) {
  const { t } = useTranslation("dealer");
  const field = useRef<HTMLInputElement>(null);
  // No key fires while typing in the field.
  useHotkeys("e", () => field.current?.focus(), { preventDefault: true, ...(keyOnSliders && { enableOnFormTags: ["slider"] }) });
  return (
    <TextInput
      ref={field}
      label={
        <>
          {t("cards.field.label", { label, what: count })} <kbd className="field-key" aria-hidden="true">{FIELD_KEY}</kbd>
        </>
      }
      aria-keyshortcuts="E"
      placeholder={allowUnknown ? t("cards.field.unseen", { example }) : example}
      size="md"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      data-cards-field
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onEnter();
        }
      }}
      {...rest}
    />
  );
}
