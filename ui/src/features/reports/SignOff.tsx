import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSignOffShift, type ShiftDto } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { dateTimeText } from "../../lib/time";
import { FormPinField, floorPin, pinReady } from "../../components/PinField";
import { z } from "../../lib/zod";

const schema = z.object({ pin: floorPin });
type Values = z.input<typeof schema>;

/**
 * The shift's sign-off: who signed it and when, or (closed, not yet signed) the floor
 * manager's PIN to sign it. Signing locks nothing more: the closed shift is already locked,
 * and nothing deletes it; later changes go through adjustments.
 */
export function SignOff({ shift, onSigned }: { shift: ShiftDto; onSigned: (signed: ShiftDto) => void }) {
  const signOff = useSignOffShift();
  const [asking, setAsking] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { pin: "" } });
  const pin = form.watch("pin");
  if (shift.closed_at === null) {
    return (
      <Text size="sm" id="sign-off-state" data-state="open">
        Shift {shift.id} is still open: close it on the Floor screen, then sign it off here.
      </Text>
    );
  }
  if (shift.signed_off_at && shift.signed_off_by) {
    return (
      <Text size="sm" id="sign-off-state" data-state="signed" fw={600} className="signed-off">
        <span aria-hidden="true">✓ </span>Signed off by {shift.signed_off_by} at {dateTimeText(shift.signed_off_at)}
      </Text>
    );
  }
  const dismiss = () => {
    setAsking(false);
    form.reset({ pin: "" });
    signOff.reset();
  };
  const submit = form.handleSubmit((v) => {
    signOff.mutate([shift.id, v.pin], {
      onSuccess: (signed) => {
        dismiss();
        onSigned(signed);
      },
      onError: () => form.setValue("pin", ""),
    });
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" id="sign-off-state" data-state="unsigned" className="unsigned">
        <span aria-hidden="true">! </span>Not signed off
      </Text>
      <Button size="sm" className="screen-only" aria-haspopup="dialog" onClick={() => setAsking(true)}>
        Sign off…
      </Button>
      <Dialog className="reports-dialog" opened={asking} onClose={dismiss} title={`Sign off shift ${shift.id}`} >
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              Signing off says you have checked this report. It stays as it is; later corrections show as adjustments.
            </Text>
            {/* Sign off waits for the whole PIN: nothing to say beside the field. */}
            <FormPinField control={form.control} name="pin" id="sign-off-pin" autofocus quiet />
            <DialogActions size={null} refusalId="sign-off-refusal" onCancel={dismiss} command={signOff} disabled={!pinReady(pin)}>
              Sign off
            </DialogActions>
          </Stack>
        </form>
      </Dialog>
    </Group>
  );
}
