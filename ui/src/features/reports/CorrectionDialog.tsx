import { useState } from "react";
import { Button, Group, Modal, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useCorrectCollection, type AdjustmentDto, type Mark, type NotPaidReason } from "../../api";
import { RefusalAlert } from "../../components/RefusalAlert";
import { PinField, pinReady } from "../../components/PinField";
import { refusalWords } from "../../lib/refusals";
import { NOT_PAID_REASONS } from "./words";

/** The collection to correct, and what the floor sees about it. */
export type CorrectionTarget = { collectionId: number; what: string };

/**
 * A closed shift's collection marked again, after the fact: the mark it should have had, a
 * reason for the audit log, and the floor manager's PIN. The room records an adjustment; the
 * report shows it apart from what was recorded.
 */
export function CorrectionDialog({ target, onClose, onDone }: { target: CorrectionTarget | null; onClose: () => void; onDone: (a: AdjustmentDto) => void }) {
  const correct = useCorrectCollection();
  const [status, setStatus] = useState<"paid" | "not_paid">("paid");
  const [notPaid, setNotPaid] = useState<NotPaidReason>("sitting_out");
  const [reason, setReason] = useState("");
  const [pin, setPin] = useState("");
  const [tried, setTried] = useState(false);
  const dismiss = () => {
    setStatus("paid");
    setReason("");
    setPin("");
    setTried(false);
    correct.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!target || reason.trim() === "" || !pinReady(pin)) return;
    const mark: Mark = status === "paid" ? { status: "paid" } : { status: "not_paid", reason: notPaid };
    correct.mutate([pin, { collection_id: target.collectionId, mark, reason: reason.trim() }], {
      onSuccess: (adjustment) => {
        dismiss();
        onDone(adjustment);
      },
      onError: () => setPin(""),
    });
  };
  return (
    <Modal className="reports-dialog" opened={target !== null} onClose={dismiss} title="Correct a collection" centered size="lg" closeButtonProps={{ "aria-label": "Close the dialog", size: "xl" }}>
      <form
        id="correction-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" fw={600} id="correction-what">
            {target?.what}
          </Text>
          <Radio.Group label="What should the mark have been?" value={status} onChange={(v) => setStatus(v as "paid" | "not_paid")}>
            <Group gap="lg" mt={4}>
              <Radio value="paid" label="Paid" id="correction-paid" />
              <Radio value="not_paid" label="Not paid" id="correction-not-paid" />
            </Group>
          </Radio.Group>
          {status === "not_paid" && (
            <NativeSelect
              id="correction-not-paid-reason"
              label="Why it was not paid"
              value={notPaid}
              onChange={(e) => setNotPaid(e.currentTarget.value as NotPaidReason)}
              data={NOT_PAID_REASONS.map((r) => ({ value: r.value, label: r.label }))}
              w={280}
            />
          )}
          <TextInput
            id="correction-reason"
            label="Reason for the correction"
            description="Kept in the audit log with your name"
            withAsterisk
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried && reason.trim() === "" ? "Say why the mark is corrected." : undefined}
          />
          <PinField id="correction-pin" value={pin} onChange={setPin} />
          {tried && !pinReady(pin) && !correct.error && (
            <Text size="sm" c="red.9">
              Type your PIN: 4 to 8 digits.
            </Text>
          )}
          {correct.error && (
            <RefusalAlert id="correction-refusal" className="refusal" error={correct.error} heading={refusalWords(correct.error)} dense />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button type="submit" loading={correct.isPending}>
              Correct
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
