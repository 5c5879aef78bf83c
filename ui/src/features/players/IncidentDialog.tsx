// A self-excluded patron found playing: the floor picks his table and seat, says what happened
// and what was withheld from him (a jackpot, a prize); the room removes him from the seat (his
// chips cashed out, never while a hand is dealt there) and keeps the incident for the notice to
// the Bureau.
import { NativeSelect, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useFloorBoard, useRecordIncident, type IncidentView, type NoticeView } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { t } from "../../i18n";
import { filledText, z } from "../../lib/zod";

const schema = z.object({
  seat: z.string().min(1, { error: () => t("players:incident.errors.seat") }),
  what: filledText(() => t("players:incident.errors.what")),
  withheld: z.string().trim().max(500),
});
type Values = z.input<typeof schema>;

/** Records that the patron of `notice` was found playing; `onDone` gets the incident. */
export function IncidentDialog({ notice, opened, onClose, onDone }: { notice: NoticeView; opened: boolean; onClose: () => void; onDone: (i: IncidentView) => void }) {
  const { t } = useTranslation("players");
  return (
    <Dialog opened={opened} onClose={onClose} size="lg" className="players-dialog" title={t("incident.title", { name: notice.name, reference: notice.reference })}>
      {opened && <IncidentForm notice={notice} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function IncidentForm({ notice, onClose, onDone }: { notice: NoticeView; onClose: () => void; onDone: (i: IncidentView) => void }) {
  const { t } = useTranslation("players");
  const board = useFloorBoard();
  const record = useRecordIncident();
  const seats = (board.data?.tables ?? []).flatMap((tb) =>
    tb.seats.map((s) => ({ value: `${tb.table.id}:${s.seat_no}`, label: t("incident.seatOption", { table: tb.table.name, seat: s.seat_no, name: s.player_name }) })),
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { seat: "", what: "", withheld: "" } });
  const errors = form.formState.errors;
  const changed = { onChange: () => record.reset() };
  const submit = form.handleSubmit((v) => {
    const [tableId, seatNo] = v.seat.split(":").map(Number) as [number, number];
    record.mutate([tableId, seatNo, notice.id, v.what.trim(), v.withheld.trim() || null], { onSuccess: onDone });
  });
  return (
    <form noValidate onSubmit={submit} id="incident-form">
      <Stack gap="sm">
        <Text size="sm">{t("incident.intro")}</Text>
        <NativeSelect
          id="incident-seat"
          label={t("incident.seat")}
          size="md"
          withAsterisk
          error={errors.seat?.message}
          data={[{ value: "", label: t("incident.pickSeat") }, ...seats]}
          {...form.register("seat", changed)}
        />
        <Textarea id="incident-what" label={t("incident.what")} description={t("incident.whatHint")} withAsterisk rows={2} error={errors.what?.message} {...form.register("what", changed)} />
        <TextInput id="incident-withheld" label={t("incident.withheld")} description={t("incident.withheldHint")} autoComplete="off" error={errors.withheld?.message} {...form.register("withheld", changed)} />
        <DialogActions refusalId="incident-refusal" onCancel={onClose} command={record} color="red.9">
          {t("incident.submit")}
        </DialogActions>
      </Stack>
    </form>
  );
}
