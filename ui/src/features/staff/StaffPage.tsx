import { Fragment, useState } from "react";
import { Button, Group, Loader, NativeSelect, PasswordInput, SegmentedControl, Table, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { filledText, pinText, z } from "../../lib/zod";
import { modals } from "@mantine/modals";
import { useAddStaff, useSetPin, useSetStaffActive, useSetStaffRole, useStaffList, type IpcError, type Role, type StaffDto } from "../../api";
import { ColumnHeads } from "../../components/ColumnHeads";
import { ProblemAlert } from "../../components/ProblemAlert";
import { refusalWords } from "../../lib/refusals";
import { clockTime, parseRoomTime } from "../../lib/time";
import { roleName } from "../../lib/access";
import { REFUSAL_PLACE, ROLES, aRole, type StaffAction } from "./words";
import "./staff.css";

/** Locked now: the lock's end is still ahead (the room keeps an expired one until the next sign-in). */
const lockedNow = (s: StaffDto, now = Date.now()) => s.locked_until !== null && parseRoomTime(s.locked_until) > now;

function Refusal({ id, error, action, name }: { id: string; error: IpcError; action: StaffAction; name: string }) {
  return (
    <ProblemAlert id={id} error={error} title={refusalWords(error, { place: REFUSAL_PLACE[action], name })} />
  );
}

/** Staff (floor only): add staff, deactivate and reactivate them, set and reset PINs. */
export function StaffPage() {
  const list = useStaffList();
  const setActive = useSetStaffActive();
  const setRole = useSetStaffRole();
  const [pinFor, setPinFor] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ id: number; error: IpcError; action: StaffAction; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = useAddStaff();
  // One outcome shows at a time: each new action clears the last one's notice and refusal, so a
  // stale success never stands beside a new refusal (nor an old refusal beside a new success).
  const clearOutcome = () => {
    setRefused(null);
    setNotice(null);
    add.reset();
  };

  // Deactivating someone stops him signing in: asked once more, never one tap. Reactivating is not.
  const askToggle = (s: StaffDto) => {
    if (!s.active) return toggle(s);
    modals.openConfirmModal({
      title: `Deactivate ${s.name}?`,
      children: <Text size="md">{s.name} will no longer be able to sign in until reactivated. Nothing he recorded changes.</Text>,
      labels: { confirm: `Deactivate ${s.name}`, cancel: "Keep active" },
      confirmProps: { color: "red.9", size: "md" },
      cancelProps: { size: "md" },
      onConfirm: () => toggle(s),
    });
  };

  const toggle = (s: StaffDto) => {
    const action: StaffAction = s.active ? "deactivate" : "reactivate";
    clearOutcome();
    setActive.mutate(
      { staffId: s.id, active: !s.active },
      {
        onSuccess: (changed) => setNotice(changed.active ? `${changed.name} is active again.` : `${changed.name} is inactive and can no longer sign in.`),
        onError: (error) => setRefused({ id: s.id, error, action, name: s.name }),
      },
    );
  };

  const switchRole = (s: StaffDto, role: Role) => {
    clearOutcome();
    setRole.mutate(
      { staffId: s.id, role },
      {
        onSuccess: (changed) => setNotice(`${changed.name} is now ${aRole(changed.role)}.`),
        onError: (error) => setRefused({ id: s.id, error, action: "role", name: s.name }),
      },
    );
  };

  return (
    <section aria-labelledby="staff-title">
      <Title order={1} id="staff-title" mb="sm">
        Staff
      </Title>
      <AddStaffForm add={add} onStart={clearOutcome} onAdded={(s) => setNotice(`${s.name} is added as ${aRole(s.role)}. Set a PIN so ${s.name} can sign in.`)} />
      <div aria-live="polite">
        {notice && (
          <Text id="staff-notice" my="xs" fw={600} c="var(--felt, #0b5d3b)">
            {notice}
          </Text>
        )}
      </div>
      {list.error && <ProblemAlert error={list.error} />}
      {list.isPending && <Loader size="sm" aria-label="Loading" />}
      {list.data && (
        <Table id="staff-list" className="staff-list" withTableBorder verticalSpacing="xs" miw={720} w="auto" aria-labelledby="staff-title">
          <ColumnHeads columns={["Name", "Role", "Status", "PIN", { label: "Actions", hidden: true }]} />
          <Table.Tbody>
            {list.data.map((s) => (
              <Fragment key={s.id}>
                <Table.Tr data-staff={s.name} data-inactive={s.active ? undefined : ""}>
                  <Table.Th scope="row" className="staff-name">
                    {s.name}
                  </Table.Th>
                  <Table.Td data-field="role">
                    {/* One choice, no confirm: the room refuses what it must (the last floor manager, a dealer in the box). */}
                    <NativeSelect
                      id={`staff-role-${s.id}`}
                      size="sm"
                      aria-label={`Role of ${s.name}`}
                      value={s.role}
                      disabled={setRole.isPending && setRole.variables?.staffId === s.id}
                      onChange={(e) => switchRole(s, e.currentTarget.value as Role)}
                      data={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
                      w={150}
                    />
                  </Table.Td>
                  <Table.Td data-field="status">
                    <span className={s.active ? "status active" : "status inactive"}>
                      <span className="status-mark" aria-hidden="true" />
                      {s.active ? "Active" : "Inactive"}
                    </span>
                  </Table.Td>
                  <Table.Td data-field="pin">
                    <PinState staff={s} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="sm"
                        variant={pinFor === s.id ? "filled" : "default"}
                        aria-label={`${s.has_pin ? "Reset PIN" : "Set PIN"} for ${s.name}`}
                        aria-expanded={pinFor === s.id}
                        aria-controls={pinFor === s.id ? `pin-form-${s.id}` : undefined}
                        onClick={() => {
                          clearOutcome();
                          setPinFor(pinFor === s.id ? null : s.id);
                        }}
                      >
                        {s.has_pin ? "Reset PIN" : "Set PIN"}
                      </Button>
                      <Button
                        size="sm"
                        variant="default"
                        className="toggle-active"
                        aria-label={`${s.active ? "Deactivate" : "Reactivate"} ${s.name}`}
                        onClick={() => askToggle(s)} loading={setActive.isPending && setActive.variables?.staffId === s.id}>
                        {s.active ? "Deactivate" : "Reactivate"}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {refused?.id === s.id && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Refusal id="staff-refusal" error={refused.error} action={refused.action} name={refused.name} />
                    </Table.Td>
                  </Table.Tr>
                )}
                {pinFor === s.id && (
                  <Table.Tr>
                    <Table.Td colSpan={5} className="pin-row">
                      <PinForm
                        staff={s}
                        onStart={clearOutcome}
                        onDone={(changed, wasLocked) => {
                          setPinFor(null);
                          setNotice(`PIN ${s.has_pin ? "reset" : "set"} for ${changed.name}${wasLocked ? ": the lock is lifted" : ""}. ${changed.name} can sign in now.`);
                        }}
                        onCancel={() => setPinFor(null)}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function PinState({ staff }: { staff: StaffDto }) {
  if (staff.locked_until && lockedNow(staff)) {
    return (
      <span className="pin-locked">
        <span className="status-mark" aria-hidden="true" />
        Locked until {clockTime(staff.locked_until)}
      </span>
    );
  }
  return staff.has_pin ? <span>Set</span> : <span className="muted">No PIN yet</span>;
}

const addSchema = z.object({
  name: filledText("Type the new staff member's name.").max(64, "A name is at most 64 characters."),
  role: z.enum(ROLES),
});
type NewStaff = z.input<typeof addSchema>;

function AddStaffForm({ add, onStart, onAdded }: { add: ReturnType<typeof useAddStaff>; onStart: () => void; onAdded: (s: StaffDto) => void }) {
  const form = useForm<NewStaff>({ resolver: zodResolver(addSchema), defaultValues: { name: "", role: "dealer" } });
  const submit = form.handleSubmit((v) => {
    onStart();
    add.mutate(
      { name: v.name.trim(), role: v.role },
      {
        onSuccess: (s) => {
          // Back to Dealer: the next person added is a dealer unless someone chooses otherwise.
          form.reset({ name: "", role: "dealer" });
          onAdded(s);
        },
      },
    );
  });
  return (
    <form className="add-staff" onSubmit={submit} noValidate aria-labelledby="add-staff-title">
      <Title order={2} size="h4" id="add-staff-title" mb={4}>
        Add staff
      </Title>
      <Group align="flex-start" gap="sm">
        <TextInput id="add-staff-name" label="Name" autoComplete="off" w={260} error={form.formState.errors.name?.message} {...form.register("name")} />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <div>
              <Text component="span" size="sm" fw={500} id="add-staff-role" display="block" mb={2}>
                Role
              </Text>
              <SegmentedControl
                aria-labelledby="add-staff-role"
                value={field.value}
                onChange={(v) => field.onChange(v)}
                data={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
              />
            </div>
          )}
        />
        <Button type="submit" mt={24} loading={add.isPending}>
          Add
        </Button>
      </Group>
      {add.error && add.variables && (
        <div className="beside-form">
          <Refusal id="add-staff-refusal" error={add.error} action="add" name={add.variables.name} />
        </div>
      )}
    </form>
  );
}

const pinSchema = z
  .object({ pin: pinText("A PIN is 4 to 8 digits."), again: z.string() })
  .refine((v) => v.pin === v.again, { path: ["again"], message: "The two PINs differ: type the same PIN twice." });
type NewPin = z.input<typeof pinSchema>;

function PinForm({
  staff,
  onStart,
  onDone,
  onCancel,
}: {
  staff: StaffDto;
  onStart: () => void;
  onDone: (s: StaffDto, wasLocked: boolean) => void;
  onCancel: () => void;
}) {
  const setPin = useSetPin();
  const form = useForm<NewPin>({ resolver: zodResolver(pinSchema), defaultValues: { pin: "", again: "" } });
  const locked = lockedNow(staff);
  const submit = form.handleSubmit((v) => {
    onStart();
    setPin.mutate({ staffId: staff.id, pin: v.pin }, { onSuccess: (changed) => onDone(changed, locked) });
  });
  return (
    <form id={`pin-form-${staff.id}`} onSubmit={submit} noValidate aria-label={`${staff.has_pin ? "Reset" : "Set"} the PIN for ${staff.name}`}>
      {locked && staff.locked_until && (
        <Text id="pin-lock-note" mb="xs" fw={600}>
          {staff.name}'s account is locked until {clockTime(staff.locked_until)} after 5 wrong PINs. A new PIN lifts the lock
          at once.
        </Text>
      )}
      <Group align="flex-start" gap="sm">
        <PasswordInput
          id={`pin-new-${staff.id}`}
          label={`New PIN for ${staff.name}`}
          description="4 to 8 digits"
          inputMode="numeric"
          autoComplete="new-password"
          w={220}
          data-autofocus
          error={form.formState.errors.pin?.message}
          {...form.register("pin")}
        />
        <PasswordInput
          id={`pin-again-${staff.id}`}
          label="The same PIN again"
          description="to catch a typing slip"
          inputMode="numeric"
          autoComplete="new-password"
          w={220}
          error={form.formState.errors.again?.message}
          {...form.register("again")}
        />
        <Button type="submit" mt={46} loading={setPin.isPending}>
          Save PIN
        </Button>
        <Button type="button" variant="default" mt={46} onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      {setPin.error && (
        <div className="beside-form">
          <Refusal id="pin-refusal" error={setPin.error} action="pin" name={staff.name} />
        </div>
      )}
    </form>
  );
}
