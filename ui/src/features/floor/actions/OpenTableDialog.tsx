import { useEffect, useMemo, useState } from "react";
import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  useOpenTable,
  useRateSchedule,
  useTablePreview,
  type FloorBoard,
  type GameCode,
  type OpenTable,
  type TableStatus,
} from "../../../api";
import { Dialog } from "../../../components/Dialog";
import { CountInput, DollarsInput } from "../../../components/AmountInputs";
import { DialogActions } from "../../../components/DialogActions";
import { SegmentedField } from "../../../components/SegmentedField";
import { refusalWords } from "../../../lib/refusals";
import { refusedField, sameError, type RefusedField } from "./refusal";
import { ErrorDetails } from "../../../components/ErrorDetails";
import { collectionWords, dropShortWords } from "../../../lib/collectionWords";
import { gameName } from "../../../lib/games";
import {
  BETTING_CHOICES,
  choosesStructure,
  defaultOpenTable,
  gamesOf,
  openTableSchema,
  showsBets,
  showsBlinds,
  tableRules,
  toOpenTable,
  type OpenTableValues,
} from "../../../lib/openTableForm";

type Props = {
  /** The board: the new table's default name is the first "Table N" not open. */
  board: FloorBoard | undefined;
  opened: boolean;
  onClose: () => void;
  /** Called with the table as the room opened it. */
  onOpened?: (table: TableStatus) => void;
};

/** How long the form rests before the schedule is asked what it would give. */
const PREVIEW_AFTER_MS = 250;

/**
 * Opens a table: game, structure, stakes in dollars, chip, seat limit, and the manager's rate
 * when the schedule has none. What the schedule resolves is shown live before confirming.
 */
export function OpenTableDialog({ board, opened, onClose, onOpened }: Props) {
  const { t } = useTranslation("floor");
  return (
    <Dialog opened={opened} onClose={onClose} title={t("openTable.title")} size="xl">
      {opened && <OpenTableForm board={board} onClose={onClose} onOpened={onOpened} />}
    </Dialog>
  );
}

/** "Open table" on the board's header, with its dialog. */
export function OpenTableButton({ board }: { board: FloorBoard | undefined }) {
  const { t } = useTranslation("floor");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t("openTable.button")}
      </Button>
      <OpenTableDialog board={board} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function OpenTableForm({ board, onClose, onOpened }: Omit<Props, "opened">) {
  const { t } = useTranslation("floor");
  const schedule = useRateSchedule();
  const games = useMemo(() => (schedule.data ? gamesOf(schedule.data) : []), [schedule.data]);
  const open = useOpenTable();
  const form = useForm<OpenTableValues>({
    resolver: zodResolver(openTableSchema),
    mode: "onTouched",
    defaultValues: defaultOpenTable(board, ""),
  });
  const { register, control, handleSubmit, formState, setValue, getValues } = form;
  const values = useWatch({ control }) as OpenTableValues;
  const game = (values.game ?? "") as GameCode | "";

  // The first game once the schedule is read, with its usual structure.
  useEffect(() => {
    if (getValues("game") === "" && games[0]) {
      setValue("game", games[0].code);
      setValue("betting", defaultOpenTable(board, games[0].code).betting);
      setValue("chip", defaultOpenTable(board, games[0].code).chip);
    }
  }, [games, board, getValues, setValue]);

  // Where the house takes a drop (the schedule says), the drop's rules apply; elsewhere time's.
  const dropGame = schedule.data?.rates.some((r) => r.game === game && r.mode === "pot_drop") ?? false;
  const rules = tableRules(game, values.betting ?? "no_limit", dropGame);
  const request = useMemo(() => toOpenTable(values, dropGame), [values, dropGame]);
  const [asked] = useDebouncedValue(request === null ? null : JSON.stringify(request), PREVIEW_AFTER_MS);
  const preview = useTablePreview(asked === null ? null : (JSON.parse(asked) as OpenTable));

  const submit = handleSubmit((v) => {
    const req = toOpenTable(v, dropGame);
    if (!req) return;
    open.mutate([req], {
      onSuccess: (table) => {
        onOpened?.(table);
        onClose();
      },
    });
  });

  const rated = games.find((g) => g.code === game)?.rated ?? true;
  // The room's error is said once: by the refusal when the press was refused, else by the
  // preview. The field it is about is outlined.
  const previewError = preview.isError ? preview.error : null;
  const refused = open.error ?? previewError;
  const outlined = refusedField(refused);
  return (
    <form onSubmit={submit} noValidate aria-describedby="open-table-preview">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t("openTable.name")} size="md" {...register("name")} error={formState.errors.name?.message} />
          <NativeSelect
            label={t("openTable.game")}
            size="md"
            {...register("game", {
              onChange: (e: { target: { value: string } }) => {
                const usual = defaultOpenTable(board, e.target.value as GameCode);
                setValue("betting", usual.betting);
                // The game's usual chip (Pan 0.25, the banked game 0.10): its default stakes then fit.
                setValue("chip", usual.chip);
              },
            })}
            error={formState.errors.game?.message}
            data={[
              ...(games.length === 0 ? [{ value: "", label: schedule.isPending ? t("openTable.readingGames") : t("openTable.noGames") }] : []),
              ...games.map((g) => ({ value: g.code, label: g.rated ? g.name : t("openTable.unrated", { game: g.name }) })),
            ]}
          />
        </SimpleGrid>
        {choosesStructure(game) && (
          <SegmentedField control={control} name="betting" id="open-table-structure" label={t("openTable.structure")} data={BETTING_CHOICES} />
        )}
        <SimpleGrid cols={4} spacing="sm">
          {game !== "" && showsBlinds(game) && (
            <>
              <Money label={t("openTable.smallBlind")} field="smallBlind" form={form} outlined={outlined} />
              <Money label={t("openTable.bigBlind")} field="bigBlind" form={form} outlined={outlined} />
            </>
          )}
          {game !== "" && showsBets(game, values.betting ?? "no_limit") && (
            <>
              <Money label={t("openTable.smallBet")} field="smallBet" form={form} outlined={outlined} />
              <Money label={t("openTable.bigBet")} field="bigBet" form={form} outlined={outlined} />
            </>
          )}
          <Money label={t("openTable.ante")} field="ante" form={form} description={t("openTable.anteHint")} outlined={outlined} />
          <Money label={t("openTable.chip")} field="chip" form={form} description={t("openTable.chipHint")} outlined={outlined} />
          <CountInput label={t("openTable.seatLimit")} description={t("openTable.seatLimitHint")} error={formState.errors.seatLimit?.message} {...register("seatLimit")} />
          <Money
            label={t("openTable.rate")}
            field="rate"
            form={form}
            outlined={outlined}
            description={rated ? t("openTable.rateHint") : t("openTable.rateRequired")}
          />
        </SimpleGrid>
        <TableRules form={form} rules={rules} />
        <Preview request={request} preview={preview} saidBelow={sameError(previewError, open.error)} />
        <DialogActions refusalId="open-table-refusal" onCancel={onClose} command={open}>
          {t("openTable.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}

type Form = ReturnType<typeof useForm<OpenTableValues>>;

/**
 * The table's rules beyond its stakes, each offered only for the games it applies to: the
 * drop (no flop, no drop; from the pot or the button), the button (moving or dead), the cap on
 * bets at a fixed-limit table, the collection's interval, Five Card Draw's joker, Low Ball's
 * sevens rule and required kill. Every one has the room's usual default.
 */
function TableRules({ form, rules }: { form: Form; rules: ReturnType<typeof tableRules> }) {
  const { t } = useTranslation("floor", { keyPrefix: "openTable.rules" });
  const { register, formState } = form;
  if (!rules.drop && !rules.button && !rules.cap && !rules.interval && !rules.joker && !rules.lowball) return null;
  /** A rule with two ways, chosen from a list. */
  const choice = (label: string, name: "dropMode" | "buttonRule" | "sevens", data: { value: string; label: string }[]) => (
    <NativeSelect label={label} size="md" {...register(name)} data={data} />
  );
  /** A rule that holds or not. */
  const flag = (label: string, name: "noFlopNoDrop" | "joker" | "requiredKill") => <Checkbox size="md" mt="xl" label={label} {...register(name)} />;
  return (
    <fieldset className="table-rules">
      <legend>{t("legend")}</legend>
      <SimpleGrid cols={3} spacing="sm">
        {rules.drop &&
          choice(t("dropTaken"), "dropMode", [
            { value: "pot_drop", label: t("fromEachPot") },
            { value: "button_drop", label: t("fromButton") },
          ])}
        {rules.drop && flag(t("noFlopNoDrop"), "noFlopNoDrop")}
        {rules.button &&
          choice(t("button"), "buttonRule", [
            { value: "moving", label: t("moving") },
            { value: "dead", label: t("dead") },
          ])}
        {rules.cap && (
          <CountInput
            label={t("betsPerRound")}
            description={t("betsPerRoundHint")}
            error={formState.errors.betsPerRound?.message}
            {...register("betsPerRound")}
          />
        )}
        {rules.interval && (
          <CountInput label={t("interval")} description={t("intervalHint")} error={formState.errors.interval?.message} {...register("interval")} />
        )}
        {rules.joker && flag(t("joker"), "joker")}
        {rules.lowball &&
          choice(t("sevens"), "sevens", [
            { value: "void_post_draw", label: t("voidPostDraw") },
            { value: "forfeit_pot", label: t("forfeitPot") },
          ])}
        {rules.lowball && flag(t("requiredKill"), "requiredKill")}
      </SimpleGrid>
    </fieldset>
  );
}
type MoneyField = "smallBlind" | "bigBlind" | "smallBet" | "bigBet" | "ante" | "chip" | "rate";

/** The refused field each amount answers for. */
const REFUSED_AS: Partial<Record<MoneyField, RefusedField>> = { chip: "chip", rate: "rate" };

/** An amount typed in dollars (sent as cents); outlined when the room's refusal is about it. */
function Money({
  label,
  field,
  form,
  description,
  outlined,
}: {
  label: string;
  field: MoneyField;
  form: Form;
  description?: string;
  outlined: RefusedField | null;
}) {
  return (
    <DollarsInput
      label={label}
      description={description}
      error={form.formState.errors[field]?.message ?? (outlined !== null && REFUSED_AS[field] === outlined ? true : undefined)}
      {...form.register(field)}
    />
  );
}

/**
 * What the schedule resolves for the form as it stands, or why the room would refuse it (unless
 * the refusal below already says it: `saidBelow`).
 */
function Preview({ request, preview, saidBelow }: { request: OpenTable | null; preview: ReturnType<typeof useTablePreview>; saidBelow: boolean }) {
  const { t } = useTranslation("floor", { keyPrefix: "openTable.preview" });
  let body;
  if (request === null) {
    body = <Text size="sm">{t("fill")}</Text>;
  } else if (preview.isError && saidBelow) {
    body = <Text size="sm">{t("refused")}</Text>;
  } else if (preview.isError) {
    const e = preview.error;
    body = (
      <div data-code={e.code}>
        <Text size="sm" fw={600} c="var(--cr-bad)">
          {refusalWords(e)}
        </Text>
        <ErrorDetails error={e} />
      </div>
    );
  } else if (preview.data) {
    const p = preview.data;
    body = (
      <div data-code="ok">
        <Text size="sm">
          <strong>{p.name}</strong> · {gameName(p.game)} <span className="num">{p.stakes}</span> · {t("seats", { count: p.seat_limit })}
        </Text>
        <Text size="sm">
          {t("collection")} <strong id="open-table-collection">{collectionWords(p.collection)}</strong>
        </Text>
        {p.drop_warning !== null && (
          <Text size="sm" fw={600} c="var(--cr-warn)" id="open-table-drop-warning">
            <span aria-hidden="true">⚠ </span>
            {dropShortWords(p.drop_warning)}
          </Text>
        )}
      </div>
    );
  } else {
    body = <Text size="sm">{t("asking")}</Text>;
  }
  return (
    <section id="open-table-preview" className="open-table-preview" aria-live="polite" aria-label={t("label")}>
      {body}
    </section>
  );
}
