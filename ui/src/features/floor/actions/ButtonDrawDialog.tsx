import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDrawForButton, type BoardTable, type DrawCard } from "../../../api";
import { Dialog } from "../../../components/Dialog";
import { DialogActions, DialogDone } from "../../../components/DialogActions";
import { hasButton } from "../../../lib/games";
import { filledText, z } from "../../../lib/zod";

/** One card for each seated player, in the order of the table's seats. */
const schemaOf = (t: TFunction<"floor">) => z.object({ cards: z.array(filledText(t("buttonDraw.typeCard"))) });
type Values = z.input<ReturnType<typeof schemaOf>>;

type Props = { table: BoardTable; opened: boolean; onClose: () => void };

/**
 * The high-card draw for the first button: the card each seated player turned up, typed as the
 * dealer says it ("As", "Td", "9h"). The room reads the cards and decides the button.
 */
export function ButtonDrawDialog({ table, opened, onClose }: Props) {
  const { t } = useTranslation("floor");
  return (
    <Dialog opened={opened} onClose={onClose} title={t("buttonDraw.title", { table: table.table.name })}>
      {opened && <DrawForm table={table} onClose={onClose} />}
    </Dialog>
  );
}

/** "Draw for the button" on a table's card (games with a button, two or more seated), with its dialog. */
export function ButtonDrawButton({ table }: { table: BoardTable }) {
  const { t } = useTranslation("floor");
  const [opened, setOpened] = useState(false);
  if (!hasButton(table.table.game) || table.seats.length < 2) return null;
  return (
    <>
      <Button size="sm" variant="default" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t("buttonDraw.open")}
      </Button>
      <ButtonDrawDialog table={table} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function DrawForm({ table, onClose }: { table: BoardTable; onClose: () => void }) {
  const { t } = useTranslation("floor");
  const draw = useDrawForButton();
  const schema = useMemo(() => schemaOf(t), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { cards: table.seats.map(() => "") } });
  const errors = form.formState.errors.cards;
  const submit = form.handleSubmit((v) => {
    const entries: DrawCard[] = table.seats.map((s, i) => ({ seat_no: s.seat_no, card: v.cards[i] ?? "" }));
    draw.mutate([table.table.id, entries]);
  });
  const id = `button-draw-${table.table.id}`;
  if (draw.data) {
    return (
      <Stack gap="sm">
        <Text size="md" role="status" id={`${id}-result`}>
          {draw.data.reason}.
        </Text>
        <DialogDone onClose={onClose} done />
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" id={`${id}-how`}>
          {t("buttonDraw.how")}
        </Text>
        <SimpleGrid cols={3} spacing="sm">
          {table.seats.map((s, i) => (
            <TextInput
              key={s.seat_no}
              label={t("buttonDraw.seat", { seat: s.seat_no, name: s.player_name })}
              size="md"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={3}
              data-autofocus={i === 0 || undefined}
              aria-describedby={`${id}-how`}
              {...form.register(`cards.${i}`, { onChange: () => draw.reset() })}
              error={errors?.[i]?.message}
            />
          ))}
        </SimpleGrid>
        <DialogActions refusalId={`${id}-refusal`} onCancel={onClose} command={draw}>
          {t("buttonDraw.decide")}
        </DialogActions>
      </Stack>
    </form>
  );
}
