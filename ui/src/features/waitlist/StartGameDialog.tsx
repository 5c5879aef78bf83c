import { useMemo, useState } from "react";
import { Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
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

/** How long the form rests before the schedule is asked what it would give. */
const PREVIEW_AFTER_MS = 250;

/** "Start a table" on a list that holds enough players, with its dialog. */
export function StartGameButton({ list, board }: { list: WaitlistView; board: FloorBoard | undefined }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="md" h={44} color="felt" onClick={() => setOpened(true)} aria-haspopup="dialog" aria-label={`Start a table for ${list.label}`}>
        Start a table
      </Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Start a table for ${list.label}`}
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
          title: `${table.name} is open`,
          message: `The first players of ${list.label} are called to it.`,
          autoClose: 6000,
          closeButtonProps: { "aria-label": "Close this notice" },
        });
      },
    });
  });
  const game = list.game;
  return (
    <form onSubmit={submit} noValidate aria-describedby="start-game-preview">
      <Stack gap="sm">
        <Text size="sm">
          {waiting} {waiting === 1 ? "player waits" : "players wait"} (the house starts a table at {list.start_players}). The first of them are
          called to the new table at once.
        </Text>
        <TextInput
          label="Table name"
          size="md"
          data-autofocus
          {...set("name")}
          error={shown.name?.message}
        />
        {fixed ? (
          <Text size="md" id="start-game-stakes">
            Stakes: <strong>{list.label}</strong>
          </Text>
        ) : (
          <>
            <SegmentedField
              control={form.control}
              name="betting"
              id="start-game-structure"
              label="Structure"
              data={BETTING_CHOICES}
              onPick={() => start.reset()}
            />
            <SimpleGrid cols={2} spacing="sm">
              {showsBlinds(game) && (
                <>
                  <DollarsInput label="Small blind" error={shown.smallBlind?.message} {...set("smallBlind")} />
                  <DollarsInput label="Big blind" error={shown.bigBlind?.message} {...set("bigBlind")} />
                </>
              )}
              {showsBets(game, values.betting) && (
                <>
                  <DollarsInput label="Small bet" error={shown.smallBet?.message} {...set("smallBet")} />
                  <DollarsInput label="Big bet" error={shown.bigBet?.message} {...set("bigBet")} />
                </>
              )}
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={3} spacing="sm">
          <DollarsInput label="Chip" description="The smallest chip" error={shown.chip?.message} {...set("chip")} />
          <CountInput label="Seat limit" description="Empty: the game's usual" error={shown.seatLimit?.message} {...set("seatLimit")} />
          <DollarsInput label="Manager's rate" description="Empty: the schedule's" error={shown.rate?.message} {...set("rate")} />
        </SimpleGrid>
        <section id="start-game-preview" className="open-table-preview" aria-live="polite" aria-label="What the room would open">
          {request === null ? (
            <Text size="sm">Fill in the table to see the rate the schedule gives.</Text>
          ) : preview.isError ? (
            <div data-code={preview.error.code}>
              <Text size="sm" fw={600} c="red.9">
                {refusalWords(preview.error)}
              </Text>
              <ErrorDetails error={preview.error} />
            </div>
          ) : preview.data ? (
            <Text size="sm" data-code="ok">
              <strong>{preview.data.name}</strong> · {preview.data.game_name} <span className="num">{preview.data.stakes}</span> ·{" "}
              {preview.data.seat_limit} seats · collection <strong id="start-game-collection">{preview.data.collection}</strong>
            </Text>
          ) : (
            <Text size="sm">Asking the schedule…</Text>
          )}
        </section>
        <DialogActions refusalId="start-game-refusal" onCancel={onClose} command={start}>
          Open {values.name.trim() || "the table"} and call
        </DialogActions>
      </Stack>
    </form>
  );
}
