import { useMemo } from "react";
import { Stack, Text } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useRequestSeatChange, type BoardTable, type FloorBoard, type SeatDto } from "../../../api";
import { Dialog } from "../../../components/Dialog";
import { DialogActions } from "../../../components/DialogActions";
import { FormSelect } from "../../../components/FormSelect";
import { gameName } from "../../../lib/games";
import { z } from "../../../lib/zod";

type Props = { seat: SeatDto; table: BoardTable; board: FloorBoard; opened: boolean; onClose: () => void };

/**
 * A seated player asks for another seat: at his own table (another seat there) or at another open
 * table. He goes on that table's seat-change list, after those already on it; the board shows it
 * on the table's card. A refusal (already on that list) is shown beside the button.
 */
export function SeatChangeDialog({ seat, table, board, opened, onClose }: Props) {
  const { t } = useTranslation("floor");
  return (
    <Dialog opened={opened} onClose={onClose} title={t("seatChange.title", { name: seat.player_name, table: table.table.name, seat: seat.seat_no })}>
      {opened && <SeatChangeForm seat={seat} table={table} board={board} onClose={onClose} />}
    </Dialog>
  );
}

const schema = z.object({ toTable: z.string().min(1) });
type Ask = z.input<typeof schema>;

function SeatChangeForm({ seat, table, board, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation("floor");
  const ask = useRequestSeatChange();
  // His own table first (another seat there), then every other open table.
  const targets = useMemo(() => [table, ...board.tables.filter((x) => x.table.id !== table.table.id)], [table, board.tables]);
  const form = useForm<Ask>({ resolver: zodResolver(schema), defaultValues: { toTable: String(targets[1]?.table.id ?? table.table.id) } });
  const refusalId = `seat-change-${table.table.id}-${seat.seat_no}-refusal`;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => ask.mutate([Number(v.toTable), table.table.id, seat.seat_no], { onSuccess: onClose }))}>
      <Stack gap="sm">
        <Text size="sm">{t("seatChange.intro")}</Text>
        <FormSelect
          control={form.control}
          name="toTable"
          label={t("seatChange.toTable")}
          data-autofocus
          onPick={() => ask.reset()}
          data={targets.map((x) => {
            const name =
              x.table.id === table.table.id
                ? t("seatChange.thisTable", { table: x.table.name })
                : t("seatChange.table", { table: x.table.name, game: gameName(x.table.game), stakes: x.table.stakes });
            const waiting = x.seat_changes.length;
            return { value: String(x.table.id), label: waiting > 0 ? `${name} (${t("seatChange.onList", { count: waiting })})` : name };
          })}
        />
        <DialogActions refusalId={refusalId} onCancel={onClose} command={ask}>
          {t("seatChange.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
