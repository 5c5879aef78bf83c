import { useState, type ReactNode } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSignOffShift, type Discrepancy, type IpcError, type ShiftDto } from "../../api";
import { Dialog } from "../../components/Dialog";
import { DialogActions } from "../../components/DialogActions";
import { dateTimeText } from "../../lib/time";
import { FormPinField, floorPin, pinReady } from "../../components/PinField";
import { z } from "../../lib/zod";
import { openDiscrepanciesText } from "./format";

const schema = z.object({ pin: floorPin });
type Values = z.input<typeof schema>;

/**
 * The shift's sign-off: who signed it and when, or (closed, not yet signed) the floor
 * manager's PIN to sign it (`canSign`: the floor; anyone else sees the state only). Signing
 * locks nothing more: the closed shift is already locked, and nothing deletes it; later
 * changes go through adjustments. The dialog names the shift's `discrepancies` still open
 * (the whole shift's, not a filtered report's) before the PIN: it informs, the room decides.
 */
export function SignOff({
  shift,
  onSigned,
  canSign = true,
  discrepancies,
}: {
  shift: ShiftDto;
  onSigned: (signed: ShiftDto) => void;
  canSign?: boolean;
  /** The shift's discrepancies (null: not read yet, nothing is said). */
  discrepancies: Discrepancy[] | null;
}) {
  const { t } = useTranslation("reports");
  const signOff = useSignOffShift();
  const [asking, setAsking] = useState(false);
  if (shift.closed_at === null) {
    return (
      <Text size="sm" id="sign-off-state" data-state="open">
        {t("signOff.stillOpen", { id: shift.id })}
      </Text>
    );
  }
  if (shift.signed_off_at && shift.signed_off_by) {
    return (
      <Text size="sm" id="sign-off-state" data-state="signed" fw={600} className="signed-off">
        <span aria-hidden="true">✓ </span>
        {t("signatures.signedOff", { name: shift.signed_off_by, time: dateTimeText(shift.signed_off_at) })}
      </Text>
    );
  }
  const dismiss = () => {
    setAsking(false);
    signOff.reset();
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" id="sign-off-state" data-state="unsigned" className="unsigned">
        <span aria-hidden="true">! </span>
        {t("signatures.notSignedOff")}
      </Text>
      {canSign && (
        <Button size="sm" className="screen-only" aria-haspopup="dialog" onClick={() => setAsking(true)}>
          {t("signOff.button")}
        </Button>
      )}
      <SignDialog
        opened={asking}
        title={t("signOff.title", { id: shift.id })}
        pinId="sign-off-pin"
        refusalId="sign-off-refusal"
        command={signOff}
        onCancel={dismiss}
        onSign={(pin, done) =>
          signOff.mutate([shift.id, pin], {
            onSuccess: (signed) => {
              dismiss();
              onSigned(signed);
            },
            onError: done,
          })
        }
        action={t("signOff.action")}
        warning={warningOf("sign-off-open", discrepancies && openDiscrepanciesText(discrepancies), t("signOff.openAfter"))}
      >
        {t("signOff.explain")}
      </SignDialog>
    </Group>
  );
}

/** A dialog's warning: what is still open (`text`, none: nothing to say) and what signing does about it. */
export const warningOf = (id: string, text: string | null, after: string) => (text ? { id, text: `${text} ${after}` } : null);

/**
 * A signature's dialog (the floor's sign-off, the cage's counter-signature): what signing
 * means (`children`), what is still open (`warning`, said before the PIN; it does not stop the
 * signature), the signer's PIN, the room's refusal beside the button. `onSign` sends the PIN;
 * `done` clears the PIN after a refusal.
 */
export function SignDialog({
  opened,
  title,
  pinId,
  refusalId,
  command,
  onCancel,
  onSign,
  action,
  warning = null,
  children,
}: {
  opened: boolean;
  title: string;
  pinId: string;
  refusalId: string;
  command: { error: IpcError | null; isPending: boolean };
  onCancel: () => void;
  onSign: (pin: string, done: () => void) => void;
  action: string;
  warning?: { id: string; text: string } | null;
  children: ReactNode;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { pin: "" } });
  const pin = form.watch("pin");
  const cancel = () => {
    form.reset({ pin: "" });
    onCancel();
  };
  const submit = form.handleSubmit((v) => onSign(v.pin, () => form.setValue("pin", "")));
  return (
    <Dialog className="reports-dialog" opened={opened} onClose={cancel} title={title}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{children}</Text>
          {warning && (
            <Text size="sm" id={warning.id} className="sign-warning" data-state="open">
              <span aria-hidden="true">! </span>
              {warning.text}
            </Text>
          )}
          {/* Signing waits for the whole PIN: nothing to say beside the field. */}
          <FormPinField control={form.control} name="pin" id={pinId} autofocus quiet />
          <DialogActions size={null} refusalId={refusalId} onCancel={cancel} command={command} disabled={!pinReady(pin)}>
            {action}
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
