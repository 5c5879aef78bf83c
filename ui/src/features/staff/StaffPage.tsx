import { Fragment, useMemo, useState } from "react";
import { Button, Group, Loader, NativeSelect, PasswordInput, SegmentedControl, Table, Text, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
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
  const { t } = useTranslation("staff");
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

  // Deactivating someone stops that person signing in: asked once more, never one tap. Reactivating is not.
  const askToggle = (s: StaffDto) => {
    if (!s.active) return toggle(s);
    modals.openConfirmModal({
      title: t("deactivate.title", { name: s.name }),
      children: <Text size="md">{t("deactivate.body", { name: s.name })}</Text>,
      labels: { confirm: t("deactivate.confirm", { name: s.name }), cancel: t("deactivate.keep") },
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
        onSuccess: (changed) => setNotice(t(changed.active ? "notice.active" : "notice.inactive", { name: changed.name })),
        onError: (error) => setRefused({ id: s.id, error, action, name: s.name }),
      },
    );
  };

  const switchRole = (s: StaffDto, role: Role) => {
    clearOutcome();
    setRole.mutate(
      { staffId: s.id, role },
      {
        onSuccess: (changed) => setNotice(t("notice.role", { name: changed.name, role: aRole(changed.role) })),
        onError: (error) => setRefused({ id: s.id, error, action: "role", name: s.name }),
      },
    );
  };

  return (
    <section aria-labelledby="staff-title">
      <Title order={1} id="staff-title" mb="sm">
        {t("page.title")}
      </Title>
      <AddStaffForm add={add} onStart={clearOutcome} onAdded={(s) => setNotice(t("notice.added", { name: s.name, role: aRole(s.role) }))} />
      <div aria-live="polite">
        {notice && (
          <Text id="staff-notice" my="xs" fw={600} c="var(--cr-felt-ink)">
            {notice}
          </Text>
        )}
      </div>
      {list.error && <ProblemAlert error={list.error} />}
      {list.isPending && <Loader size="sm" aria-label={t("page.loading")} />}
      {list.data && (
        <Table id="staff-list" className="staff-list" withTableBorder verticalSpacing="xs" miw={720} w="auto" aria-labelledby="staff-title">
          <ColumnHeads columns={[t("list.name"), t("list.role"), t("list.status"), t("list.pin"), { label: t("list.actions"), hidden: true }]} />
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
                      aria-label={t("list.roleOf", { name: s.name })}
                      value={s.role}
                      disabled={setRole.isPending && setRole.variables?.staffId === s.id}
                      onChange={(e) => switchRole(s, e.currentTarget.value as Role)}
                      data={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
                      w={160}
                    />
                  </Table.Td>
                  <Table.Td data-field="status">
                    <span className={s.active ? "status active" : "status inactive"}>
                      <span className="status-mark" aria-hidden="true" />
                      {s.active ? t("list.active") : t("list.inactive")}
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
                        aria-label={t(s.has_pin ? "list.resetPinFor" : "list.setPinFor", { name: s.name })}
                        aria-expanded={pinFor === s.id}
                        aria-controls={pinFor === s.id ? `pin-form-${s.id}` : undefined}
                        onClick={() => {
                          clearOutcome();
                          setPinFor(pinFor === s.id ? null : s.id);
                        }}
                      >
                        {s.has_pin ? t("list.resetPin") : t("list.setPin")}
                      </Button>
                      <Button
                        size="sm"
                        variant="default"
                        className="toggle-active"
                        aria-label={t(s.active ? "list.deactivateName" : "list.reactivateName", { name: s.name })}
                        onClick={() => askToggle(s)} loading={setActive.isPending && setActive.variables?.staffId === s.id}>
                        {s.active ? t("list.deactivate") : t("list.reactivate")}
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
                          const key = s.has_pin
                            ? wasLocked ? "notice.pinResetUnlocked" : "notice.pinReset"
                            : wasLocked ? "notice.pinSetUnlocked" : "notice.pinSet";
                          setNotice(t(key, { name: changed.name }));
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
  const { t } = useTranslation("staff", { keyPrefix: "list" });
  if (staff.locked_until && lockedNow(staff)) {
    return (
      <span className="pin-locked">
        <span className="status-mark" aria-hidden="true" />
        {t("lockedUntil", { time: clockTime(staff.locked_until) })}
      </span>
    );
  }
  return staff.has_pin ? <span>{t("pinIsSet")}</span> : <span className="muted">{t("noPin")}</span>;
}

const addSchemaOf = (t: TFunction<"staff">) =>
  z.object({
    name: filledText(t("add.typeName")).max(64, t("add.maxName")),
    role: z.enum(ROLES),
  });
type NewStaff = z.input<ReturnType<typeof addSchemaOf>>;

function AddStaffForm({ add, onStart, onAdded }: { add: ReturnType<typeof useAddStaff>; onStart: () => void; onAdded: (s: StaffDto) => void }) {
  const { t } = useTranslation("staff");
  const addSchema = useMemo(() => addSchemaOf(t), [t]);
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
        {t("add.title")}
      </Title>
      <Group align="flex-start" gap="sm">
        <TextInput id="add-staff-name" label={t("add.name")} autoComplete="off" w={260} error={form.formState.errors.name?.message} {...form.register("name")} />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <div>
              <Text component="span" size="sm" fw={500} id="add-staff-role" display="block" mb={2}>
                {t("add.role")}
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
          {t("add.submit")}
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

const pinSchemaOf = (t: TFunction<"staff">) =>
  z
    .object({ pin: pinText(t("pin.badPin")), again: z.string() })
    .refine((v) => v.pin === v.again, { path: ["again"], message: t("pin.differ") });
type NewPin = z.input<ReturnType<typeof pinSchemaOf>>;

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
  const { t } = useTranslation("staff");
  const setPin = useSetPin();
  const pinSchema = useMemo(() => pinSchemaOf(t), [t]);
  const form = useForm<NewPin>({ resolver: zodResolver(pinSchema), defaultValues: { pin: "", again: "" } });
  const locked = lockedNow(staff);
  const submit = form.handleSubmit((v) => {
    onStart();
    setPin.mutate({ staffId: staff.id, pin: v.pin }, { onSuccess: (changed) => onDone(changed, locked) });
  });
  return (
    <form id={`pin-form-${staff.id}`} onSubmit={submit} noValidate aria-label={t(staff.has_pin ? "pin.resetFor" : "pin.setFor", { name: staff.name })}>
      {locked && staff.locked_until && (
        <Text id="pin-lock-note" mb="xs" fw={600}>
          {t("pin.lockNote", { name: staff.name, time: clockTime(staff.locked_until) })}
        </Text>
      )}
      <Group align="flex-start" gap="sm">
        <PasswordInput
          id={`pin-new-${staff.id}`}
          label={t("pin.newPin", { name: staff.name })}
          description={t("pin.digits")}
          inputMode="numeric"
          autoComplete="new-password"
          w={220}
          data-autofocus
          error={form.formState.errors.pin?.message}
          {...form.register("pin")}
        />
        <PasswordInput
          id={`pin-again-${staff.id}`}
          label={t("pin.again")}
          description={t("pin.againHint")}
          inputMode="numeric"
          autoComplete="new-password"
          w={220}
          error={form.formState.errors.again?.message}
          {...form.register("again")}
        />
        <Button type="submit" mt={46} loading={setPin.isPending}>
          {t("pin.save")}
        </Button>
        <Button type="button" variant="default" mt={46} onClick={onCancel}>
          {t("pin.cancel")}
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
