// Chips a seated player buys (an add-on): the form the floor's dialog and the dealer's seat
// panel share. The room decides what the chips do; its refusal is said by code.
import { useState } from "react";
import { Checkbox, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAddChips, type BuyIn, type SeatChips, type SeatDto } from "../api";
import { t } from "../i18n";
import { addedWords, maximumWords } from "../lib/chipWords";
import { parseDollars } from "../lib/dollars";
import { positiveDollarsText, z } from "../lib/zod";
import { Refusal } from "./Refusal";
import { CommandButton } from "./CommandButton";

const schema = z.object({
  amount: positiveDollarsText(() => t("common:addChips.hint")),
  /** Paid in cash at the table: it goes to the Title 31 cash logs. */
  cash: z.boolean(),
});
type Values = z.input<typeof schema>;

type AddProps = {
  seat: SeatDto;
  buyIn: BuyIn;
  /** `id` prefix, unique on the screen. */
  id: string;
  /** The console's large targets, or the floor's dialog. */
  size?: "md" | "lg";
  /** The field takes the focus when the form appears. */
  autofocus?: boolean;
  onAdded?: (answer: SeatChips) => void;
};

/**
 * Chips a seated player buys: the amount in dollars, with the table's maximum shown, and whether
 * it was paid in cash at the table (the Title 31 cash logs). The room decides: on the player's
 * stack now, or, while the player is in the hand being dealt, after it ("+50.00 after this
 * hand"); an amount past the maximum, or a nameless player's cash past a CTR's threshold, is
 * refused, in words.
 */
export function AddChipsForm({ seat, buyIn, id, size = "md", autofocus = false, onAdded }: AddProps) {
  const { t } = useTranslation();
  const add = useAddChips();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount: "", cash: false } });
  const [done, setDone] = useState<string | null>(null);
  const refusalId = `${id}-refusal`;
  const send = form.handleSubmit((v) => {
    const cents = parseDollars(v.amount) ?? 0;
    add.mutate([{ table_id: seat.table_id, seat_no: seat.seat_no, amount_cents: cents, cash: v.cash }], {
      onSuccess: (answer) => {
        setDone(addedWords(cents, answer));
        form.reset({ amount: "", cash: false });
        onAdded?.(answer);
      },
    });
  });
  const h = size === "lg" ? 48 : 44;
  return (
    <form
      className="add-chips"
      noValidate
      onSubmit={(e) => {
        setDone(null);
        void send(e);
      }}
    >
      <TextInput
        id={`${id}-amount`}
        label={t("addChips.label")}
        description={maximumWords(buyIn)}
        inputWrapperOrder={["label", "input", "description", "error"]}
        size={size}
        inputMode="decimal"
        autoComplete="off"
        leftSection={<span aria-hidden="true">$</span>}
        {...form.register("amount", {
          onChange: () => {
            setDone(null);
            add.reset();
          },
        })}
        error={form.formState.errors.amount?.message}
        data-autofocus={autofocus || undefined}
        styles={{ input: { height: h, minHeight: h } }}
        // The button sits beside the field, under its label.
        inputContainer={(field) => (
          <div className="add-chips-row">
            <div className="add-chips-field">{field}</div>
            <CommandButton
              type="submit"
              h={h}
              size={size}
              command={add}
              refusalId={refusalId}
              data-action="add-chips"
            >
              {t("addChips.add")}
            </CommandButton>
          </div>
        )}
      />
      <Checkbox
        id={`${id}-cash`}
        className="add-chips-cash"
        size={size}
        mt="xs"
        label={t("addChips.cash")}
        {...form.register("cash", {
          onChange: () => {
            setDone(null);
            add.reset();
          },
        })}
      />
      <Refusal id={refusalId} error={add.error} />
      {done && (
        <Text size="sm" fw={700} role="status" className="chips-done" data-field="added">
          {done}
        </Text>
      )}
    </form>
  );
}
