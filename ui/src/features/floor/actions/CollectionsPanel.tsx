import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Button, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { filledText, z } from "../../../lib/zod";
import {
  useCompCollection,
  useCollectionsDue,
  useIsFloor,
  useMarkCollection,
  type CollectionDto,
  type FloorBoard,
} from "../../../api";
import { formatDollars } from "../../../lib/money";
import { clockTime } from "../../../lib/time";
import { markChoicesFor } from "../../../lib/collectionMarks";
import { markWords } from "../../../lib/chipWords";
import { PlainColumnHeads } from "../../../components/ColumnHeads";
import { DialogActions } from "../../../components/DialogActions";
import { Refusal } from "../../../components/Refusal";

type Props = {
  board: FloorBoard;
  /** One table's collections; all tables' when absent. */
  tableId?: number;
};

/** A collection's name on the page: its id once recorded, else the table, time and seating. */
export function collectionName(c: CollectionDto): string {
  return c.id !== null ? String(c.id) : `${c.table_id}-${c.due_at}-${c.seat_no}`;
}

/**
 * The time collections fallen due (at one table or all): each exists from its due time, read
 * from the room's clock, so nothing records them. Mark each one paid (from the player's stack,
 * or in cash), or not paid because the player sat out, left, or was comped by the floor. What
 * the room made of the last mark is said above the list: the stack after it, or that the stack
 * could not cover it.
 */
export function CollectionsPanel({ board, tableId }: Props) {
  const { t } = useTranslation("floor");
  const scope = tableId ?? null;
  const due = useCollectionsDue(scope, board.at);
  const tableName = (id: number) => board.tables.find((x) => x.table.id === id)?.table.name ?? t("collections.table", { id });
  const list = due.data ?? [];
  const headingId = `collections-${scope ?? "all"}-title`;
  const [marked, setMarked] = useState<string | null>(null);
  return (
    <section className="collections-panel" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {scope !== null ? t("collections.titleAt", { table: tableName(scope) }) : t("collections.title")}
      </Title>
      {due.error && <Refusal id={`${headingId}-read`} error={due.error} />}
      {marked && (
        <Text size="sm" role="status" mb="xs" fw={600} id={`${headingId}-marked`}>
          {marked}
        </Text>
      )}
      {due.isPending ? (
        <Text size="sm">{t("collections.reading")}</Text>
      ) : list.length === 0 ? (
        <Text size="sm" id={`${headingId}-empty`}>
          {t("collections.nothing")}
        </Text>
      ) : (
        <table className="collections-list" aria-labelledby={headingId}>
          <PlainColumnHeads
            columns={[
              t("collections.columns.table"),
              t("collections.columns.seat"),
              t("collections.columns.player"),
              t("collections.columns.due"),
              t("collections.columns.amount"),
              t("collections.columns.mark"),
            ]}
          />
          <tbody>
            {list.map((c) => (
              <CollectionRow key={collectionName(c)} c={c} tableName={tableName(c.table_id)} onMarked={setMarked} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CollectionRow({ c, tableName, onMarked }: { c: CollectionDto; tableName: string; onMarked: (words: string) => void }) {
  const { t } = useTranslation("floor");
  const mark = useMarkCollection();
  const comp = useCompCollection();
  const [comping, setComping] = useState(false);
  // Only a floor manager may comp a collection: a dealer is not offered it.
  const floor = useIsFloor();
  const marks = markChoicesFor(floor);
  const name = collectionName(c);
  const refusalId = `collection-${name}-refusal`;
  const who = t("collections.who", { seat: c.seat_no, name: c.player_name, time: clockTime(c.due_at) });
  return (
    <tr data-collection={name}>
      <td>{tableName}</td>
      <td className="num">{c.seat_no}</td>
      <td>{c.player_name}</td>
      <td className="num">{clockTime(c.due_at)}</td>
      <td className="num">{formatDollars(c.amount_cents)}</td>
      <td>
        <Group gap={6} wrap="wrap" role="group" aria-label={t("collections.markWho", { who })}>
          {marks.map((m) => (
            <Button
              key={m.value}
              size="xs"
              h={32}
              variant={m.mark.status === "paid" ? "filled" : "default"}
              disabled={mark.isPending}
              aria-describedby={mark.error ? refusalId : undefined}
              // Not `mutate`'s own callback: the row leaves the list as the room's change arrives.
              aria-haspopup={m.value === "comped" ? "dialog" : undefined}
              onClick={() =>
                m.value === "comped"
                  ? setComping(true)
                  : mark.mutateAsync([c.key, m.mark]).then(
                      (answer) => onMarked(markWords(answer, m.mark)),
                      () => {},
                    )
              }
            >
              {m.label}
            </Button>
          ))}
        </Group>
        <Refusal id={refusalId} error={mark.error} />
        <CompDialog
          who={who}
          opened={comping}
          onClose={() => setComping(false)}
          onComp={(reason) =>
            comp.mutateAsync([c.key, reason]).then((answer) => {
              setComping(false);
              onMarked(t("collections.compReason", { words: markWords(answer, { status: "not_paid", reason: "comped" }), reason }));
            })
          }
          error={comp.error}
          busy={comp.isPending}
        />
      </td>
    </tr>
  );
}

// The button waits for a reason: nothing to say beside the field.
const compSchemaOf = (t: TFunction<"floor">) => z.object({ reason: filledText(t("collections.sayWhy")) });
type Comp = z.input<ReturnType<typeof compSchemaOf>>;

/**
 * A comp asks why: the floor manager's reason goes with it into the audit trail (the room
 * refuses a comp without one). A refusal is shown in the dialog; nothing changes.
 */
function CompDialog({
  who,
  opened,
  onClose,
  onComp,
  error,
  busy,
}: {
  who: string;
  opened: boolean;
  onClose: () => void;
  onComp: (reason: string) => Promise<void>;
  error: Parameters<typeof Refusal>[0]["error"];
  busy: boolean;
}) {
  const { t } = useTranslation("floor");
  const compSchema = useMemo(() => compSchemaOf(t), [t]);
  const form = useForm<Comp>({ resolver: zodResolver(compSchema), defaultValues: { reason: "" } });
  const reason = form.watch("reason");
  const submit = form.handleSubmit((v) => onComp(v.reason).catch(() => {}));
  const id = `comp-${who.replace(/\W+/g, "-")}`;
  return (
    <Modal opened={opened} onClose={onClose} title={t("collections.compTitle", { who })} centered closeButtonProps={{ "aria-label": t("collections.closeDialog") }}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t("collections.whyComped")}
            size="md"
            {...form.register("reason")}
            error={reason.trim() === "" ? undefined : null}
            data-autofocus
          />
          <Refusal id={`${id}-refusal`} error={error} />
          <DialogActions size="md" onCancel={onClose} disabled={reason.trim() === ""} loading={busy}>
            {t("collections.compIt")}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
