import { useMemo, useState } from "react";
import { Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { Trans, useTranslation } from "react-i18next";
import { useStartGame, useTablePreview, type FloorBoard, type OpenTable, type WaitlistView } from "../../api";
import { formatCents } from "../../lib/money";
import {
  BETTING_CHOICES,
  defaultOpenTable,
  openTableSchema,
  showsBets,
  showsBlinds,
  toOpenTable,
  type OpenTableValues,
} from "../../lib/openTableForm";
import { refusalWords } from "../../lib/refusals";
import { Dialog } from "../../components/Dialog";
import { CountInput, DollarsInput } from "../../components/AmountInputs";
import { DialogActions } from "../../components/DialogActions";
import { SegmentedField } from "../../components/SegmentedField";
import { ErrorDetails } from "../../components/ErrorDetails";
import { collectionWords } from "../../lib/collectionWords";

/** How long the form rests before the schedule is asked what it would give. */
const PREVIEW_AFTER_MS = 250;

/** "Start a table" on a list that holds enough players, with its dialog. */
export function StartGameButton({ list, board }: { list: WaitlistView; board: FloorBoard | undefined }) {
  const { t } = useTranslation("waitlist");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={44} color="felt" onClick={() => setOpened(true)} aria-haspopup="dialog" aria-label={t("startGame.title", { list: list.label })}>
        {t("startGame.button")}
      </Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("startGame.title", { list: list.label })}
        size="lg"
      >
        {opened && <StartGameForm list={list} board={board} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

/** The form's first values: the list's game, structure and amounts; the first free table name. */
export function startValues(list: WaitlistView, board: FloorBoard | undefined): OpenTableValues {
  const base = defaultOpenTable(board, list.game);
  if (list.betting === null) return base;
  const dollars = (cents: number) => (cents > 0 ? formatCents(cents) : "");
  return {
    ...base,
    betting: list.betting,
    smallBlind: dollars(list.small_blind_cents),
    bigBlind: dollars(list.big_blind_cents),
    smallBet: dollars(list.small_bet_cents),
    bigBet: dollars(list.big_bet_cents),
  };
}

type Field = keyof OpenTableValues;

function StartGameForm({ list, board, onClose }: { list: WaitlistView; board: FloorBoard | undefined; onClose: () => void }) {
  const { t } = useTranslation("waitlist");
  const start = useStartGame();
  // What to fix is said when the form is sent, until it is sent again.
  const form = useForm<OpenTableValues>({ resolver: zodResolver(openTableSchema), reValidateMode: "onSubmit", defaultValues: startValues(list, board) });
  const values = useWatch({ control: form.control }) as OpenTableValues;
  const shown = form.formState.errors;
  const set = (f: Field) => form.register(f, { onChange: () => start.reset() });
  const request = useMemo(() => toOpenTable(values), [values]);
  const [asked] = useDebouncedValue(request === null ? null : JSON.stringify(request), PREVIEW_AFTER_MS);
  const preview = useTablePreview(asked === null ? null : (JSON.parse(asked) as OpenTable));
  // A list of a stakes opens a table of those stakes (anything else would not feed from it).
  const fixed = list.betting !== null;
  const waiting = list.players.filter((p) => p.call === null).length;

  const submit = form.handleSubmit((v) => {
    const req = toOpenTable(v);
    if (!req) return;
    start.mutate([list.id, req], {
      onSuccess: (table) => {
        onClose();
        notifications.show({
          id: `started-${table.id}`,
          color: "felt",
          title: t("startGame.opened", { table: table.name }),
          message: t("startGame.called", { list: list.label }),
          autoClose: 6000,
          closeButtonProps: { "aria-label": t("startGame.closeNotice") },
        });
      },
    });
  });
  const game = list.game;
  return (
    <form onSubmit={submit} noValidate aria-describedby="start-game-preview">
      <Stack gap="sm">
        <Text size="sm">
          {t("startGame.waiting", { count: waiting, start: list.start_players })}
        </Text>
        <TextInput
          label={t("startGame.tableName")}
          size="md"
          data-autofocus
          {...set("name")}
          error={shown.name?.message}
        />
        {fixed ? (
          <Text size="md" id="start-game-stakes">
            <Trans t={t} i18nKey="startGame.stakes" values={{ list: list.label }} components={[<strong />]} />
          </Text>
        ) : (
          <>
            <SegmentedField
              control={form.control}
              name="betting"
              id="start-game-structure"
              label={t("startGame.structure")}
              data={BETTING_CHOICES}
              onPick={() => start.reset()}
            />
            <SimpleGrid cols={2} spacing="sm">
              {showsBlinds(game) && (
                <>
                  <DollarsInput label={t("newList.smallBlind")} error={shown.smallBlind?.message} {...set("smallBlind")} />
                  <DollarsInput label={t("newList.bigBlind")} error={shown.bigBlind?.message} {...set("bigBlind")} />
                </>
              )}
              {showsBets(game, values.betting) && (
                <>
                  <DollarsInput label={t("newList.smallBet")} error={shown.smallBet?.message} {...set("smallBet")} />
                  <DollarsInput label={t("newList.bigBet")} error={shown.bigBet?.message} {...set("bigBet")} />
                </>
              )}
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={3} spacing="sm">
          <DollarsInput label={t("startGame.chip")} description={t("startGame.chipHint")} error={shown.chip?.message} {...set("chip")} />
          <CountInput label={t("startGame.seatLimit")} description={t("startGame.seatLimitHint")} error={shown.seatLimit?.message} {...set("seatLimit")} />
          <DollarsInput label={t("startGame.rate")} description={t("startGame.rateHint")} error={shown.rate?.message} {...set("rate")} />
        </SimpleGrid>
        <section id="start-game-preview" className="open-table-preview" aria-live="polite" aria-label={t("startGame.preview")}>
          {request === null ? (
            <Text size="sm">{t("startGame.fillIn")}</Text>
          ) : preview.isError ? (
            <div data-code={preview.error.code}>
              <Text size="sm" fw={600} c="var(--cr-bad)">
                {refusalWords(preview.error)}
              </Text>
              <ErrorDetails error={preview.error} />
            </div>
          ) : preview.data ? (
            <Text size="sm" data-code="ok">
              <strong>{preview.data.name}</strong> · {preview.data.game_name} <span className="num">{preview.data.stakes}</span> ·{" "}
              {t("startGame.seats", { count: preview.data.seat_limit })} · {t("startGame.collection")}{" "}
              <strong id="start-game-collection">{collectionWords(preview.data.collection)}</strong>
            </Text>
          ) : (
            <Text size="sm">{t("startGame.asking")}</Text>
          )}
        </section>
        <DialogActions refusalId="start-game-refusal" onCancel={onClose} command={start}>
          {values.name.trim() === "" ? t("startGame.openTheTable") : t("startGame.open", { table: values.name.trim() })}
        </DialogActions>
      </Stack>
    </form>
  );
}
