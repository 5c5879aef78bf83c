// A seated player's chips: an add-on (the dealer at his table or the floor), and the floor's
// correction of a stack to the chips counted on the felt (his PIN and a reason). The add-on's
// form is shared with the dealer's seat panel (features/dealer/SeatPanel.tsx).
import { useState } from "react";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useAddChips, useCorrectChips, type BuyIn, type SeatChips, type SeatDto } from "../../api";
import { parseDollars } from "../../lib/dollars";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { PinField, pinReady } from "../reports/PinField";
import { addedWords, maximumWords } from "./chipWords";
import { Refusal } from "./Refusal";

const DOLLARS_HINT = "Type dollars, such as 50 or 20.50";

/** Typed dollars as cents above zero, or `null`. */
function positiveCents(text: string): number | null {
  const cents = parseDollars(text);
  return cents !== null && cents > 0 ? cents : null;
}

type AddProps = {
  seat: SeatDto;
  buyIn: BuyIn;
  /** `id` prefix, unique on the screen. */
  id: string;
  /** The console's large targets, or the floor's dialog. */
  size?: "md" | "lg";
  /** The field takes the focus when the form appears. */
  autofocus?: boolean;
  onAdded?: (answer: SeatChips) => void;
};

/**
 * Chips a seated player buys: the amount in dollars, with the table's maximum shown. The room
 * decides: on his stack now, or, while he is in the hand being dealt, after it ("+50.00 after
 * this hand"); an amount past the maximum is refused, in words.
 */
export function AddChipsForm({ seat, buyIn, id, size = "md", autofocus = false, onAdded }: AddProps) {
  const add = useAddChips();
  const [amount, setAmount] = useState("");
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cents = positiveCents(amount);
  const refusalId = `${id}-refusal`;
  const submit = () => {
    setTried(true);
    setDone(null);
    if (cents === null) return;
    add.mutate([{ table_id: seat.table_id, seat_no: seat.seat_no, amount_cents: cents }], {
      onSuccess: (answer) => {
        setDone(addedWords(cents, answer));
        setAmount("");
        setTried(false);
        onAdded?.(answer);
      },
    });
  };
  const h = size === "lg" ? 48 : 44;
  return (
    <form
      className="add-chips"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextInput
        id={`${id}-amount`}
        label="Chips to add"
        description={maximumWords(buyIn)}
        inputWrapperOrder={["label", "input", "description", "error"]}
        size={size}
        inputMode="decimal"
        autoComplete="off"
        leftSection={<span aria-hidden="true">$</span>}
        value={amount}
        onChange={(e) => {
          setAmount(e.currentTarget.value);
          setDone(null);
          add.reset();
        }}
        error={tried && cents === null ? DOLLARS_HINT : undefined}
        data-autofocus={autofocus || undefined}
        styles={{ input: { height: h, minHeight: h } }}
        // The button sits beside the field, under its label.
        inputContainer={(field) => (
          <div className="add-chips-row">
            <div className="add-chips-field">{field}</div>
            <Button
              type="submit"
              h={h}
              size={size}
              loading={add.isPending}
              aria-describedby={add.error ? refusalId : undefined}
              data-action="add-chips"
            >
              Add chips
            </Button>
          </div>
        )}
      />
      <Refusal id={refusalId} error={add.error} />
      {done && (
        <Text size="sm" fw={700} role="status" className="chips-done" data-field="added">
          {done}
        </Text>
      )}
    </form>
  );
}

/** The floor's dialog for an add-on, from the seat's menu. */
export function AddChipsDialog({ seat, tableName, buyIn, opened, onClose }: { seat: SeatDto; tableName: string; buyIn: BuyIn; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close the dialog", size: "xl" }}
      opened={opened}
      onClose={onClose}
      className="chips-dialog"
      title={`Add chips for ${seat.player_name} (${tableName}, seat ${seat.seat_no})`}
      centered
    >
      {opened && (
        <Stack gap="sm">
          <Text size="sm">
            Stack now {formatDollars(seat.stack_cents)}
            {seat.pending_add_on_cents > 0 && `, ${formatSignedDollars(seat.pending_add_on_cents)} waiting for the end of the hand`}.
          </Text>
          <AddChipsForm seat={seat} buyIn={buyIn} id={`add-chips-${seat.table_id}-${seat.seat_no}`} autofocus />
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The floor sets a stack to the chips counted on the felt: the count, a reason for the audit
 * log, and the floor manager's PIN. The room records the difference as a correction, shown in
 * the report's chips.
 */
export function CorrectChipsDialog({ seat, tableName, opened, onClose }: { seat: SeatDto; tableName: string; opened: boolean; onClose: () => void }) {
  const correct = useCorrectChips();
  const [count, setCount] = useState("");
  const [reason, setReason] = useState("");
  const [pin, setPin] = useState("");
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const id = `correct-chips-${seat.table_id}-${seat.seat_no}`;
  const counted = parseDollars(count);
  const dismiss = () => {
    setCount("");
    setReason("");
    setPin("");
    setTried(false);
    setDone(null);
    correct.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (counted === null || reason.trim() === "" || !pinReady(pin)) return;
    correct.mutate([pin, { table_id: seat.table_id, seat_no: seat.seat_no, stack_cents: counted, reason: reason.trim() }], {
      onSuccess: (answer) => {
        setDone(`${answer.seat.player_name}'s stack is now ${formatDollars(answer.seat.stack_cents)}, as counted.`);
        setPin("");
      },
      onError: () => setPin(""),
    });
  };
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close the dialog", size: "xl" }}
      opened={opened}
      onClose={dismiss}
      className="chips-dialog"
      title={`Correct ${seat.player_name}'s chips (${tableName}, seat ${seat.seat_no})`}
      centered
    >
      {done ? (
        <Stack gap="sm">
          <Text fw={700} role="status" id={`${id}-done`}>
            {done}
          </Text>
          <Group justify="flex-end">
            <Button size="lg" onClick={dismiss} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              The room holds {formatDollars(seat.stack_cents)} for this seat. Count the chips in front of the player and type what you
              counted: the difference is kept as a correction, in the report and the audit log.
            </Text>
            <TextInput
              id={`${id}-count`}
              label="Chips counted"
              size="md"
              inputMode="decimal"
              autoComplete="off"
              withAsterisk
              leftSection={<span aria-hidden="true">$</span>}
              value={count}
              onChange={(e) => setCount(e.currentTarget.value)}
              error={tried && counted === null ? "Type dollars, such as 280 or 0" : undefined}
              data-autofocus
            />
            <TextInput
              id={`${id}-reason`}
              label="Reason"
              description="Kept in the audit log with your name"
              size="md"
              withAsterisk
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={tried && reason.trim() === "" ? "Say why the stack is corrected." : undefined}
            />
            <PinField id={`${id}-pin`} value={pin} onChange={setPin} />
            {tried && !pinReady(pin) && !correct.error && (
              <Text size="sm" c="red.9">
                Type your PIN: 4 to 8 digits.
              </Text>
            )}
            <Refusal id={`${id}-refusal`} error={correct.error} />
            <Group justify="flex-end" gap="sm">
              <Button size="lg" variant="default" onClick={dismiss}>
                Cancel
              </Button>
              <Button size="lg" type="submit" loading={correct.isPending} aria-describedby={correct.error ? `${id}-refusal` : undefined}>
                Set the stack
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
